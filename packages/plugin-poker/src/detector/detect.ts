import { parseCard } from '../cards/parseCard'
import { createCardsSeen, readCards } from '../cards/readCards'
import { evaluate5, evaluate6, evaluate7 } from '../eval/evaluate'
import { bestOmahaLowMask, bestLowMask } from '../eval/lowHand'
import { bestOmaha } from '../eval/omaha'
import { handResult, lowResult, type HandResult, type LowHandResult } from './handResult'

const codes = new Int32Array(7)
const choice = new Int32Array(5)

/**
 * Codes of a hand of 5 to 7 distinct cards into `codes`; throws a `PokerInputError` otherwise.
 * The loop is the fast path; any problem is reported by `readCards`.
 */
function readHand(cards: readonly string[]): number {
  const count = Array.isArray(cards) ? cards.length : -1
  if (count < 5 || count > 7) return readCards(cards, 'a hand', 5, 7, createCardsSeen()).length
  for (let i = 0; i < count; i++) {
    const code = parseCard(cards[i])
    for (let j = 0; j < i; j++) if (codes[j] === code) readCards(cards, 'a hand', 5, 7, createCardsSeen())
    codes[i] = code
  }
  return count
}

/** @internal */
export function rankOfHand(cards: readonly string[]): number {
  // Seven cards, the common case, without touching memory beyond the strings.
  if (Array.isArray(cards) && cards.length === 7) {
    const a = parseCard(cards[0])
    const b = parseCard(cards[1])
    const c = parseCard(cards[2])
    const d = parseCard(cards[3])
    const e = parseCard(cards[4])
    const f = parseCard(cards[5])
    const g = parseCard(cards[6])
    // 21 comparisons cost less than any bookkeeping; a duplicate goes to readHand for its error.
    const distinct =
      a !== b && a !== c && a !== d && a !== e && a !== f && a !== g &&
      b !== c && b !== d && b !== e && b !== f && b !== g &&
      c !== d && c !== e && c !== f && c !== g &&
      d !== e && d !== f && d !== g &&
      e !== f && e !== g &&
      f !== g
    if (distinct) return evaluate7(a, b, c, d, e, f, g)
  }
  return rankOfCodes(readHand(cards))
}

/** The rank of the first `count` codes in `codes`. */
function rankOfCodes(count: number): number {
  if (count === 7) return evaluate7(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!, codes[6]!)
  if (count === 6) return evaluate6(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!)
  return evaluate5(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!)
}

/**
 * The best five-card hand of 5, 6 or 7 cards (`'As'`, `'Td'` or standard-deck ids such
 * as `'std-spades-A'`): category, rank (1–7462, higher is better), the five cards in
 * significance order as given, and a description with kickers. Bad input throws a
 * `PokerInputError`.
 *
 * @example
 * evaluateHand(['Ah', 'As', 'Kd', 'Qc', 'Jh', '3s', '2d'])
 * // { category: 'pair', name: 'Pair', rank: 4137, best5: ['Ah', 'As', 'Kd', 'Qc', 'Jh'],
 * //   description: 'Pair of Aces, K-Q-J kickers' }
 */
export function evaluateHand(cards: readonly string[]): HandResult {
  const count = readHand(cards)
  return handResult(rankOfCodes(count), codes, count, cards)
}

/**
 * The best Omaha hand: exactly two of the four hole cards with exactly three of the
 * 3 to 5 board cards. `best5` lists those five cards in significance order.
 *
 * @example
 * evaluateOmahaHand(['As', 'Ks', '7d', '2c'], ['Qs', 'Js', 'Ts', '3h', '3d']).name // 'Royal flush'
 * // a straight flush on the board, but two hole cards must play:
 * evaluateOmahaHand(['As', '2c', '3d', '4h'], ['Ks', 'Qs', 'Js', 'Ts', '9s']).description // 'Ace high, K-Q-J-4 kickers'
 */
export function evaluateOmahaHand(hole: readonly string[], board: readonly string[]): HandResult {
  const seen = createCardsSeen()
  const holeCodes = readCards(hole, 'the hole cards', 4, 4, seen, new Int32Array(4))
  const boardCodes = readCards(board, 'the board', 3, 5, seen, new Int32Array(board.length))
  return omahaResult(holeCodes, boardCodes, hole, board)
}

/** @internal */
export function omahaResult(holeCodes: ArrayLike<number>, boardCodes: ArrayLike<number>, hole: readonly string[], board: readonly string[]): HandResult {
  const rank = bestOmaha(holeCodes, boardCodes, choice)
  return handResult(rank, pickedCodes(holeCodes, boardCodes), 5, pickedCards(hole, board))
}

/**
 * The best eight-or-better low any five of 5 to 7 cards make (ace low; straights and
 * flushes do not count against it), or `null` when there is none.
 *
 * @example
 * evaluateLowHand(['Ah', '2h', '3h', '4h', '5h', 'Kd', '9c'])
 * // { rank: 56, best5: ['5h', '4h', '3h', '2h', 'Ah'], description: '5-4-3-2-A low' }
 */
export function evaluateLowHand(cards: readonly string[]): LowHandResult | null {
  const count = readHand(cards)
  const mask = bestLowMask(codes, count)
  return mask === 0 ? null : lowResult(mask, codes, count, cards)
}

/**
 * The best Omaha eight-or-better low (exactly two hole cards and three board cards), or `null`.
 *
 * @example
 * evaluateOmahaLowHand(['Ah', '2c', 'Kd', 'Kc'], ['3d', '6s', '8h', 'Qc', 'Jd'])?.description // '8-6-3-2-A low'
 */
export function evaluateOmahaLowHand(hole: readonly string[], board: readonly string[]): LowHandResult | null {
  const seen = createCardsSeen()
  const holeCodes = readCards(hole, 'the hole cards', 4, 4, seen, new Int32Array(4))
  const boardCodes = readCards(board, 'the board', 3, 5, seen, new Int32Array(board.length))
  return omahaLowResult(holeCodes, boardCodes, hole, board)
}

/** @internal */
export function omahaLowResult(holeCodes: ArrayLike<number>, boardCodes: ArrayLike<number>, hole: readonly string[], board: readonly string[]): LowHandResult | null {
  const mask = bestOmahaLowMask(holeCodes, boardCodes, choice)
  if (mask === 0) return null
  return lowResult(mask, pickedCodes(holeCodes, boardCodes), 5, pickedCards(hole, board))
}

/** The codes of the two hole cards and three board cards named by `choice`. */
function pickedCodes(hole: ArrayLike<number>, board: ArrayLike<number>): number[] {
  return [hole[choice[0]!]!, hole[choice[1]!]!, board[choice[2]!]!, board[choice[3]!]!, board[choice[4]!]!]
}

/** The strings of the two hole cards and three board cards named by `choice`. */
function pickedCards(hole: readonly string[], board: readonly string[]): string[] {
  return [hole[choice[0]!]!, hole[choice[1]!]!, board[choice[2]!]!, board[choice[3]!]!, board[choice[4]!]!]
}
