import { SeededRandomProvider } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { CHANCE_CARDS, chanceCard, chanceIndices, drawChance, type ChanceDeck } from './chance'

describe('the chance deck', () => {
  it('has ten cards with distinct ids, among them the three modifier effects and jail', () => {
    expect(CHANCE_CARDS).toHaveLength(10)
    expect(new Set(CHANCE_CARDS.map((c) => c.id)).size).toBe(10)
    const kinds = new Set(CHANCE_CARDS.map((c) => c.effect.kind))
    for (const kind of ['half-rent', 'second-move', 'jail', 'advance-to-start', 'cash']) expect(kinds.has(kind as never)).toBe(true)
  })

  it('draws the cards in the shuffled order, one each time', () => {
    const deck: ChanceDeck = { order: [4, 0, 9], drawn: 0 }
    const never = (): number[] => {
      throw new Error('reshuffled too early')
    }
    const first = drawChance(deck, never)
    expect(first.card).toBe(CHANCE_CARDS[4])
    expect(first.deck).toEqual({ order: [4, 0, 9], drawn: 1 })
    expect(drawChance(first.deck, never).card).toBe(CHANCE_CARDS[0])
  })

  it('is shuffled again by the given source when every card has been drawn', () => {
    const random = new SeededRandomProvider(5)
    const expected = new SeededRandomProvider(5).shuffle(chanceIndices())
    const { card, deck } = drawChance({ order: [1, 2], drawn: 2 }, (indices) => random.shuffle(indices))
    expect(deck).toEqual({ order: expected, drawn: 1 })
    expect(card).toBe(CHANCE_CARDS[expected[0]!])
  })

  it('finds a card by id', () => {
    expect(chanceCard('tailwind')?.effect).toEqual({ kind: 'second-move' })
    expect(chanceCard('nope')).toBeUndefined()
  })
})
