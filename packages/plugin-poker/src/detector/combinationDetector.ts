import type { HandResult, LowHandResult } from './handResult'
import { evaluateHand, evaluateLowHand, evaluateOmahaHand, evaluateOmahaLowHand } from './detect'

/** The CombinationDetector: the best five-card hand (and the best low) a player's cards make. */
export interface CombinationDetectorApi {
  /** The best five of 5, 6 or 7 cards. See {@link evaluateHand}. */
  detect(cards: readonly string[]): HandResult
  /** The best Omaha hand, two of four hole cards and three of 3 to 5 board cards. See {@link evaluateOmahaHand}. */
  detectOmaha(hole: readonly string[], board: readonly string[]): HandResult
  /** The best eight-or-better low of any five of 5 to 7 cards, or `null`. See {@link evaluateLowHand}. */
  detectLow(cards: readonly string[]): LowHandResult | null
  /** The best Omaha eight-or-better low, or `null`. See {@link evaluateOmahaLowHand}. */
  detectOmahaLow(hole: readonly string[], board: readonly string[]): LowHandResult | null
}

/**
 * The CombinationDetector of the spec.
 *
 * @example
 * CombinationDetector.detect(['std-hearts-A', 'std-spades-A', 'std-clubs-K', 'std-clubs-9', 'std-diamonds-2']).description
 * // 'Pair of Aces, K-9-2 kickers'
 */
export const CombinationDetector: CombinationDetectorApi = Object.freeze({
  detect: evaluateHand,
  detectOmaha: evaluateOmahaHand,
  detectLow: evaluateLowHand,
  detectOmahaLow: evaluateOmahaLowHand,
})
