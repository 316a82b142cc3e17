import { createAction, type Action } from '@decklet/core'

/**
 * The action types of the simple game.
 *
 * @example
 * engine.dispatch({ type: SimpleGameActionTypes.PLAY_CARD, playerId: 'p1', payload: { cardIds: ['std-hearts-7'] } })
 */
export const SimpleGameActionTypes = Object.freeze({
  /** Play cards from the current player's hand to the table. */
  PLAY_CARD: 'PLAY_CARD',
} as const)

/**
 * One of {@link SimpleGameActionTypes}.
 *
 * @example
 * const type: SimpleGameActionType = 'PLAY_CARD'
 */
export type SimpleGameActionType = (typeof SimpleGameActionTypes)[keyof typeof SimpleGameActionTypes]

/** The action that plays cards from the current player's hand to the table. */
export const PLAY_CARD = SimpleGameActionTypes.PLAY_CARD

/** Payload of {@link PLAY_CARD}. */
export interface PlayCardPayload {
  cardIds: string[]
}

/** A `PLAY_CARD` action. */
export type PlayCardAction = Action<typeof PLAY_CARD, PlayCardPayload>

/** Every action of the simple game, typed by its payload (the turn and draw plugins bring theirs). */
export type SimpleGameAction = PlayCardAction

/** Payload of the `CARD_PLAYED` event. */
export interface CardPlayedPayload {
  playerId: string
  cardIds: string[]
}

/** Payload of the `GAME_WON` event. */
export interface GameWonPayload {
  /** The state's `winnerIds` after the win. */
  winnerIds: readonly string[]
}

/**
 * Creates a `PLAY_CARD` action playing `cardIds` from `playerId`'s hand.
 *
 * @example
 * engine.dispatch(createSimplePlayCardAction('p1', [hand.cards[0]]))
 */
export function createSimplePlayCardAction(playerId: string, cardIds: readonly string[]): PlayCardAction {
  return createAction<typeof PLAY_CARD, PlayCardPayload>({ type: PLAY_CARD, playerId, payload: { cardIds: [...cardIds] } })
}
