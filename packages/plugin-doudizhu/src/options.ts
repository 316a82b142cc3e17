import { InvalidOptionError } from '@decklet/core'
import { DOUDIZHU_PROFILES, type DoudizhuProfile } from './combination'
import type { BiddingMode } from './state'

/**
 * Options of {@link createDoudizhuPlugin} and {@link createDoudizhuPlugins}, as the user gives them: every
 * field is optional, {@link resolveDoudizhuOptions} fills in the defaults.
 *
 * @example
 * const options: DoudizhuOptions = { profile: 'standard', bidding: 'rob', deals: 3 }
 */
export interface DoudizhuOptions {
  /** Rule profile (default `standard`): what is a combination, what beats what, how deals score. */
  profile?: DoudizhuProfile
  /** How the landlord is chosen; default `points` for `standard`, `none` (the first seat) for `rlcard`/`douzero`. */
  bidding?: BiddingMode
  /** Deals in the match (default 1). */
  deals?: number
  /** Base score (default 1). */
  baseScore?: number
  /** Highest total multiplier of a deal (default none). */
  multiplierCap?: number | null
  /**
   * What `getLegalActions` lists for `PLAY`: one action per distinct rank multiset with the cards picked
   * deterministically (`ranks`, the default), or every choice of cards (`cards`).
   */
  enumerate?: 'ranks' | 'cards'
}

/**
 * The options a plugin plays with: {@link DoudizhuOptions} with every default filled in. Frozen.
 *
 * @example
 * resolveDoudizhuOptions({ profile: 'rlcard' }).bidding // 'none'
 */
export interface ResolvedDoudizhuOptions {
  readonly profile: DoudizhuProfile
  readonly bidding: BiddingMode
  readonly deals: number
  readonly baseScore: number
  /** `null`: no cap. */
  readonly multiplierCap: number | null
  readonly enumerate: 'ranks' | 'cards'
}

/**
 * What each profile plays by default where the user says nothing: the standard game is bid for in points
 * (叫分); RLCard and DouZero deal the landlord's hand to the first seat without bidding, as their
 * environments do.
 *
 * @example
 * DOUDIZHU_PROFILE_DEFAULTS.douzero.bidding // 'none'
 */
export const DOUDIZHU_PROFILE_DEFAULTS: Readonly<Record<DoudizhuProfile, { readonly bidding: BiddingMode }>> = Object.freeze({
  standard: Object.freeze({ bidding: 'points' }),
  rlcard: Object.freeze({ bidding: 'none' }),
  douzero: Object.freeze({ bidding: 'none' }),
})

const BIDDING_MODES: readonly BiddingMode[] = ['points', 'rob', 'none']

/** `'a', 'b' or 'c'`: the allowed values as an option message lists them. */
function oneOf(values: readonly string[]): string {
  const quoted = values.map((v) => `'${v}'`)
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
}

/**
 * The options with the defaults filled in (the profile's bidding, one deal, base score 1, no cap, `ranks`).
 * Throws {@link InvalidOptionError} for a profile or bidding that does not exist or a number of deals that
 * is not a positive integer (`doudizhu: deals must be a positive integer, got 0`).
 *
 * @example
 * resolveDoudizhuOptions({ deals: 3 }) // { profile: 'standard', bidding: 'points', deals: 3, … }
 */
export function resolveDoudizhuOptions(options: DoudizhuOptions = {}): ResolvedDoudizhuOptions {
  const profile = options.profile ?? 'standard'
  if (!DOUDIZHU_PROFILES.includes(profile)) {
    throw new InvalidOptionError('profile', profile, oneOf(DOUDIZHU_PROFILES), { scope: 'doudizhu' })
  }
  const resolved: ResolvedDoudizhuOptions = {
    profile,
    bidding: options.bidding ?? DOUDIZHU_PROFILE_DEFAULTS[profile].bidding,
    deals: options.deals ?? 1,
    baseScore: options.baseScore ?? 1,
    multiplierCap: options.multiplierCap ?? null,
    enumerate: options.enumerate ?? 'ranks',
  }
  if (!Number.isInteger(resolved.deals) || resolved.deals < 1) {
    throw new InvalidOptionError('deals', resolved.deals, 'a positive integer', { scope: 'doudizhu' })
  }
  if (!BIDDING_MODES.includes(resolved.bidding)) {
    throw new InvalidOptionError('bidding', resolved.bidding, oneOf(BIDDING_MODES), { scope: 'doudizhu' })
  }
  return Object.freeze(resolved)
}
