import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardCodes } from '../cards/readCards'
import { PokerInputError } from '../errors/pokerInputError'
import { evaluate5, evaluate6, evaluate7, evaluateCodes } from './evaluate'

/** Distinct card codes, `count` of them, in any order. */
const hand = (count: number) => fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: count, maxLength: count })

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  if (items.length < size) return []
  const [first, ...rest] = items
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)]
}

const best5 = (codes: readonly number[]) => Math.max(...subsets(codes, 5).map((s) => evaluate5(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!)))

describe('the integer path', () => {
  it('rates seven cards as the best of their 21 five-card hands', () => {
    fc.assert(
      fc.property(hand(7), (c) => evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!) === best5(c)),
      { numRuns: 3000 },
    )
  })

  it('rates six cards as the best of their six five-card hands', () => {
    fc.assert(fc.property(hand(6), (c) => evaluate6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!) === best5(c)), { numRuns: 3000 })
  })

  it('does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(hand(7), fc.integer(), (c, seed) => {
        const shuffled = [...c].sort((a, b) => ((a * 2654435761) ^ seed) % 97 - ((b * 2654435761) ^ seed) % 97)
        return evaluateCodes(c) === evaluateCodes(shuffled)
      }),
      { numRuns: 1000 },
    )
  })

  it('takes 5, 6 or 7 codes in an array or typed array', () => {
    const seven = cardCodes(['As', 'Ks', 'Qs', 'Js', 'Ts', '2d', '3c'])
    expect(evaluateCodes(seven)).toBe(7462)
    expect(evaluateCodes(Int32Array.from(seven.slice(0, 6)))).toBe(7462)
    expect(evaluateCodes(seven.slice(0, 5))).toBe(7462)
    expect(() => evaluateCodes(seven.slice(0, 4))).toThrow(PokerInputError)
  })
})
