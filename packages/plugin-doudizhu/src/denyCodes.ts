import { defineDenyCodes } from '@decklet/core'

/**
 * The stable deny codes of the plugin's rules: core's `CommonDenyCodes` where they mean the same thing
 * (`GAME_NOT_PLAYING`, `UNKNOWN_PLAYER`, `WRONG_PHASE`, `NOT_YOUR_TURN`, `BAD_PAYLOAD`, `DUPLICATE_CARD`,
 * `CARD_NOT_IN_HAND`) and Dou Dizhu's own below; `DoudizhuDenyCodes.deny` accepts only codes of the set.
 *
 * @example
 * engine.dispatch(createPassAction('p1')).denyCode === DoudizhuDenyCodes.codes.LEADER_CANNOT_PASS
 */
export const DoudizhuDenyCodes = defineDenyCodes({
  /** A points bid that is not 1, 2 or 3. */
  BAD_BID: 'BAD_BID',
  /** A points bid not higher than the highest bid. */
  BID_TOO_LOW: 'BID_TOO_LOW',
  /** The leader of a trick must play. */
  LEADER_CANNOT_PASS: 'LEADER_CANNOT_PASS',
  /** The cards are no combination (of the game's profile). */
  NOT_A_COMBINATION: 'NOT_A_COMBINATION',
  /** A combination that does not beat the trick's last one. */
  DOES_NOT_BEAT: 'DOES_NOT_BEAT',
})

/**
 * One of {@link DoudizhuDenyCodes}: a common code or one of Dou Dizhu's own.
 *
 * @example
 * const code: DoudizhuDenyCode = 'DOES_NOT_BEAT'
 */
export type DoudizhuDenyCode = keyof typeof DoudizhuDenyCodes.codes
