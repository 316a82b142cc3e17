import type { GameEngine, PlayerView } from '@decklet/core'
import type { Barriers } from './barriers'
import type { DecisionRound } from './decisionRound'
import type { PendingRunner } from './pendingRunner'
import { playersToAsk } from './playersToAsk'
import { SessionError } from './sessionError'
import type { SessionLifecycle } from './sessionLifecycle'
import type { ViewFanOut } from './viewFanOut'

/**
 * What a {@link StepLoop} uses of its session.
 * @internal
 */
export interface StepLoopHooks {
  readonly engine: Pick<GameEngine, 'getState' | 'getPending' | 'getActors' | 'getLegalActions'>
  readonly life: Pick<SessionLifecycle, 'phase' | 'isOver'>
  /** Whether the session is paused (a paused session takes no step). */
  readonly isPaused: () => boolean
  readonly round: Pick<DecisionRound, 'isOpen' | 'open'>
  readonly barriers: Pick<Barriers, 'current'>
  readonly pending: Pick<PendingRunner, 'run' | 'waited'>
  readonly views: Pick<ViewFanOut, 'viewOf'>
  /** The game is over: the session finishes. */
  readonly finish: () => void
}

/**
 * The session's loop (spec 004's rules loop). A step does nothing while the session is not running, is
 * paused, or waits (a decision round or a barrier is open); else it finishes the session when the game is
 * over, runs the game's pending work when there is some, or asks the players who may act (`playersToAsk`;
 * nobody with a legal action is `STUCK`). {@link StepLoop.run} takes steps until one opens a wait or takes
 * none. A run asked for from inside a step (an answer given at once, a barrier every seat acknowledged at
 * once) does not nest: the current step ends, then the loop steps again, unless the session is over.
 * @internal
 */
export class StepLoop {
  readonly #hooks: StepLoopHooks
  /** The views a round asks with: one function for every round. */
  readonly #viewOf: (playerId: string) => PlayerView
  #running = false
  #again = false

  constructor(hooks: StepLoopHooks) {
    this.#hooks = hooks
    this.#viewOf = (playerId) => hooks.views.viewOf(playerId)
  }

  /** Takes steps until one opens a wait; from inside a step, has the loop step again once that step ends. */
  run(): void {
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = true
    try {
      do {
        this.#again = false
        this.#step()
      } while (this.#again && !this.#hooks.life.isOver)
    } finally {
      this.#running = false
    }
  }

  #step(): void {
    const { engine, life, round, barriers, pending } = this.#hooks
    if (life.phase !== 'running' || this.#hooks.isPaused() || round.isOpen || barriers.current !== null) return
    const state = engine.getState()
    if (state.status === 'finished') return this.#hooks.finish()
    const step = engine.getPending()
    if (step !== null) return pending.run(step)
    const asked = playersToAsk(engine, state)
    if (asked.length === 0) throw new SessionError(`Nobody has a legal action (turn ${state.turn}, status ${state.status})`, 'STUCK')
    pending.waited()
    round.open(state, asked, this.#viewOf)
  }
}
