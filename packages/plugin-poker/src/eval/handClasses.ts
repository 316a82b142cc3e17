// The arithmetic of the 7,462 equivalence classes of five-card hands, used to fill
// the lookup tables once (see tables.ts). Ranks are 0 (deuce) to 12 (ace); a rank
// mask has bit r set for rank r. Within a category, classes are numbered by the
// ranks in significance order, compared left to right, which for a set of ranks
// is the numeric order of its mask (the colexicographic order of the set).
import { CATEGORY_FIRST_RANK } from './handCategory'

const HIGH_CARD = 0
const PAIR = 1
const TWO_PAIR = 2
const THREE_OF_A_KIND = 3
const STRAIGHT = 4
const FLUSH = 5
const FULL_HOUSE = 6
const FOUR_OF_A_KIND = 7
const STRAIGHT_FLUSH = 8

/** Rank mask of the wheel, A-2-3-4-5. */
const WHEEL = 0b1_0000_0000_1111

/** The rank masks of the ten straights, wheel first. */
const STRAIGHTS: readonly number[] = [WHEEL, ...Array.from({ length: 9 }, (_, i) => 0b11111 << i)]

/** `BINOMIAL[n][k]` = n choose k, for n ≤ 13. */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: 14 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let value = 1
    for (let i = 0; i < k; i++) value = (value * (n - i)) / (i + 1)
    return k > n ? 0 : Math.round(value)
  }),
)

function bit(rank: number): number {
  return 1 << rank
}

/** The highest rank in a non-empty mask. */
function top(mask: number): number {
  return 31 - Math.clz32(mask)
}

function popcount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

/** The `count` highest ranks of a mask, as a mask. */
function topRanks(mask: number, count: number): number {
  let out = 0
  let rest = mask
  for (let i = 0; i < count; i++) {
    const high = top(rest)
    out |= bit(high)
    rest &= ~bit(high)
  }
  return out
}

/** The position of a set of ranks among the sets of its size in numeric (colexicographic) order. */
function colex(mask: number): number {
  let index = 0
  let i = 0
  for (let rank = 0; rank < 13; rank++) {
    if ((mask & bit(rank)) !== 0) index += BINOMIAL[rank]![++i]!
  }
  return index
}

/** A mask with one rank taken out and the ranks above it moved down, for kickers (they cannot equal the pair). */
function without(mask: number, rank: number): number {
  const below = mask & (bit(rank) - 1)
  return below | ((mask >>> (rank + 1)) << rank)
}

/**
 * The index of the best straight within a rank mask: 0 for the wheel (5-high) to 9
 * for ace-high; -1 when there is none.
 *
 * @internal
 */
export function straightIndex(mask: number): number {
  for (let i = 9; i >= 0; i--) if ((mask & STRAIGHTS[i]!) === STRAIGHTS[i]) return i
  return -1
}

/** The index of five distinct ranks that are no straight, among those in numeric order. */
function highCardIndex(mask: number): number {
  let straightsBelow = 0
  for (const straight of STRAIGHTS) if (straight < mask) straightsBelow++
  return colex(mask) - straightsBelow
}

function classOf(category: number, index: number): number {
  return CATEGORY_FIRST_RANK[category]! + index
}

/**
 * The rank (1–7462) of the best hand without a flush that a multiset of 5 to 7 card
 * ranks makes, given as rank masks: the ranks with at least one, two, three and four cards.
 *
 * @internal
 */
export function rankOfRankMasks(any: number, twos: number, threes: number, fours: number): number {
  if (fours !== 0) {
    const quad = top(fours)
    const kicker = top(any & ~bit(quad))
    return classOf(FOUR_OF_A_KIND, quad * 12 + kicker - (kicker > quad ? 1 : 0))
  }
  if (threes !== 0 && (twos & ~bit(top(threes))) !== 0) {
    const trips = top(threes)
    const pair = top(twos & ~bit(trips))
    return classOf(FULL_HOUSE, trips * 12 + pair - (pair > trips ? 1 : 0))
  }
  const straight = straightIndex(any)
  if (straight >= 0) return classOf(STRAIGHT, straight)
  if (threes !== 0) {
    const trips = top(threes)
    return classOf(THREE_OF_A_KIND, trips * 66 + colex(without(topRanks(any & ~bit(trips), 2), trips)))
  }
  if (popcount(twos) >= 2) {
    const high = top(twos)
    const low = top(twos & ~bit(high))
    const kicker = top(any & ~bit(high) & ~bit(low))
    const kickerIndex = kicker - (kicker > low ? 1 : 0) - (kicker > high ? 1 : 0)
    return classOf(TWO_PAIR, (BINOMIAL[high]![2]! + low) * 11 + kickerIndex)
  }
  if (twos !== 0) {
    const pair = top(twos)
    return classOf(PAIR, pair * 220 + colex(without(topRanks(any & ~bit(pair), 3), pair)))
  }
  return classOf(HIGH_CARD, highCardIndex(topRanks(any, 5)))
}

/**
 * The rank of the best flush (or straight flush) within the ranks of five or more
 * cards of one suit.
 *
 * @internal
 */
export function rankOfFlushMask(mask: number): number {
  const straight = straightIndex(mask)
  if (straight >= 0) return classOf(STRAIGHT_FLUSH, straight)
  return classOf(FLUSH, highCardIndex(topRanks(mask, 5)))
}

/**
 * The five ranks of a five-card multiset (given as rank masks, as for
 * {@link rankOfRankMasks}) in significance order, packed 4 bits each with the first
 * in the low bits: the most numerous first (higher first among equals), a straight
 * from its top card, the wheel as 5-4-3-2-A.
 *
 * @internal
 */
export function patternOfRankMasks(any: number, twos: number, threes: number, fours: number): number {
  if (any === WHEEL) return 3 | (2 << 4) | (1 << 8) | (0 << 12) | (12 << 16)
  let packed = 0
  let shift = 0
  const groups = [fours, threes & ~fours, twos & ~threes, any & ~twos]
  for (let g = 0; g < 4; g++) {
    const copies = 4 - g
    for (let rest = groups[g]!; rest !== 0; rest &= ~bit(top(rest))) {
      for (let i = 0; i < copies; i++, shift += 4) packed |= top(rest) << shift
    }
  }
  return packed
}
