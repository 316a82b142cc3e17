import { categoryIndexOf } from '../eval/handCategory'
import { lowBit } from '../eval/lowHand'
import { getTables } from '../eval/tables'

const FLUSH = 5
const STRAIGHT_FLUSH = 8

/**
 * The caller's five cards that make a hand of `rank` out of the first `count` codes,
 * in significance order. Card `i` is `cards[i]` below `split` and `more[i - split]`
 * from there (hole cards, then the board). Among cards of equal rank (a kicker that
 * is paired, say) the first given wins.
 *
 * @internal
 */
export function bestFive(
  rank: number,
  codes: ArrayLike<number>,
  count: number,
  cards: readonly string[],
  split: number = count,
  more: readonly string[] = cards,
): string[] {
  const category = categoryIndexOf(rank)
  const suit = category === FLUSH || category === STRAIGHT_FLUSH ? flushSuit(codes, count) : -1
  // Bit i of cardsOfRank[r]: card i has rank r (and the flush suit, for a flush).
  for (let i = count - 1; i >= 0; i--) {
    const code = codes[i]!
    if (suit < 0 || (code & 3) === suit) cardsOfRank[code >> 2]! |= 1 << i
  }
  const pattern = getTables().patterns[rank]!
  const a = take(pattern & 15)
  const b = take((pattern >> 4) & 15)
  const c = take((pattern >> 8) & 15)
  const d = take((pattern >> 12) & 15)
  const e = take((pattern >> 16) & 15)
  for (let i = 0; i < count; i++) cardsOfRank[codes[i]! >> 2] = 0
  return [
    a < split ? cards[a]! : more[a - split]!,
    b < split ? cards[b]! : more[b - split]!,
    c < split ? cards[c]! : more[c - split]!,
    d < split ? cards[d]! : more[d - split]!,
    e < split ? cards[e]! : more[e - split]!,
  ]
}

/** The index of the first card of rank `r` not taken yet, now taken. */
function take(r: number): number {
  const available = cardsOfRank[r]!
  const first = available & -available
  cardsOfRank[r] = available ^ first
  return 31 - Math.clz32(first)
}

const cardsOfRank = new Int32Array(13)

/** The suit with five or more of the cards. */
function flushSuit(codes: ArrayLike<number>, count: number): number {
  let counters = 0
  for (let i = 0; i < count; i++) counters += 1 << ((codes[i]! & 3) << 2)
  for (let suit = 0; suit < 4; suit++) if (((counters >> (suit << 2)) & 15) >= 5) return suit
  return -1
}

/**
 * The caller's five cards of a low `mask` (see lowHand.ts) out of the first `count`
 * codes, highest first (8-6-4-2-A); the first given among cards of equal rank. Cards
 * are found as in {@link bestFive}.
 *
 * @internal
 */
export function lowFive(
  mask: number,
  codes: ArrayLike<number>,
  count: number,
  cards: readonly string[],
  split: number = count,
  more: readonly string[] = cards,
): string[] {
  const out: string[] = []
  for (let bit = 128; bit >= 1; bit >>= 1) {
    if ((mask & bit) === 0) continue
    for (let i = 0; i < count; i++) {
      if (lowBit(codes[i]!) === bit) {
        out.push(i < split ? cards[i]! : more[i - split]!)
        break
      }
    }
  }
  return out
}

/**
 * The board of the showdown being resolved, by rank: bit `2 + i` of `boardCardsOfRank[r]`
 * is set when board card `i` has rank `r` (bits 0 and 1 stand for the hole cards). The
 * resolver fills it once per showdown, for {@link holdemBestFive}, and clears it after.
 *
 * @internal
 */
export const boardCardsOfRank = new Int32Array(13)

/**
 * {@link bestFive} for two hole cards (codes `h1`, `h2`) on the board in
 * `boardCardsOfRank`, without copying the board's codes for every player. `cards`
 * holds the strings: the two hole cards, then the board.
 *
 * @internal
 */
export function holdemBestFive(
  rank: number,
  h1: number,
  h2: number,
  cards: readonly string[],
  boardCodes: ArrayLike<number>,
  boardCount: number,
): string[] {
  const category = categoryIndexOf(rank)
  if (category === FLUSH || category === STRAIGHT_FLUSH) {
    const codes = [h1, h2]
    for (let i = 0; i < boardCount; i++) codes.push(boardCodes[i]!)
    return bestFive(rank, codes, codes.length, cards)
  }
  const pattern = getTables().patterns[rank]!
  const r1 = h1 >> 2
  const r2 = h2 >> 2
  const a = firstFree(pattern & 15, r1, r2, 0)
  let used = 1 << a
  const b = firstFree((pattern >> 4) & 15, r1, r2, used)
  used |= 1 << b
  const c = firstFree((pattern >> 8) & 15, r1, r2, used)
  used |= 1 << c
  const d = firstFree((pattern >> 12) & 15, r1, r2, used)
  used |= 1 << d
  const e = firstFree((pattern >> 16) & 15, r1, r2, used)
  return [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]
}

/** The index of the first card of rank `r` not in `used`: hole cards 0 and 1 (ranks `r1`, `r2`), then the board. */
function firstFree(r: number, r1: number, r2: number, used: number): number {
  // ((x ^ r) - 1) >>> 31 is 1 exactly when x === r (ranks are 0–12): no branch to mispredict.
  const available = (boardCardsOfRank[r]! | (((r1 ^ r) - 1) >>> 31) | ((((r2 ^ r) - 1) >>> 31) << 1)) & ~used
  return 31 - Math.clz32(available & -available)
}
