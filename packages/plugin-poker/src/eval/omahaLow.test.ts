import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCard } from '../cards/cardCodes'
import { cardCodes } from '../cards/readCards'
import { evaluateOmahaHand } from '../detector/detect'
import { evaluate5 } from './evaluate'
import { BEST_LOW_RANK, evaluateLowCodes, evaluateOmahaLowCodes, lowRankOfMask } from './lowHand'
import { evaluateOmahaCodes } from './omaha'

const cards = (count: number) => fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: count, maxLength: count })

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  if (items.length < size) return []
  const [first, ...rest] = items
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)]
}

/** The low value of five codes by the book: five different ranks of eight or lower, ace low; the ranks high to low. */
function lowOf(five: readonly number[]): number[] | null {
  const ranks = five.map((c) => ((c >> 2) === 12 ? 1 : (c >> 2) + 2))
  if (ranks.some((r) => r > 8) || new Set(ranks).size !== 5) return null
  return ranks.sort((a, b) => b - a)
}

/** The best of some lows, by comparing the highest card first. */
function bestLow(lows: (number[] | null)[]): number[] | null {
  let best: number[] | null = null
  for (const low of lows) if (low !== null && (best === null || compare(low, best) < 0)) best = low
  return best
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 5; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

function maskOf(low: readonly number[]): number {
  return low.reduce((mask, r) => mask | (1 << (r - 1)), 0)
}

describe('Omaha and eight-or-better lows on the integer path', () => {
  it('rates an Omaha hand as the best of its 60 two-plus-three hands, and the string path picks one of them', () => {
    fc.assert(
      fc.property(cards(9), (c) => {
        const hole = c.slice(0, 4)
        const board = c.slice(4)
        let best = 0
        for (const two of subsets(hole, 2)) for (const three of subsets(board, 3)) best = Math.max(best, evaluate5(two[0]!, two[1]!, three[0]!, three[1]!, three[2]!))
        const result = evaluateOmahaHand(hole.map(formatCard), board.map(formatCard))
        const used = cardCodes(result.best5)
        return (
          evaluateOmahaCodes(hole, board) === best &&
          result.rank === best &&
          evaluate5(used[0]!, used[1]!, used[2]!, used[3]!, used[4]!) === best &&
          used.filter((u) => hole.includes(u)).length === 2 &&
          used.filter((u) => board.includes(u)).length === 3
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('finds the best low of any five cards as the book does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }).chain((n) => cards(n)), (c) => {
        const expected = bestLow(subsets(c, 5).map(lowOf))
        const rank = evaluateLowCodes(c)
        return expected === null ? rank === 0 : rank === lowRankOfMask(maskOf(expected))
      }),
      { numRuns: 3000 },
    )
  })

  it('finds the best Omaha low, two hole cards and three board cards, as the book does', () => {
    fc.assert(
      fc.property(cards(9), (c) => {
        const hole = c.slice(0, 4)
        const board = c.slice(4)
        const lows = subsets(hole, 2).flatMap((two) => subsets(board, 3).map((three) => lowOf([...two, ...three])))
        const expected = bestLow(lows)
        const rank = evaluateOmahaLowCodes(hole, board)
        return expected === null ? rank === 0 : rank === lowRankOfMask(maskOf(expected))
      }),
      { numRuns: 3000 },
    )
  })

  it('numbers the 56 lows from 8-7-6-5-4 (1) to 5-4-3-2-A (56)', () => {
    expect(lowRankOfMask(maskOf([5, 4, 3, 2, 1]))).toBe(BEST_LOW_RANK)
    expect(lowRankOfMask(maskOf([8, 7, 6, 5, 4]))).toBe(1)
    expect(lowRankOfMask(maskOf([6, 4, 3, 2, 1]))).toBe(55)
  })
})
