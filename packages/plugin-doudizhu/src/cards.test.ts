import { createTestEngine } from '@decklet/testing'
import { InvalidArgumentError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { cardChoices, cardRank, pickCards, ranksOfCards } from './cards'
import { createDoudizhuPlugins } from './doudizhuPlugin'
import { isRank, rankCounts, rankIndex, sortRanks } from './ranks'

describe('ranks', () => {
  it('orders 3 … A, 2, BJ, RJ', () => {
    expect(sortRanks(['RJ', '2', 'A', '3', 'BJ', '10'])).toEqual(['3', '10', 'A', '2', 'BJ', 'RJ'])
    expect(rankIndex('3')).toBe(0)
    expect(rankIndex('x')).toBe(-1)
    expect(isRank('BJ')).toBe(true)
    expect(isRank('T')).toBe(false)
    expect(() => rankCounts(['T'])).toThrow(InvalidArgumentError)
  })
})

describe('cards of the standard deck', () => {
  const engine = createTestEngine({ plugins: createDoudizhuPlugins(), players: 3 })
  const state = engine.getState()
  it('maps standard cards and jokers to ranks', () => {
    expect(cardRank(state.cards['std-hearts-10']!)).toBe('10')
    expect(cardRank(state.cards['std-joker-black']!)).toBe('BJ')
    expect(cardRank(state.cards['std-joker-red']!)).toBe('RJ')
    expect(cardRank({ id: 'x', type: 'token' })).toBeNull()
    expect(ranksOfCards(state, ['std-joker-red', 'std-spades-3'])).toEqual(['3', 'RJ'])
  })
  it('picks cards deterministically, or lists every choice', () => {
    const hand = ['std-hearts-4', 'std-spades-4', 'std-clubs-4', 'std-diamonds-4', 'std-joker-red']
    expect(pickCards(state, hand, ['4', '4', 'RJ'])).toEqual(['std-hearts-4', 'std-spades-4', 'std-joker-red'])
    expect(pickCards(state, hand, ['5'])).toBeNull()
    const choices = cardChoices(state, hand, ['4', '4', 'RJ'])
    expect(choices).toHaveLength(6)
    expect(new Set(choices.map((c) => c.join())).size).toBe(6)
    expect(cardChoices(state, hand, ['BJ'])).toEqual([])
  })
})
