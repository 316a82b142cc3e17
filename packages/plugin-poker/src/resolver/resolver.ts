import { resolveShowdown, type ShowdownInput, type ShowdownResult } from './resolveShowdown'
import { splitPot } from './splitPot'

/** The Resolver: showdowns and pot splits. */
export interface ResolverApi {
  /** See {@link resolveShowdown}. */
  resolve(input: ShowdownInput): ShowdownResult
  /** See {@link splitPot}. */
  splitPot(amount: number, winners: readonly number[], order: readonly number[]): number[]
}

/**
 * The Resolver of the spec: a showdown's winners, splits, lows and payouts.
 *
 * @example
 * Resolver.resolve({ board: ['Ah', 'Kd', '7c', '7s', '2d'], holes: [['As', 'Qc'], ['Ac', 'Qs']] }).split // true
 */
export const Resolver: ResolverApi = Object.freeze({ resolve: resolveShowdown, splitPot })
