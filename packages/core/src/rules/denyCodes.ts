import { InvalidOptionError } from '../errors/errors'

/**
 * Deny codes that mean the same in every game, for rules to use instead of a code of their own
 * (`DispatchResult.denyCode`, `ValidateResult.denyCode`). A session, a bot or a UI can then branch on them
 * without knowing the game: "not in play" is always `GAME_NOT_PLAYING`, never `NOT_PLAYING` or `GAME_OVER`.
 * A game's own codes (`CANNOT_STACK`, `DOES_NOT_BEAT`) go beside them through {@link defineDenyCodes}.
 *
 * @example
 * if (state.status !== 'playing') return deny(`the game is ${state.status}`, CommonDenyCodes.GAME_NOT_PLAYING)
 */
export const CommonDenyCodes = Object.freeze({
  /** The game is not in play: its status is not `'playing'`, or its own phase says the match is over. */
  GAME_NOT_PLAYING: 'GAME_NOT_PLAYING',
  /** Someone else is to act now. */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** The action names no player of the game (no `playerId`, or an id that is not in `state.players`). */
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  /** The player takes no part now: out of the game (see `isOut`), folded, or not dealt into this hand. */
  PLAYER_INACTIVE: 'PLAYER_INACTIVE',
  /** The game itself takes this action (a deal, a shuffle): a player may not send it. */
  NOT_A_PLAYER_ACTION: 'NOT_A_PLAYER_ACTION',
  /** The action does not belong to the game's current phase (a bid during the play). */
  WRONG_PHASE: 'WRONG_PHASE',
  /** The payload is missing, or a field of it has the wrong type or shape. */
  BAD_PAYLOAD: 'BAD_PAYLOAD',
  /** A card the action names is not in the acting player's hand. */
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  /** The payload lists a card twice. */
  DUPLICATE_CARD: 'DUPLICATE_CARD',
  /** A zone the action names does not exist. */
  UNKNOWN_ZONE: 'UNKNOWN_ZONE',
  /** A zone holds fewer cards than the action needs (an empty deck included). */
  NOT_ENOUGH_CARDS: 'NOT_ENOUGH_CARDS',
})

/**
 * One of {@link CommonDenyCodes}.
 *
 * @example
 * const code: CommonDenyCode = 'NOT_YOUR_TURN'
 */
export type CommonDenyCode = (typeof CommonDenyCodes)[keyof typeof CommonDenyCodes]

/**
 * A denied verdict whose code is one of a declared set: a `RuleResult`, so a rule returns it as it is.
 *
 * @example
 * const verdict: DeniedVerdict<'MUST_PLAY'> = { allowed: false, reason: 'play a card', code: 'MUST_PLAY' }
 */
export interface DeniedVerdict<TCode extends string = string> {
  readonly allowed: false
  readonly reason: string
  readonly code: TCode
}

/**
 * A game's deny codes (the common ones and its own) and a `deny` that accepts only those.
 *
 * @example
 * const { codes, deny } = defineDenyCodes({ MUST_PLAY: 'MUST_PLAY' })
 * deny('you hold a playable card', codes.MUST_PLAY)
 */
export interface DenyCodeSet<TCode extends string> {
  /** Every code of the set, each under its own name: {@link CommonDenyCodes} and the game's own. Frozen. */
  readonly codes: { readonly [K in TCode]: K }
  /** A denied verdict with a reason for people and one of the set's codes (a typo is a type error). */
  deny(reason: string, code: TCode): DeniedVerdict<TCode>
  /** Whether `code` is one of the set's (e.g. a test that checks a `denyCode`). */
  has(code: unknown): code is TCode
}

/**
 * Declares a game's own deny codes, each written as its own name (`{ MUST_PLAY: 'MUST_PLAY' }`, documented
 * field by field like any constant), and returns them with {@link CommonDenyCodes} and a `deny` typed by
 * the whole set. Throws {@link InvalidOptionError} for a code that is not its own name, or not a
 * non-empty string: a code is a stable name, and a set that maps one name to another would make two.
 *
 * @example
 * export const UnoDeny = defineDenyCodes({ PENALTY_PENDING: 'PENALTY_PENDING', MUST_PLAY: 'MUST_PLAY' })
 * export type UnoDenyCode = keyof typeof UnoDeny.codes
 *
 * const rule: Rule = {
 *   id: 'uno.draw', name: 'Draw', appliesTo: ['DRAW'],
 *   validate: ({ state, action }) =>
 *     state.status !== 'playing' ? UnoDeny.deny('the game is not being played', UnoDeny.codes.GAME_NOT_PLAYING)
 *     : action.playerId !== state.currentPlayerId ? UnoDeny.deny('not your turn', 'NOT_YOUR_TURN')
 *     : ok(),
 * }
 */
export function defineDenyCodes<const TCodes extends Readonly<Record<string, string>>>(
  codes: TCodes & { readonly [K in keyof TCodes]: K },
): DenyCodeSet<CommonDenyCode | (keyof TCodes & string)> {
  type TCode = CommonDenyCode | (keyof TCodes & string)
  const all: Record<string, string> = { ...CommonDenyCodes }
  for (const key of Object.keys(codes)) {
    const value: unknown = codes[key]
    // `__proto__` as a key would set the prototype of the merged set instead of adding a code.
    if (key === '' || key === '__proto__' || value !== key) {
      throw new InvalidOptionError(`codes.${key}`, value, `'${key}', its own name`, { scope: 'defineDenyCodes' })
    }
    all[key] = key
  }
  const frozen = Object.freeze(all) as { readonly [K in TCode]: K }
  return Object.freeze({
    codes: frozen,
    deny: (reason: string, code: TCode): DeniedVerdict<TCode> => ({ allowed: false, reason, code }),
    has: (code: unknown): code is TCode => typeof code === 'string' && Object.hasOwn(frozen, code),
  })
}
