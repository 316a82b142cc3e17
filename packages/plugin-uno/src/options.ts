/**
 * The rule decisions of section 11 of the rules reference, plus the house rules of section 10. Every
 * field is optional in {@link createUnoPlugin}: the defaults are the official game.
 */
export interface UnoOptions {
  /** Cards dealt to each player. Default 7. */
  handSize: number
  /** After a draw, may the drawn card be played: `'optional'` (official), `'forced'` (must, if playable) or `'never'`. */
  drawnCardPlay: 'optional' | 'forced' | 'never'
  /** May a player draw while holding a playable card (official: yes). */
  voluntaryDraw: boolean
  /**
   * When a Wild Draw Four may be played: `'official-bluffable'` (any time; a bluff may be challenged),
   * `'enforced'` (only without a card of the current colour: no bluffing, so no challenge) or
   * `'rlcard-strict'` (only when no other card is playable).
   */
  wd4Legality: 'official-bluffable' | 'enforced' | 'rlcard-strict'
  /** May the victim of a Wild Draw Four challenge it (official: yes; only meaningful when bluffing is possible). */
  challenge: boolean
  /** After a successful challenge, is the challenger still skipped (recommended: no). */
  challengeSuccessSkips: boolean
  /** Must a player call UNO when down to one card, and may others catch them (official: yes). */
  unoCall: boolean
  /** Cards a player caught without calling UNO draws: 2 (official) or 1 (the softer house rule). */
  unoPenalty: number
  /** With two players, Reverse acts like Skip (official: yes). */
  twoPlayerReverseIsSkip: boolean
  /** Stacking of draw cards: `'none'` (official), `'same'` (+2 on +2, +4 on +4) or `'cross'` (also +2 on +4 and +4 on +2). */
  stacking: 'none' | 'same' | 'cross'
  /** Seven-O: a 7 swaps hands with a chosen player, a 0 passes every hand on in the direction of play. */
  sevenO: boolean
  /** Jump-In: an identical card may be played out of turn right after it is played. */
  jumpIn: boolean
  /** Draw to match: a player with nothing playable keeps drawing until a playable card comes. */
  drawToMatch: boolean
  /** The last card may not be an action card or a Wild (a folk variant). */
  noWinningOnAction: boolean
  /**
   * `'winner-takes'` (official: the player who goes out scores the others' cards; first to `target` wins),
   * `'lowest-total'` (each keeps the points left in their own hand; when one reaches `target`, the lowest wins)
   * or `'single-hand'` (no scoring: the first player to go out wins the game).
   */
  scoring: 'winner-takes' | 'lowest-total' | 'single-hand'
  /** Points that end the match. Default 500. */
  target: number
  /** On reshuffling the discard pile into the draw pile, its top card stays (official: yes). */
  reshuffleKeepsTop: boolean
  /** May a Wild Draw Four played as the last card be challenged (recommended: yes, then the hand ends). */
  challengeLastCard: boolean
  /**
   * A drawn card that is played immediately must match by colour (or be a Wild), as in RLCard; otherwise a
   * match by number or symbol counts too. Default `false`.
   */
  drawnCardMatchesColorOnly: boolean
  /**
   * How the first dealer of a match is chosen: `'high-card'` (official: each player draws a card, the highest
   * number deals, a card with a symbol counts as 0, and players tied for the highest draw again) or
   * `'random'` (any seat with equal odds, one random number).
   */
  firstDealer: 'high-card' | 'random'
}

/**
 * The official game: the defaults of every option.
 *
 * @example
 * OFFICIAL_UNO_OPTIONS.target // 500
 */
export const OFFICIAL_UNO_OPTIONS: Readonly<UnoOptions> = Object.freeze({
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
})

/**
 * RLCard's simplified UNO: no challenge, no UNO call, no scoring (first out wins), a Wild Draw Four only
 * when nothing else is playable, no voluntary draw, a drawn card matching the colour (or a Wild) must be
 * played, and a two-player Reverse passes the turn as with more players. Play it with 2 players.
 *
 * @example
 * createUnoPlugin({ ...RLCARD_UNO_OPTIONS, handSize: 5 })
 */
export const RLCARD_UNO_OPTIONS: Readonly<UnoOptions> = Object.freeze({
  ...OFFICIAL_UNO_OPTIONS,
  drawnCardPlay: 'forced',
  voluntaryDraw: false,
  wd4Legality: 'rlcard-strict',
  challenge: false,
  unoCall: false,
  twoPlayerReverseIsSkip: false,
  scoring: 'single-hand',
  drawnCardMatchesColorOnly: true,
  firstDealer: 'random',
})

/** The named rule sets: `'official'` (the default) and `'rlcard'`. */
export type UnoProfile = 'official' | 'rlcard'

/** What {@link createUnoPlugin} accepts: a profile and any options over it. */
export type UnoPluginOptions = Partial<UnoOptions> & { profile?: UnoProfile }

/**
 * The complete options: the profile's, overridden by the given ones. Throws on an impossible value.
 *
 * @example
 * resolveUnoOptions({ stacking: 'same' }).stacking // 'same'
 * resolveUnoOptions({ profile: 'rlcard' }).challenge // false
 */
export function resolveUnoOptions(options: UnoPluginOptions = {}): Readonly<UnoOptions> {
  if (typeof options !== 'object' || options === null) throw new TypeError('UNO options must be an object')
  const { profile = 'official', ...rest } = options
  const base = profile === 'rlcard' ? RLCARD_UNO_OPTIONS : profile === 'official' ? OFFICIAL_UNO_OPTIONS : null
  if (base === null) throw new Error(`Unknown UNO profile '${String(profile)}'`)
  const resolved: UnoOptions = { ...base }
  for (const [key, value] of Object.entries(rest)) {
    if (!Object.hasOwn(OFFICIAL_UNO_OPTIONS, key)) throw new Error(`Unknown UNO option '${key}'`)
    if (value !== undefined) (resolved as unknown as Record<string, unknown>)[key] = value
  }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const value = (resolved as unknown as Record<string, unknown>)[key]
    if (allowed === 'boolean' ? typeof value !== 'boolean' : !allowed.includes(value as string)) {
      throw new Error(`UNO option ${key} must be ${allowed === 'boolean' ? 'true or false' : allowed.map((a) => `'${a}'`).join(', ')}, not ${JSON.stringify(value)}`)
    }
  }
  if (!Number.isInteger(resolved.handSize) || resolved.handSize < 1 || resolved.handSize > 10) throw new Error('handSize must be an integer from 1 to 10')
  if (!Number.isInteger(resolved.unoPenalty) || resolved.unoPenalty < 0) throw new Error('unoPenalty must be a non-negative integer')
  if (typeof resolved.target !== 'number' || !(resolved.target >= 0) || resolved.target === Infinity) throw new Error('target must be a non-negative finite number')
  return Object.freeze(resolved)
}

// The allowed values of every option that is not a number.
const CHOICES: Readonly<Record<string, 'boolean' | readonly string[]>> = {
  drawnCardPlay: ['optional', 'forced', 'never'],
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
  firstDealer: ['high-card', 'random'],
}
