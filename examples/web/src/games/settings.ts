import type { UnoOptions } from '@decklet/plugin-uno'

/** The games the site plays. */
export type GameId = 'uno' | 'doudizhu' | 'holdem'

/** UNO's house rules the lobby offers (a subset of `UnoOptions`; every other option stays official). */
export type UnoHouseRules = Pick<UnoOptions, 'stacking' | 'sevenO' | 'jumpIn' | 'drawToMatch' | 'drawnCardPlay' | 'noWinningOnAction' | 'challenge' | 'unoCall'>

/** What a person picks before an offline game (also read from the page's address: see `settingsFromQuery`). */
export interface GameSettings {
  /** The deal; the same seed deals the same cards. */
  readonly seed: number
  /** The time for each decision, in seconds: then the session plays the game's default. */
  readonly turnSeconds: number
  /** How long the bots think before each answer, in ms. */
  readonly botDelayMs: number
  /** How long a card animation lasts before the page acknowledges it, in ms. */
  readonly animationMs: number
  readonly unoRules: UnoHouseRules
  /** UNO: play one hand (the first out wins) or to 500 points. */
  readonly unoTo500: boolean
  /** Hold'em: hands in the session. */
  readonly holdemHands: number
}

/** The lobby's defaults: the official UNO rules, 30 s a turn, bots that take a moment. */
export const DEFAULT_SETTINGS: GameSettings = Object.freeze({
  seed: 1,
  turnSeconds: 30,
  botDelayMs: 600,
  animationMs: 350,
  unoRules: Object.freeze({}),
  unoTo500: false,
  holdemHands: 30,
})

const UNO_FLAGS = ['sevenO', 'jumpIn', 'drawToMatch', 'noWinningOnAction'] as const

/**
 * Settings from a query string (`seed=7&turn=20&bots=0&anim=50&stacking=same&sevenO=1…`), over the defaults:
 * a game can be linked to, and the browser tests start seeded games this way. Values out of range are
 * clamped; unknown keys are ignored.
 */
export function settingsFromQuery(query: URLSearchParams, base: GameSettings = DEFAULT_SETTINGS): GameSettings {
  const num = (key: string, fallback: number, min: number, max: number): number => {
    const raw = query.get(key)
    if (raw === null || raw.trim() === '' || !Number.isFinite(Number(raw))) return fallback
    return Math.min(max, Math.max(min, Math.round(Number(raw))))
  }
  const rules: Record<string, unknown> = { ...base.unoRules }
  const stacking = query.get('stacking')
  if (stacking === 'same' || stacking === 'cross' || stacking === 'none') rules.stacking = stacking
  for (const flag of UNO_FLAGS) if (query.has(flag)) rules[flag] = query.get(flag) === '1'
  if (query.has('forcedPlay')) rules.drawnCardPlay = query.get('forcedPlay') === '1' ? 'forced' : 'optional'
  if (query.has('challenge')) rules.challenge = query.get('challenge') !== '0'
  if (query.has('unoCall')) rules.unoCall = query.get('unoCall') !== '0'
  return Object.freeze({
    seed: num('seed', base.seed, 0, 2 ** 31 - 1),
    turnSeconds: num('turn', base.turnSeconds, 2, 600),
    botDelayMs: num('bots', base.botDelayMs, 0, 5_000),
    animationMs: num('anim', base.animationMs, 0, 3_000),
    unoRules: Object.freeze(rules as UnoHouseRules),
    unoTo500: query.has('to500') ? query.get('to500') === '1' : base.unoTo500,
    holdemHands: num('hands', base.holdemHands, 1, 500),
  })
}

/** The query string of {@link settingsFromQuery} for `settings` (only what differs from the defaults). */
export function settingsToQuery(settings: GameSettings): string {
  const q = new URLSearchParams()
  const d = DEFAULT_SETTINGS
  q.set('seed', String(settings.seed))
  if (settings.turnSeconds !== d.turnSeconds) q.set('turn', String(settings.turnSeconds))
  if (settings.botDelayMs !== d.botDelayMs) q.set('bots', String(settings.botDelayMs))
  if (settings.animationMs !== d.animationMs) q.set('anim', String(settings.animationMs))
  const r = settings.unoRules
  if (r.stacking !== undefined && r.stacking !== 'none') q.set('stacking', r.stacking)
  for (const flag of UNO_FLAGS) if (r[flag] === true) q.set(flag, '1')
  if (r.drawnCardPlay === 'forced') q.set('forcedPlay', '1')
  if (r.challenge === false) q.set('challenge', '0')
  if (r.unoCall === false) q.set('unoCall', '0')
  if (settings.unoTo500) q.set('to500', '1')
  if (settings.holdemHands !== d.holdemHands) q.set('hands', String(settings.holdemHands))
  return q.toString()
}
