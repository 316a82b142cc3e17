import { describe, expect, it } from 'vitest'
import { VirtualScheduler } from '../session/scheduler'
import { PROTOCOL_VERSION, isHostMessage, isWorkerMessage, messageFor, type GameSpec, type HostMessage, type WorkerMessage } from './protocol'
import { serveSession, type ServeSessionOptions } from './serveSession'
import { ScriptedController } from '../controllers/scriptedController'
import { ReplayEngine, type GameRecord } from '@decklet/core'
import { SIMPLE_PLUGINS } from '../session/simpleGame.fixture'

const PLUGINS: GameSpec['plugins'] = [
  { module: '@decklet/plugin-standard-deck', export: 'StandardDeckPlugin' },
  { module: '@decklet/plugin-turn', export: 'TurnPlugin' },
  { module: '@decklet/plugin-draw', export: 'DrawPlugin' },
  { module: '@decklet/plugin-simple-game', export: 'SimpleGamePlugin' },
]

/** A worker port in memory, with the session in virtual time. */
function channel(options: Omit<ServeSessionOptions, 'scheduler'> = {}) {
  const time = new VirtualScheduler()
  const out: WorkerMessage[] = []
  let handler: ((m: unknown) => void) | null = null
  let closed = false
  const checks = new Set<() => void>()
  const changed = () => {
    for (const check of [...checks]) check()
  }
  const stop = serveSession(
    {
      postMessage: (m) => {
        out.push(JSON.parse(JSON.stringify(m)) as WorkerMessage)
        changed()
      },
      onMessage: (h) => ((handler = h), () => (handler = null)),
      close: () => {
        closed = true
        changed()
      },
    },
    { ...options, scheduler: time },
  )
  return {
    time, out, stop,
    send: (m: HostMessage | unknown) => handler?.(JSON.parse(JSON.stringify(m))),
    closed: () => closed,
    /** The first message of `type`, as soon as it is posted (loading the plugins takes real time); rejects if the port closes without one. */
    next: (type: WorkerMessage['type']) =>
      new Promise<WorkerMessage>((resolve, reject) => {
        const check = () => {
          const found = out.find((m) => m.type === type)
          if (found === undefined && !closed) return
          checks.delete(check)
          if (found === undefined) reject(new Error(`the session closed without a ${type} message: ${out.map((m) => m.type).join(', ')}`))
          else resolve(found)
        }
        checks.add(check)
        check()
      }),
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

  it('adds every plugin of a factory that returns a list, in order', async () => {
    const c = channel({ modules: { 'simple-game-kit': { createPlugins: () => [...SIMPLE_PLUGINS] } } })
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...game, plugins: [{ module: 'simple-game-kit', export: 'createPlugins' }] } })
    await c.next('game-init')
    c.send({ type: 'save', saveId: 's1' })
    const saved = c.out.find((m) => m.type === 'saved') as Extract<WorkerMessage, { type: 'saved' }>
    expect(saved.record!.plugins.map((p) => p.id)).toEqual(SIMPLE_PLUGINS.map((p) => p.id))
    c.stop()
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

describe('serveSession: ready messages that come before the game is loaded', () => {
  const twoRemote: GameSpec = { ...game, seats: {} }

  it('keeps a ready sent before load-game and one sent while loading: they count for the ready barrier', async () => {
    const c = channel()
    c.send({ type: 'ready', playerId: 'p1' })
    c.send({ type: 'ready', playerId: 'p1' }) // twice: one per seat is kept
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: twoRemote })
    c.send({ type: 'ready', playerId: 'p2' }) // the plugins are still loading (real time)
    c.send({ type: 'ready', playerId: 'nobody' }) // not a player of the game: ignored
    expect(c.out.some((m) => m.type === 'game-init')).toBe(false)
    await c.next('game-init')
    // Nobody is asked again: the barrier closed at once and the first turn is out.
    expect(c.out.filter((m) => m.type === 'error')).toEqual([])
    expect(c.out.some((m) => m.type === 'init-finished')).toBe(true)
    expect(c.out.find((m) => m.type === 'turn')).toMatchObject({ playerId: 'p1' })
    // Past the ready timeout (5 s): no READY_TIMEOUT, the game goes on.
    c.time.advance(6_000)
    expect(c.out.filter((m) => m.type === 'error')).toEqual([])
    expect(c.out.some((m) => m.type === 'game-over')).toBe(false)
    c.stop()
  })

  it('still waits for the players who were not ready early', async () => {
    const c = channel()
    c.send({ type: 'ready', playerId: 'p2' })
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: twoRemote })
    await c.next('game-init')
    expect(c.out.some((m) => m.type === 'init-finished')).toBe(false)
    const barrier = c.out.find((m) => m.type === 'barrier') as Extract<WorkerMessage, { type: 'barrier' }>
    expect(barrier.barrier).toMatchObject({ kind: 'ready', playerIds: ['p1', 'p2'] })
    c.send({ type: 'ready', playerId: 'p1' })
    expect(c.out.some((m) => m.type === 'init-finished')).toBe(true)
    c.stop()
  })

  it('without the early ready, the game fails on READY_TIMEOUT (what the kept message prevents)', async () => {
    const c = channel()
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: twoRemote })
    await c.next('game-init')
    c.send({ type: 'ready', playerId: 'p1' })
    c.time.advance(6_000)
    expect(c.out.find((m) => m.type === 'error')).toMatchObject({ fatal: true, error: { code: 'READY_TIMEOUT' } })
  })

  it('posts init-finished before the first turn when the game does not wait for ready', async () => {
    const c = channel()
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...twoRemote, session: { ...twoRemote.session, waitForReady: false } } })
    await c.next('game-init')
    const types = c.out.map((m) => m.type)
    expect(types).toContain('init-finished')
    expect(types.indexOf('init-finished')).toBeLessThan(types.indexOf('turn'))
    c.stop()
  })

  it('other messages before the session still get an error', () => {
    const c = channel()
    c.send({ type: 'ack', barrierId: 'b1', playerId: 'p1' })
    c.send({ type: 'pause' })
    expect(c.out.slice(1)).toMatchObject([
      { type: 'error', fatal: false, error: { message: 'No game loaded yet (got ack)' } },
      { type: 'error', fatal: false, error: { message: 'No game loaded yet (got pause)' } },
    ])
    c.stop()
  })
})

describe('serveSession: the busy flag and the time left, through the protocol', () => {
  const heartbeats = (c: ReturnType<typeof channel>) =>
    c.out.filter((m): m is Extract<WorkerMessage, { type: 'heartbeat' }> => m.type === 'heartbeat').map((m) => m.heartbeat)

  it('heartbeats report busy while the clients animate (an ack barrier) and while the host runs long operations, nested', async () => {
    const c = channel()
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...game, session: { ...game.session, acknowledge: { events: ['CARD_PLAYED'], timeoutMs: 5_000 } } } })
    await c.next('game-init')
    c.send({ type: 'ready', playerId: 'p1' })
    const turn = c.out.find((m) => m.type === 'turn') as Extract<WorkerMessage, { type: 'turn' }>
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ waitingOn: 'decision', busy: false, busyLabel: null })
    const play = turn.request!.legalActions.find((a) => a.type === 'PLAY_CARD')!
    c.send({ type: 'operation', requestId: turn.requestId, playerId: 'p1', action: { type: play.type, payload: play.payload } })
    const barrier = (c.out.filter((m) => m.type === 'barrier').at(-1) as Extract<WorkerMessage, { type: 'barrier' }>).barrier
    expect(barrier).toMatchObject({ kind: 'ack', playerIds: ['p1', 'p2'] })
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ waitingOn: 'ack', waitingFor: ['p1'], busy: true, busyLabel: 'ack:CARD_PLAYED' })
    c.send({ type: 'pause' }) // the bot's turn waits: its card would open the next barrier
    c.send({ type: 'ack', barrierId: barrier.barrierId, playerId: 'p1' })
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ waitingOn: null, busy: false, busyLabel: null, paused: true })

    c.send({ type: 'begin-operation', operationId: 'o1', label: 'save' })
    c.send({ type: 'begin-operation', operationId: 'o2', label: 'load assets' })
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ busy: true, busyLabel: 'load assets' })
    // An operation ends when its promise settles: a microtask later.
    const settled = () => new Promise((resolve) => setImmediate(resolve))
    c.send({ type: 'end-operation', operationId: 'o2' })
    await settled()
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ busy: true, busyLabel: 'save' }) // o1 still runs
    c.send({ type: 'end-operation', operationId: 'o1' })
    await settled()
    c.time.advance(1_000)
    expect(heartbeats(c).at(-1)).toMatchObject({ busy: false, busyLabel: null })
    // Ids are checked: no second o3, no end of an operation that is not running.
    c.send({ type: 'begin-operation', operationId: 'o3', label: 'x' })
    c.send({ type: 'begin-operation', operationId: 'o3', label: 'x' })
    c.send({ type: 'end-operation', operationId: 'o9' })
    expect(c.out.slice(-2)).toMatchObject([
      { type: 'error', fatal: false, error: { message: 'Operation o3 is already running' } },
      { type: 'error', fatal: false, error: { message: 'No operation o9 is running' } },
    ])
    c.stop()
    expect(c.out.at(-1)).toMatchObject({ type: 'game-over', result: { status: 'stopped' } })
    expect(c.time.pending).toBe(0)
  })

  it('a turn sent again after a resume carries the time left, and its deadline moved', async () => {
    const c = channel()
    c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game })
    await c.next('game-init')
    c.send({ type: 'ready', playerId: 'p1' })
    c.time.advance(4_000)
    c.send({ type: 'pause' })
    c.time.advance(60_000)
    c.send({ type: 'resume' })
    const turns = c.out.filter((m): m is Extract<WorkerMessage, { type: 'turn' }> => m.type === 'turn' && m.playerId === 'p1')
    expect(turns.map((t) => [t.requestId, t.deadline, t.timeoutMs, t.remainingMs, t.request?.remainingMs])).toEqual([
      ['r1', 10_000, 10_000, 10_000, 10_000],
      ['r1', 70_000, 10_000, 6_000, 6_000],
    ])
    c.stop()
  })
})

describe('serveSession: bot seats by name', () => {
  const firstLegal = () => new ScriptedController([], { then: (request) => request.legalActions[0]! })
  const errorOf = async (c: ReturnType<typeof channel>) => (await c.next('error')) as Extract<WorkerMessage, { type: 'error' }>

  it('seats bots from the built-in registry, a bot module named in the game and the worker\'s own registry', async () => {
    const made: string[] = []
    const c = channel({
      bots: { 'first-legal': (ctx) => (made.push(`${ctx.playerId} seed ${ctx.seed} ${ctx.pluginIds.join(',')} ${JSON.stringify(ctx.options)}`), firstLegal()) },
      modules: { 'my-bots': { botRegistry: { 'also-first': () => firstLegal() } } },
    })
    c.send({
      type: 'load-game', protocol: PROTOCOL_VERSION,
      game: {
        ...game,
        players: [...game.players, { id: 'p3', name: 'Cy' }],
        botModules: [{ module: 'my-bots' }],
        seats: { p1: { kind: 'bot', bot: 'first-legal', options: { level: 2 } }, p2: { kind: 'bot', bot: 'random', seed: 9 }, p3: { kind: 'bot', bot: 'also-first' } },
      },
    })
    const init = await c.next('game-init')
    expect(init).toMatchObject({ players: [{ id: 'p1', kind: 'bot', bot: 'first-legal' }, { id: 'p2', kind: 'bot', bot: 'random' }, { id: 'p3', kind: 'bot', bot: 'also-first' }] })
    // No seed in the spec: one derived from the game's seed and the seat, the same every time.
    expect(made).toEqual([`p1 seed ${(3 + 7_919) >>> 0} standard-deck,turn,draw,simple-game {"level":2}`])
    c.time.runAll()
    const over = c.out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    expect(over).toMatchObject({ type: 'game-over', result: { status: 'finished', timeouts: 0 } })
    expect(c.out.some((m) => m.type === 'turn' && m.request !== undefined)).toBe(false)
    expect(over.viewerRecords).toBeUndefined()
    expect(ReplayEngine.replayRecord(over.record as GameRecord, SIMPLE_PLUGINS).state.winnerIds).toEqual(over.result.winnerIds)
  })

  it('rejects an unknown bot, a malformed seat, a seat of nobody and a bot module without a registry, as typed fatal errors', async () => {
    const cases: [GameSpec, string, RegExp][] = [
      [{ ...game, seats: { p2: { kind: 'bot', bot: 'nope' } } }, 'UNKNOWN_BOT', /^Seat p2: unknown bot 'nope' \(this worker knows broken, random\)$/],
      [{ ...game, seats: { p2: { kind: 'bot', bot: 'random', seed: 'x' } as never } }, 'BAD_SEAT', /^Seat p2: seed must be a number$/],
      [{ ...game, seats: { p2: { kind: 'robot' } as never } }, 'BAD_SEAT', /^Seat p2: unknown seat kind "robot"/],
      [{ ...game, seats: { p9: { kind: 'bot', bot: 'random' } } }, 'BAD_SEAT', /^Seat p9: no such player in the game$/],
      [{ ...game, botModules: [{ module: 'empty' }] }, 'BAD_BOT_MODULE', /^empty has no export botRegistry$/],
      [{ ...game, botModules: [{ module: 'empty', export: 'list' }] }, 'BAD_BOT_MODULE', /is not a bot registry/],
      [{ ...game, seats: { p2: { kind: 'bot', bot: 'broken' } } }, 'BOT_FAILED', /^Seat p2: bot 'broken' failed: no$/],
    ]
    for (const [spec, code, message] of cases) {
      const c = channel({ modules: { empty: { list: [1] } }, bots: { broken: () => { throw new Error('no') } } })
      c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: spec })
      const error = await errorOf(c)
      expect(error, code).toMatchObject({ fatal: true, error: { name: 'BotSpecError', code } })
      expect(error.error.message).toMatch(message)
      expect(c.out.map((m) => m.type)).toEqual(['ready', 'error'])
      expect(c.closed()).toBe(true)
      expect(c.time.pending).toBe(0)
    }
  })

  it('sends no records with records: false, and records of a stopped game otherwise', async () => {
    const quiet = channel()
    quiet.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...game, records: false } })
    await quiet.next('game-init')
    quiet.send({ type: 'ready', playerId: 'p1' })
    quiet.time.runAll()
    expect(quiet.out.at(-1)).toEqual({ type: 'game-over', result: expect.objectContaining({ status: 'finished' }) })

    const stopped = channel()
    stopped.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game })
    await stopped.next('game-init')
    stopped.send({ type: 'ready', playerId: 'p1' })
    stopped.send({ type: 'stop' })
    await stopped.next('game-over')
    const over = stopped.out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    expect(over.result.status).toBe('stopped')
    expect(over.record?.history).toEqual([])
    expect(Object.keys(over.viewerRecords ?? {})).toEqual(['p1'])
    expect(stopped.closed()).toBe(true)
    expect(stopped.time.pending).toBe(0)
  })

  it('sends viewer records with the view after every step with stepViews: true', async () => {
    const play = async (stepViews: boolean) => {
      const c = channel()
      c.send({ type: 'load-game', protocol: PROTOCOL_VERSION, game: { ...game, stepViews, seats: { p2: { kind: 'bot', bot: 'random', seed: 4 } } } })
      await c.next('game-init')
      c.send({ type: 'ready', playerId: 'p1' })
      for (let i = 0; i < 400 && c.out.at(-1)?.type !== 'game-over'; i++) {
        const turn = [...c.out].reverse().find((m) => m.type === 'turn' && m.request !== undefined && m.request.playerId === 'p1') as Extract<WorkerMessage, { type: 'turn' }> | undefined
        if (turn?.request !== undefined && !c.out.some((m) => m.type === 'turn-end' && m.requestId === turn.request!.requestId)) {
          c.send({ type: 'decision', requestId: turn.request.requestId, playerId: 'p1', action: turn.request.legalActions[0]! })
        }
        c.time.runAll()
        await Promise.resolve()
      }
      return (c.out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>).viewerRecords!.p1!
    }
    const withViews = await play(true)
    expect(withViews.steps.length).toBeGreaterThan(0)
    expect(withViews.steps.every((step) => step.view !== undefined && step.view.viewer === 'p1')).toBe(true)
    expect(withViews.steps.at(-1)!.view).toEqual(withViews.finalView)
    expect((await play(false)).steps.every((step) => step.view === undefined)).toBe(true)
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
    const turn: WorkerMessage = { type: 'turn', requestId: 'r1', playerId: 'p1', turn: 1, deadline: 5, timeoutMs: 5, remainingMs: 5, request: { view } as never }
    expect(messageFor(turn, 'p1')).toBe(turn)
    expect(messageFor(turn, null)).toEqual({ type: 'turn', requestId: 'r1', playerId: 'p1', turn: 1, deadline: 5, timeoutMs: 5, remainingMs: 5 })
    const error: WorkerMessage = { type: 'error', fatal: true, error: { name: 'E', message: 'm', stack: 's' }, snapshot: {} as never }
    expect(messageFor(error, 'p2')).toEqual({ type: 'error', fatal: true, error: { name: 'E', message: 'm' } })
  })
})
