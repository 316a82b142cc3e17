import { defineDenyCodes } from '@decklet/core'

/**
 * The deny codes of the phases plugin: core's common ones (`GAME_NOT_PLAYING`, `NOT_YOUR_TURN`, `WRONG_PHASE`,
 * `NOT_A_PLAYER_ACTION`, `BAD_PAYLOAD`) and its own.
 *
 * @example
 * engine.dispatch(createContinueAction('w1')).denyCode === PhasesDeny.codes.WAIT_NOT_OPEN
 */
export const PhasesDeny = defineDenyCodes({
  /** `phases/CONTINUE` names a wait that is not the open animation or pause point (stale, or another's). */
  WAIT_NOT_OPEN: 'WAIT_NOT_OPEN',
  /** A decision's answer that is not one of its options. */
  NOT_AN_OPTION: 'NOT_AN_OPTION',
})

/**
 * A code of {@link PhasesDeny}.
 *
 * @example
 * const code: PhasesDenyCode = 'WAIT_NOT_OPEN'
 */
export type PhasesDenyCode = keyof typeof PhasesDeny.codes
