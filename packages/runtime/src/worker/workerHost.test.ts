import { describe, expect, it } from 'vitest'
import { VirtualScheduler } from '../session/scheduler'
import { PROTOCOL_VERSION, type HostMessage, type WorkerMessage } from './protocol'
import { WorkerHost, WorkerHostError, type WorkerLike } from './workerHost'

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
