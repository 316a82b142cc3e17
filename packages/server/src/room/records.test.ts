import { ReplayEngine } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_THREADS } from '../__fixtures__/sessionThreads'
import { autoplay, randomPlay } from '../__fixtures__/autoplay'
import { RecordingStore, type StoreCall } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { openTurn } from '../__fixtures__/tables'
import { unoGame } from '../games/unoGame'
import { createBrokenPlugin, createCrashingPlugin } from '../__fixtures__/brokenGame.mjs'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'

for (const runIn of SESSION_THREADS) {
  describe(`sessions ${runIn === 'process' ? 'in the server process' : 'in worker threads'}`, () => {
  let server: DeckletServer
  const store = new RecordingStore(RecordingStore.sequence())

  beforeAll(async () => {
    server = await createDeckletServer({ runIn, games: {
        uno: unoGame({ rules: { scoring: 'single-hand' } }),
        // A game whose session fails as soon as it asks anyone (a module a worker can load too).
      broken: {
        plugins: () => [createBrokenPlugin()],
        players: { min: 2, max: 2 },
        worker: { plugins: [{ module: new URL('../__fixtures__/brokenGame.mjs', import.meta.url).href, export: 'createBrokenPlugin' }] },
      },
      // A game whose worker thread dies when a player moves CRASH (played in a worker only).
      crashing: {
        plugins: () => [createCrashingPlugin()],
        players: { min: 2, max: 2 },
        worker: { plugins: [{ module: new URL('../__fixtures__/brokenGame.mjs', import.meta.url).href, export: 'createCrashingPlugin' }] },
      },
    }, store, port: 0, closeAfterMs: 60_000, log: () => {} })
  })
  afterAll(async () => {
    await server.close()
  })

  describe('game records', () => {
    it('the live record is saved after every action; the final and every viewer record before game over is announced', async () => {
      const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Bot', bot: 'rule-based' }] })
      const clients = await Promise.all(['p1', 'p2'].map((id) => TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets[id]! })))
      const stops = clients.map((client, i) => autoplay(client, randomPlay(11 + i)))
      // What the store held when each client saw game over.
      const storedAtGameOver = await Promise.all(
        clients.map((client) => client.until('game over', () => (client.last('game-over') ? store.calls.filter((c) => c.gameId === roomId) : undefined), 120_000)),
      )
      for (const stop of stops) stop()
      const over = clients[0]!.last('game-over')!
      for (const calls of storedAtGameOver) expect(calls.at(-1)).toMatchObject({ kind: 'final', actions: over.result.actions, viewers: ['p1', 'p2', 'p3'] })

      // Live saves carry what is new: the first starts the record (the deal, no action yet), each next one
      // continues where the one before ended (actions that came during a save go in the next); the actions
      // after the last live save under way at game over are in the final record.
      const live = store.calls.filter((c): c is Extract<StoreCall, { kind: 'live' }> => c.gameId === roomId && c.kind === 'live')
      expect(live[0]).toMatchObject({ afresh: true, from: 0, actions: 0 })
      for (const [i, call] of live.entries()) if (i > 0) expect(call).toMatchObject({ afresh: false, from: live[i - 1]!.actions })
      expect(live.at(-1)!.actions).toBeGreaterThan(over.result.actions / 2)
      expect(live.at(-1)!.actions).toBeLessThanOrEqual(over.result.actions)
      expect(live.every((call) => call.actions > call.from || call === live[0])).toBe(true)

      const stored = (await store.load(roomId))!
      expect(stored.status).toBe('final')
      expect(stored.meta).toMatchObject({ game: 'uno', spectators: false, actions: over.result.actions })
      expect(stored.meta.seats.map((s) => s.bot ?? null)).toEqual([null, null, 'rule-based'])
      // Each seat's own viewer record came with its game over, as stored.
      expect(clients[1]!.last('game-over')!.viewerRecord).toEqual(stored.viewerRecords.p2)
      expect(stored.viewerRecords.p1!.viewer).toBe('p1')
      // The stored record replays to the game's end.
      const { engine } = ReplayEngine.replayRecord(stored.record, [createUnoPlugin({ scoring: 'single-hand' })])
      expect(engine.getState().status).toBe('finished')
      expect(JSON.parse(JSON.stringify(engine.getPlayerView('p1')))).toEqual(stored.viewerRecords.p1!.finalView)
      for (const c of clients) await c.leave()
    })

    it('a game that fails is stored as final (it is not restored to fail again) and the clients are told', async () => {
      const { roomId, tickets } = await server.createTable('broken', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })
      const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
      ann.send('ready')
      const error = await ann.until('error', () => ann.last('error'))
      expect(error).toMatchObject({ fatal: true, message: expect.stringContaining('the game broke when it asked for a move') })
      expect((await store.load(roomId))?.status).toBe('final')
      expect(await store.listLive()).not.toContainEqual(expect.objectContaining({ gameId: roomId }))
      await ann.until('status failed', () => (ann.states.at(-1) as { status?: string } | undefined)?.status === 'failed')
      await ann.leave()
    })

    it.runIf(runIn === 'worker')('a worker thread that dies mid-game: the game is stored as final from its live record (it replays), and the clients are told', async () => {
      const { roomId, tickets } = await server.createTable('crashing', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })
      const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
      ann.send('ready')
      for (let step = 0; step < 3; step++) {
        const request = await ann.until('a turn', () => openTurn(ann))
        ann.send('act', { requestId: request.requestId, action: { type: 'STEP' } })
        await ann.until('its end', () => ann.all('turn-end').find((m) => m.requestId === request.requestId))
      }
      const request = await ann.until('a turn', () => openTurn(ann))
      ann.send('act', { requestId: request.requestId, action: { type: 'CRASH' } })
      const error = await ann.until('error', () => ann.last('error'))
      expect(error).toMatchObject({ fatal: true, message: expect.stringMatching(/exit/i) })
      const stored = (await store.load(roomId))!
      expect(stored.status).toBe('final')
      // The three STEPs of Ann, and whatever the bot played meanwhile: the record as far as it came, whole.
      expect(stored.record.history.filter((r) => r.action.playerId === 'p1').map((r) => r.action.type)).toEqual(['STEP', 'STEP', 'STEP'])
      expect(ReplayEngine.replayRecord(stored.record, [createCrashingPlugin()]).state.version).toBe(stored.record.final!.version)
      expect(Object.keys(stored.viewerRecords).sort()).toEqual(['p1', 'p2'])
      await ann.leave()
    })

    it('a client that joins after game over (before the room closes) is welcomed with the final view and sent the result', async () => {
      const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'rule-based' }], spectators: true })
      const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
      const stop = autoplay(ann, randomPlay(8))
      const over = await ann.until('game over', () => ann.last('game-over'), 120_000)
      stop()
      await ann.leave()
      const watcher = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { spectate: true })
      const welcome = await watcher.until('welcome', () => watcher.last('welcome'))
      expect(welcome.view.status).toBe('finished')
      expect(await watcher.until('game over', () => watcher.last('game-over'))).toEqual({ result: over.result })
      const back = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: await server.issueTicket(roomId, 'p1') })
      expect((await back.until('game over', () => back.last('game-over'))).viewerRecord).toEqual(over.viewerRecord)
      for (const c of [watcher, back]) await c.leave()
    })
  })
  })
}
