import { createAction, type Action } from '@decklet/core'

/**
 * The action types of the turn plugin.
 *
 * @example
 * engine.dispatch({ type: TurnActionTypes.END_TURN, playerId: 'p1' })
 */
export const TurnActionTypes = Object.freeze({
  /** The current player ends their turn: the turn passes along the seats. */
  END_TURN: 'END_TURN',
} as const)

/**
 * One of {@link TurnActionTypes}.
 *
 * @example
 * const type: TurnActionType = 'END_TURN'
 */
export type TurnActionType = (typeof TurnActionTypes)[keyof typeof TurnActionTypes]

/** The action a player dispatches to end their turn (`TurnActionTypes.END_TURN`). */
export const END_TURN = TurnActionTypes.END_TURN

/** Payload of `END_TURN`: none (`{}`). */
export type EndTurnPayload = Record<string, never>

/** An `END_TURN` action. */
export type EndTurnAction = Action<typeof END_TURN, EndTurnPayload>

/** Every action of the turn plugin, typed by its payload. */
export type TurnAction = EndTurnAction

/**
 * Creates an `END_TURN` action for a player.
 *
 * @example
 * engine.dispatch(createEndTurnAction('p1'))
 */
export function createEndTurnAction(playerId: string): EndTurnAction {
  return createAction({ type: END_TURN, playerId })
}
