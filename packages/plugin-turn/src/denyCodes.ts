import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the turn plugin: only core's common ones (`GAME_NOT_PLAYING`, `NOT_YOUR_TURN`), so a
 * session or a bot reads them as it reads every game's.
 *
 * @example
 * engine.dispatch(createEndTurnAction('p2')).denyCode === TurnDeny.codes.NOT_YOUR_TURN
 */
export const TurnDeny = defineDenyCodes({})

/**
 * A code of {@link TurnDeny}.
 *
 * @example
 * const code: TurnDenyCode = 'GAME_NOT_PLAYING'
 */
export type TurnDenyCode = keyof typeof TurnDeny.codes
