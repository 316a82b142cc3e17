import { ReplayEngine, type GameRecord, type ViewerRecord } from '@decklet/core'
import { SIMPLE_PLUGINS } from '../session/simpleGame.fixture'
import { completeLiveRecord } from './completeLiveRecord'
import { describe, expect, it } from 'vitest'
import { VirtualScheduler } from '../session/scheduler'
import { PROTOCOL_VERSION, messageFor, type GameSpec, type HostMessage, type RecordUpdateMessage, type WorkerMessage } from './protocol'
import { serveSession } from './serveSession'

const game: GameSpec = {
  plugins: [
    { module: '@decklet/plugin-standard-deck', export: 'StandardDeckPlugin' },
    { module: '@decklet/plugin-turn', export: 'TurnPlugin' },
    { module: '@decklet/plugin-draw', export: 'DrawPlugin' },
    { module: '@decklet/plugin-simple-game', export: 'SimpleGamePlugin' },
  ],
  players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }],
  seed: 11,
  seats: { p2: { kind: 'bot', bot: 'random', seed: 2 } },
  session: { turnTimeoutMs: 1_000, heartbeatMs: 0, waitForReady: false },
}

/** Serves one game in virtual time and plays it out by timeouts (after `ready` of those players); returns every message the worker posted. */
async function playOut(spec: GameSpec, ready: readonly string[] = [], save?: { record: GameRecord }): Promise<WorkerMessage[]> {
  const time = new VirtualScheduler()
  const out: WorkerMessage[] = []
  let handler: ((m: unknown) => void) | null = null
  let closed = false
  serveSession(
    {
      postMessage: (m) => void out.push(JSON.parse(JSON.stringify(m)) as WorkerMessage),
      onMessage: (h) => ((handler = h), () => (handler = null)),
      close: () => void (closed = true),
    },
    { scheduler: time },
  )
  handler!({ type: 'load-game', protocol: PROTOCOL_VERSION, game: spec, ...save } satisfies HostMessage)
  // The plugins load in real time; then the game plays in virtual time (p1 silent: its defaults play).
  for (let i = 0; i < 200 && !out.some((m) => m.type === 'game-init'); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  for (const playerId of ready) handler!({ type: 'ready', playerId } satisfies HostMessage)
  time.runAll()
  expect(closed).toBe(true)
  return out
}

describe('serveSession: live updates for a host that keeps the game', () => {
  it('liveRecord: the record-updates put together are the final record without its final; each continues the one before, before its tick\'s views', async () => {
    const out = await playOut({ ...game, liveRecord: true })
    const updates = out.filter((m): m is RecordUpdateMessage => m.type === 'record-update')
    expect(updates[0]).toMatchObject({ from: 0 })
    expect(updates[0]!.head).toBeDefined()
    expect(updates[0]!.head).not.toHaveProperty('history')
    expect(updates[0]!.head).not.toHaveProperty('final')
    let history: GameRecord['history'] = []
    for (const update of updates.slice(1)) {
      expect(update.head).toBeUndefined()
      expect(update.from).toBe(history.length)
      expect(update.actions.length).toBeGreaterThan(0)
      history = [...history, ...update.actions]
    }
    history = [...updates[0]!.actions, ...history]
    const over = out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    expect(over.type).toBe('game-over')
    const { final: _final, ...whole } = over.record!
    expect({ ...updates[0]!.head, history }).toEqual(whole)
    // An update comes before the views of its tick (p1's view-update follows each one), the deal's too.
    for (const update of updates) expect(out[out.indexOf(update) + 1]?.type).toBe('view-update')
    expect(out.indexOf(updates[0]!)).toBeLessThan(out.findIndex((m) => m.type === 'view-update'))
    // The record is for the host: no player, no spectator gets it.
    for (const viewer of ['p1', 'p2', null]) expect(messageFor(updates[0]!, viewer)).toBeNull()
  })

  it('without liveRecord or spectatorView, neither update is posted', async () => {
    const out = await playOut(game)
    expect(out.filter((m) => m.type === 'record-update' || m.type === 'spectator-update')).toEqual([])
  })

  it("spectatorView: the spectator's view after the start (with the deal's events) and after every action, to spectators only", async () => {
    const out = await playOut({ ...game, spectatorView: true })
    const updates = out.filter((m): m is Extract<WorkerMessage, { type: 'spectator-update' }> => m.type === 'spectator-update')
    const over = out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    // The start, then one per action.
    expect(updates).toHaveLength(over.result.actions + 1)
    expect(updates.every((u) => u.view.viewer === null)).toBe(true)
    expect(updates[0]!.events.length).toBeGreaterThan(0)
    // A spectator sees the hands as placeholders only.
    const hands = Object.values(updates[0]!.view.zones).filter((zone) => zone.ownerId !== null && zone.cards.length > 0)
    expect(hands.length).toBeGreaterThan(0)
    for (const hand of hands) expect(hand.cards.every((id) => id.startsWith('hidden:'))).toBe(true)
    expect(messageFor(updates[0]!, null)).toEqual(updates[0])
    expect(messageFor(updates[0]!, 'p1')).toBeNull()
  })

  it("viewerRecords: 'players' sends every player's viewer record with game-over, the bots' too", async () => {
    const remote = (await playOut(game)).at(-1) as { viewerRecords?: Record<string, ViewerRecord> }
    expect(Object.keys(remote.viewerRecords ?? {})).toEqual(['p1'])
    const players = (await playOut({ ...game, viewerRecords: 'players' })).at(-1) as { viewerRecords?: Record<string, ViewerRecord> }
    expect(Object.keys(players.viewerRecords ?? {}).sort()).toEqual(['p1', 'p2'])
    expect(players.viewerRecords!.p2!.viewer).toBe('p2')
  })

  it('barrier-done: a barrier that closes is announced with the players it still waited for', async () => {
    const out = await playOut({ ...game, session: { ...game.session, waitForReady: true, readyTimeoutMs: 500 } }, ['p1'])
    const barrier = out.find((m) => m.type === 'barrier') as Extract<WorkerMessage, { type: 'barrier' }>
    expect(barrier.barrier.kind).toBe('ready')
    const done = out.find((m) => m.type === 'barrier-done')
    expect(done).toEqual({ type: 'barrier-done', barrierId: barrier.barrier.barrierId, missing: [] })
    expect(out.indexOf(done!)).toBeLessThan(out.findIndex((m) => m.type === 'init-finished'))
    expect(messageFor(done!, 'p2')).toEqual(done)
  })

  it('a live record put together from record-updates loads again: completeLiveRecord computes its final by a replay, load-game takes it', async () => {
    const out = await playOut({ ...game, liveRecord: true })
    const updates = out.filter((m): m is RecordUpdateMessage => m.type === 'record-update')
    const over = out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    // The game as its live record stood halfway.
    const half = updates.slice(0, Math.ceil(updates.length / 2))
    const record = { ...half[0]!.head!, history: half.flatMap((u) => u.actions) } as GameRecord
    const completed = completeLiveRecord(record, SIMPLE_PLUGINS)
    const { engine } = ReplayEngine.replayRecord(completed, SIMPLE_PLUGINS)
    expect(completed.final).toEqual({ version: engine.getState().version, hash: expect.stringMatching(/^sha256:/) })
    expect(completeLiveRecord(over.record!, SIMPLE_PLUGINS)).toBe(over.record)
    // Loaded in a worker, it goes on from there to the end.
    const resumed = await playOut({ ...game, liveRecord: true }, [], { record })
    const first = resumed.find((m): m is RecordUpdateMessage => m.type === 'record-update')!
    expect(first.actions).toEqual(record.history)
    expect(resumed.at(-1)).toMatchObject({ type: 'game-over', result: { status: 'finished' } })
  })
})
