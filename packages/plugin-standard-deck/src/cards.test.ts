import { describe, expect, it } from 'vitest'
import { RANKS, rankValue, standardCardId, SUITS } from './cards'

describe('SUITS', () => {
  it('lists the four French suits in bridge order with their symbol and colour', () => {
    expect(SUITS).toEqual([
      { suit: 'clubs', symbol: '♣', color: 'black' },
      { suit: 'diamonds', symbol: '♦', color: 'red' },
      { suit: 'hearts', symbol: '♥', color: 'red' },
      { suit: 'spades', symbol: '♠', color: 'black' },
    ])
  })

  it('is frozen, list and entries, so no game can change the deck for everyone', () => {
    expect(Object.isFrozen(SUITS)).toBe(true)
    for (const suit of SUITS) expect(Object.isFrozen(suit)).toBe(true)
  })
})

describe('RANKS', () => {
  it('lists the thirteen ranks from 2 up to the ace', () => {
    expect(RANKS).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'])
    expect(Object.isFrozen(RANKS)).toBe(true)
  })
})

describe('rankValue', () => {
  it('values number cards as printed, J 11, Q 12, K 13 and the ace high at 14', () => {
    expect(RANKS.map(rankValue)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
  })
})

describe('standardCardId', () => {
  it('names a first-deck card std-${suit}-${rank}', () => {
    expect(standardCardId('hearts', 'Q')).toBe('std-hearts-Q')
    expect(standardCardId('clubs', '10', 1)).toBe('std-clubs-10')
  })

  it('appends -d${n} for the cards of deck 2 and later', () => {
    expect(standardCardId('spades', 'A', 2)).toBe('std-spades-A-d2')
    expect(standardCardId('diamonds', '7', 3)).toBe('std-diamonds-7-d3')
  })

  it('names jokers by colour, with the same deck suffix', () => {
    expect(standardCardId('joker', 'red')).toBe('std-joker-red')
    expect(standardCardId('joker', 'black', 2)).toBe('std-joker-black-d2')
  })
})
