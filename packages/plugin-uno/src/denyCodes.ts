import { defineDenyCodes, type DeniedVerdict } from '@decklet/core'

/**
 * The stable codes with which UNO denies an action: core's `CommonDenyCodes` where they mean the same thing
 * (`GAME_NOT_PLAYING`, `UNKNOWN_PLAYER`, `NOT_YOUR_TURN`, `BAD_PAYLOAD`, `CARD_NOT_IN_HAND`) and UNO's own
 * below; `UnoDenyCodes.deny` accepts only codes of the set.
 *
 * @example
 * engine.dispatch(createDrawAction('p2')).denyCode === UnoDenyCodes.codes.NOT_YOUR_TURN
 */
export const UnoDenyCodes = defineDenyCodes({
  /** The colour of a first-card Wild must be declared before anything else. */
  CHOOSE_COLOR_FIRST: 'CHOOSE_COLOR_FIRST',
  /** After drawing, only the drawn card may be played. */
  ONLY_DRAWN_CARD: 'ONLY_DRAWN_CARD',
  /** A +2/+4 is pending and this card does not stack on it (under the `stacking` option). */
  CANNOT_STACK: 'CANNOT_STACK',
  /** The card matches neither the colour nor the number or symbol in play. */
  CARD_DOES_NOT_MATCH: 'CARD_DOES_NOT_MATCH',
  /** A Wild Draw Four is not allowed now (under `wd4Legality`). */
  WILD_DRAW_FOUR_NOT_ALLOWED: 'WILD_DRAW_FOUR_NOT_ALLOWED',
  /** `noWinningOnAction`: the last card may not be an action card or a Wild. */
  LAST_CARD_MUST_BE_NUMBER: 'LAST_CARD_MUST_BE_NUMBER',
  /** A Wild was played without one of the four colours. */
  COLOR_REQUIRED: 'COLOR_REQUIRED',
  /** A colour was given with a card that is not a Wild. */
  COLOR_NOT_ALLOWED: 'COLOR_NOT_ALLOWED',
  /** A Seven-O 7 was played without a player to swap hands with. */
  TARGET_REQUIRED: 'TARGET_REQUIRED',
  /** The swap target is not another player of the game. */
  INVALID_TARGET: 'INVALID_TARGET',
  /** A target was given with a card other than a Seven-O 7. */
  TARGET_NOT_ALLOWED: 'TARGET_NOT_ALLOWED',
  /** A +2/+4 is pending: accept it, challenge it or stack. */
  PENALTY_PENDING: 'PENALTY_PENDING',
  /** The player drew already this turn: play the drawn card or pass. */
  ALREADY_DREW: 'ALREADY_DREW',
  /** `voluntaryDraw: false`: the player holds a playable card and may not draw. */
  MUST_PLAY: 'MUST_PLAY',
  /** `PASS` comes only after drawing a playable card. */
  NOTHING_TO_PASS: 'NOTHING_TO_PASS',
  /** `drawnCardPlay: 'forced'`: the drawn card must be played. */
  MUST_PLAY_DRAWN_CARD: 'MUST_PLAY_DRAWN_CARD',
  /** `ACCEPT` with no +2/+4 pending. */
  NO_PENALTY: 'NO_PENALTY',
  /** `CHALLENGE` with no Wild Draw Four to challenge. */
  NOTHING_TO_CHALLENGE: 'NOTHING_TO_CHALLENGE',
  /** `CHOOSE_COLOR` with no first-card Wild waiting for its colour. */
  NO_COLOR_TO_CHOOSE: 'NO_COLOR_TO_CHOOSE',
  /** `CHOOSE_COLOR` with something other than red, yellow, green or blue. */
  INVALID_COLOR: 'INVALID_COLOR',
  /** `DECLARE_UNO` by a player who has no UNO to call. */
  NO_UNO_TO_DECLARE: 'NO_UNO_TO_DECLARE',
  /** `CATCH_UNO` of a player who cannot be caught (no missed call, or oneself). */
  NOTHING_TO_CATCH: 'NOTHING_TO_CATCH',
})

/**
 * One of {@link UnoDenyCodes}: a common code or one of UNO's own.
 *
 * @example
 * const code: UnoDenyCode = 'CANNOT_STACK'
 */
export type UnoDenyCode = keyof typeof UnoDenyCodes.codes

// The reason given with each code UNO's rules use.
const REASONS = {
  GAME_NOT_PLAYING: 'the game is not being played',
  UNKNOWN_PLAYER: 'no player of this game sent the action',
  NOT_YOUR_TURN: 'not your turn',
  BAD_PAYLOAD: 'the action names no card (payload.cardId)',
  CARD_NOT_IN_HAND: 'that card is not in your hand',
  CHOOSE_COLOR_FIRST: 'the colour of the first Wild must be declared first',
  ONLY_DRAWN_CARD: 'after drawing, only the drawn card may be played',
  CANNOT_STACK: 'a +2/+4 is pending: accept it (or stack, where allowed)',
  CARD_DOES_NOT_MATCH: 'the card matches neither the colour nor the number or symbol',
  WILD_DRAW_FOUR_NOT_ALLOWED: 'a Wild Draw Four is not allowed now',
  LAST_CARD_MUST_BE_NUMBER: 'the last card may not be an action card or a Wild',
  COLOR_REQUIRED: 'a Wild needs a colour: red, yellow, green or blue',
  COLOR_NOT_ALLOWED: 'only a Wild takes a colour',
  TARGET_REQUIRED: 'a Seven-O 7 needs a player to swap hands with',
  INVALID_TARGET: 'the target must be another player',
  TARGET_NOT_ALLOWED: 'only a Seven-O 7 takes a target',
  PENALTY_PENDING: 'a +2/+4 is pending: accept it, challenge it or stack',
  ALREADY_DREW: 'you already drew: play the drawn card or pass',
  MUST_PLAY: 'you hold a playable card and may not draw',
  NOTHING_TO_PASS: 'you may pass only after drawing a playable card',
  MUST_PLAY_DRAWN_CARD: 'the drawn card must be played',
  NO_PENALTY: 'there is no penalty to accept',
  NOTHING_TO_CHALLENGE: 'there is no Wild Draw Four to challenge',
  NO_COLOR_TO_CHOOSE: 'there is no colour to choose',
  INVALID_COLOR: 'the colour must be red, yellow, green or blue',
  NO_UNO_TO_DECLARE: 'you have nothing to declare',
  NOTHING_TO_CATCH: 'that player cannot be caught',
} as const satisfies Partial<Record<UnoDenyCode, string>>

/** A code UNO's rules deny with (every one has its reason). @internal */
export type UnoRuleCode = keyof typeof REASONS

/** A denied verdict of UNO's rules. @internal */
export type UnoDenial = DeniedVerdict<UnoDenyCode>

// One frozen verdict per code, made once: a rule that denies allocates nothing (validate runs for every
// candidate of `getLegalActions` checks and every dispatch).
const DENIALS = Object.fromEntries(
  (Object.keys(REASONS) as UnoRuleCode[]).map((code) => [code, Object.freeze(UnoDenyCodes.deny(REASONS[code], code))]),
) as unknown as { readonly [K in UnoRuleCode]: UnoDenial }

/** The verdict denying with `code` and its reason. @internal */
export function denial(code: UnoRuleCode): UnoDenial {
  return DENIALS[code]
}
