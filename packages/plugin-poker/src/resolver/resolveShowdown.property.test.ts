import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCard } from '../cards/cardCodes'
import { evaluateHand, evaluateLowHand, evaluateOmahaHand, evaluateOmahaLowHand } from '../detector/detect'
import { resolveShowdown } from './resolveShowdown'

/** A deal of `players` hands of `holeCards` cards on a board of `boardCards`, as strings. */
const deal = (holeCards: number) =>
  fc.record({ players: fc.integer({ min: 2, max: 10 }), boardCards: fc.integer({ min: 3, max: 5 }) }).chain(({ players, boardCards }) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: boardCards + players * holeCards, maxLength: boardCards + players * holeCards })
      .map((codes) => {
        const cards = codes.map(formatCard)
        return {
          board: cards.slice(0, boardCards),
          holes: Array.from({ length: players }, (_, p) => cards.slice(boardCards + p * holeCards, boardCards + (p + 1) * holeCards)),
        }
      }),
  )

describe('resolveShowdown agrees with the detector', () => {
  it("gives each Hold'em player the hand and low evaluateHand gives their seven cards, and the best as winners", () => {
    fc.assert(
      fc.property(deal(2), ({ board, holes }) => {
        const result = resolveShowdown({ board, holes, hiLo: true })
        const hands = holes.map((hole) => evaluateHand([...hole, ...board]))
        expect(result.hands).toEqual(hands)
        expect(result.low!.hands).toEqual(holes.map((hole) => evaluateLowHand([...hole, ...board])))
        const best = Math.max(...hands.map((h) => h.rank))
        expect(result.winners).toEqual(hands.flatMap((h, i) => (h.rank === best ? [i] : [])))
        expect(result.split).toBe(result.winners.length > 1)
      }),
      { numRuns: 1500 },
    )
  })

  it('gives each Omaha player the hand and low of evaluateOmahaHand', () => {
    fc.assert(
      fc.property(deal(4), ({ board, holes }) => {
        const result = resolveShowdown({ board, holes, variant: 'omaha', hiLo: true })
        expect(result.hands).toEqual(holes.map((hole) => evaluateOmahaHand(hole, board)))
        expect(result.low!.hands).toEqual(holes.map((hole) => evaluateOmahaLowHand(hole, board)))
      }),
      { numRuns: 500 },
    )
  })

  it('pays out every chip of every pot, to eligible winners only', () => {
    fc.assert(
      fc.property(
        deal(2),
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 10_000 }), eligibleSeed: fc.integer() }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        ({ board, holes }, potSeeds, hiLo) => {
          const pots = potSeeds.map(({ amount, eligibleSeed }) => ({
            amount,
            eligible: holes.map((_, i) => i).filter((i) => i === 0 || ((eligibleSeed >>> i) & 1) === 1),
          }))
          const result = resolveShowdown({ board, holes, hiLo, pots })
          result.pots!.forEach((pot, i) => {
            expect(pot.payouts.reduce((a, b) => a + b, 0)).toBe(pots[i]!.amount)
            pot.payouts.forEach((chips, player) => {
              if (chips > 0) expect(pot.eligible).toContain(player)
            })
          })
          expect(result.payouts!.reduce((a, b) => a + b, 0)).toBe(pots.reduce((a, p) => a + p.amount, 0))
        },
      ),
      { numRuns: 500 },
    )
  })
})
