/** A handle returned by {@link Scheduler.setTimeout}. */
export type TimerHandle = unknown

/**
 * Time for a session: a clock and one-shot timers. Inject {@link VirtualScheduler} in tests to run in
 * virtual time; {@link realScheduler} uses `Date.now` and the global timers.
 *
 * @example
 * ```ts
 * const scheduler = new VirtualScheduler()
 * scheduler.setTimeout(() => console.log('later'), 1000)
 * scheduler.advance(1000) // prints 'later'
 * ```
 */
export interface Scheduler {
  /** The current time in milliseconds. */
  now(): number
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle
  /** Cancels a timer; unknown or fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void
}

/** The real clock and timers (`Date.now`, `setTimeout`, `clearTimeout`). */
export const realScheduler: Scheduler = Object.freeze({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: TimerHandle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})

interface VirtualTimer {
  readonly id: number
  readonly at: number
  readonly callback: () => void
}

/**
 * A scheduler in virtual time: nothing happens until {@link VirtualScheduler.advance} moves the clock.
 * Timers due at the same time fire in the order they were set; a timer set by a callback fires in the
 * same `advance` when it is due.
 *
 * @example
 * ```ts
 * const time = new VirtualScheduler(1000)
 * const fired: number[] = []
 * time.setTimeout(() => fired.push(time.now()), 50)
 * time.advance(49) // fired: []
 * time.advance(1)  // fired: [1050]
 * ```
 */
export class VirtualScheduler implements Scheduler {
  private time: number
  private nextId = 1
  private timers: VirtualTimer[] = []

  constructor(start = 0) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), callback }
    this.timers.push(timer)
    return timer.id
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.length
  }

  /** Moves the clock forward by `ms`, firing every timer that falls due on the way, in time order. */
  advance(ms: number): void {
    const end = this.time + ms
    for (;;) {
      const next = this.earliest()
      if (next === undefined || next.at > end) break
      this.timers = this.timers.filter((t) => t !== next)
      this.time = Math.max(this.time, next.at)
      next.callback()
    }
    this.time = end
  }

  /** Fires timers until none is left (at most `limit`, against timers that re-arm forever). Returns how many fired. */
  runAll(limit = 100_000): number {
    let fired = 0
    for (;;) {
      const next = this.earliest()
      if (next === undefined) return fired
      if (fired++ >= limit) throw new Error(`VirtualScheduler.runAll: more than ${limit} timers fired`)
      this.advance(next.at - this.time)
    }
  }

  private earliest(): VirtualTimer | undefined {
    let best: VirtualTimer | undefined
    for (const t of this.timers) if (best === undefined || t.at < best.at || (t.at === best.at && t.id < best.id)) best = t
    return best
  }
}
