// The browser Web Worker side (`serveWorkerScope`) and its host (`createWebWorkerHost`), joined by a real
// MessageChannel: messages are structured-cloned and delivered asynchronously, as between a page and a worker.
import { DeckletError, ReplayEngine, type GameRecord } from '@decklet/core'
import * as draw from '@decklet/plugin-draw'
import * as simpleGame from '@decklet/plugin-simple-game'
import * as standardDeck from '@decklet/plugin-standard-deck'
import * as turn from '@decklet/plugin-turn'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptedController } from '../controllers/scriptedController'
import { VirtualScheduler } from '../session/scheduler'
import { SIMPLE_PLUGINS } from '../session/simpleGame.fixture'
import { messageFor, type GameSpec, type WorkerMessage } from './protocol'
import { serveWorkerScope } from './serveWorkerScope'
import { createWebWorkerHost } from './webWorkerHost'
import type { WorkerHostError } from './workerHost'

/** A `DedicatedWorkerGlobalScope` stand-in: an EventTarget whose `message` events come from one end of the channel. */
class WorkerScopeShim extends EventTarget {
  closed = false
  constructor(private readonly port: MessagePort) {
    super()
    port.on('message', (data: unknown) => this.dispatchEvent(Object.assign(new Event('message'), { data })))
  }

  postMessage(message: unknown): void {
    this.port.postMessage(message)
  }

  close(): void {
    this.closed = true
  }
}

/** A browser `Worker` stand-in on the other end: `message` events, `postMessage`, `terminate` (which ends the worker side). */
class WorkerShim extends EventTarget {
  terminated = 0
  constructor(
    private readonly port: MessagePort,
    private readonly kill: () => void,
  ) {
    super()
    port.on('message', (data: unknown) => this.dispatchEvent(Object.assign(new Event('message'), { data })))
  }

  postMessage(message: unknown): void {
    this.port.postMessage(message)
  }

  terminate(): void {
    this.terminated++
    this.kill()
  }
}

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

/** A page and a worker in one thread; the worker's session and the host's watchdogs run in virtual time. */
function pageAndWorker(options: Parameters<typeof serveWorkerScope>[1] = {}) {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  const scope = new WorkerScopeShim(port1)
  const workerTime = new VirtualScheduler()
  const hostTime = new VirtualScheduler()
  const stop = serveWorkerScope(scope, { scheduler: workerTime, ...options })
  const worker = new WorkerShim(port2, stop)
  const host = createWebWorkerHost(() => worker, { scheduler: hostTime, initTimeoutMs: 5_000, heartbeatTimeoutMs: 5_000 })
  const messages: WorkerMessage[] = []
  host.on((message) => messages.push(message))
  const until = async (what: string, predicate: () => boolean): Promise<void> => {
    for (let i = 0; i < 500 && !predicate(); i++) await new Promise((resolve) => setImmediate(resolve))
    if (!predicate()) throw new Error(`never happened: ${what}`)
  }
  return { scope, worker, host, messages, workerTime, hostTime, until }
}

// Specifiers that only the worker's static `modules` map knows (a bundled worker cannot import by name).
const modules = { 'game:deck': standardDeck, 'game:turn': turn, 'game:draw': draw, 'game:simple': simpleGame }
const game: GameSpec = {
  plugins: [
    { module: 'game:deck', export: 'StandardDeckPlugin' },
    { module: 'game:turn', export: 'TurnPlugin' },
    { module: 'game:draw', export: 'DrawPlugin' },
    { module: 'game:simple', export: 'SimpleGamePlugin' },
  ],
  players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }, { id: 'p3', name: 'Cy' }],
  seed: 5,
  seats: { p2: { kind: 'bot', bot: 'random', seed: 2 } },
  session: { turnTimeoutMs: 10_000, readyTimeoutMs: 5_000, heartbeatMs: 1_000 },
}

describe('a session in a browser Web Worker (global scope over a MessageChannel)', () => {
  it('speaks the whole protocol: ready, load, init, turns, views, heartbeat, errors, game over with records', async () => {
    const { scope, worker, host, messages, workerTime, hostTime, until } = pageAndWorker({ modules })
    const types = () => messages.map((m) => m.type)
    await host.load(game)
    expect(types().slice(0, 2)).toEqual(['ready', 'game-init'])
    expect(messages[1]).toMatchObject({ players: [{ id: 'p1', kind: 'remote' }, { id: 'p2', kind: 'bot', bot: 'random' }, { id: 'p3', kind: 'remote' }] })
    host.ready('p1')
    host.ready('p3')
    await until('init-finished and a turn for p1', () => types().includes('init-finished') && messages.some((m) => m.type === 'turn' && m.playerId === 'p1'))
    const first = messages.find((m): m is Extract<WorkerMessage, { type: 'turn' }> => m.type === 'turn')!
    expect(first.request?.legalActions.length).toBeGreaterThan(0)
    expect(first.request!.view.zones['hand-p2']!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)

    // While p1 thinks, the worker's heartbeat crosses and keeps the host's watchdog quiet.
    workerTime.advance(1_000)
    await until('a heartbeat', () => types().includes('heartbeat'))
    expect(messages.find((m) => m.type === 'heartbeat')).toMatchObject({ heartbeat: { waitingFor: ['p1'], waitingOn: 'decision' } })
    hostTime.advance(4_000)
    // Not a protocol message, and an answer from the wrong player: reported, and the game goes on.
    host.send({ type: 'bogus' } as never)
    host.operate('p3', first.requestId, first.request!.legalActions[0]!)
    await until('an error and a rejection', () => types().includes('error') && types().includes('rejected'))
    expect(messages.find((m) => m.type === 'error')).toMatchObject({ fatal: false, error: { message: expect.stringMatching(/^Unknown message/) } })
    expect(messages.find((m) => m.type === 'rejected')).toMatchObject({ requestId: first.requestId, playerId: 'p3', code: 'WRONG_PLAYER' })

    // From now on the two remote players answer every request with their first card.
    host.on((message) => {
      if (message.type === 'turn' && message.request !== undefined) {
        const play = message.request.legalActions.find((a) => a.type === 'PLAY_CARD') ?? message.request.legalActions[0]!
        host.operate(message.playerId, message.requestId, { type: play.type, payload: play.payload })
      }
    })
    host.operate('p1', first.requestId, first.request!.legalActions[0]!)
    const result = await host.done
    expect(result).toMatchObject({ status: 'finished', timeouts: 0 })
    expect(types().at(-1)).toBe('game-over')
    expect(scope.closed).toBe(true)
    expect(worker.terminated).toBe(1)
    expect(workerTime.pending).toBe(0)
    expect(hostTime.pending).toBe(0)

    // The host replays the record to the same game: every remote player's last view and viewer record match.
    const over = host.gameOver!
    expect(over.result).toEqual(result)
    const replayed = ReplayEngine.replayRecord(over.record as GameRecord, SIMPLE_PLUGINS)
    expect(replayed.state.winnerIds).toEqual(result.winnerIds)
    expect(replayed.engine.getHistory()).toHaveLength(result.actions)
    for (const id of ['p1', 'p3']) {
      const lastView = messages.filter((m) => m.type === 'view-update' && m.playerId === id).at(-1) as Extract<WorkerMessage, { type: 'view-update' }>
      expect(replayed.engine.getPlayerView(id)).toEqual(lastView.view)
      expect(over.viewerRecords![id]!.finalView).toEqual(lastView.view)
    }
    expect(Object.keys(over.viewerRecords!)).toEqual(['p1', 'p3']) // the bot seat gets none
    // A player receives its own viewer record, never the full record.
    const forP1 = messageFor(over, 'p1') as typeof over
    expect(forP1.record).toBeUndefined()
    expect(Object.keys(forP1.viewerRecords!)).toEqual(['p1'])
    expect(messageFor(over, null)).toEqual({ type: 'game-over', result })
  })

  it('seats bots from the worker\'s registry, and rejects an unknown bot with a typed error to the host', async () => {
    const pass = () => new ScriptedController([], { then: (request) => request.legalActions[0]! })
    const ok = pageAndWorker({ modules, bots: { 'first-legal': pass } })
    await ok.host.load({ ...game, seats: { p1: { kind: 'bot', bot: 'first-legal' }, p2: { kind: 'bot', bot: 'random' }, p3: { kind: 'random-bot', seed: 3 } } })
    await expect(ok.host.done).resolves.toMatchObject({ status: 'finished' })
    expect(ok.messages.some((m) => m.type === 'turn' && m.request !== undefined)).toBe(false) // no remote seat
    expect(ok.host.gameOver!.viewerRecords).toBeUndefined()

    const bad = pageAndWorker({ modules })
    const loaded = bad.host.load({ ...game, seats: { p2: { kind: 'bot', bot: 'grandmaster' } } })
    await expect(loaded).rejects.toMatchObject({ code: 'GAME_ERROR' })
    const error = (await bad.host.done.catch((e: unknown) => e)) as WorkerHostError
    expect(error.gameError).toMatchObject({ name: 'BotSpecError', code: 'UNKNOWN_BOT', message: "Seat p2: unknown bot 'grandmaster' (this worker knows random)" })
    expect(DeckletError.isInstance(error)).toBe(true)
    expect(bad.messages.map((m) => m.type)).toEqual(['ready', 'error'])
    expect(bad.scope.closed).toBe(true)
    expect(bad.worker.terminated).toBe(1)
  })

  it.each(['error', 'unhandledrejection'])('reports an uncaught %s of the worker to the host as fatal, with a snapshot, and ends', async (kind) => {
    const { scope, host, messages, hostTime, workerTime } = pageAndWorker({ modules })
    await host.load(game)
    const event = Object.assign(new Event(kind), kind === 'error' ? { error: new Error('boom'), message: 'boom' } : { reason: new Error('boom') })
    scope.dispatchEvent(event)
    const error = (await host.done.catch((e: unknown) => e)) as WorkerHostError
    expect(error).toMatchObject({ code: 'GAME_ERROR', gameError: { message: 'boom' } })
    expect(messages.at(-1)).toMatchObject({ type: 'error', fatal: true, snapshot: { phase: 'starting', turn: 1, openRequests: [] } })
    expect(scope.closed).toBe(true)
    expect(hostTime.pending).toBe(0)
    expect(workerTime.pending).toBe(0) // terminated: the worker's session and its timers are gone
  })
})
