import fc from 'fast-check'
import { InvalidArgumentError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { beats, classify } from './combination'
import { legalMoves } from './legalMoves'
import { RANKS } from './ranks'

const key = (m: readonly string[]) => m.join(',')
const r = (s: string) => s.split(' ')

/** Every distinct sub-multiset of a hand (small hands only). */
function subsets(hand: readonly string[]): string[][] {
  const counts = RANKS.map((r) => hand.filter((c) => c === r).length)
  const out: string[][] = []
  const rec = (i: number, acc: string[]) => {
    if (i === 15) return void out.push(acc)
    for (let k = 0; k <= counts[i]!; k++) rec(i + 1, [...acc, ...Array<string>(k).fill(RANKS[i]!)])
  }
  rec(0, [])
  return out
}

const deck = RANKS.flatMap((r) => (r === 'BJ' || r === 'RJ' ? [r] : [r, r, r, r]))
const handArb = (max: number) =>
  fc.shuffledSubarray(deck, { minLength: 1, maxLength: max }).map((h) => [...h].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)))

describe('legalMoves', () => {
  it('leads with anything, never a pass', () => {
    expect(legalMoves(['3', '3', 'BJ', 'RJ']).map(key).sort()).toEqual(['3', '3,3', 'BJ', 'BJ,RJ', 'RJ'].sort())
  })
  it('follows with the same kind, bombs, the rocket or a pass', () => {
    expect(legalMoves(['3', '4', '4', '5', '5', '5', '5', 'BJ', 'RJ'], ['3', '3']).map(key).sort())
      .toEqual(['', '4,4', '5,5', '5,5,5,5', 'BJ,RJ'].sort())
  })
  it('answers the rocket with a pass only', () => {
    expect(legalMoves(['2', '2', '2', '2'], ['BJ', 'RJ'])).toEqual([[]])
  })
  it('chains may end at A but never hold a 2', () => {
    const moves = legalMoves(r('10 J Q K A 2')).map(key)
    expect(moves).toContain('10,J,Q,K,A')
    expect(moves.filter((m) => m.split(',').length >= 5)).toEqual(['10,J,Q,K,A'])
    expect(legalMoves(r('3 3 4 4 5 5 A A 2 2')).map(key)).not.toContain('A,A,2,2')
  })
  it('a bomb may be split into other combinations', () => {
    const lead = legalMoves(r('5 5 5 5 7')).map(key)
    for (const m of ['5', '5,5', '5,5,5', '5,5,5,5', '5,5,5,7']) expect(lead).toContain(m)
    expect(lead).not.toContain('5,5,5,5,7')
    expect(legalMoves(r('3 3 3 5 5 5 5')).map(key)).toContain('3,3,3,5,5')
    expect(legalMoves(r('3 3 3 5 5 5 5'), r('4 4 4 6 6')).map(key)).toEqual(['3,3,5,5,5', '5,5,5,5', ''])
  })
  it('kicker rules: no rocket, no bomb among a plane\'s kickers, no adjacent trio', () => {
    const lead = legalMoves(r('3 3 3 4 4 4 7 BJ RJ')).map(key)
    expect(lead).toContain('3,3,3,4,4,4,7,BJ')
    expect(lead).not.toContain('3,3,3,4,4,4,BJ,RJ')
    expect(legalMoves(r('3 3 3 4 4 4 BJ RJ'), [], { profile: 'douzero' }).map(key)).toContain('3,3,3,4,4,4,BJ,RJ')
    expect(legalMoves(r('6 6 6 6 BJ RJ')).map(key)).not.toContain('6,6,6,6,BJ,RJ')
    const big = legalMoves(r('3 3 3 4 4 4 5 5 5 6 6 6 9 9 9 9')).map(key)
    expect(big).not.toContain('3,3,3,4,4,4,5,5,5,6,6,6,9,9,9,9')
    expect(big).toContain('3,3,3,4,4,4,5,5,5,9,9,9')
    // 333444555 with 666 as kickers is not a plane with solos: it is listed once, as the trio chain
    expect(big.filter((m) => m === '3,3,3,4,4,4,5,5,5,6,6,6')).toHaveLength(1)
    expect(classify(r('3 3 3 4 4 4 5 5 5 6 6 6'))?.kind).toBe('trio_chain')
  })
  it('the rocket answers anything but is itself unbeatable', () => {
    expect(legalMoves(r('BJ RJ'), r('2 2 2 2')).map(key)).toEqual(['BJ,RJ', ''])
    expect(legalMoves(r('3 3 3 3 BJ RJ'), r('BJ RJ')).map(key)).toEqual([''])
  })
  it('throws on a rival that is no combination, except under douzero', () => {
    expect(() => legalMoves(['3'], ['3', '4'])).toThrow(InvalidArgumentError)
    expect(legalMoves(['3', '3', '3', '3'], ['3', '4'], { profile: 'douzero' }).map(key).sort()).toEqual(['', '3,3,3,3'])
  })
  it('standard: exactly the sub-hands that beat the rival (exhaustive on small hands)', () => {
    fc.assert(
      fc.property(handArb(9), handArb(8), (hand, other) => {
        const rivals = legalMoves(other).filter((m) => m.length > 0)
        const rival = rivals[rivals.length >> 1] ?? []
        const want = subsets(hand).filter((m) => m.length > 0 && beats(m, rival)).map(key)
        if (rival.length) want.push('')
        const got = legalMoves(hand, rival).map(key)
        expect(new Set(got).size).toBe(got.length)
        expect([...got].sort()).toEqual(want.sort())
      }),
      { numRuns: 300, seed: 8 },
    )
  })
  it('every standard move classifies, and is the same under rlcard', () => {
    fc.assert(
      fc.property(handArb(20), (hand) => {
        const moves = legalMoves(hand)
        for (const m of moves) expect(classify(m)).not.toBeNull()
        expect(legalMoves(hand, [], { profile: 'rlcard' })).toEqual(moves)
      }),
      { numRuns: 200, seed: 3 },
    )
  })
  it('douzero moves are distinct and a superset of the standard ones', () => {
    fc.assert(
      fc.property(handArb(20), (hand) => {
        const dz = legalMoves(hand, [], { profile: 'douzero' }).map(key)
        expect(new Set(dz).size).toBe(dz.length)
        const set = new Set(dz)
        for (const m of legalMoves(hand)) expect(set.has(key(m))).toBe(true)
      }),
      { numRuns: 200, seed: 4 },
    )
  })
})
