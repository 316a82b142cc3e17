import { createAction, type Action } from '@decklet/core'

/**
 * The action types of the phases plugin (the `decisions` types a game names are its own).
 *
 * @example
 * engine.dispatch({ type: PhasesActionTypes.CONTINUE, payload: { waitId: 'w3' } })
 */
export const PhasesActionTypes = Object.freeze({
  /** The authority lets the stack go on after an animation or a pause point (no `playerId`). */
  CONTINUE: 'phases/CONTINUE',
  /** Internal: goes on with the stack after a step's command. */
  RESUME: 'phases/RESUME',
  /** Internal: starts the round loop (dispatched on `GAME_STARTED`). */
  RUN: 'phases/RUN',
} as const)

/**
 * One of {@link PhasesActionTypes}.
 *
 * @example
 * const type: PhasesActionType = 'phases/CONTINUE'
 */
export type PhasesActionType = (typeof PhasesActionTypes)[keyof typeof PhasesActionTypes]

/** The `phases/CONTINUE` action type. */
export const CONTINUE = PhasesActionTypes.CONTINUE

/** Payload of `phases/CONTINUE`: the id of the wait it ends (an animation or a pause point). */
export interface ContinuePayload {
  readonly waitId: string
}

/** A `phases/CONTINUE` action. */
export type ContinueAction = Action<typeof CONTINUE, ContinuePayload>

/** Every public action of the phases plugin, typed by its payload. */
export type PhasesAction = ContinueAction

/**
 * Creates the `phases/CONTINUE` action that ends the wait `waitId` (what `engine.getPending()` offers).
 *
 * @example
 * engine.dispatch(createContinueAction(getWait(engine.getState())!.id))
 */
export function createContinueAction(waitId: string): ContinueAction {
  return createAction({ type: CONTINUE, payload: { waitId } })
}
