import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the draw plugin: core's common ones (`UNKNOWN_PLAYER`, `UNKNOWN_ZONE`,
 * `NOT_ENOUGH_CARDS`) and its own `INVALID_DRAW`.
 *
 * @example
 * engine.dispatch(createDrawCardAction('p1', 0)).denyCode === DrawDeny.codes.INVALID_DRAW
 */
export const DrawDeny = defineDenyCodes({
  /** A draw the plugin refuses as such: of a count that is not a positive integer, for someone else, or from the drawer's own hand. */
  INVALID_DRAW: 'INVALID_DRAW',
})

/**
 * A code of {@link DrawDeny}.
 *
 * @example
 * const code: DrawDenyCode = 'INVALID_DRAW'
 */
export type DrawDenyCode = keyof typeof DrawDeny.codes
