import type { Scheduler, WorkerHost } from '@decklet/runtime'

/** Options of {@link stopGame}. */
export interface StopGameOptions {
  /** The game was loaded (`host.load` resolved): its session can stop and say how far it got. */
  readonly running: boolean
  /** The clock of the grace time. */
  readonly scheduler: Scheduler
  /** How long a running session may take to answer the stop before its worker is terminated. */
  readonly graceMs: number
}

/**
 * Ends a hosted game now. A running session is sent `stop`: it closes its requests and sends `game-over`
 * with status `stopped` and the actions played, and the host then terminates the worker. A game still
 * loading has no session to stop yet, and a worker that does not answer within the grace time may be
 * stuck: both are terminated (`host.done` then rejects with `TERMINATED`). Either way `host.done`
 * settles, and no timer is left behind.
 *
 * @example
 * ```ts
 * stopGame(host, { running: true, scheduler: realScheduler, graceMs: 2_000 })
 * const result = await host.done // status 'stopped'
 * ```
 */
export function stopGame(host: WorkerHost, options: StopGameOptions): void {
  if (!options.running) {
    void host.terminate()
    return
  }
  host.send({ type: 'stop' })
  const timer = options.scheduler.setTimeout(() => void host.terminate(), options.graceMs)
  const clear = (): void => options.scheduler.clearTimeout(timer)
  host.done.then(clear, clear)
}
