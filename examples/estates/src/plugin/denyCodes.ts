import { defineDenyCodes } from '@decklet/core'

/**
 * The codes with which Estates denies an action: core's common ones (`BAD_PAYLOAD`, `NOT_YOUR_TURN`,
 * `GAME_NOT_PLAYING`) and these.
 *
 * @example
 * engine.dispatch(createBuyAction('p1', 23)).denyCode === EstatesDeny.codes.CANNOT_AFFORD
 */
export const EstatesDeny = defineDenyCodes({
  /** The square is not a property, is owned, or is not where the player stands. */
  NOT_FOR_SALE: 'NOT_FOR_SALE',
  /** The player has less cash than the price. */
  CANNOT_AFFORD: 'CANNOT_AFFORD',
})

/** A code of {@link EstatesDeny}. */
export type EstatesDenyCode = keyof typeof EstatesDeny.codes
