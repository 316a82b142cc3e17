import { describe, expect, it } from 'vitest'
import { cardCodes, createCardsSeen, readCards } from './readCards'

describe('reading groups of cards', () => {
  it('converts distinct cards to codes, in order', () => {
    expect(cardCodes(['2c', 'As', 'std-hearts-10'])).toEqual([0, 51, 34])
    expect(cardCodes([])).toEqual([])
  })

  it('finds a duplicate across groups and names both spellings', () => {
    const seen = createCardsSeen()
    readCards(['As', 'Kd', 'Qc'], 'the board', 3, 5, seen)
    expect(() => readCards(['Jh', 'std-spades-A'], 'the hole cards of player 1', 2, 2, seen)).toThrow(
      "Duplicate card 'std-spades-A' in the hole cards of player 1 (the same card as 'As')",
    )
    expect(() => cardCodes(['As', 'Kd', 'As'])).toThrow("Duplicate card 'As' in the cards")
  })

  it('checks the count', () => {
    expect(() => readCards(['As'], 'the board', 3, 5, createCardsSeen())).toThrow('The board needs 3 to 5 cards, got 1')
    expect(() => readCards(['As'], 'the hole cards', 2, 2, createCardsSeen())).toThrow('The hole cards needs 2 cards, got 1')
  })
})
