import { InvalidArgumentError } from '@decklet/core'
/**
 * The fifteen Dou Dizhu ranks, lowest first: `3` … `A`, `2`, the black joker `BJ` and the red joker `RJ`.
 * Suits never matter in play, so moves are lists of ranks.
 *
 * @example
 * RANKS.indexOf('2') // 12
 */
export const RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2', 'BJ', 'RJ'] as const

/** One rank in the notation of the shared vectors: `'3'`…`'10'`, `'J'`, `'Q'`, `'K'`, `'A'`, `'2'`, `'BJ'`, `'RJ'`. */
export type Rank = (typeof RANKS)[number]

/** Index of the ace, the highest rank a chain may reach. */
export const ACE = 11
/** Index of the 2. */
export const TWO = 12
/** Index of the black (small) joker. */
export const BLACK_JOKER = 13
/** Index of the red (big) joker. */
export const RED_JOKER = 14

const INDEX: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(RANKS.map((rank, index) => [rank, index])),
)

/**
 * The position of a rank in play order (`'3'` is 0, `'RJ'` is 14), or -1 when it is not a rank.
 *
 * @example
 * rankIndex('A') // 11
 */
export function rankIndex(rank: string): number {
  return INDEX[rank] ?? -1
}

/**
 * Whether a string is one of the fifteen ranks.
 *
 * @example
 * isRank('BJ') // true
 */
export function isRank(value: unknown): value is Rank {
  return typeof value === 'string' && INDEX[value] !== undefined
}

/**
 * Counts of each rank (an array of 15 numbers indexed like {@link RANKS}); throws on an unknown rank.
 *
 * @example
 * rankCounts(['3', '3', 'BJ'])[0] // 2
 */
export function rankCounts(cards: readonly string[]): Uint8Array {
  const counts = new Uint8Array(15)
  for (const card of cards) {
    const i = INDEX[card]
    if (i === undefined) throw new InvalidArgumentError(`Unknown rank: ${String(card)}`, 'card')
    counts[i]!++
  }
  return counts
}

/**
 * A copy of the ranks in play order.
 *
 * @example
 * sortRanks(['2', '3', 'RJ', 'A']) // ['3', 'A', '2', 'RJ']
 */
export function sortRanks(cards: readonly string[]): Rank[] {
  const counts = rankCounts(cards)
  const out: Rank[] = []
  for (let r = 0; r < 15; r++) for (let n = counts[r]!; n > 0; n--) out.push(RANKS[r]!)
  return out
}
