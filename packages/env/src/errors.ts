import { DeckletError } from '@decklet/core'

/**
 * An action id that is not legal now (out of the action space, or not in the mask), or a step before `reset` or
 * after the end: `step` refuses it and the game is unchanged.
 *
 * @example
 * try { env.step(60) } catch (e) { if (e instanceof InvalidActionIdError) console.log(e.actionId, e.legalActions) }
 */
export class InvalidActionIdError extends DeckletError {
  constructor(
    message: string,
    /** The id refused. */
    readonly actionId: number,
    /** The ids that were legal (empty when no game is being played). */
    readonly legalActions: readonly number[],
  ) {
    super(message, 'INVALID_ACTION_ID')
    this.name = 'InvalidActionIdError'
  }
}
