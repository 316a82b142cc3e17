import { defineDenyCodes } from '@decklet/core'

/**
 * Every code a Hold'em rule denies an action with: core's common codes where they mean the same thing
 * (`GAME_NOT_PLAYING`, `NOT_YOUR_TURN`, `UNKNOWN_PLAYER`, `NOT_A_PLAYER_ACTION`, …) and the game's own. The
 * README's action and table sections say which action is denied with which.
 *
 * @example
 * engine.dispatch(createCallAction('bob')).denyCode === HoldemDenyCodes.codes.NOT_YOUR_TURN
 */
export const HoldemDenyCodes = defineDenyCodes({
  // ── the hand ──
  /** `START_HAND` while a hand is being played. */
  HAND_IN_PROGRESS: 'HAND_IN_PROGRESS',
  /** A betting action or `SHOW` with no betting round under way (between hands, at the showdown). */
  NO_HAND_IN_PROGRESS: 'NO_HAND_IN_PROGRESS',
  /** `SHOW` by a player who is not in the hand: not dealt in, folded, or not at the table. */
  PLAYER_NOT_IN_HAND: 'PLAYER_NOT_IN_HAND',
  /** `SHOW` by a player who already asked to show. */
  ALREADY_SHOWING: 'ALREADY_SHOWING',
  /** `LEAVE` or `REBUY` by a player still in the hand: finish it (or fold) first. */
  IN_HAND: 'IN_HAND',

  // ── betting ──
  /** `CHECK` facing a bet. */
  CANNOT_CHECK: 'CANNOT_CHECK',
  /** `CALL` with nothing to call. */
  NOTHING_TO_CALL: 'NOTHING_TO_CALL',
  /** `BET` when there is a bet already, or without the chips for a full bet (go all in). */
  CANNOT_BET: 'CANNOT_BET',
  /** `RAISE` with no bet to raise, nobody left to call it, or too few chips. */
  CANNOT_RAISE: 'CANNOT_RAISE',
  /** An amount that is not a whole number of chips up to `Number.MAX_SAFE_INTEGER` (bets, joins, rebuys). */
  BAD_AMOUNT: 'BAD_AMOUNT',
  /** A bet below the smallest one. */
  BET_TOO_SMALL: 'BET_TOO_SMALL',
  /** A bet above the stack or the limit. */
  BET_TOO_LARGE: 'BET_TOO_LARGE',
  /** A raise to less than the bet plus the last full raise. */
  RAISE_TOO_SMALL: 'RAISE_TOO_SMALL',
  /** A raise above the stack or the limit. */
  RAISE_TOO_LARGE: 'RAISE_TOO_LARGE',
  /** A raise by a player to whom short all-ins did not reopen the betting. */
  BETTING_NOT_REOPENED: 'BETTING_NOT_REOPENED',
  /** Fixed-limit: the street's bets reached `raiseCap`. */
  RAISE_CAP_REACHED: 'RAISE_CAP_REACHED',
  /** `ALL_IN` that would bet more than the pot limit allows. */
  ALL_IN_OVER_LIMIT: 'ALL_IN_OVER_LIMIT',

  // ── the table ──
  /** `JOIN` by a player already seated. */
  ALREADY_SEATED: 'ALREADY_SEATED',
  /** `JOIN` at a table whose ten seats are taken. */
  TABLE_FULL: 'TABLE_FULL',
  /** `JOIN` with a name that is not a string, or is blank. */
  BAD_NAME: 'BAD_NAME',
  /** `JOIN` with a seat that is not a whole number from 1 to 10. */
  BAD_SEAT: 'BAD_SEAT',
  /** `JOIN` in a seat another player holds. */
  SEAT_TAKEN: 'SEAT_TAKEN',
  /** `JOIN` or `REBUY` that would take a stack past `maxBuyIn`. */
  OVER_MAX_BUY_IN: 'OVER_MAX_BUY_IN',
  /** `JOIN` or `REBUY` that would take the chips bought in this session past `Number.MAX_SAFE_INTEGER`. */
  TABLE_CHIP_LIMIT: 'TABLE_CHIP_LIMIT',
  /** `LEAVE` or `REBUY` by a player who is not seated. */
  NOT_SEATED: 'NOT_SEATED',
  /** `LEAVE` by a player who already asked to leave at the end of the hand. */
  ALREADY_LEAVING: 'ALREADY_LEAVING',
})

/**
 * One of {@link HoldemDenyCodes}.
 *
 * @example
 * const code: HoldemDenyCode = 'RAISE_TOO_SMALL'
 */
export type HoldemDenyCode = keyof typeof HoldemDenyCodes.codes
