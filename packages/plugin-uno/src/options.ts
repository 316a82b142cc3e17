import { InvalidOptionError } from '@decklet/core'

/**
 * The rule decisions of section 11 of the rules reference, plus the house rules of section 10, every one
 * filled in: what {@link resolveUnoOptions} returns and the plugin plays with. What a user passes is
 * {@link UnoOptions}, where every field is optional.
 *
 * @example
 * const rules: ResolvedUnoOptions = resolveUnoOptions({ stacking: 'same' })
 * rules.handSize // 7
 */
export interface ResolvedUnoOptions {
  /** Cards dealt to each player. Default 7. */
  readonly handSize: number
  /**
   * After a draw, may the drawn card be played: `'optional'` (official: `PLAY` it or `PASS`), `'forced'`
   * (must, if playable: a `PLAY` is the only legal action), `'never'`, or `'automatic'` (RLCard: the `DRAW`
   * itself plays a playable drawn card with its effect; a drawn Wild takes a colour from the game's random
   * source and a drawn Wild Draw Four is played as a plain Wild, nobody drawing four; any other card is kept).
   */
  readonly drawnCardPlay: 'optional' | 'forced' | 'never' | 'automatic'
  /** May a player draw while holding a playable card (official: yes). */
  readonly voluntaryDraw: boolean
  /**
   * When a Wild Draw Four may be played: `'official-bluffable'` (any time; a bluff may be challenged),
   * `'enforced'` (only without a card of the current colour: no bluffing, so no challenge) or
   * `'rlcard-strict'` (only when no other card is playable).
   */
  readonly wd4Legality: 'official-bluffable' | 'enforced' | 'rlcard-strict'
  /** May the victim of a Wild Draw Four challenge it (official: yes; only meaningful when bluffing is possible). */
  readonly challenge: boolean
  /** After a successful challenge, is the challenger still skipped (recommended: no). */
  readonly challengeSuccessSkips: boolean
  /** Must a player call UNO when down to one card, and may others catch them (official: yes). */
  readonly unoCall: boolean
  /** Cards a player caught without calling UNO draws: 2 (official) or 1 (the softer house rule). */
  readonly unoPenalty: number
  /** With two players, Reverse acts like Skip (official: yes). */
  readonly twoPlayerReverseIsSkip: boolean
  /** Stacking of draw cards: `'none'` (official), `'same'` (+2 on +2, +4 on +4) or `'cross'` (also +2 on +4 and +4 on +2). */
  readonly stacking: 'none' | 'same' | 'cross'
  /** Seven-O: a 7 swaps hands with a chosen player, a 0 passes every hand on in the direction of play. */
  readonly sevenO: boolean
  /** Jump-In: an identical card may be played out of turn right after it is played. */
  readonly jumpIn: boolean
  /** Draw to match: a player with nothing playable keeps drawing until a playable card comes. */
  readonly drawToMatch: boolean
  /** The last card may not be an action card or a Wild (a folk variant). */
  readonly noWinningOnAction: boolean
  /**
   * `'winner-takes'` (official: the player who goes out scores the others' cards; first to `target` wins),
   * `'lowest-total'` (each keeps the points left in their own hand; when one reaches `target`, the lowest wins)
   * or `'single-hand'` (no scoring: the first player to go out wins the game).
   */
  readonly scoring: 'winner-takes' | 'lowest-total' | 'single-hand'
  /** Points that end the match. Default 500. */
  readonly target: number
  /** On reshuffling the discard pile into the draw pile, its top card stays (official: yes). */
  readonly reshuffleKeepsTop: boolean
  /**
   * When to reshuffle: `false` (official) when the draw pile is empty and a card is to be drawn; `true` (RLCard)
   * before drawing `n` cards from a pile holding fewer than `n`, the pile's cards shuffled in with the
   * discard pile's. Default `false`.
   */
  readonly reshuffleWhenShort: boolean
  /** May a Wild Draw Four played as the last card be challenged (recommended: yes, then the hand ends). */
  readonly challengeLastCard: boolean
  /**
   * A drawn card that is played immediately must match by colour (or be a Wild), as in RLCard; otherwise a
   * match by number or symbol counts too. Default `false`.
   */
  readonly drawnCardMatchesColorOnly: boolean
  /**
   * How the first dealer of a match is chosen: `'high-card'` (official: each player draws a card, the highest
   * number deals, a card with a symbol counts as 0, and players tied for the highest draw again),
   * `'random'` (any seat with equal odds, one random number) or `'last-seat'` (the last seat deals, so the
   * first seat plays first: RLCard's player 0, with no dealer).
   */
  readonly firstDealer: 'high-card' | 'random' | 'last-seat'
  /**
   * The effect of the first card turned (§3): `'official'` (the table of §3), or `'rlcard'` (RLCard: a Wild
   * takes a colour from the game's random source and the first player plays on it; a Draw Two makes the first
   * player draw two, then play; Skip and Reverse as officially).
   */
  readonly firstCard: 'official' | 'rlcard'
}

/**
 * The named rule sets: `'official'` (the default) and `'rlcard'`.
 *
 * @example
 * createUnoPlugin({ profile: 'rlcard' satisfies UnoProfile })
 */
export type UnoProfile = 'official' | 'rlcard'

/**
 * What {@link createUnoPlugin} and {@link resolveUnoOptions} accept: a profile (default `'official'`) and any
 * options over it; every field is optional.
 *
 * @example
 * const options: UnoOptions = { profile: 'rlcard', handSize: 5 }
 * createUnoPlugin(options)
 */
export type UnoOptions = { readonly profile?: UnoProfile } & { readonly [K in keyof ResolvedUnoOptions]?: ResolvedUnoOptions[K] }

/**
 * The official game: the defaults of every option.
 *
 * @example
 * OFFICIAL_UNO_OPTIONS.target // 500
 */
export const OFFICIAL_UNO_OPTIONS: ResolvedUnoOptions = Object.freeze({
  handSize: 7,
  drawnCardPlay: 'optional',
  voluntaryDraw: true,
  wd4Legality: 'official-bluffable',
  challenge: true,
  challengeSuccessSkips: false,
  unoCall: true,
  unoPenalty: 2,
  twoPlayerReverseIsSkip: true,
  stacking: 'none',
  sevenO: false,
  jumpIn: false,
  drawToMatch: false,
  noWinningOnAction: false,
  scoring: 'winner-takes',
  target: 500,
  reshuffleKeepsTop: true,
  challengeLastCard: true,
  drawnCardMatchesColorOnly: false,
  firstDealer: 'high-card',
  reshuffleWhenShort: false,
  firstCard: 'official',
})

/**
 * RLCard's UNO, step for step (RLCard's `uno` game, 2 players): the first seat plays first; the first card's
 * Wild takes a random colour and its Draw Two makes the first player draw two, then play; a `DRAW` is one
 * action that plays a drawn card of the colour to match at once, with its effect (a drawn Wild with a random
 * colour, a drawn Wild Draw Four as a plain Wild) and keeps any other; the discard pile, top card included,
 * is shuffled with what is left of the draw pile when a draw needs more cards than it holds; a Wild Draw Four
 * only when nothing else is playable; no voluntary draw, challenge, UNO call or scoring (the first out wins);
 * a two-player Reverse passes the turn.
 *
 * @example
 * createUnoPlugin({ ...RLCARD_UNO_OPTIONS, handSize: 5 })
 */
export const RLCARD_UNO_OPTIONS: ResolvedUnoOptions = Object.freeze({
  ...OFFICIAL_UNO_OPTIONS,
  drawnCardPlay: 'automatic',
  voluntaryDraw: false,
  wd4Legality: 'rlcard-strict',
  challenge: false,
  unoCall: false,
  twoPlayerReverseIsSkip: false,
  scoring: 'single-hand',
  reshuffleKeepsTop: false,
  reshuffleWhenShort: true,
  drawnCardMatchesColorOnly: true,
  firstDealer: 'last-seat',
  firstCard: 'rlcard',
})

/**
 * The complete options: the profile's, overridden by the given ones (frozen). Throws
 * {@link InvalidOptionError} (scope `'UNO'`) on an unknown option or profile and on an impossible value,
 * with the messages of 1.x (`UNO option stacking must be 'none', 'same', 'cross', not "all"`).
 *
 * @example
 * resolveUnoOptions({ stacking: 'same' }).stacking // 'same'
 * resolveUnoOptions({ profile: 'rlcard' }).challenge // false
 */
export function resolveUnoOptions(options: UnoOptions = {}): ResolvedUnoOptions {
  if (typeof options !== 'object' || options === null) throw optionError('options', options, 'an object', 'UNO options must be an object')
  const { profile = 'official', ...rest } = options
  const base = profile === 'rlcard' ? RLCARD_UNO_OPTIONS : profile === 'official' ? OFFICIAL_UNO_OPTIONS : null
  if (base === null) throw optionError('profile', profile, "'official' or 'rlcard'", `Unknown UNO profile '${String(profile)}'`)
  const resolved: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(rest)) {
    if (!Object.hasOwn(OFFICIAL_UNO_OPTIONS, key)) throw optionError(key, value, 'an option of ResolvedUnoOptions', `Unknown UNO option '${key}'`)
    if (value !== undefined) resolved[key] = value
  }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const value = resolved[key]
    if (allowed === 'boolean' ? typeof value !== 'boolean' : !allowed.includes(value as string)) {
      const phrase = allowed === 'boolean' ? 'true or false' : allowed.map((a) => `'${a}'`).join(', ')
      throw optionError(key, value, phrase, `UNO option ${key} must be ${phrase}, not ${JSON.stringify(value)}`)
    }
  }
  const { handSize, unoPenalty, target } = resolved
  if (!Number.isInteger(handSize) || (handSize as number) < 1 || (handSize as number) > 10) {
    throw optionError('handSize', handSize, 'an integer from 1 to 10', 'handSize must be an integer from 1 to 10')
  }
  if (!Number.isInteger(unoPenalty) || (unoPenalty as number) < 0) {
    throw optionError('unoPenalty', unoPenalty, 'a non-negative integer', 'unoPenalty must be a non-negative integer')
  }
  if (typeof target !== 'number' || !(target >= 0) || target === Infinity) {
    throw optionError('target', target, 'a non-negative finite number', 'target must be a non-negative finite number')
  }
  return Object.freeze(resolved) as unknown as ResolvedUnoOptions
}

/**
 * The options a game record pins (the plugin's `config`): every option, but those added after 1.0
 * (`reshuffleWhenShort`, `firstCard`) only when they are not at their default, so that a record of the
 * official game made before them still replays. @internal
 */
export function pinnedUnoOptions(options: ResolvedUnoOptions): Record<string, unknown> {
  const pinned: Record<string, unknown> = { ...options }
  for (const key of LATER_OPTIONS) if (pinned[key] === OFFICIAL_UNO_OPTIONS[key]) delete pinned[key]
  return pinned
}

const LATER_OPTIONS: readonly (keyof ResolvedUnoOptions)[] = ['reshuffleWhenShort', 'firstCard']

/**
 * The typed error of an option check, with the message UNO has always given (the README shows it, and hosts
 * may match on it): `option`, `value` and `allowed` are there for a host that writes its own. @internal
 */
export function optionError(option: string, value: unknown, allowed: string, message: string): InvalidOptionError {
  return new InvalidOptionError(option, value, allowed, { scope: 'UNO', message })
}

// The allowed values of every option that is not a number.
const CHOICES: Readonly<Record<string, 'boolean' | readonly string[]>> = Object.freeze({
  drawnCardPlay: ['optional', 'forced', 'never', 'automatic'],
  voluntaryDraw: 'boolean',
  wd4Legality: ['official-bluffable', 'enforced', 'rlcard-strict'],
  challenge: 'boolean',
  challengeSuccessSkips: 'boolean',
  unoCall: 'boolean',
  twoPlayerReverseIsSkip: 'boolean',
  stacking: ['none', 'same', 'cross'],
  sevenO: 'boolean',
  jumpIn: 'boolean',
  drawToMatch: 'boolean',
  noWinningOnAction: 'boolean',
  scoring: ['winner-takes', 'lowest-total', 'single-hand'],
  reshuffleKeepsTop: 'boolean',
  challengeLastCard: 'boolean',
  drawnCardMatchesColorOnly: 'boolean',
  firstDealer: ['high-card', 'random', 'last-seat'],
  reshuffleWhenShort: 'boolean',
  firstCard: ['official', 'rlcard'],
})
