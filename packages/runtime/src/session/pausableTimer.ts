import type { Scheduler, TimerHandle } from './scheduler'

/**
 * A one-shot timer that can be paused and resumed with the time it had left.
 *
 * @example
 * ```ts
 * const time = new VirtualScheduler()
 * const timer = new PausableTimer(time, 1000, () => console.log('expired'))
 * time.advance(400); timer.pause()
 * time.advance(10_000)           // nothing: paused
 * timer.resume(); time.advance(600) // prints 'expired'
 * ```
 */
export class PausableTimer {
  private handle: TimerHandle | undefined
  private remainingMs: number
  private startedAt = 0
  private state: 'running' | 'paused' | 'done' = 'paused'

  constructor(
    private readonly scheduler: Scheduler,
    durationMs: number,
    private readonly onExpire: () => void,
  ) {
    this.remainingMs = Math.max(0, durationMs)
    this.resume()
  }

  /** Milliseconds left (frozen while paused). */
  get remaining(): number {
    if (this.state !== 'running') return this.remainingMs
    return Math.max(0, this.remainingMs - (this.scheduler.now() - this.startedAt))
  }

  /** When the timer will fire if it keeps running from now. */
  get deadline(): number {
    return this.scheduler.now() + this.remaining
  }

  get paused(): boolean {
    return this.state === 'paused'
  }

  pause(): void {
    if (this.state !== 'running') return
    this.remainingMs = this.remaining
    this.scheduler.clearTimeout(this.handle)
    this.handle = undefined
    this.state = 'paused'
  }

  resume(): void {
    if (this.state !== 'paused') return
    this.state = 'running'
    this.startedAt = this.scheduler.now()
    this.handle = this.scheduler.setTimeout(() => {
      if (this.state !== 'running') return
      this.state = 'done'
      this.handle = undefined
      this.onExpire()
    }, this.remainingMs)
  }

  /** Stops the timer for good. */
  cancel(): void {
    if (this.handle !== undefined) this.scheduler.clearTimeout(this.handle)
    this.handle = undefined
    this.state = 'done'
  }
}
