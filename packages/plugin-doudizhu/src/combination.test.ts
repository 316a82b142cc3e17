import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '@decklet/core'
import { beats, classify, type CombinationKind } from './combination'

const r = (s: string) => (s === '' ? [] : s.split(' '))
const kindOf = (s: string, profile?: 'standard' | 'douzero') => classify(r(s), { profile })?.kind ?? null

describe('classify: one test per combination', () => {
  const cases: [string, CombinationKind, string | null, number][] = [
    ['', 'pass', null, 0],
    ['7', 'solo', '7', 1],
    ['RJ', 'solo', 'RJ', 1],
    ['Q Q', 'pair', 'Q', 1],
    ['5 5 5', 'trio', '5', 1],
    ['5 5 5 K', 'trio_solo', '5', 1],
    ['3 9 9 9', 'trio_solo', '9', 1],
    ['5 5 5 2 2', 'trio_pair', '5', 1],
    ['3 4 5 6 7', 'solo_chain', '3', 5],
    ['3 4 5 6 7 8 9 10 J Q K A', 'solo_chain', '3', 12],
    ['4 4 5 5 6 6', 'pair_chain', '4', 3],
    ['8 8 8 9 9 9', 'trio_chain', '8', 2],
    ['3 3 3 4 4 4 9 K', 'plane_solo', '3', 2],
    ['3 3 3 4 4 4 5 5 5 7 7 7', 'plane_solo', '3', 3],
    ['3 3 3 4 4 4 9 9 K K', 'plane_pair', '3', 2],
    ['6 6 6 6 3 K', 'four_two_solo', '6', 1],
    ['6 6 6 6 3 3', 'four_two_solo', '6', 1],
    ['6 6 6 6 3 3 K K', 'four_two_pair', '6', 1],
    ['2 2 2 2', 'bomb', '2', 1],
    ['BJ RJ', 'rocket', 'BJ', 1],
  ]
  for (const [cards, kind, rank, length] of cases) {
    it(`${cards || '(pass)'} is ${kind}`, () => {
      const c = classify(r(cards))
      expect(c).toMatchObject({ kind, rank, length })
      expect(classify(r(cards), { profile: 'douzero' })?.kind).toBe(kind)
    })
  }
  it('sorts the cards in play order', () => {
    expect(classify(['2', 'A', 'K', 'Q', 'J'])).toBeNull()
    expect(classify(['K', 'K', 'K', '3'])?.cards).toEqual(['3', 'K', 'K', 'K'])
  })
})

describe('classify: what is not a combination', () => {
  it.each([
    ['BJ 3', 'two different solos'],
    ['BJ RJ 3', 'jokers and a card'],
    ['J Q K A 2', '2 in a chain'],
    ['10 J Q K A 2', '2 at the top of a chain'],
    ['3 4 5 6', 'a chain of four'],
    ['3 3 4 4', 'two pairs'],
    ['A A 2 2 BJ', 'nothing'],
    ['3 3 3 3 BJ RJ', 'four with the rocket as kicker (standard)'],
    ['3 3 3 4 4 4 BJ RJ', 'plane with the rocket as kickers (standard)'],
    ['3 3 3 4 4 4 5 5 5 6 6 6 9 9 9 9', 'plane with a bomb as kickers (standard)'],
    ['4 4 4 5 5 5 6 6 6 7 7 7 3 3 3 J', 'plane whose kickers are an adjacent trio (standard)'],
    ['3 3 3 4 4 4 4 5', 'plane with a kicker of its body rank'],
    ['3 3 3 3 5 5 5 5', 'four with two pairs of one rank'],
    ['3 3 3 5 5 5 7 8', 'trios that are not consecutive'],
    ['K K K A A A 2 2 2 3 4 5', 'a plane through the 2'],
  ])('%s: %s', (cards) => {
    expect(classify(r(cards))).toBeNull()
  })
  it('throws on an unknown rank', () => {
    expect(() => classify(['1'])).toThrow(InvalidArgumentError)
  })
})

describe('classify: the douzero profile follows DouZero\'s detector', () => {
  it('accepts the rocket as kickers of a plane and of a four-with-two', () => {
    expect(kindOf('3 3 3 4 4 4 BJ RJ', 'douzero')).toBe('plane_solo')
    expect(kindOf('3 3 3 3 BJ RJ', 'douzero')).toBe('four_two_solo')
  })
  it('reads two quads as a four with two pairs, ranked by the higher quad', () => {
    expect(classify(r('3 3 3 3 5 5 5 5'), { profile: 'douzero' })).toMatchObject({ kind: 'four_two_pair', rank: '5' })
  })
  it('reads four trios of which three are consecutive as a plane of three with solos', () => {
    expect(classify(r('3 3 3 5 5 5 6 6 6 7 7 7'), { profile: 'douzero' })).toMatchObject({ kind: 'plane_solo', rank: '5', length: 3 })
  })
  it('rejects a bomb among a plane\'s kickers, as its detector does', () => {
    expect(kindOf('3 3 3 4 4 4 5 5 5 6 6 6 9 9 9 9', 'douzero')).toBeNull()
  })
})

describe('beats: one test per beating rule', () => {
  it('a higher card of the same kind beats a lower one', () => {
    expect(beats(r('4'), r('3'))).toBe(true)
    expect(beats(r('3'), r('4'))).toBe(false)
    expect(beats(r('3'), r('3'))).toBe(false)
    expect(beats(r('RJ'), r('BJ'))).toBe(true)
    expect(beats(r('2 2'), r('A A'))).toBe(true)
    expect(beats(r('K K K'), r('Q Q Q'))).toBe(true)
  })
  it('suits and kickers do not matter: the trio of a trio with attachments decides', () => {
    expect(beats(r('4 4 4 3'), r('3 3 3 2'))).toBe(true)
    expect(beats(r('3 3 3 2'), r('4 4 4 3'))).toBe(false)
    expect(beats(r('4 4 4 3 3'), r('3 3 3 2 2'))).toBe(true)
  })
  it('chains compare by their lowest rank, only at the same length', () => {
    expect(beats(r('4 5 6 7 8'), r('3 4 5 6 7'))).toBe(true)
    expect(beats(r('4 5 6 7 8 9'), r('3 4 5 6 7'))).toBe(false)
    expect(beats(r('5 5 6 6 7 7'), r('4 4 5 5 6 6'))).toBe(true)
    expect(beats(r('5 5 6 6 7 7 8 8'), r('4 4 5 5 6 6'))).toBe(false)
    expect(beats(r('9 9 9 10 10 10'), r('8 8 8 9 9 9'))).toBe(true)
  })
  it('planes compare by their body, at the same length and kind', () => {
    expect(beats(r('4 4 4 5 5 5 3 3'), r('3 3 3 4 4 4 9 K'))).toBe(true)
    expect(beats(r('4 4 4 5 5 5 3 3 6 6'), r('3 3 3 4 4 4 9 K'))).toBe(false)
    expect(beats(r('4 4 4 5 5 5 3 3 6 6'), r('3 3 3 4 4 4 9 9 K K'))).toBe(true)
  })
  it('four-with-two compares by the quad', () => {
    expect(beats(r('7 7 7 7 3 4'), r('6 6 6 6 A 2'))).toBe(true)
    expect(beats(r('7 7 7 7 3 3 4 4'), r('6 6 6 6 A A 2 2'))).toBe(true)
    expect(beats(r('7 7 7 7 3 4'), r('6 6 6 6 A A 2 2'))).toBe(false)
  })
  it('different kinds or lengths never beat each other', () => {
    expect(beats(r('2 2'), r('3'))).toBe(false)
    expect(beats(r('4 4 4'), r('3 3 3 5'))).toBe(false)
  })
  it('a bomb beats any non-bomb, a higher bomb a lower one', () => {
    expect(beats(r('3 3 3 3'), r('2 2'))).toBe(true)
    expect(beats(r('3 3 3 3'), r('3 4 5 6 7 8 9 10 J Q K A'))).toBe(true)
    expect(beats(r('4 4 4 4'), r('3 3 3 3'))).toBe(true)
    expect(beats(r('3 3 3 3'), r('4 4 4 4'))).toBe(false)
  })
  it('the rocket beats everything and nothing beats it', () => {
    expect(beats(r('BJ RJ'), r('2 2 2 2'))).toBe(true)
    expect(beats(r('2 2 2 2'), r('BJ RJ'))).toBe(false)
  })
  it('anything beats a free lead; a pass or a non-combination beats nothing', () => {
    expect(beats(r('3'), [])).toBe(true)
    expect(beats([], r('3'))).toBe(false)
    expect(beats(r('3 4'), [])).toBe(false)
  })
  it('douzero compares planes with solos by the highest trio, kickers included', () => {
    const rival = r('3 3 3 4 4 4 5 5 5 9 9 9')
    expect(beats(r('4 4 4 5 5 5 6 6 6 J Q K'), rival)).toBe(true)
    expect(beats(r('4 4 4 5 5 5 6 6 6 J Q K'), rival, { profile: 'douzero' })).toBe(false)
    expect(beats(r('4 4 4 5 5 5 6 6 6 10 10 10'), rival, { profile: 'douzero' })).toBe(true)
  })
})
