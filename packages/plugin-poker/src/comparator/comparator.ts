import { rankOfHand } from '../detector/detect'
import { categoryOf, handName, type HandCategory } from '../eval/handCategory'
import { PokerInputError } from '../errors/pokerInputError'
import { checkRank, describeRank, ranksOf } from './describeRank'

/** What the comparator compares: a rank (1–7462), anything with a `rank` (a `HandResult`), or 5 to 7 cards. */
export type HandValue = number | { readonly rank: number } | readonly string[]

/** The Comparator: one comparable integer per hand, comparison and descriptions. */
export interface ComparatorApi {
  /** The rank (1–7462, higher is better) of the best five of 5 to 7 cards. */
  rank(cards: readonly string[]): number
  /** 1 when `a` beats `b`, -1 when `b` beats `a`, 0 for a tie (a split pot); usable with `Array.prototype.sort`, weakest first. */
  compare(a: HandValue, b: HandValue): -1 | 0 | 1
  /** The description with kickers, e.g. `'Pair of Aces, K-Q-J kickers'`. */
  describe(hand: HandValue): string
  /** The category of a hand. */
  category(hand: HandValue): HandCategory
  /** The category's name, `'Royal flush'` for the royal flush. */
  name(hand: HandValue): string
  /** The five ranks (0 deuce … 12 ace) in significance order. */
  ranks(hand: HandValue): number[]
}

/**
 * The rank of a {@link HandValue}.
 *
 * @example
 * rankOf(['As', 'Ad', 'Kc', 'Qh', 'Js']) === rankOf(evaluateHand(['As', 'Ad', 'Kc', 'Qh', 'Js'])) // true
 */
export function rankOf(hand: HandValue): number {
  if (typeof hand === 'number') return hand
  if (Array.isArray(hand)) return rankOfHand(hand)
  if (typeof hand === 'object' && hand !== null && typeof (hand as { rank?: unknown }).rank === 'number') return (hand as { rank: number }).rank
  throw new PokerInputError('Not a hand: expected a rank, a hand result or an array of cards', 'POKER_BAD_INPUT', hand)
}

/**
 * Compares two hands: 1 when `a` beats `b`, -1 when it loses, 0 for a tie.
 *
 * @example
 * compareHands(['As', 'Ad', 'Kc', 'Qh', 'Js'], ['Ks', 'Kd', 'Ac', 'Qd', 'Jc']) // 1
 * hands.sort(compareHands) // weakest first
 */
export function compareHands(a: HandValue, b: HandValue): -1 | 0 | 1 {
  const left = rankOf(a)
  const right = rankOf(b)
  return left > right ? 1 : left < right ? -1 : 0
}

/**
 * The Comparator of the spec: `rank`, `compare`, `describe` and friends over ranks,
 * hand results or cards.
 *
 * @example
 * Comparator.compare(evaluateHand(['As', 'Ad', 'Kc', 'Qh', 'Js']), 3000) // 1
 * Comparator.describe(['Ks', 'Kd', 'Kc', '7h', '7s']) // 'Full house, Kings full of Sevens'
 */
export const Comparator: ComparatorApi = Object.freeze({
  rank: rankOfHand,
  compare: compareHands,
  describe: (hand: HandValue) => describeRank(rankOf(hand)),
  category: (hand: HandValue) => categoryOf(checked(rankOf(hand))),
  name: (hand: HandValue) => handName(checked(rankOf(hand))),
  ranks: (hand: HandValue) => ranksOf(rankOf(hand)),
})

function checked(rank: number): number {
  checkRank(rank)
  return rank
}
