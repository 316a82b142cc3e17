// The host's watchdogs and the worker's last words with a real worker thread (this package's dist/worker.js):
// a worker that never initialises, one whose heartbeats stop because its thread is blocked, one the host
// terminates, and one hit by an error nothing caught. The tests wait for the worker's messages, never for a
// time, and the host's watchdogs run on a virtual clock the test moves, except in the heartbeat test, which
// needs a real silence: there a heartbeat comes every 20 ms against a limit of 600, and the frozen thread
// never sends another, so a busy machine is far from the limit either way.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { recordHostMessages } from '../__fixtures__/hostMessages'
import { VirtualScheduler } from '../session/scheduler'
import type { GameSpec, WorkerMessage } from './protocol'
import { WorkerHost, type WorkerHostOptions, type WorkerLike } from './workerHost'

const workerUrl = new URL('../../dist/worker.js', import.meta.url)
const fixture = (name: string): string => new URL(`../__fixtures__/${name}`, import.meta.url).href
const players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }]

/** A host on a real worker thread; `exited` settles with the thread's exit code. `keepAlive`: the host's terminate() does nothing. */
function realWorker(options: Omit<WorkerHostOptions, 'createWorker'>, { keepAlive = false } = {}) {
  if (!existsSync(fileURLToPath(workerUrl))) throw new Error('dist/worker.js is missing: run `pnpm --filter @decklet/runtime build` first')
  const worker = new Worker(workerUrl)
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve))
  let terminateCalls = 0
  const like: WorkerLike = {
    postMessage: (message) => worker.postMessage(message),
    on: (event: 'message' | 'error' | 'exit', listener: (arg: any) => void) => worker.on(event, listener),
    terminate: () => {
      terminateCalls++
      return keepAlive ? undefined : worker.terminate()
    },
  } as WorkerLike
  const host = new WorkerHost({ ...options, createWorker: () => like })
  const { messages, until } = recordHostMessages(host)
  /** The first request of `playerId` (the session asks right after game-init; the message may still be on its way). */
  const turnOf = async (playerId: string): Promise<Extract<WorkerMessage, { type: 'turn' }>> => {
    const find = () => messages.find((m): m is Extract<WorkerMessage, { type: 'turn' }> => m.type === 'turn' && m.playerId === playerId)
    await until(`a turn of ${playerId}`, () => find() !== undefined)
    return find()!
  }
  return { host, worker, exited, messages, until, turnOf, terminateCalls: () => terminateCalls }
}

const brokenGame = (session: GameSpec['session']): GameSpec => ({
  plugins: [{ module: fixture('brokenPlugin.mjs'), export: 'BrokenPlugin' }],
  players,
  seed: 1,
  session: { waitForReady: false, turnTimeoutMs: 60_000, ...session },
})

describe('a real worker thread: the host side of failures', () => {
  it('terminates a worker that does not initialise the game in time (INIT_TIMEOUT)', async () => {
    // The timeout runs from the worker's creation, so on the real clock a thread slow to boot on a busy
    // machine would time out before it is up; on the virtual one the time runs out once it is up and has the game.
    const time = new VirtualScheduler()
    const { host, exited, messages, until } = realWorker({ initTimeoutMs: 2_000, scheduler: time })
    await until('the worker is up', () => messages.some((m) => m.type === 'ready'))
    const loading = host.load({ plugins: [{ module: fixture('hangingPlugin.mjs'), export: 'HangingPlugin' }], players, seed: 1 })
    time.advance(1_999)
    expect(time.pending).toBe(1)
    time.advance(1)
    await expect(loading).rejects.toMatchObject({ code: 'INIT_TIMEOUT' })
    await expect(host.done).rejects.toMatchObject({ code: 'INIT_TIMEOUT' })
    expect(messages.map((m) => m.type)).toEqual(['ready']) // it was up, but never sent game-init
    expect(host.state).toBe('failed')
    expect(await exited).toBe(1)
    expect(() => host.load(brokenGame({}))).toThrow(/this host already ended \(INIT_TIMEOUT/)
  })

  it('terminates a worker whose heartbeats stop, its thread blocked (HEARTBEAT_LOST)', async () => {
    const { host, exited, messages, until, turnOf } = realWorker({ initTimeoutMs: 30_000, heartbeatTimeoutMs: 600 })
    await host.load(brokenGame({ heartbeatMs: 20 }))
    const turn = await turnOf('p1')
    // Three heartbeats came, so the watchdog let a running worker be (until rejects if the host ended first).
    await until('heartbeats', () => messages.filter((m) => m.type === 'heartbeat').length >= 3)
    host.operate('p1', turn.requestId, { type: 'FREEZE' })
    await expect(host.done).rejects.toMatchObject({ code: 'HEARTBEAT_LOST', message: 'No message from the worker for 600 ms' })
    expect(await exited).toBe(1) // terminate() stops even a thread stuck in a loop
  })

  it('the watchdog stays off when the game has no heartbeats: a long silence is a player thinking', async () => {
    const time = new VirtualScheduler()
    const { host, exited, messages, turnOf, terminateCalls } = realWorker({ initTimeoutMs: 30_000, heartbeatTimeoutMs: 100, scheduler: time })
    await host.load(brokenGame({ heartbeatMs: 0 }))
    await turnOf('p1')
    time.advance(3_600_000) // an hour of the host's time while p1 thinks
    expect(time.pending).toBe(0)
    expect(terminateCalls()).toBe(0)
    expect(messages.some((m) => m.type === 'heartbeat')).toBe(false)
    await host.terminate()
    await expect(host.done).rejects.toMatchObject({ code: 'TERMINATED' })
    expect(await exited).toBe(1)
  })

  it('terminates on request (TERMINATED): the thread exits', async () => {
    const { host, exited, terminateCalls } = realWorker({ initTimeoutMs: 30_000 })
    await host.load(brokenGame({}))
    await host.terminate()
    await expect(host.done).rejects.toMatchObject({ code: 'TERMINATED' })
    expect(terminateCalls()).toBe(1)
    expect(await exited).toBe(1)
  })

  it('an error nothing caught (an uncaught exception, an unhandled rejection): reported with a snapshot, then the worker ends by itself', async () => {
    for (const [type, message] of [['THROW_LATER', 'late boom'], ['REJECT_LATER', 'nobody listened']] as const) {
      // The host's terminate() does nothing here: the thread must end on its own.
      const { host, exited, messages, turnOf } = realWorker({ initTimeoutMs: 30_000 }, { keepAlive: true })
      await host.load(brokenGame({}))
      const turn = await turnOf('p1')
      host.operate('p1', turn.requestId, { type })
      const error = await host.done.catch((e: unknown) => e)
      expect(error, type).toMatchObject({ code: 'GAME_ERROR', gameError: { message } })
      const report = messages.at(-1) as Extract<WorkerMessage, { type: 'error' }>
      expect(report).toMatchObject({ type: 'error', fatal: true, snapshot: { phase: 'running', historyLength: 1 } })
      expect(report.snapshot!.recentActions).toMatchObject([{ type, playerId: 'p1' }])
      expect(await exited).toBe(1)
    }
  })
})
