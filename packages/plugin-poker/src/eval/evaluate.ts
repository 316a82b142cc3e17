// The integer path: card codes in, rank (1–7462, higher is better) out, nothing
// checked. A hand without five cards of one suit is looked up by the sum of its
// cards' rank keys through a perfect hash; a flush by the rank mask of its suit.
import { ROW_SHIFT } from './rankHash.generated'
import { getTables } from './tables'
import { PokerInputError } from '../errors/pokerInputError'

const ROW_MASK = (1 << ROW_SHIFT) - 1

// Copies of the tables' arrays, for the hot path; empty until prepareTables().
let cardKeys: Int32Array = new Int32Array(0)
let rowOffsets: Int32Array = new Int32Array(0)
let rankBySlot: Uint16Array = new Uint16Array(0)
let flushRanks: Uint16Array = new Uint16Array(0)
let ready = false

/**
 * Builds the lookup tables now rather than on the first evaluation (a few
 * milliseconds; see `tableBuildMilliseconds`). Optional: every evaluator builds
 * them when first called.
 *
 * @example
 * preloadTables() // before a timed loop
 */
export function preloadTables(): void {
  if (ready) return
  const tables = getTables()
  cardKeys = tables.cardKeys
  rowOffsets = tables.rowOffsets
  rankBySlot = tables.rankBySlot
  flushRanks = tables.flushRanks
  ready = true
}

// Adding a card's suit bit puts it in a 4-bit counter per suit; with 3 added to
// each counter, bit 3 of a counter is set exactly when its suit has 5 or more cards.
const SUIT_BIAS = 0x3333
const FIVE_OF_A_SUIT = 0x8888

/** Rank of five cards of one suit, given as codes. */
function flush5(a: number, b: number, c: number, d: number, e: number): number {
  return flushRanks[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!
}

/** The rank mask of the cards of suit `s` among up to seven codes (-1 stands for no card). */
function suitMask(s: number, a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  return (
    ((a & 3) === s ? 1 << (a >> 2) : 0) |
    ((b & 3) === s ? 1 << (b >> 2) : 0) |
    ((c & 3) === s ? 1 << (c >> 2) : 0) |
    ((d & 3) === s ? 1 << (d >> 2) : 0) |
    ((e & 3) === s ? 1 << (e >> 2) : 0) |
    (f >= 0 && (f & 3) === s ? 1 << (f >> 2) : 0) |
    (g >= 0 && (g & 3) === s ? 1 << (g >> 2) : 0)
  )
}

/**
 * The rank (1–7462, higher is better) of five cards given as codes (`rank * 4 + suit`,
 * see `parseCard`). Unchecked: the codes must be distinct integers 0–51.
 *
 * @example
 * evaluate5(...cardCodes(['As', 'Ks', 'Qs', 'Js', 'Ts'])) // 7462
 */
export function evaluate5(a: number, b: number, c: number, d: number, e: number): number {
  if (!ready) preloadTables()
  if ((((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3) === 0) return flush5(a, b, c, d, e)
  const key = cardKeys[a]! + cardKeys[b]! + cardKeys[c]! + cardKeys[d]! + cardKeys[e]!
  return rankBySlot[rowOffsets[key >>> ROW_SHIFT]! + (key & ROW_MASK)]!
}

/**
 * The rank of the best five of six cards given as codes. Unchecked, like {@link evaluate5}.
 *
 * @example
 * evaluate6(...cardCodes(['As', 'Ad', 'Kc', 'Kd', '7h', '2s']))
 */
export function evaluate6(a: number, b: number, c: number, d: number, e: number, f: number): number {
  if (!ready) preloadTables()
  const suits =
    ((1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2)) + (1 << ((c & 3) << 2)) + (1 << ((d & 3) << 2)) +
      (1 << ((e & 3) << 2)) + (1 << ((f & 3) << 2)) + SUIT_BIAS) & FIVE_OF_A_SUIT
  if (suits !== 0) return flushRanks[suitMask((31 - Math.clz32(suits)) >> 2, a, b, c, d, e, f, -1)]!
  const key = cardKeys[a]! + cardKeys[b]! + cardKeys[c]! + cardKeys[d]! + cardKeys[e]! + cardKeys[f]!
  return rankBySlot[rowOffsets[key >>> ROW_SHIFT]! + (key & ROW_MASK)]!
}

/**
 * The rank of the best five of seven cards given as codes: the hot path of Hold'em
 * simulations. Unchecked, like {@link evaluate5}; validate once with `cardCodes`.
 *
 * @example
 * const [a, b, c, d, e, f, g] = cardCodes(['As', 'Kd', '7c', '7d', '2h', 'Js', '9s'])
 * evaluate7(a!, b!, c!, d!, e!, f!, g!) // a pair of sevens
 */
export function evaluate7(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  if (!ready) preloadTables()
  const suits =
    ((1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2)) + (1 << ((c & 3) << 2)) + (1 << ((d & 3) << 2)) +
      (1 << ((e & 3) << 2)) + (1 << ((f & 3) << 2)) + (1 << ((g & 3) << 2)) + SUIT_BIAS) & FIVE_OF_A_SUIT
  if (suits !== 0) return flushRanks[suitMask((31 - Math.clz32(suits)) >> 2, a, b, c, d, e, f, g)]!
  const key = cardKeys[a]! + cardKeys[b]! + cardKeys[c]! + cardKeys[d]! + cardKeys[e]! + cardKeys[f]! + cardKeys[g]!
  return rankBySlot[rowOffsets[key >>> ROW_SHIFT]! + (key & ROW_MASK)]!
}

/**
 * The rank of the best five of 5, 6 or 7 card codes in an array (or typed array).
 * Unchecked, like {@link evaluate5}, except for the count.
 *
 * @example
 * evaluateCodes(cardCodes(['As', 'Kd', '7c', '7d', '2h'])) // 2588: a pair of sevens, A-K-2 kickers
 */
export function evaluateCodes(codes: ArrayLike<number>): number {
  switch (codes.length) {
    case 5:
      return evaluate5(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!)
    case 6:
      return evaluate6(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!)
    case 7:
      return evaluate7(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!, codes[6]!)
    default:
      throw new PokerInputError(`evaluateCodes takes 5, 6 or 7 card codes, not ${codes.length}`, 'POKER_CARD_COUNT')
  }
}

/**
 * The rank keys of a board added up, so that {@link evaluateOnBoard} adds only the hole cards.
 *
 * @internal
 */
export function boardKey(board: ArrayLike<number>, count: number): number {
  if (!ready) preloadTables()
  let key = 0
  for (let i = 0; i < count; i++) key += cardKeys[board[i]!]!
  return key
}

/**
 * The suit counters of a board added up (see `SUIT_BIAS`), for {@link evaluateOnBoard}.
 *
 * @internal
 */
export function boardSuits(board: ArrayLike<number>, count: number): number {
  let suits = 0
  for (let i = 0; i < count; i++) suits += 1 << ((board[i]! & 3) << 2)
  return suits
}

/**
 * The rank of two hole cards with a board of 3 to 5 cards whose {@link boardKey}
 * is `key` and {@link boardSuits} `suits` (any five of the cards, as in Hold'em). Unchecked.
 *
 * @internal
 */
export function evaluateOnBoard(h1: number, h2: number, key: number, suits: number, board: ArrayLike<number>, count: number): number {
  const flush = (suits + (1 << ((h1 & 3) << 2)) + (1 << ((h2 & 3) << 2)) + SUIT_BIAS) & FIVE_OF_A_SUIT
  if (flush !== 0) {
    const suit = (31 - Math.clz32(flush)) >> 2
    let mask = ((h1 & 3) === suit ? 1 << (h1 >> 2) : 0) | ((h2 & 3) === suit ? 1 << (h2 >> 2) : 0)
    for (let i = 0; i < count; i++) if ((board[i]! & 3) === suit) mask |= 1 << (board[i]! >> 2)
    return flushRanks[mask]!
  }
  const total = key + cardKeys[h1]! + cardKeys[h2]!
  return rankBySlot[rowOffsets[total >>> ROW_SHIFT]! + (total & ROW_MASK)]!
}
