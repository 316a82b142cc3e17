import { toErrorInfo } from './sessionError'
import type { DebugSnapshot, SessionEvent } from './types'

/**
 * The session's listeners: every {@link SessionEvent} goes to each of them, in the order they subscribed.
 * A listener that throws is logged and the others still hear the event: a listener's bug must not break
 * the loop, nor vanish.
 * @internal
 */
export class SessionEvents {
  readonly #listeners = new Set<(event: SessionEvent) => void>()

  /** Adds a listener; returns the function that removes it. */
  on(listener: (event: SessionEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  emit(event: SessionEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('[decklet runtime] session listener threw', error)
      }
    }
  }

  /** An `error` event; with nobody listening, the error goes to `console.error` too, so that nothing is swallowed. */
  error(error: unknown, fatal: boolean, snapshot: DebugSnapshot): void {
    if (this.#listeners.size === 0) console.error('[decklet runtime] session error', error)
    this.emit({ type: 'error', error: toErrorInfo(error), fatal, snapshot })
  }
}
