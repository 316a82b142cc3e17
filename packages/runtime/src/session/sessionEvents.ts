import { SessionError, toErrorInfo } from './sessionError'
import type { DebugSnapshot, SessionEvent } from './types'

/**
 * The session's listeners: every {@link SessionEvent} goes to each of them, in the order they subscribed.
 * A listener that throws does not break the loop nor vanish: the others still hear the event, then the
 * throw is reported as an `error` event (`fatal: false`, code `LISTENER_ERROR`, the thrown value as
 * `cause`) with the debug snapshot of `snapshot` (when given; else it is logged). A listener that throws
 * on an `error` event is logged with `console.error`, once per throw, and never reported again as an
 * event: no loop.
 * @internal
 */
export class SessionEvents {
  readonly #listeners = new Set<(event: SessionEvent) => void>()
  readonly #snapshot: (() => DebugSnapshot) | undefined

  /** `snapshot`: the session's debug snapshot, for the `error` events that report a throwing listener. */
  constructor(snapshot?: () => DebugSnapshot) {
    this.#snapshot = snapshot
  }

  /** Adds a listener; returns the function that removes it. */
  on(listener: (event: SessionEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  emit(event: SessionEvent): void {
    let thrown: unknown[] | null = null
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch (error) {
        if (event.type === 'error' || this.#snapshot === undefined) console.error('[decklet runtime] session listener threw', error)
        else (thrown ??= []).push(error)
      }
    }
    // After every listener heard the event: each throw becomes an `error` event.
    for (const error of thrown ?? []) {
      const message = error instanceof Error ? error.message : String(error)
      let snapshot: DebugSnapshot
      try {
        snapshot = this.#snapshot!()
      } catch (snapshotError) {
        console.error('[decklet runtime] session listener threw', error, snapshotError)
        continue
      }
      this.error(new SessionError(`A session listener threw on ${event.type}: ${message}`, 'LISTENER_ERROR', { cause: error }), false, snapshot)
    }
  }

  /** An `error` event; with nobody listening, the error goes to `console.error` too, so that nothing is swallowed. */
  error(error: unknown, fatal: boolean, snapshot: DebugSnapshot): void {
    if (this.#listeners.size === 0) console.error('[decklet runtime] session error', error)
    this.emit({ type: 'error', error: toErrorInfo(error), fatal, snapshot })
  }
}
