import { RANK_CHARS } from '../cards/cardCodes'
import { categoryIndexOf, ROYAL_FLUSH_RANK } from '../eval/handCategory'
import { getTables } from '../eval/tables'
import { PokerInputError } from '../errors/pokerInputError'

const NAMES = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace']
const PLURALS = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces']

/** Descriptions made so far, by rank. */
let descriptions: string[] | undefined

/**
 * The five ranks (0 deuce … 12 ace) of a hand of this rank, in significance order:
 * the pair before its kickers, a wheel as 5-4-3-2-A.
 *
 * @example
 * ranksOf(evaluateHand(['Ks', 'Kd', 'Ac', '7h', '2s']).rank) // [11, 11, 12, 5, 0]
 */
export function ranksOf(rank: number): number[] {
  checkRank(rank)
  return validRanksOf(rank)
}

function validRanksOf(rank: number): number[] {
  const pattern = getTables().patterns[rank]!
  return [0, 1, 2, 3, 4].map((i) => (pattern >> (4 * i)) & 15)
}

/**
 * The description of a rank, with its kickers: `'Pair of Aces, K-Q-J kickers'`,
 * `'Two pair, Aces and Kings, Q kicker'`, `'Full house, Kings full of Sevens'`,
 * `'Straight, Five high'`, `'Royal flush'`. Every hand of one rank has the same description.
 *
 * @example
 * describeRank(evaluateHand(['As', 'Ad', 'Kc', 'Qh', 'Js']).rank) // 'Pair of Aces, K-Q-J kickers'
 */
export function describeRank(rank: number): string {
  checkRank(rank)
  return describeValidRank(rank)
}

/** {@link describeRank} for a rank known to be valid. @internal */
export function describeValidRank(rank: number): string {
  descriptions ??= new Array<string>(ROYAL_FLUSH_RANK + 1)
  return (descriptions[rank] ??= describe(rank))
}

function describe(rank: number): string {
  const [a, b, c, d, e] = validRanksOf(rank) as [number, number, number, number, number]
  const short = (...ranks: number[]) => ranks.map((r) => RANK_CHARS[r]).join('-')
  switch (categoryIndexOf(rank)) {
    case 0:
      return `${NAMES[a]} high, ${short(b, c, d, e)} kickers`
    case 1:
      return `Pair of ${PLURALS[a]}, ${short(c, d, e)} kickers`
    case 2:
      return `Two pair, ${PLURALS[a]} and ${PLURALS[c]}, ${short(e)} kicker`
    case 3:
      return `Three of a kind, ${PLURALS[a]}, ${short(d, e)} kickers`
    case 4:
      return `Straight, ${NAMES[a]} high`
    case 5:
      return `Flush, ${short(a, b, c, d, e)}`
    case 6:
      return `Full house, ${PLURALS[a]} full of ${PLURALS[d]}`
    case 7:
      return `Four of a kind, ${PLURALS[a]}, ${short(e)} kicker`
    default:
      return rank === ROYAL_FLUSH_RANK ? 'Royal flush' : `Straight flush, ${NAMES[a]} high`
  }
}

/** Throws a `PokerInputError` unless `rank` is an integer from 1 to 7462. @internal */
export function checkRank(rank: number): void {
  if (!Number.isInteger(rank) || rank < 1 || rank > ROYAL_FLUSH_RANK) {
    throw new PokerInputError(`Not a hand rank: ${String(rank)} (ranks are integers from 1 to ${ROYAL_FLUSH_RANK})`, 'POKER_BAD_INPUT')
  }
}
