import { DeckletError } from '@decklet/core'

/**
 * The stable codes of {@link PhasesError}.
 *
 * @example
 * if (PhasesError.isInstance(e) && e.code === PhasesErrorCodes.UNKNOWN_STEP_KIND) console.log(e.message)
 */
export const PhasesErrorCodes = Object.freeze({
  /** A step names a kind the plugin was not given (in a phase, a push, or a state). */
  UNKNOWN_STEP_KIND: 'UNKNOWN_STEP_KIND',
  /** A step called a second of `ask`, `animate` and `command` in one run: each stops the stack. */
  STEP_ALREADY_STOPPED: 'STEP_ALREADY_STOPPED',
  /** A step used its context after its `run` (or `answer`) returned. */
  STEP_CONTEXT_CLOSED: 'STEP_CONTEXT_CLOSED',
  /** `ask` was given a request it cannot put to a player (see the message). */
  BAD_DECISION: 'BAD_DECISION',
  /** A step call got an argument it cannot take (a negative skip count, an unknown player). */
  BAD_STEP_CALL: 'BAD_STEP_CALL',
  /** One action ran the loop this many times without stopping: a game in which nothing ever waits. */
  RUNAWAY_LOOP: 'RUNAWAY_LOOP',
} as const)

/**
 * One of {@link PhasesErrorCodes}.
 *
 * @example
 * const code: PhasesErrorCode = 'RUNAWAY_LOOP'
 */
export type PhasesErrorCode = (typeof PhasesErrorCodes)[keyof typeof PhasesErrorCodes]

/**
 * What the phases plugin throws when a step misuses its context. Thrown inside an action handler, it rolls the
 * tick back and the dispatch fails with `HANDLER_ERROR` (during `start()`, `start()` throws it).
 *
 * @example
 * try { engine.start() } catch (e) { if (PhasesError.isInstance(e)) console.log(e.code) }
 */
export class PhasesError extends DeckletError {
  /** The stable code, one of {@link PhasesErrorCodes}. */
  declare readonly code: PhasesErrorCode

  constructor(message: string, code: PhasesErrorCode) {
    super(message, code)
    this.name = 'PhasesError'
  }
}
