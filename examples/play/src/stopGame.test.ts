import { VirtualScheduler, WorkerHost, type HostMessage, type SessionResult, type WorkerLike, type WorkerMessage } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { stopGame } from './stopGame'

const stopped: SessionResult = { status: 'stopped', winnerIds: [], turn: 3, actions: 9, timeouts: 0 }

/** A worker that loads any game at once and answers `stop` with a `game-over` (or, `stuck`, never). */
function fakeWorker(options: { stuck: boolean }) {
  const listeners: ((data: unknown) => void)[] = []
  const sent: HostMessage['type'][] = []
  let terminated = false
  const reply = (message: WorkerMessage): void => queueMicrotask(() => listeners.forEach((listener) => listener(message)))
  const worker: WorkerLike = {
    postMessage(message) {
      sent.push(message.type)
      if (message.type === 'load-game') reply({ type: 'game-init', gameId: 'g1', players: [] })
      if (message.type === 'stop' && !options.stuck) reply({ type: 'game-over', result: stopped })
    },
    on(event: string, listener: (data: any) => void) {
      if (event === 'message') listeners.push(listener)
    },
    terminate() {
      terminated = true
    },
  }
  reply({ type: 'ready', protocol: 1 })
  return { worker, sent, terminated: () => terminated }
}

const game = { plugins: [], players: [], seed: 1, session: { heartbeatMs: 0 } }

describe('stopGame', () => {
  it('asks a running session to stop: it tells how far it got, its worker is terminated and no timer is left', async () => {
    const time = new VirtualScheduler()
    const fake = fakeWorker({ stuck: false })
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time })
    await host.load(game)
    stopGame(host, { running: true, scheduler: time, graceMs: 2_000 })
    expect(await host.done).toEqual(stopped)
    expect(fake.sent).toEqual(['load-game', 'stop'])
    expect(fake.terminated()).toBe(true)
    expect(time.pending).toBe(0)
  })

  it('terminates a worker that does not answer the stop within the grace time', async () => {
    const time = new VirtualScheduler()
    const fake = fakeWorker({ stuck: true })
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time })
    await host.load(game)
    stopGame(host, { running: true, scheduler: time, graceMs: 2_000 })
    time.advance(1_999)
    expect(fake.terminated()).toBe(false)
    time.advance(1)
    await expect(host.done).rejects.toMatchObject({ code: 'TERMINATED' })
    expect(fake.terminated()).toBe(true)
    expect(time.pending).toBe(0)
  })

  it('terminates a game still loading at once: it has no session to stop yet', async () => {
    const time = new VirtualScheduler()
    const fake = fakeWorker({ stuck: true })
    const host = new WorkerHost({ createWorker: () => fake.worker, scheduler: time })
    const loading = host.load(game)
    stopGame(host, { running: false, scheduler: time, graceMs: 2_000 })
    await expect(loading).rejects.toMatchObject({ code: 'TERMINATED' })
    await expect(host.done).rejects.toMatchObject({ code: 'TERMINATED' })
    expect(fake.sent).not.toContain('stop')
    expect(fake.terminated()).toBe(true)
    expect(time.pending).toBe(0)
  })
})
