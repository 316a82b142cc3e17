import { describeValidRank } from '../comparator/describeRank'
import { categoryOf, handName, ROYAL_FLUSH_RANK, type HandCategory } from '../eval/handCategory'
import { lowRankOfMask } from '../eval/lowHand'
import { bestFive, holdemBestFive, lowFive } from './bestFive'

/** A hand as the detector sees it. Plain JSON data. */
export interface HandResult {
  /** The category, e.g. `'pair'`; a royal flush is a `'straight-flush'`. */
  category: HandCategory
  /** The category's name, `'Royal flush'` for the royal flush: e.g. `'Pair'`, `'Straight flush'`. */
  name: string
  /** The equivalence class, 1 (7-5-4-3-2) to 7462 (royal flush): higher is better, equal is a tie. */
  rank: number
  /** The five cards that make the hand, as the caller gave them, in significance order. */
  best5: string[]
  /** With kickers, e.g. `'Pair of Aces, K-Q-J kickers'`. */
  description: string
}

/** An eight-or-better low. Plain JSON data. */
export interface LowHandResult {
  /** 1 (8-7-6-5-4) to 56 (5-4-3-2-A): higher is better, equal is a tie. */
  rank: number
  /** The five cards, as the caller gave them, highest first (the ace last). */
  best5: string[]
  /** E.g. `'8-6-4-2-A low'`. */
  description: string
}

/** What every hand of a rank shares. */
interface RankInfo {
  readonly category: HandCategory
  readonly name: string
  readonly description: string
}

/** Rank infos made so far, by rank. */
let infos: RankInfo[] | undefined

function infoOf(rank: number): RankInfo {
  infos ??= new Array<RankInfo>(ROYAL_FLUSH_RANK + 1)
  return (infos[rank] ??= { category: categoryOf(rank), name: handName(rank), description: describeValidRank(rank) })
}

/** The result for a hand of `rank`; cards are found as in {@link bestFive}. @internal */
export function handResult(
  rank: number,
  codes: ArrayLike<number>,
  count: number,
  cards: readonly string[],
  split: number = count,
  more: readonly string[] = cards,
): HandResult {
  const info = infoOf(rank)
  return {
    category: info.category,
    name: info.name,
    rank,
    best5: bestFive(rank, codes, count, cards, split, more),
    description: info.description,
  }
}

/**
 * The result for a Hold'em hand of `rank`: hole cards `h1` and `h2` on a board set up in
 * `boardCardsOfRank`, `cards` the strings of the hole cards then the board; see {@link holdemBestFive}.
 *
 * @internal
 */
export function holdemHandResult(
  rank: number,
  h1: number,
  h2: number,
  cards: readonly string[],
  boardCodes: ArrayLike<number>,
  boardCount: number,
): HandResult {
  const info = infoOf(rank)
  return {
    category: info.category,
    name: info.name,
    rank,
    best5: holdemBestFive(rank, h1, h2, cards, boardCodes, boardCount),
    description: info.description,
  }
}

const LOW_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8']

/** The result for a low `mask`; cards are found as in {@link bestFive}. @internal */
export function lowResult(
  mask: number,
  codes: ArrayLike<number>,
  count: number,
  cards: readonly string[],
  split: number = count,
  more: readonly string[] = cards,
): LowHandResult {
  const ranks: string[] = []
  for (let bit = 7; bit >= 0; bit--) if ((mask & (1 << bit)) !== 0) ranks.push(LOW_NAMES[bit]!)
  return { rank: lowRankOfMask(mask), best5: lowFive(mask, codes, count, cards, split, more), description: `${ranks.join('-')} low` }
}
