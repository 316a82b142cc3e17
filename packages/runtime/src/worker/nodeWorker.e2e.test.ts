import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { GameEngine, ReplayEngine, type GameRecord } from '@decklet/core'
import { ChancePlugin } from '../__fixtures__/chancePlugin.mjs'
import { describe, expect, it } from 'vitest'
import { recordHostMessages } from '../__fixtures__/hostMessages'
import { SIMPLE_PLUGINS } from '../session/simpleGame.fixture'
import { createTurnStore, type TurnState } from '../client/turnStore'
import { createNodeWorkerHost } from './nodeWorkerHost'
import { messageFor, type GameSpec, type WorkerMessage } from './protocol'

// The worker runs built JavaScript: this package's dist/worker.js (turbo builds it before the tests).
const workerUrl = new URL('../../dist/worker.js', import.meta.url)
/** The simple game's four plugins, named as the worker loads them. */
const SIMPLE_GAME_PLUGINS: GameSpec['plugins'] = [
  { module: '@decklet/plugin-standard-deck', export: 'StandardDeckPlugin' },
  { module: '@decklet/plugin-turn', export: 'TurnPlugin' },
  { module: '@decklet/plugin-draw', export: 'DrawPlugin' },
  { module: '@decklet/plugin-simple-game', export: 'SimpleGamePlugin' },
]

describe('a session in a real worker thread', () => {
  it('plays a game end to end: init, ready barrier, turns, views, heartbeats, game over with its record', async () => {
    if (!existsSync(fileURLToPath(workerUrl))) throw new Error('dist/worker.js is missing: run `pnpm --filter @decklet/runtime build` first')
    const game: GameSpec = {
      plugins: SIMPLE_GAME_PLUGINS,
      players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }, { id: 'p3', name: 'Bot 2' }],
      seed: 11,
      seats: { p2: { kind: 'random-bot', seed: 2 }, p3: { kind: 'random-bot', seed: 3, delayMs: 1 } },
      // Generous limits: a loaded 2-core machine must not turn a slow thread into a timeout.
      session: { turnTimeoutMs: 60_000, readyTimeoutMs: 60_000, heartbeatMs: 50 },
    }
    const host = createNodeWorkerHost({ workerUrl, initTimeoutMs: 60_000, heartbeatTimeoutMs: 60_000 })
    const store = createTurnStore({ playerId: 'p1' })
    const states = new Set<TurnState>()
    const messages: WorkerMessage[] = []
    let played = 0
    const lifecycle: string[] = [host.state]
    host.onState((state) => lifecycle.push(state))
    host.on((message) => {
      messages.push(message)
      const mine = messageFor(message, 'p1')
      if (mine === null) return
      store.receive(mine)
      states.add(store.getSnapshot().state)
      if (mine.type === 'turn' && mine.request !== undefined) {
        // p1 plays the first card it holds, or whatever is legal.
        const play = mine.request.legalActions.find((a) => a.type === 'PLAY_CARD') ?? mine.request.legalActions[0]!
        played++
        host.operate('p1', mine.request.requestId, { type: play.type, payload: play.payload })
      }
    })
    await host.load(game)
    expect(messages.find((m) => m.type === 'game-init')).toMatchObject({ players: [{ id: 'p1', kind: 'remote' }, { id: 'p2', kind: 'random-bot' }, { id: 'p3', kind: 'random-bot' }] })
    host.ready('p1')
    const result = await host.done
    expect(result.status).toBe('finished')
    expect(result.winnerIds).toHaveLength(1)
    expect(result.timeouts).toBe(0)
    expect(played).toBeGreaterThan(0)
    expect(messages.some((m) => m.type === 'init-finished')).toBe(true)
    expect(lifecycle).toEqual(['starting', 'ready', 'running', 'over'])
    // Only views crossed, and only p1's: its opponents' hands are placeholders.
    const updates = messages.filter((m): m is Extract<WorkerMessage, { type: 'view-update' }> => m.type === 'view-update')
    expect(updates.length).toBeGreaterThan(0)
    expect(new Set(updates.map((u) => u.playerId))).toEqual(new Set(['p1']))
    expect(updates[0]!.view.zones['hand-p2']!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(states.has('MY_TURN')).toBe(true)
    expect(states.has('WAITING_TURN')).toBe(true)
    expect(store.getSnapshot()).toMatchObject({ canAct: false, gameOver: { status: 'finished' } })
    // The record came back with game-over: replayed on this side, it ends where p1 last saw the game.
    const over = host.gameOver!
    const replayed = ReplayEngine.replayRecord(over.record!, SIMPLE_PLUGINS)
    expect(replayed.state.winnerIds).toEqual(result.winnerIds)
    expect(replayed.engine.getPlayerView('p1')).toEqual(updates.at(-1)!.view)
    expect(over.viewerRecords!.p1!.finalView).toEqual(updates.at(-1)!.view)
  })

  it('an animation barrier round-trips: the client acknowledges each animation, and only then its effect applies', async () => {
    const game: GameSpec = {
      plugins: [{ module: new URL('../__fixtures__/chancePlugin.mjs', import.meta.url).href, export: 'ChancePlugin' }],
      players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }],
      seed: 8,
      seats: { p2: { kind: 'bot', bot: 'random' } },
      session: { waitForReady: false, turnTimeoutMs: 60_000, animationTimeoutMs: 60_000, heartbeatMs: 0 },
    }
    const host = createNodeWorkerHost({ workerUrl, initTimeoutMs: 60_000 })
    const store = createTurnStore({ playerId: 'p1' })
    const messages: WorkerMessage[] = []
    const whileAnimating: unknown[] = []
    host.on((message) => {
      messages.push(message)
      const mine = messageFor(message, 'p1')
      if (mine === null) return
      store.receive(mine)
      const turn = store.getSnapshot()
      if (turn.state === 'MY_TURN' && mine.type === 'turn') host.operate('p1', turn.request!.requestId, { type: 'DRAW', playerId: 'p1' })
      if (turn.state === 'ANIMATING') {
        const { phase, card, scores } = turn.view!.variables.chance as { phase: string; card: number; scores: Record<string, number> }
        whileAnimating.push({ phase, card: card === (turn.barrier!.animation!.data as { card: number }).card, scores: Object.keys(scores).length })
        host.send(store.acknowledge()!)
      }
    })
    await host.load(game)
    const result = await host.done
    expect(result).toMatchObject({ status: 'finished', timeouts: 0 })
    const barriers = messages.filter((m): m is Extract<WorkerMessage, { type: 'barrier' }> => m.type === 'barrier')
    expect(barriers.map((m) => m.barrier.animation?.id)).toEqual(['chance-1', 'chance-2', 'chance-3', 'chance-4'])
    expect(messages.filter((m) => m.type === 'timeout')).toEqual([])
    // p1 saw each animation with its card drawn and its effect not applied: the scores of the turns before only.
    expect(whileAnimating).toEqual([0, 1, 2, 2].map((scores) => ({ phase: 'apply', card: true, scores })))
    const applied = host.gameOver!.record!.history.map((r) => r.action.type)
    expect(applied).toEqual(Array.from({ length: 4 }, () => ['DRAW', 'chance/APPLY', 'chance/NEXT']).flat())
  })

  it('loads a game saved half-way from its record and plays it to the end the same game played in one go reaches', async () => {
    const plugin = { module: new URL('../__fixtures__/chancePlugin.mjs', import.meta.url).href, export: 'ChancePlugin' }
    const players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }]
    // The same decisions in this thread, in one go: DRAW when asked, every pending step dispatched.
    const engine = new GameEngine({ seed: 13 }).use(ChancePlugin)
    engine.createGame({ players })
    engine.start()
    let saved: GameRecord | null = null
    for (let draws = 0; engine.getState().status === 'playing';) {
      const pending = engine.getPending()
      if (pending !== null) {
        engine.dispatch(pending.action)
        continue
      }
      const actor = engine.getActors()[0]!
      engine.dispatch({ type: 'DRAW', playerId: actor })
      if (++draws === 2) saved = engine.exportRecord()
    }
    const host = createNodeWorkerHost({ workerUrl, initTimeoutMs: 60_000 })
    host.on((message) => {
      if (message.type === 'barrier') for (const id of message.barrier.playerIds) host.ack(id, message.barrier.barrierId)
      if (message.type === 'turn' && message.request !== undefined) host.operate(message.playerId, message.requestId, { type: 'DRAW', playerId: message.playerId })
    })
    await host.load({ plugins: [plugin], players, seed: 13, session: { waitForReady: false, turnTimeoutMs: 60_000, animationTimeoutMs: 60_000, heartbeatMs: 0 } }, { record: saved! })
    const result = await host.done
    expect(result.winnerIds).toEqual(engine.getState().winnerIds)
    expect(host.gameOver!.record!.final).toEqual(engine.exportRecord().final)
    expect(host.gameOver!.record!.history.map((r) => r.action.type)).toEqual(engine.getHistory().map((r) => r.action.type))
  })

  it('heartbeats report busy while the host runs a long operation, until its end', async () => {
    const game: GameSpec = {
      plugins: SIMPLE_GAME_PLUGINS,
      players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }],
      seed: 3,
      session: { waitForReady: false, turnTimeoutMs: 60_000, heartbeatMs: 20 },
    }
    const host = createNodeWorkerHost({ workerUrl, initTimeoutMs: 60_000, heartbeatTimeoutMs: 60_000 })
    const { messages, until } = recordHostMessages(host)
    const lastBeat = () => messages.filter((m): m is Extract<WorkerMessage, { type: 'heartbeat' }> => m.type === 'heartbeat').at(-1)?.heartbeat
    await host.load(game)
    await until('a heartbeat', () => lastBeat() !== undefined)
    expect(lastBeat()).toMatchObject({ busy: false, waitingOn: 'decision', waitingFor: ['p1'] })
    await host.runLongOperation('save', () => until('a busy heartbeat', () => lastBeat()?.busy === true))
    expect(lastBeat()).toMatchObject({ busy: true, busyLabel: 'save' })
    await until('an idle heartbeat', () => lastBeat()?.busy === false)
    await host.terminate()
  })
})
