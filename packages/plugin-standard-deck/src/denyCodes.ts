import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the standard deck: only core's common ones (`NOT_A_PLAYER_ACTION`, `UNKNOWN_ZONE`).
 *
 * @example
 * engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' }).denyCode === StandardDeckDeny.codes.NOT_A_PLAYER_ACTION
 */
export const StandardDeckDeny = defineDenyCodes({})

/**
 * A code of {@link StandardDeckDeny}.
 *
 * @example
 * const code: StandardDeckDenyCode = 'UNKNOWN_ZONE'
 */
export type StandardDeckDenyCode = keyof typeof StandardDeckDeny.codes
