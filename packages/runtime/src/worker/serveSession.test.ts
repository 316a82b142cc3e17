import { describe, expect, it } from 'vitest'
import { VirtualScheduler } from '../session/scheduler'
import { PROTOCOL_VERSION, isHostMessage, isWorkerMessage, messageFor, type GameSpec, type HostMessage, type WorkerMessage } from './protocol'
import { serveSession } from './serveSession'

const PLUGINS: GameSpec['plugins'] = [
  { module: '@decklet/plugin-standard-deck', export: 'StandardDeckPlugin' },
  { module: '@decklet/plugin-turn', export: 'TurnPlugin' },
  { module: '@decklet/plugin-draw', export: 'DrawPlugin' },
  { module: '@decklet/plugin-simple-game', export: 'SimpleGamePlugin' },
]

/** A worker port in memory, with the session in virtual time. */
function channel() {
  const time = new VirtualScheduler()
  const out: WorkerMessage[] = []
  let handler: ((m: unknown) => void) | null = null
  let closed = false
  const stop = serveSession(
    { postMessage: (m) => out.push(JSON.parse(JSON.stringify(m)) as WorkerMessage), onMessage: (h) => ((handler = h), () => (handler = null)), close: () => (closed = true) },
    { scheduler: time },
  )
  return {
    time, out, stop,
    send: (m: HostMessage | unknown) => handler?.(JSON.parse(JSON.stringify(m))),
    closed: () => closed,
    next: async (type: WorkerMessage['type']) => {
      for (let i = 0; i < 100 && !out.some((m) => m.type === type); i++) await new Promise((r) => setTimeout(r, 5))
      return out.find((m) => m.type === type)!
    },
  }
}

const game: GameSpec = {
  plugins: PLUGINS,
  players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }],
  seed: 3,
  seats: { p2: { kind: 'random-bot', seed: 2 } },
  session: { turnTimeoutMs: 10_000, readyTimeoutMs: 5_000, heartbeatMs: 1_000 },
}

describe('serveSession', () => {
  it('loads a game by module specifier and speaks the protocol through a whole game', async () => {
    const c = channel()
    expect(c.out[0]).toEqual({ type: 'ready', protocol: PROTOCOL_VERSION })
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game })
    const init = await c.next('game-init')
    expect(init).toEqual({
      type: 'game-init', gameId: 'game',
      players: [{ id: 'p1', name: 'Ann', seat: 1, kind: 'remote' }, { id: 'p2', name: 'Bot', seat: 2, kind: 'random-bot' }],
    })
    // Only the remote seat gets view updates; the barrier waits for p1 only (the bot is ready at once).
    expect(c.out.filter((m) => m.type === 'view-update').map((m) => (m as { playerId: string }).playerId)).toEqual(['p1'])
    expect(c.out.find((m) => m.type === 'barrier')).toMatchObject({ barrier: { kind: 'ready', playerIds: ['p1', 'p2'] } })
    c.send({ type: 'ready', playerId: 'p1' })
    expect(c.out.some((m) => m.type === 'init-finished')).toBe(true)
    const turn = c.out.find((m) => m.type === 'turn') as Extract<WorkerMessage, { type: 'turn' }>
    expect(turn).toMatchObject({ playerId: 'p1', requestId: 'r1', deadline: 10_000 })
    expect(turn.request!.legalActions.length).toBeGreaterThan(0)
    c.send({ type: 'operation', requestId: 'r1', playerId: 'p2', action: { type: 'END_TURN' } })
    expect(c.out.at(-1)).toMatchObject({ type: 'rejected', requestId: 'r1', playerId: 'p2', code: 'WRONG_PLAYER' })
    c.send({ type: 'operation', requestId: 'r1', playerId: 'p1', action: turn.request!.legalActions[1]! })
    expect(c.out.some((m) => m.type === 'turn-end' && m.requestId === 'r1' && m.reason === 'answered')).toBe(true)
    // The bot's turn is announced without its private request.
    const botTurn = c.out.find((m) => m.type === 'turn' && m.playerId === 'p2')
    expect(botTurn).toBeDefined()
    expect(botTurn).not.toHaveProperty('request')
    c.send({ type: 'pause' })
    expect(c.out.at(-1)).toEqual({ type: 'pause-state', paused: true })
    c.send({ type: 'resume' })
    c.time.advance(1_000)
    expect(c.out.filter((m) => m.type === 'heartbeat').at(-1)).toMatchObject({ heartbeat: { waitingFor: ['p1'], waitingOn: 'decision' } })
    // p1 goes silent: defaults play the game out.
    c.time.runAll()
    const over = c.out.at(-1)!
    expect(over).toMatchObject({ type: 'game-over', result: { status: 'finished' } })
    expect(c.closed()).toBe(true)
    expect(c.time.pending).toBe(0)
  })

  it('reports a plugin module that cannot be loaded as a fatal error', async () => {
    const c = channel()
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...game, plugins: [{ module: '@decklet/plugin-turn', export: 'Nope' }] } })
    const error = await c.next('error')
    expect(error).toMatchObject({ type: 'error', fatal: true, error: { message: '@decklet/plugin-turn has no plugin export Nope' } })
    expect(c.closed()).toBe(true)
  })

  it('reports messages it cannot use, without dying', () => {
    const c = channel()
    c.send({ type: 'operation', requestId: 'r1', playerId: 'p1', action: { type: 'X' } })
    c.send({ type: 'bogus' })
    c.send({ type: 'load-game', protocol: 99, game })
    expect(c.out.slice(1).map((m) => [m.type, (m as { fatal?: boolean }).fatal])).toEqual([['error', false], ['error', false], ['error', true]])
    c.stop()
  })
})

describe('protocol', () => {
  it('recognises the two directions', () => {
    expect(isHostMessage({ type: 'operation', requestId: 'r1', playerId: 'p1', action: { type: 'X' } })).toBe(true)
    expect(isHostMessage({ type: 'operation', requestId: 'r1' })).toBe(false)
    expect(isHostMessage({ type: 'game-over' })).toBe(false)
    expect(isWorkerMessage({ type: 'game-over', result: {} })).toBe(true)
    expect(isWorkerMessage('ready')).toBe(false)
  })

  it('routes private parts to their player only', () => {
    const view = { viewer: 'p1' } as never
    const update: WorkerMessage = { type: 'view-update', playerId: 'p1', view, events: [] }
    expect(messageFor(update, 'p1')).toBe(update)
    expect(messageFor(update, 'p2')).toBeNull()
    const turn: WorkerMessage = { type: 'turn', requestId: 'r1', playerId: 'p1', turn: 1, deadline: 5, timeoutMs: 5, request: { view } as never }
    expect(messageFor(turn, 'p1')).toBe(turn)
    expect(messageFor(turn, null)).toEqual({ type: 'turn', requestId: 'r1', playerId: 'p1', turn: 1, deadline: 5, timeoutMs: 5 })
    const error: WorkerMessage = { type: 'error', fatal: true, error: { name: 'E', message: 'm', stack: 's' }, snapshot: {} as never }
    expect(messageFor(error, 'p2')).toEqual({ type: 'error', fatal: true, error: { name: 'E', message: 'm' } })
  })
})
