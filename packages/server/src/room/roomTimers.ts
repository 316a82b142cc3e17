/**
 * The timers of one room's life, each for its own end: the wait for every human seat before the game starts,
 * the grace of a game nobody plays any more, and the pause before a finished table closes. The room's clock
 * ticks with patches (off here), so these are plain timers; {@link RoomTimers.clear} stops them all.
 * @internal
 */
export class RoomTimers {
  #start: ReturnType<typeof setTimeout> | null = null
  #abandon: ReturnType<typeof setTimeout> | null = null
  #close: ReturnType<typeof setTimeout> | null = null

  /** Calls `unplayed` after `ms` unless {@link started} comes first. */
  waitForSeats(ms: number, unplayed: () => void): void {
    this.#start = setTimeout(() => {
      this.#start = null
      unplayed()
    }, ms)
  }

  /** The game starts: the wait for the seats is over. */
  started(): void {
    if (this.#start !== null) clearTimeout(this.#start)
    this.#start = null
  }

  /** Whether an abandoned game's grace is running. */
  get abandonWatched(): boolean {
    return this.#abandon !== null
  }

  /**
   * Calls `stop` after `ms` if `stillAbandoned()` says so then, unless {@link seatBack} comes first. A grace that
   * is already running goes on as it is.
   */
  watchAbandoned(ms: number, stillAbandoned: () => boolean, stop: () => void): void {
    if (this.#abandon !== null) return
    this.#abandon = setTimeout(() => {
      this.#abandon = null
      if (stillAbandoned()) stop()
    }, ms)
  }

  /** A seat has a client again: the grace of an abandoned game ends. */
  seatBack(): void {
    if (this.#abandon !== null) clearTimeout(this.#abandon)
    this.#abandon = null
  }

  /** Calls `close` after `ms`, once: a later call while one is pending changes nothing. */
  closeLater(ms: number, close: () => void): void {
    if (this.#close !== null) return
    this.#close = setTimeout(close, ms)
  }

  /** The room is going: no timer fires any more. */
  clear(): void {
    if (this.#start !== null) clearTimeout(this.#start)
    if (this.#abandon !== null) clearTimeout(this.#abandon)
    if (this.#close !== null) clearTimeout(this.#close)
  }
}
