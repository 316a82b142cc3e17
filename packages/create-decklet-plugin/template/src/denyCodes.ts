import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the __DISPLAY_NAME__ plugin: core's common ones (`GAME_NOT_PLAYING`, `UNKNOWN_PLAYER`,
 * `NOT_YOUR_TURN`, `BAD_PAYLOAD`, `CARD_NOT_IN_HAND`) and its own `MUST_FOLLOW_SUIT`.
 *
 * @example
 * engine.dispatch(createPlayCardAction('p2', offSuit)).denyCode === __PASCAL_NAME__Deny.codes.MUST_FOLLOW_SUIT
 */
export const __PASCAL_NAME__Deny = defineDenyCodes({
  /** The card is not of the suit led, and the player holds a card of that suit. */
  MUST_FOLLOW_SUIT: 'MUST_FOLLOW_SUIT',
})

/**
 * A code of {@link __PASCAL_NAME__Deny}.
 *
 * @example
 * const code: __PASCAL_NAME__DenyCode = 'MUST_FOLLOW_SUIT'
 */
export type __PASCAL_NAME__DenyCode = keyof typeof __PASCAL_NAME__Deny.codes
