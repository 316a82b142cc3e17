import { createAction, type Action, type ActionInitOf } from '@decklet/core'

/**
 * The action types of the __DISPLAY_NAME__ plugin.
 *
 * @example
 * engine.dispatch({ type: __PASCAL_NAME__ActionTypes.PLAY_CARD, playerId: 'p1', payload: { cardId: '__PLUGIN_ID__-hearts-7' } })
 */
export const __PASCAL_NAME__ActionTypes = Object.freeze({
  /** The current player puts a card of their hand on the table: `{ cardId }`. */
  PLAY_CARD: 'PLAY_CARD',
} as const)

/**
 * One of {@link __PASCAL_NAME__ActionTypes}.
 *
 * @example
 * const type: __PASCAL_NAME__ActionType = 'PLAY_CARD'
 */
export type __PASCAL_NAME__ActionType = (typeof __PASCAL_NAME__ActionTypes)[keyof typeof __PASCAL_NAME__ActionTypes]

/** Payload of `PLAY_CARD`. */
export interface PlayCardPayload {
  /** A card of the player's hand. */
  cardId: string
}

/** A `PLAY_CARD` action. */
export type PlayCardAction = Action<'PLAY_CARD', PlayCardPayload>

/** A `PLAY_CARD` as `getLegalActions` and `getDefaultAction` list it (no id yet). */
export type PlayCardActionInit = ActionInitOf<PlayCardAction>

/**
 * Creates a `PLAY_CARD` action.
 *
 * @example
 * engine.dispatch(createPlayCardAction('p1', cardId('hearts', 7)))
 */
export function createPlayCardAction(playerId: string, cardId: string): PlayCardAction {
  return createAction<'PLAY_CARD', PlayCardPayload>({ type: __PASCAL_NAME__ActionTypes.PLAY_CARD, playerId, payload: { cardId } })
}
