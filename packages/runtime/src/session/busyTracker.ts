/**
 * The session's busy flag: long operations (the host's, `runLongOperation`'s, an acknowledgement barrier
 * while the clients animate), which nest and are announced, and the dispatch of a tick, which is short and
 * is not. Heartbeats report it, so a host tells a game playing its animations or saving from a stalled one.
 * @internal
 */
export class BusyTracker {
  /** The long operations running, by id, in the order they began: overlapping ones nest. */
  readonly #operations = new Map<number, string>()
  #seq = 0
  #dispatching = false
  #announced: { busy: boolean; label: string | null } = { busy: false, label: null }
  readonly #onChange: (busy: boolean, label: string | null) => void

  /** @param onChange - told when the long operations' flag or latest label changed (never for a dispatch). */
  constructor(onChange: (busy: boolean, label: string | null) => void) {
    this.#onChange = onChange
  }

  /** Whether a long operation or a dispatch is running. */
  get busy(): boolean {
    return this.#operations.size > 0 || this.#dispatching
  }

  /** The label of the latest long operation still running (`dispatch` during a dispatch), or `null`. */
  get label(): string | null {
    return this.#latest() ?? (this.#dispatching ? 'dispatch' : null)
  }

  /** Marks the session busy with `label` until the returned function is called (once; later calls do nothing). */
  begin(label: string): () => void {
    const id = ++this.#seq
    this.#operations.set(id, label)
    this.#announce()
    return () => {
      if (this.#operations.delete(id)) this.#announce()
    }
  }

  /**
   * Runs a long operation with the flag set until it settles; its error goes to `report`, then is rethrown
   * to the caller.
   */
  async run<T>(label: string, operation: () => T | Promise<T>, report: (error: unknown) => void): Promise<T> {
    const end = this.begin(label)
    try {
      return await operation()
    } catch (error) {
      report(error)
      throw error
    } finally {
      end()
    }
  }

  /** Runs a dispatch with the flag set: a heartbeat taken by a listener during the tick sees it. */
  whileDispatching<T>(dispatch: () => T): T {
    this.#dispatching = true
    try {
      return dispatch()
    } finally {
      this.#dispatching = false
    }
  }

  /** Forgets every operation without announcing it (the session is over; an `end` called later does nothing). */
  clear(): void {
    this.#operations.clear()
  }

  #announce(): void {
    const label = this.#latest()
    const busy = this.#operations.size > 0
    if (busy === this.#announced.busy && label === this.#announced.label) return
    this.#announced = { busy, label }
    this.#onChange(busy, label)
  }

  /** The label of the long operation begun last among those still running. */
  #latest(): string | null {
    let label: string | null = null
    for (const l of this.#operations.values()) label = l
    return label
  }
}
