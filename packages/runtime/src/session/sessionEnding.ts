import type { GameEngine } from '@decklet/core'
import type { Barriers } from './barriers'
import type { BusyTracker } from './busyTracker'
import type { DecisionRound } from './decisionRound'
import { safeState, type HeartbeatTimer } from './diagnostics'
import type { SessionEvents } from './sessionEvents'
import type { SessionLifecycle } from './sessionLifecycle'
import type { GameSessionOptions } from './sessionOptions'
import type { DebugSnapshot, PlayerController, SessionResult } from './types'
import type { ViewFanOut } from './viewFanOut'

/**
 * What a {@link SessionEnding} ends: the session's life and events, and every part that holds a timer, a
 * subscription or a seat.
 * @internal
 */
export interface SessionEndingParts {
  readonly engine: Pick<GameEngine, 'getState' | 'destroy'>
  readonly controllers: ReadonlyMap<string, PlayerController>
  readonly life: SessionLifecycle
  readonly events: Pick<SessionEvents, 'emit' | 'error'>
  readonly round: Pick<DecisionRound, 'close' | 'dispose'>
  readonly barriers: Pick<Barriers, 'dispose'>
  readonly busy: Pick<BusyTracker, 'clear'>
  readonly heartbeat: Pick<HeartbeatTimer, 'stop'>
  readonly views: Pick<ViewFanOut, 'dispose'>
  /** The session's options: `destroyEngine` destroys the engine at the end. */
  readonly options: Pick<GameSessionOptions, 'destroyEngine'>
  /** The session's debug snapshot, taken for a failure before anything is freed. */
  readonly snapshot: () => DebugSnapshot
  /** An error that does not stop the game (a controller's `dispose` that throws). */
  readonly report: (error: unknown) => void
}

/**
 * How a session ends, once: the game over (`finished`), a stop (`stopped`: open requests close as
 * `stopped`) or a failure (`failed`: a throw of a guarded body, reported as a fatal `error` event with the
 * snapshot taken before anything was freed). Each path frees the same things (timers, subscriptions, busy
 * operations, the controllers, the engine when `destroyEngine` is set); a game over or a stop is announced
 * as `game-over` and resolves `done` with the same result, a failure rejects `done`.
 * @internal
 */
export class SessionEnding {
  readonly #parts: SessionEndingParts

  constructor(parts: SessionEndingParts) {
    this.#parts = parts
  }

  /** The game is over: the session finishes with the game's winners. */
  finish(): void {
    this.#parts.life.enter('finished')
    this.#end('finished')
  }

  /** Ends the session now (nothing happens when it is over already). */
  stop(): void {
    const { life, round } = this.#parts
    if (life.isOver) return
    life.enter('stopped')
    round.close(null, 'stopped')
    this.#end('stopped')
  }

  /** Runs `body` unless the session is over; a throw fails the session. */
  guard(body: () => void): void {
    if (this.#parts.life.isOver) return
    try {
      body()
    } catch (error) {
      this.fail(error)
    }
  }

  /** Fails the session with `error` (nothing happens when it is over already). */
  fail(error: unknown): void {
    const { life, round, events } = this.#parts
    if (life.isOver) return
    const snapshot = this.#parts.snapshot()
    life.enter('failed')
    round.close(null, 'stopped')
    events.error(error, true, snapshot)
    this.#cleanup()
    life.reject(error, snapshot)
  }

  /** A game over, or a stop: announced as `game-over`, everything freed, then `done` resolves with the same result. */
  #end(status: SessionResult['status']): void {
    const { life, engine, events } = this.#parts
    const result = life.result(status, safeState(engine))
    events.emit({ type: 'game-over', result })
    this.#cleanup()
    life.resolve(result)
  }

  #cleanup(): void {
    const { round, barriers, busy, heartbeat, views, controllers, options, engine, report } = this.#parts
    round.dispose()
    barriers.dispose()
    busy.clear()
    heartbeat.stop()
    views.dispose()
    for (const controller of controllers.values()) {
      try {
        controller.dispose?.()
      } catch (error) {
        report(error)
      }
    }
    if (options.destroyEngine === true) engine.destroy()
  }
}
