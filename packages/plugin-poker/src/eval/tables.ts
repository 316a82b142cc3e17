import { ALPHABET, ENCODED_ROW_OFFSETS, HASH_TABLE_SIZE, RANK_KEYS, ROW_SHIFT } from './rankHash.generated'
import { patternOfRankMasks, rankOfFlushMask, rankOfRankMasks } from './handClasses'

/** The lookup tables of the evaluator, built on first use. @internal */
export interface Tables {
  /** Rank key of each card code (see rankHash.generated.ts). */
  readonly cardKeys: Int32Array
  /** Row offsets of the perfect hash. */
  readonly rowOffsets: Int32Array
  /** Rank (1–7462) of the best hand without a flush, by hash slot of its rank key. */
  readonly rankBySlot: Uint16Array
  /** Rank of the best flush or straight flush, by rank mask of the suited cards (five or more bits). */
  readonly flushRanks: Uint16Array
  /** The five ranks of each rank's hand in significance order, 4 bits each, first in the low bits. */
  readonly patterns: Int32Array
}

const ROW_MASK = (1 << ROW_SHIFT) - 1

let tables: Tables | undefined
let buildMilliseconds = 0

/**
 * The evaluator's tables, built on the first call (about 0.4 MB; the time it took is
 * in {@link tableBuildMilliseconds}).
 *
 * @internal
 */
export function getTables(): Tables {
  return (tables ??= buildTables())
}

/**
 * How long building the lookup tables took, in milliseconds (0 until they are built).
 *
 * @example
 * preloadTables()
 * console.log(`tables built in ${tableBuildMilliseconds().toFixed(1)} ms`)
 */
export function tableBuildMilliseconds(): number {
  return buildMilliseconds
}

function now(): number {
  return typeof performance === 'object' ? performance.now() : Date.now()
}

function buildTables(): Tables {
  const started = now()
  const cardKeys = new Int32Array(52)
  for (let code = 0; code < 52; code++) cardKeys[code] = RANK_KEYS[code >> 2]!

  const digit = new Int8Array(128)
  for (let i = 0; i < 64; i++) digit[ALPHABET.charCodeAt(i)] = i
  const rowOffsets = new Int32Array(ENCODED_ROW_OFFSETS.length / 3)
  for (let row = 0, i = 0; row < rowOffsets.length; row++, i += 3) {
    rowOffsets[row] =
      (digit[ENCODED_ROW_OFFSETS.charCodeAt(i)]! << 12) |
      (digit[ENCODED_ROW_OFFSETS.charCodeAt(i + 1)]! << 6) |
      digit[ENCODED_ROW_OFFSETS.charCodeAt(i + 2)]!
  }

  const rankBySlot = new Uint16Array(HASH_TABLE_SIZE)
  const patterns = new Int32Array(7463)
  // Every multiset of 5 to 7 ranks, at most four of a rank, with its key and rank masks.
  const visit = (rank: number, size: number, key: number, any: number, twos: number, threes: number, fours: number): void => {
    if (rank === 13) {
      if (size < 5) return
      const handRank = rankOfRankMasks(any, twos, threes, fours)
      rankBySlot[rowOffsets[key >>> ROW_SHIFT]! + (key & ROW_MASK)] = handRank
      if (size === 5) patterns[handRank] = patternOfRankMasks(any, twos, threes, fours)
      return
    }
    const bit = 1 << rank
    const rankKey = RANK_KEYS[rank]!
    for (let count = 0; count <= 4 && size + count <= 7; count++) {
      visit(
        rank + 1,
        size + count,
        key + count * rankKey,
        count >= 1 ? any | bit : any,
        count >= 2 ? twos | bit : twos,
        count >= 3 ? threes | bit : threes,
        count === 4 ? fours | bit : fours,
      )
    }
  }
  visit(0, 0, 0, 0, 0, 0, 0)

  const flushRanks = new Uint16Array(8192)
  for (let mask = 0; mask < 8192; mask++) {
    let bits = 0
    for (let m = mask; m !== 0; m &= m - 1) bits++
    if (bits < 5) continue
    const handRank = rankOfFlushMask(mask)
    flushRanks[mask] = handRank
    if (bits === 5) patterns[handRank] = patternOfRankMasks(mask, 0, 0, 0)
  }

  buildMilliseconds = now() - started
  return { cardKeys, rowOffsets, rankBySlot, flushRanks, patterns }
}
