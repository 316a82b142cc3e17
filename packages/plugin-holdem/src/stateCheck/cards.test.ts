import type { GameState } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { describe, expect, it } from 'vitest'
import { table } from '../__fixtures__/table'
import { checkCards, createCardCheck } from './cards'

/** `state` with the first `n` cards of the deck taken out of every zone (still cards of the game). */
function withoutDeckCards(state: GameState, n: number): GameState {
  const deck = state.zones[STANDARD_DECK_ZONE_ID]!
  return { ...state, zones: { ...state.zones, [STANDARD_DECK_ZONE_ID]: { ...deck, cards: deck.cards.slice(n) } } }
}

describe('the card check', () => {
  it('finds every card of a dealt table', () => {
    const state = table(3).getState()
    expect(checkCards(state)).toEqual([])
    expect(createCardCheck()(state)).toEqual([])
  })

  it('counts the cards that are in no zone it accepts', () => {
    const state = table(3).getState()
    expect(checkCards(withoutDeckCards(state, 1))).toEqual(['1 of the 52 cards is not in the deck, the board, the muck or the hand of a player at the table'])
    expect(createCardCheck()(withoutDeckCards(state, 2))).toEqual(['2 of the 52 cards are not in the deck, the board, the muck or the hand of a player at the table'])
  })

  it('names a table holding more cards than the game has', () => {
    const state = table(3).getState()
    const deck = state.zones[STANDARD_DECK_ZONE_ID]!
    const doubled = { ...state, zones: { ...state.zones, [STANDARD_DECK_ZONE_ID]: { ...deck, cards: [...deck.cards, deck.cards[0]!] } } }
    expect(checkCards(doubled)).toEqual([`the deck, the board, the muck and the hands hold 53 cards; the game has 52`])
  })

  it('counts the card records once per record object, and again for a new one', () => {
    const state = table(3).getState()
    const check = createCardCheck()
    expect(check(state)).toEqual([])
    const [first] = Object.keys(state.cards)
    const fewer = { ...state.cards }
    delete fewer[first!]
    // A new card record of 51 cards while the zones hold 52: counted again, not taken from the last one.
    expect(check({ ...state, cards: fewer })).toEqual(['the deck, the board, the muck and the hands hold 52 cards; the game has 51'])
    expect(check(state)).toEqual([])
  })

  it("does not count a hand of a player who is not seated", () => {
    const state = table(3).getState()
    const zones = { ...state.zones, 'hand-ghost': { ...state.zones[STANDARD_DECK_ZONE_ID]!, id: 'hand-ghost', ownerId: 'ghost', cards: state.zones[STANDARD_DECK_ZONE_ID]!.cards.slice(0, 1) } }
    const moved = withoutDeckCards({ ...state, zones }, 1)
    expect(checkCards(moved)).toEqual(['1 of the 52 cards is not in the deck, the board, the muck or the hand of a player at the table'])
  })
})
