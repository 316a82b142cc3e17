import { describe, expect, it } from 'vitest'
import { PokerInputError } from '../errors/pokerInputError'
import { cardCode, formatCard, rankOfCard, standardCardIdOf, suitOfCard } from './cardCodes'
import { parseCard } from './parseCard'

describe('card strings and codes', () => {
  it('round-trips every card through its string and its standard-deck id', () => {
    for (let code = 0; code < 52; code++) {
      expect(parseCard(formatCard(code))).toBe(code)
      expect(parseCard(standardCardIdOf(code))).toBe(code)
    }
  })

  it('codes a card as rank * 4 + suit, deuce 0 to ace 12, suits clubs, diamonds, hearts, spades', () => {
    expect(parseCard('2c')).toBe(0)
    expect(parseCard('As')).toBe(51)
    expect(parseCard('Td')).toBe(cardCode(8, 1))
    expect(rankOfCard(parseCard('Td'))).toBe(8)
    expect(suitOfCard(parseCard('Td'))).toBe(1)
    expect(formatCard(parseCard('Td'))).toBe('Td')
  })

  it('reads the ids of the standard-deck plugin, with 10 for a ten, and of further decks', () => {
    expect(parseCard('std-diamonds-10')).toBe(parseCard('Td'))
    expect(parseCard('std-hearts-Q')).toBe(parseCard('Qh'))
    expect(parseCard('std-spades-A-d2')).toBe(parseCard('As'))
    expect(parseCard('std-hearts-10-d12')).toBe(parseCard('Th'))
    expect(standardCardIdOf(parseCard('Td'))).toBe('std-diamonds-10')
  })

  it.each([
    ['Ts ', "Unknown card 'Ts ': no spaces around a card (did you mean 'Ts'?)"],
    ['kd', "Unknown card 'kd': ranks are upper-case (did you mean 'Kd'?)"],
    ['tH', "Unknown card 'tH': ranks are upper-case, suits are lower-case (did you mean 'Th'?)"],
    ['10♥', "Unknown card '10♥': write the suit as a letter (c, d, h, s), write a ten as T (did you mean 'Th'?)"],
    ['1s', "Unknown card '1s': expected a rank (2-9, T, J, Q, K, A) then a suit"],
    ['', "Unknown card '': expected a rank"],
    ['Asx', "Unknown card 'Asx': expected a rank"],
    ['std-spades-T', "Unknown card 'std-spades-T': standard-deck ids write a ten as 10 (did you mean 'std-spades-10'?)"],
    ['std-spade-A', "Unknown card 'std-spade-A': expected a standard-deck id such as 'std-spades-A'"],
    ['std-spades-A-d0', "Unknown card 'std-spades-A-d0': expected a standard-deck id"],
    ['std-spades-A-d', "Unknown card 'std-spades-A-d': expected a standard-deck id"],
    ['std-spades-A-d2-d2', "Unknown card 'std-spades-A-d2-d2': expected a standard-deck id"],
    ['std-spades-A-x2', "Unknown card 'std-spades-A-x2': expected a standard-deck id"],
    ['std-joker-black', "Unknown card 'std-joker-black': jokers are not poker cards"],
  ])('refuses %j, saying why', (card, message) => {
    expect(() => parseCard(card)).toThrow(PokerInputError)
    expect(() => parseCard(card)).toThrow(message)
  })

  it('refuses values that are not strings', () => {
    for (const value of [51, null, undefined, { id: 'As' }]) {
      try {
        parseCard(value)
        throw new Error('no error')
      } catch (error) {
        expect(PokerInputError.isInstance(error)).toBe(true)
        expect((error as PokerInputError).code).toBe('POKER_UNKNOWN_CARD')
        expect((error as PokerInputError).card).toBe(value)
      }
    }
  })
})
