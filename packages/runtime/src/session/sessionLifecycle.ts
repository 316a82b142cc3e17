import type { GameState } from '@decklet/core'
import { SessionError } from './sessionError'
import type { ActionSource, DebugSnapshot, SessionPhase, SessionResult } from './types'

/**
 * Where a session is in its life and how it ended: the phase, the counts of applied actions and timeout
 * defaults, and the `done` promise, settled once.
 * @internal
 */
export class SessionLifecycle {
  #phase: SessionPhase = 'created'
  #actions = 0
  #timeouts = 0
  #settle!: { resolve: (result: SessionResult) => void; reject: (error: unknown) => void }
  /** Resolves with the result of a finished or stopped session, rejects with the {@link SessionError} of a failed one. */
  readonly done: Promise<SessionResult>

  constructor() {
    this.done = new Promise<SessionResult>((resolve, reject) => {
      this.#settle = { resolve, reject }
    })
    // The failure is reported as an `error` event; a caller that never awaits must not crash the process.
    this.done.catch(() => undefined)
  }

  get phase(): SessionPhase {
    return this.#phase
  }

  /** Finished, failed or stopped: nothing runs any more. */
  get isOver(): boolean {
    return this.#phase === 'finished' || this.#phase === 'failed' || this.#phase === 'stopped'
  }

  enter(phase: SessionPhase): void {
    this.#phase = phase
  }

  /** Counts an applied action; a timeout's default or fallback counts as a timeout too. */
  count(source: ActionSource): void {
    this.#actions++
    if (source === 'timeout' || source === 'fallback') this.#timeouts++
  }

  /** The result of a session that ends now with `status`; `state` is `null` when the engine has none to read. */
  result(status: SessionResult['status'], state: GameState | null): SessionResult {
    return { status, winnerIds: [...(state?.winnerIds ?? [])], turn: state?.turn ?? 0, actions: this.#actions, timeouts: this.#timeouts }
  }

  resolve(result: SessionResult): void {
    this.#settle.resolve(result)
  }

  /**
   * Rejects `done` with a {@link SessionError} carrying `snapshot`: `error` itself when it is one with a
   * snapshot already, else a new one with `error` as its cause (and its code, for a `SessionError`).
   */
  reject(error: unknown, snapshot: DebugSnapshot): void {
    const sessionError = error instanceof SessionError && error.snapshot !== undefined
      ? error
      : new SessionError(error instanceof Error ? error.message : String(error), error instanceof SessionError ? error.code : 'SESSION_FAILED', { cause: error, snapshot })
    this.#settle.reject(sessionError)
  }
}
