import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the simple game: core's common ones (`GAME_NOT_PLAYING`, `NOT_YOUR_TURN`, `BAD_PAYLOAD`,
 * `DUPLICATE_CARD`, `CARD_NOT_IN_HAND`) and its own `NO_CARDS`.
 *
 * @example
 * engine.dispatch(createSimplePlayCardAction('p1', [])).denyCode === SimpleGameDeny.codes.NO_CARDS
 */
export const SimpleGameDeny = defineDenyCodes({
  /** A play of no card at all (an empty `cardIds`). */
  NO_CARDS: 'NO_CARDS',
})

/**
 * A code of {@link SimpleGameDeny}.
 *
 * @example
 * const code: SimpleGameDenyCode = 'NO_CARDS'
 */
export type SimpleGameDenyCode = keyof typeof SimpleGameDeny.codes
