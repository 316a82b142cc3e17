import { parseCard } from '../cards/parseCard'
import { createCardsSeen, readCards } from '../cards/readCards'
import { omahaLowResult, omahaResult } from '../detector/detect'
import { boardCardsOfRank } from '../detector/bestFive'
import { holdemHandResult, lowResult, type HandResult, type LowHandResult } from '../detector/handResult'
import { boardKey, boardSuits, evaluateOnBoard } from '../eval/evaluate'
import { bestLowMask, bestOmahaLowMask } from '../eval/lowHand'
import { PokerInputError } from '../errors/pokerInputError'
import { bestLow, sharePots } from './sharePots'

/** The games the resolver knows: Texas Hold'em (any five of hole and board) and Omaha (two hole cards and three board cards). */
export type PokerVariant = 'holdem' | 'omaha'

/** A pot (the main pot or a side pot): its chips and the players who may win it. */
export interface PotInput {
  /** Chips in the pot, a whole number (the smallest chip). */
  readonly amount: number
  /** Indexes into `holes` of the players who may win it; everyone by default. */
  readonly eligible?: readonly number[]
}

/** What {@link resolveShowdown} takes. */
export interface ShowdownInput {
  /** The board: 3 to 5 cards. */
  readonly board: readonly string[]
  /** The hole cards of each player at showdown, 2 to 10 players: 2 cards each in Hold'em, 4 in Omaha. */
  readonly holes: readonly (readonly string[])[]
  /** `'holdem'` (default) or `'omaha'`. */
  readonly variant?: PokerVariant
  /** Split each pot between the best high hand and the best eight-or-better low (when there is one). */
  readonly hiLo?: boolean
  /** Pot sizes to share out: numbers (everyone eligible) or {@link PotInput}s for side pots. */
  readonly pots?: readonly (number | PotInput)[]
  /** Who gets odd chips first: player indexes from the first seat left of the button. Default: `holes` order. */
  readonly oddChipOrder?: readonly number[]
}

/** How one pot was shared out. */
export interface PotAward {
  amount: number
  /** The players who could win it. */
  eligible: number[]
  /** The best high hands among them (more than one: a split). */
  winners: number[]
  /** The best lows among them in a hi-lo game; empty when none qualifies (the high hands take it all). */
  lowWinners: number[]
  /** Chips won from this pot by each player (one entry per player). */
  payouts: number[]
}

/** The low half of a hi-lo showdown. */
export interface LowShowdown {
  /** The best qualifying lows; empty when nobody has one. */
  winners: number[]
  /** More than one winner. */
  split: boolean
  /** Each player's best low, `null` without one. */
  hands: (LowHandResult | null)[]
}

/** What {@link resolveShowdown} returns. Plain JSON data. */
export interface ShowdownResult {
  /** Indexes into `holes` of the best hands. */
  winners: number[]
  /** More than one winner: the pot is split. */
  split: boolean
  /** Each player's best hand. */
  hands: HandResult[]
  /** In a hi-lo game, the low half. */
  low?: LowShowdown
  /** When pots were given: how each was shared out. */
  pots?: PotAward[]
  /** When pots were given: the chips each player won, all pots together. */
  payouts?: number[]
}

const HOLE_CARDS: Readonly<Record<PokerVariant, number>> = { holdem: 2, omaha: 4 }
const MAX_PLAYERS = 10

// Scratch space for the codes of one showdown (the function never re-enters).
const boardCodes = new Int32Array(5)
const holeCodes = new Int32Array(MAX_PLAYERS * 4)
const handCodes = new Int32Array(7)
/** The strings of one Hold'em hand: two hole cards, then the board; emptied after each showdown. */
const handCards: string[] = ['', '', '', '', '', '', '']

/**
 * Resolves a showdown: every player's best hand, the winners (with explicit splits),
 * the eight-or-better low in hi-lo games, and — given pot sizes, side pots included —
 * each player's winnings, odd chips by position. Every card and count is checked;
 * bad input throws a `PokerInputError`.
 *
 * @example
 * const result = resolveShowdown({
 *   board: ['Ah', 'Kd', '7c', '7s', '2d'],
 *   holes: [['As', 'Qc'], ['Ac', 'Qs'], ['Kh', 'Ks']],
 *   pots: [101],
 * })
 * result.winners // [2]: kings full of sevens
 * result.payouts // [0, 0, 101]
 */
export function resolveShowdown(input: ShowdownInput): ShowdownResult {
  if (typeof input !== 'object' || input === null) throw new PokerInputError('A showdown needs { board, holes }', 'POKER_BAD_INPUT')
  const variant = input.variant ?? 'holdem'
  const holeCount = HOLE_CARDS[variant]
  if (holeCount === undefined) throw new PokerInputError(`Unknown variant '${String(variant)}': use 'holdem' or 'omaha'`, 'POKER_BAD_INPUT')
  const hiLo = input.hiLo ?? false
  if (typeof hiLo !== 'boolean') throw new PokerInputError('hiLo must be true or false', 'POKER_BAD_INPUT')
  const { board, holes } = input
  if (!Array.isArray(holes) || holes.length < 2 || holes.length > MAX_PLAYERS) {
    const got = Array.isArray(holes) ? `${holes.length} players` : typeof holes
    throw new PokerInputError(`A showdown needs 2 to ${MAX_PLAYERS} players, got ${got}`, 'POKER_CARD_COUNT')
  }
  const players = holes.length
  const boardCount = readAllCards(board, holes, holeCount)
  const count = holeCount + boardCount
  const omaha = variant === 'omaha'
  const boardList = omaha ? [...boardCodes.slice(0, boardCount)] : undefined
  const key = omaha ? 0 : boardKey(boardCodes, boardCount)
  const suits = omaha ? 0 : boardSuits(boardCodes, boardCount)

  if (!omaha) {
    for (let i = 0; i < boardCount; i++) {
      boardCardsOfRank[boardCodes[i]! >> 2]! |= 1 << (2 + i)
      handCards[2 + i] = board[i]!
    }
  }
  const hands = new Array<HandResult>(players)
  const lowMasks: number[] = []
  let best = 0
  for (let p = 0; p < players; p++) {
    const hole = holes[p]!
    let hand: HandResult
    if (omaha) {
      const holeList = [holeCodes[p * 4]!, holeCodes[p * 4 + 1]!, holeCodes[p * 4 + 2]!, holeCodes[p * 4 + 3]!]
      hand = omahaResult(holeList, boardList!, hole, board)
      if (hiLo) lowMasks.push(bestOmahaLowMask(holeList, boardList!))
    } else {
      const h1 = holeCodes[p * 4]!
      const h2 = holeCodes[p * 4 + 1]!
      handCards[0] = hole[0]!
      handCards[1] = hole[1]!
      hand = holdemHandResult(evaluateOnBoard(h1, h2, key, suits, boardCodes, boardCount), h1, h2, handCards, boardCodes, boardCount)
      if (hiLo) {
        fillHand(p, boardCount)
        lowMasks.push(bestLowMask(handCodes, count))
      }
    }
    if (hand.rank > best) best = hand.rank
    hands[p] = hand
  }
  if (!omaha) {
    for (let i = 0; i < 2 + boardCount; i++) handCards[i] = ''
    for (let i = 0; i < boardCount; i++) boardCardsOfRank[boardCodes[i]! >> 2] = 0
  }
  const winners: number[] = []
  for (let p = 0; p < players; p++) if (hands[p]!.rank === best) winners.push(p)
  const result: ShowdownResult = { winners, split: winners.length > 1, hands }

  if (hiLo) {
    const lowHands = holes.map((hole, p) => {
      if (lowMasks[p] === 0) return null
      if (omaha) return omahaLowResult([holeCodes[p * 4]!, holeCodes[p * 4 + 1]!, holeCodes[p * 4 + 2]!, holeCodes[p * 4 + 3]!], boardList!, hole, board)
      fillHand(p, boardCount)
      return lowResult(lowMasks[p]!, handCodes, count, hole, 2, board)
    })
    const lowWinners = bestLow(lowMasks, holes.map((_, i) => i))
    result.low = { winners: lowWinners, split: lowWinners.length > 1, hands: lowHands }
  }

  if (input.pots !== undefined) {
    const shared = sharePots(input.pots, input.oddChipOrder, hands, hiLo ? lowMasks : undefined)
    result.pots = shared.pots
    result.payouts = shared.payouts
  }
  return result
}

/** Puts player `p`'s two hole cards and the board into `handCodes`. */
function fillHand(p: number, boardCount: number): void {
  handCodes[0] = holeCodes[p * 4]!
  handCodes[1] = holeCodes[p * 4 + 1]!
  for (let i = 0; i < boardCount; i++) handCodes[2 + i] = boardCodes[i]!
}

/**
 * Parses the board into `boardCodes` and the hole cards into `holeCodes` (4 slots per
 * player) and returns the board's size. The loop is the fast path; on a wrong count or
 * a duplicate, {@link explainCards} throws the error that says where.
 */
function readAllCards(board: unknown, holes: readonly unknown[], holeCount: number): number {
  if (!Array.isArray(board) || board.length < 3 || board.length > 5) explainCards(board, holes, holeCount)
  const boardCards = board as readonly unknown[]
  let low = 0
  let high = 0
  for (let i = 0; i < boardCards.length; i++) {
    const code = parseCard(boardCards[i])
    const bit = 1 << (code & 31)
    if (code < 32 ? (low & bit) !== 0 : (high & bit) !== 0) explainCards(board, holes, holeCount)
    if (code < 32) low |= bit
    else high |= bit
    boardCodes[i] = code
  }
  for (let p = 0; p < holes.length; p++) {
    const hole = holes[p]
    if (!Array.isArray(hole) || hole.length !== holeCount) explainCards(board, holes, holeCount)
    for (let j = 0; j < holeCount; j++) {
      const code = parseCard((hole as readonly unknown[])[j])
      const bit = 1 << (code & 31)
      if (code < 32 ? (low & bit) !== 0 : (high & bit) !== 0) explainCards(board, holes, holeCount)
      if (code < 32) low |= bit
      else high |= bit
      holeCodes[p * 4 + j] = code
    }
  }
  return boardCards.length
}

/** Reads the cards again, slowly, to throw the error that names the group and the duplicate. */
function explainCards(board: unknown, holes: readonly unknown[], holeCount: number): never {
  const seen = createCardsSeen()
  readCards(board, 'the board', 3, 5, seen)
  holes.forEach((hole, i) => readCards(hole, `the hole cards of player ${i}`, holeCount, holeCount, seen))
  throw new PokerInputError('Bad cards in the showdown', 'POKER_BAD_INPUT')
}
