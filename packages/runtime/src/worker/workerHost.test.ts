import { describe, expect, it } from 'vitest'
import { VirtualScheduler } from '../session/scheduler'
import { PROTOCOL_VERSION, type HostMessage, type WorkerMessage } from './protocol'
import { WorkerHost, WorkerHostError, type WorkerLike, type WorkerState } from './workerHost'

/** A worker double: the test plays the worker's side. */
function fakeWorker() {
  const handlers: Record<string, ((arg: never) => void)[]> = { message: [], error: [], exit: [] }
  const received: HostMessage[] = []
  let terminated = 0
  const worker: WorkerLike = {
    postMessage: (m) => void received.push(m),
    on: (event: string, listener: (arg: never) => void) => handlers[event]!.push(listener),
    terminate: () => {
      terminated++
      return Promise.resolve(1)
    },
  }
  return {
    worker, received,
    terminated: () => terminated,
    emit: (message: WorkerMessage) => handlers.message!.forEach((h) => h(message as never)),
    crash: (error: Error) => handlers.error!.forEach((h) => h(error as never)),
  }
}

const game = { plugins: [], players: [{ id: 'p1', name: 'Ann' }], seed: 1 }

describe('WorkerHost', () => {
  it('sends the game once the worker is up and resolves load at game-init', async () => {
    const fake = fakeWorker()
    const time = new VirtualScheduler()
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time })
    const seen: string[] = []
    host.on((m) => seen.push(m.type))
    const loaded = host.load(game)
    expect(fake.received).toEqual([])
    fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
    expect(fake.received).toEqual([{ type: 'load-game', protocol: PROTOCOL_VERSION, game }])
    fake.emit({ type: 'game-init', gameId: 'g', players: [] })
    await loaded
    host.ready('p1')
    host.operate('p1', 'r1', { type: 'PLAY' })
    host.ack('p1', 'b2')
    host.pause()
    host.resume()
    expect(fake.received.slice(1).map((m) => m.type)).toEqual(['ready', 'operation', 'ack', 'pause', 'resume'])
    const result = { status: 'finished' as const, winnerIds: ['p1'], turn: 3, actions: 4, timeouts: 0 }
    fake.emit({ type: 'game-over', result })
    await expect(host.done).resolves.toEqual(result)
    expect(seen).toEqual(['ready', 'game-init', 'game-over'])
    expect(fake.terminated()).toBe(1)
  })

  it('terminates a worker that does not initialise in time', async () => {
    const fake = fakeWorker()
    const time = new VirtualScheduler()
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time, initTimeoutMs: 1_000 })
    const loaded = host.load(game)
    fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
    time.advance(1_000)
    await expect(loaded).rejects.toMatchObject({ code: 'INIT_TIMEOUT' })
    await expect(host.done).rejects.toBeInstanceOf(WorkerHostError)
    expect(fake.terminated()).toBe(1)
  })

  it('terminates a worker whose heartbeats stop', async () => {
    const fake = fakeWorker()
    const time = new VirtualScheduler()
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time, heartbeatTimeoutMs: 3_000 })
    void host.load(game)
    fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
    fake.emit({ type: 'game-init', gameId: 'g', players: [] })
    const beat = { type: 'heartbeat', heartbeat: {} } as WorkerMessage
    for (let i = 0; i < 5; i++) {
      time.advance(2_000)
      fake.emit(beat)
    }
    expect(fake.terminated()).toBe(0)
    time.advance(3_000)
    await expect(host.done).rejects.toMatchObject({ code: 'HEARTBEAT_LOST' })
    expect(fake.terminated()).toBe(1)
    host.ready('p1') // ignored: over
    expect(fake.received.at(-1)!.type).toBe('load-game')
  })

  it('follows the game\'s heartbeats: no watchdog when the game turns them off, three intervals by default', async () => {
    const silentGame = (heartbeatMs: number | undefined, options: { heartbeatTimeoutMs?: number } = {}) => {
      const fake = fakeWorker()
      const time = new VirtualScheduler()
      const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time, initTimeoutMs: 1_000, ...options })
      void host.load({ ...game, ...(heartbeatMs === undefined ? {} : { session: { heartbeatMs } }) })
      fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
      fake.emit({ type: 'game-init', gameId: 'g', players: [] })
      return { fake, time, host }
    }
    // Heartbeats off: a human thinking for minutes is no lost worker (and the init watchdog is gone too).
    const off = silentGame(0)
    off.time.advance(600_000)
    expect(off.fake.terminated()).toBe(0)
    expect(off.time.pending).toBe(0)
    const offAnyway = silentGame(0, { heartbeatTimeoutMs: 2_000 })
    offAnyway.time.advance(600_000)
    expect(offAnyway.fake.terminated()).toBe(0)
    // Every 1 s: lost after 3 s of silence.
    const fast = silentGame(1_000)
    fast.time.advance(2_999)
    expect(fast.fake.terminated()).toBe(0)
    fast.time.advance(1)
    await expect(fast.host.done).rejects.toMatchObject({ code: 'HEARTBEAT_LOST', message: 'No message from the worker for 3000 ms' })
    // The session's default interval (5 s): 15 s; an explicit limit wins.
    const byDefault = silentGame(undefined)
    byDefault.time.advance(14_999)
    expect(byDefault.fake.terminated()).toBe(0)
    byDefault.time.advance(1)
    expect(byDefault.fake.terminated()).toBe(1)
    const explicit = silentGame(1_000, { heartbeatTimeoutMs: 10_000 })
    explicit.time.advance(9_999)
    expect(explicit.fake.terminated()).toBe(0)
    explicit.time.advance(1)
    await expect(explicit.host.done).rejects.toMatchObject({ code: 'HEARTBEAT_LOST' })
    const disabled = silentGame(1_000, { heartbeatTimeoutMs: 0 })
    disabled.time.advance(600_000)
    expect(disabled.fake.terminated()).toBe(0)
  })

  it('refuses to load once it ended, saying why, and a second load', async () => {
    const late = fakeWorker()
    const time = new VirtualScheduler()
    const host = new WorkerHost({ createWorker: () => late.worker, scheduler: time, initTimeoutMs: 1_000 })
    time.advance(1_000) // nobody loaded a game in time
    await expect(host.done).rejects.toMatchObject({ code: 'INIT_TIMEOUT' })
    let error: unknown
    try {
      void host.load(game)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(WorkerHostError)
    expect(error).toMatchObject({
      code: 'INIT_TIMEOUT',
      message: 'Cannot load a game: this host already ended (INIT_TIMEOUT: The worker did not initialise the game in time); create a new host',
    })
    const twice = new WorkerHost({ createWorker: () => fakeWorker().worker, scheduler: new VirtualScheduler() })
    void twice.load(game)
    expect(() => twice.load(game)).toThrow('A game was already loaded')
  })

  it('runs a long operation through the protocol: begin-operation, then end-operation when it settles', async () => {
    const fake = fakeWorker()
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: new VirtualScheduler() })
    let finish!: (value: string) => void
    const running = host.runLongOperation('save', () => new Promise<string>((resolve) => (finish = resolve)))
    expect(fake.received).toEqual([{ type: 'begin-operation', operationId: 'h1', label: 'save' }])
    finish('saved')
    await expect(running).resolves.toBe('saved')
    expect(fake.received.at(-1)).toEqual({ type: 'end-operation', operationId: 'h1' })
    await expect(host.runLongOperation('broken', () => { throw new Error('disk full') })).rejects.toThrow('disk full')
    expect(fake.received.slice(2)).toEqual([{ type: 'begin-operation', operationId: 'h2', label: 'broken' }, { type: 'end-operation', operationId: 'h2' }])
  })

  it('ends on a fatal error message, a worker error or an explicit terminate', async () => {
    const a = fakeWorker()
    const hostA = new WorkerHost({ createWorker: () => a.worker, scheduler: new VirtualScheduler() })
    a.emit({ type: 'error', fatal: false, error: { name: 'E', message: 'minor' } })
    a.emit({ type: 'error', fatal: true, error: { name: 'E', message: 'major' } })
    await expect(hostA.done).rejects.toMatchObject({ code: 'GAME_ERROR', message: 'Game failed: major' })
    const b = fakeWorker()
    const hostB = new WorkerHost({ createWorker: () => b.worker, scheduler: new VirtualScheduler() })
    b.crash(new Error('segfault'))
    await expect(hostB.done).rejects.toMatchObject({ code: 'WORKER_ERROR' })
    const c = fakeWorker()
    const hostC = new WorkerHost({ createWorker: () => c.worker, scheduler: new VirtualScheduler() })
    await hostC.terminate()
    await expect(hostC.done).rejects.toMatchObject({ code: 'TERMINATED' })
    expect(c.terminated()).toBe(1)
  })
})

describe('WorkerHost: its state (spec 004\'s WorkerState)', () => {
  /** A host on a fake worker, with every state change it reports as `previous>state`. */
  function watched(options: { initTimeoutMs?: number; heartbeatTimeoutMs?: number } = {}) {
    const fake = fakeWorker()
    const time = new VirtualScheduler()
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time, ...options })
    const changes: string[] = []
    host.onState((state, previous) => changes.push(`${previous}>${state}`))
    const up = () => {
      void host.load(game)
      fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
      fake.emit({ type: 'game-init', gameId: 'g', players: [] })
    }
    return { fake, time, host, changes, up }
  }
  const result = { status: 'finished' as const, winnerIds: ['p1'], turn: 3, actions: 4, timeouts: 0 }

  it('starting, ready at game-init, running at init-finished, paused and running again, over at game-over: each once, in order', async () => {
    const { fake, host, changes, up } = watched()
    expect(host.state).toBe('starting')
    fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
    expect(host.state).toBe('starting') // the worker is up; the game is not loaded yet
    up()
    expect(host.state).toBe('ready')
    fake.emit({ type: 'init-finished' })
    expect(host.state).toBe('running')
    fake.emit({ type: 'pause-state', paused: true })
    fake.emit({ type: 'pause-state', paused: true }) // no change: not reported again
    expect(host.state).toBe('paused')
    fake.emit({ type: 'pause-state', paused: false })
    expect(host.state).toBe('running')
    fake.emit({ type: 'game-over', result })
    expect(host.state).toBe('over')
    await expect(host.done).resolves.toEqual(result)
    expect(changes).toEqual(['starting>ready', 'ready>running', 'running>paused', 'paused>running', 'running>over'])
  })

  it('a pause before the game started resumes to ready, or to running when init-finished came meanwhile', () => {
    const { fake, host, changes, up } = watched()
    up()
    fake.emit({ type: 'pause-state', paused: true })
    fake.emit({ type: 'pause-state', paused: false })
    expect(host.state).toBe('ready')
    fake.emit({ type: 'pause-state', paused: true })
    fake.emit({ type: 'init-finished' })
    expect(host.state).toBe('paused')
    fake.emit({ type: 'pause-state', paused: false })
    expect(changes).toEqual(['starting>ready', 'ready>paused', 'paused>ready', 'ready>paused', 'paused>running'])
  })

  it('fails on the initialisation timeout, and nothing follows', async () => {
    const { fake, time, host, changes } = watched({ initTimeoutMs: 1_000 })
    const loading = host.load(game)
    fake.emit({ type: 'ready', protocol: PROTOCOL_VERSION })
    time.advance(1_000)
    await expect(loading).rejects.toMatchObject({ code: 'INIT_TIMEOUT' })
    expect(host.state).toBe('failed')
    fake.emit({ type: 'game-init', gameId: 'g', players: [] })
    fake.emit({ type: 'game-over', result })
    expect(host.state).toBe('failed')
    expect(changes).toEqual(['starting>failed'])
  })

  it('fails when the heartbeats stop', async () => {
    const { time, host, changes, up, fake } = watched({ heartbeatTimeoutMs: 3_000 })
    up()
    fake.emit({ type: 'init-finished' })
    time.advance(3_000)
    await expect(host.done).rejects.toMatchObject({ code: 'HEARTBEAT_LOST' })
    expect(changes).toEqual(['starting>ready', 'ready>running', 'running>failed'])
  })

  it('fails on a worker error, a worker exit and a fatal session error, not on a non-fatal one', async () => {
    const crashed = watched()
    crashed.up()
    crashed.fake.crash(new Error('segfault'))
    await expect(crashed.host.done).rejects.toMatchObject({ code: 'WORKER_ERROR' })
    expect(crashed.changes).toEqual(['starting>ready', 'ready>failed'])

    const exited = watched()
    const handlers: ((code: number) => void)[] = []
    const worker: WorkerLike = { ...exited.fake.worker, on: ((event: string, listener: never) => (event === 'exit' ? handlers.push(listener) : exited.fake.worker.on(event as 'message', listener))) as WorkerLike['on'] }
    const exitHost = new WorkerHost({ createWorker: () => worker, scheduler: new VirtualScheduler() })
    const exitChanges: WorkerState[] = []
    exitHost.onState((state) => exitChanges.push(state))
    handlers.forEach((h) => h(1))
    await expect(exitHost.done).rejects.toMatchObject({ code: 'WORKER_EXIT' })
    expect(exitChanges).toEqual(['failed'])

    const broken = watched()
    broken.up()
    broken.fake.emit({ type: 'init-finished' })
    broken.fake.emit({ type: 'error', fatal: false, error: { name: 'E', message: 'minor' } })
    expect(broken.host.state).toBe('running')
    broken.fake.emit({ type: 'error', fatal: true, error: { name: 'E', message: 'major', code: 'STUCK' } })
    await expect(broken.host.done).rejects.toMatchObject({ code: 'GAME_ERROR' })
    expect(broken.changes).toEqual(['starting>ready', 'ready>running', 'running>failed'])
  })

  it('is over when the host terminates the worker; a throwing state listener is logged and the others still hear', async () => {
    const { host, changes, up } = watched()
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      host.onState(() => {
        throw new Error('listener bug')
      })
      const later: WorkerState[] = []
      host.onState((state) => later.push(state))
      up()
      const off = host.onState(() => later.push('starting'))
      off()
      await host.terminate()
      await expect(host.done).rejects.toMatchObject({ code: 'TERMINATED' })
      expect(host.state).toBe('over')
      expect(changes).toEqual(['starting>ready', 'ready>over'])
      expect(later).toEqual(['ready', 'over'])
      expect(errors).toHaveLength(2)
    } finally {
      console.error = original
    }
  })
})
