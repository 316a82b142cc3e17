/**
 * The hand categories, weakest first. A hand's category follows from its rank:
 * see {@link categoryOf}.
 */
export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const

/** A hand category (the royal flush is the best `'straight-flush'`, named `'Royal flush'`). */
export type HandCategory = (typeof HAND_CATEGORIES)[number]

/** How many equivalence classes each category has, in the order of {@link HAND_CATEGORIES}. */
const CLASS_COUNTS = [1277, 2860, 858, 858, 10, 1277, 156, 156, 10] as const

/**
 * The lowest rank of each category, in the order of {@link HAND_CATEGORIES}: ranks
 * `CATEGORY_FIRST_RANK[i]` to `CATEGORY_FIRST_RANK[i + 1] - 1` are of category `i`.
 *
 * @example
 * CATEGORY_FIRST_RANK[HAND_CATEGORIES.indexOf('flush')] // 5864
 */
export const CATEGORY_FIRST_RANK: readonly number[] = CLASS_COUNTS.reduce<number[]>(
  (firsts, count, i) => [...firsts, firsts[i]! + count],
  [1],
)

/** The weakest hand's rank (7-5-4-3-2 of mixed suits). */
export const WORST_RANK = 1

/** The best hand's rank, the royal flush; also how many equivalence classes there are. */
export const ROYAL_FLUSH_RANK = 7462

/** Human names of the categories, in the order of {@link HAND_CATEGORIES}. */
const CATEGORY_NAMES = [
  'High card',
  'Pair',
  'Two pair',
  'Three of a kind',
  'Straight',
  'Flush',
  'Full house',
  'Four of a kind',
  'Straight flush',
] as const

/**
 * The index in {@link HAND_CATEGORIES} of a rank's category (0 high card … 8 straight flush).
 *
 * @example
 * categoryIndexOf(7462) // 8
 */
export function categoryIndexOf(rank: number): number {
  if (rank > 5863) return rank > 7296 ? (rank > 7452 ? 8 : 7) : rank > 7140 ? 6 : 5
  if (rank > 4137) return rank > 5853 ? 4 : rank > 4995 ? 3 : 2
  return rank > 1277 ? 1 : 0
}

/**
 * The category of a rank (1–7462).
 *
 * @example
 * categoryOf(evaluateHand(['As', 'Ad', 'Kc', 'Qh', 'Js']).rank) // 'pair'
 */
export function categoryOf(rank: number): HandCategory {
  return HAND_CATEGORIES[categoryIndexOf(rank)]!
}

/**
 * The name of a rank's category, with the royal flush named as such.
 *
 * @example
 * handName(7462) // 'Royal flush'
 * handName(7461) // 'Straight flush'
 */
export function handName(rank: number): string {
  return rank === ROYAL_FLUSH_RANK ? 'Royal flush' : CATEGORY_NAMES[categoryIndexOf(rank)]!
}
