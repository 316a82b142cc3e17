import { describe, expect, it } from 'vitest'
import { PokerInputError } from '../errors/pokerInputError'
import { evaluateHand, evaluateLowHand, evaluateOmahaHand, evaluateOmahaLowHand } from './detect'

function hand(cards: string) {
  return evaluateHand(cards.split(' '))
}

function inputError(run: () => unknown): PokerInputError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(PokerInputError)
    return error as PokerInputError
  }
  throw new Error('expected a PokerInputError')
}

describe('evaluateHand finds the best five cards', () => {
  it.each([
    ['As Kd 9c 7h 3s 2d 4c', 'high-card', 'As Kd 9c 7h 4c', 'Ace high, K-9-7-4 kickers'],
    ['Ah As Kd Qc Jh 3s 2d', 'pair', 'Ah As Kd Qc Jh', 'Pair of Aces, K-Q-J kickers'],
    ['Ah As Kd Kc Qh Qs 2d', 'two-pair', 'Ah As Kd Kc Qh', 'Two pair, Aces and Kings, Q kicker'],
    ['7h 7s 7d Ac Kh 2s 3d', 'three-of-a-kind', '7h 7s 7d Ac Kh', 'Three of a kind, Sevens, A-K kickers'],
    ['9h Ts Jd Qc Kh 2s 2d', 'straight', 'Kh Qc Jd Ts 9h', 'Straight, King high'],
    ['Ah Kh 9h 7h 4h 2h Qd', 'flush', 'Ah Kh 9h 7h 4h', 'Flush, A-K-9-7-4'],
    ['Kh Ks Kd 7c 7h 7s 2d', 'full-house', 'Kh Ks Kd 7c 7h', 'Full house, Kings full of Sevens'],
    ['9h 9s 9d 9c Ah Kd Kc', 'four-of-a-kind', '9h 9s 9d 9c Ah', 'Four of a kind, Nines, A kicker'],
    ['5s 6s 7s 8s 9s Ts 2d', 'straight-flush', 'Ts 9s 8s 7s 6s', 'Straight flush, Ten high'],
    ['Ts Js Qs Ks As 2d 3d', 'straight-flush', 'As Ks Qs Js Ts', 'Royal flush'],
  ])('%s is a %s', (cards, category, best5, description) => {
    const result = hand(cards)
    expect(result.category).toBe(category)
    expect(result.best5).toEqual(best5.split(' '))
    expect(result.description).toBe(description)
  })

  it('names the royal flush as such, a straight flush category with the best rank', () => {
    expect(hand('As Ks Qs Js Ts')).toEqual({
      category: 'straight-flush',
      name: 'Royal flush',
      rank: 7462,
      best5: ['As', 'Ks', 'Qs', 'Js', 'Ts'],
      description: 'Royal flush',
    })
    expect(hand('Ks Qs Js Ts 9s').name).toBe('Straight flush')
  })

  it('plays the wheel A-2-3-4-5 as a five-high straight, below 6-high', () => {
    const wheel = hand('Ah 2s 3d 4c 5h Kd 9c')
    expect(wheel.description).toBe('Straight, Five high')
    expect(wheel.best5).toEqual(['5h', '4c', '3d', '2s', 'Ah'])
    expect(hand('2s 3d 4c 5h 6d').rank).toBeGreaterThan(wheel.rank)
    expect(hand('Ah 2s 3d 4c 5h 6d Kc').best5).toEqual(['6d', '5h', '4c', '3d', '2s'])
    expect(wheel.rank).toBeGreaterThan(hand('Ah Ad Ac Kd Qc').rank) // any straight beats trips
  })

  it('plays the steel wheel as a five-high straight flush, the lowest one', () => {
    const steel = hand('As 2s 3s 4s 5s Kd Kc')
    expect(steel.description).toBe('Straight flush, Five high')
    expect(steel.best5).toEqual(['5s', '4s', '3s', '2s', 'As'])
    expect(steel.rank).toBe(7453)
    expect(steel.rank).toBeGreaterThan(hand('Ah Ad Ac As Kd').rank)
  })

  it('does not wrap straights around the ace', () => {
    expect(hand('Qh Ks Ad 2c 3h 8d 9c').category).toBe('high-card')
    expect(hand('Kh Ad 2c 3h 4s').category).toBe('high-card')
  })

  it('returns exactly five cards of a six- or seven-card flush, the five highest', () => {
    expect(hand('Ah Kh 9h 7h 4h 2h').best5).toEqual(['Ah', 'Kh', '9h', '7h', '4h'])
    expect(hand('2h 4h 6h 8h Th Qh Kh').best5).toEqual(['Kh', 'Qh', 'Th', '8h', '6h'])
  })

  it('prefers a straight flush to a higher straight off-suit, and a flush to a straight', () => {
    const result = hand('5s 6s 7s 8s 9s Th Jd')
    expect(result.description).toBe('Straight flush, Nine high')
    expect(result.best5).toEqual(['9s', '8s', '7s', '6s', '5s'])
    expect(hand('2h 5h 7h 9h Jh Td 8c').category).toBe('flush')
  })

  it('makes a full house of two sets of trips, the higher as the trips', () => {
    expect(hand('4h 4s 4d Qc Qh Qs 2d').description).toBe('Full house, Queens full of Fours')
  })

  it('counts kickers, and only five cards', () => {
    expect(hand('Ah As Kd Qc Jh').rank).toBeGreaterThan(hand('Ad Ac Kh Qs Th').rank)
    expect(hand('Ah As Kd Qc Jh 3s 2d').rank).toBe(hand('Ad Ac Kh Qs Jd 9c 8c').rank) // the 9 and 8 do not play
    expect(hand('Ah As Kd Kc 7h').rank).toBeGreaterThan(hand('Ad Ac Kh Ks 6h').rank)
    expect(hand('9h 9s 9d 9c 2h').rank).toBeLessThan(hand('9h 9s 9d 9c 3h').rank)
  })

  it('gives hands of one class the same rank whatever the suits (a tie)', () => {
    expect(hand('Ah Kh Qd Jc 9s').rank).toBe(hand('As Ks Qh Jd 9c').rank)
    expect(hand('Ts 9h 8d 7c 6s 2c 2d').rank).toBe(hand('Th 9s 8c 7d 6h Ac Ad').rank)
  })

  it('accepts standard-deck card ids and returns them as given', () => {
    const result = evaluateHand(['std-hearts-A', 'std-spades-A', 'std-clubs-K', 'std-clubs-10', 'std-diamonds-2', 'Qd', '3c'])
    expect(result.best5).toEqual(['std-hearts-A', 'std-spades-A', 'std-clubs-K', 'Qd', 'std-clubs-10'])
    expect(result.description).toBe('Pair of Aces, K-Q-T kickers')
  })

  it('ranks every category above the one below it', () => {
    const ladder = [
      '7h 5d 4c 3s 2h', 'Ah Ad Kc Qs Jh', 'Ah Ad Kc Ks Jh', 'Ah Ad Ac Ks Qh', 'Ah Kd Qc Js Th',
      '2h 3h 4h 5h 7h', '2h 2d 2c 3s 3h', '2h 2d 2c 2s 3h', '2h 3h 4h 5h 6h',
    ].map((cards) => hand(cards))
    expect(ladder.map((r) => r.category)).toEqual([
      'high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush',
    ])
    for (let i = 1; i < ladder.length; i++) expect(ladder[i]!.rank).toBeGreaterThan(ladder[i - 1]!.rank)
    expect(ladder[0]!.rank).toBe(1)
  })
})

describe('evaluateHand refuses bad input', () => {
  it.each([
    [['As', 'Ks', 'Qs', 'Js'], 'POKER_CARD_COUNT', 'A hand needs 5 to 7 cards, got 4'],
    [['As', 'Ks', 'Qs', 'Js', 'Ts', '9s', '8s', '7s'], 'POKER_CARD_COUNT', 'A hand needs 5 to 7 cards, got 8'],
    [['As', 'Ks', 'Qs', 'Js', '10s'], 'POKER_UNKNOWN_CARD', "Unknown card '10s': write a ten as T (did you mean 'Ts'?)"],
    [['as', 'Ks', 'Qs', 'Js', 'Ts'], 'POKER_UNKNOWN_CARD', "Unknown card 'as': ranks are upper-case (did you mean 'As'?)"],
    [['AS', 'Ks', 'Qs', 'Js', 'Ts'], 'POKER_UNKNOWN_CARD', "Unknown card 'AS': suits are lower-case (did you mean 'As'?)"],
    [['A♠', 'Ks', 'Qs', 'Js', 'Ts'], 'POKER_UNKNOWN_CARD', "Unknown card 'A♠': write the suit as a letter (c, d, h, s) (did you mean 'As'?)"],
    [['As', 'Ks', 'Qs', 'Js', 'As'], 'POKER_DUPLICATE_CARD', "Duplicate card 'As' in a hand"],
    [['As', 'Ks', 'Qs', 'Js', 'std-spades-A'], 'POKER_DUPLICATE_CARD', "Duplicate card 'std-spades-A' in a hand (the same card as 'As')"],
    [['As', 'Ks', 'Qs', 'Js', 'std-joker-red'], 'POKER_UNKNOWN_CARD', "Unknown card 'std-joker-red': jokers are not poker cards"],
    [['As', 'Ks', 'Qs', 'Js', 'Xs'], 'POKER_UNKNOWN_CARD', "Unknown card 'Xs': expected a rank"],
    [['As', 'Ks', 'Qs', 'Js', 51], 'POKER_UNKNOWN_CARD', "Unknown card 51: cards are strings such as 'As' or 'std-spades-A'"],
  ])('%j throws %s', (cards, code, message) => {
    const error = inputError(() => evaluateHand(cards as string[]))
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
  })

  it('refuses something that is not an array', () => {
    expect(inputError(() => evaluateHand('As Ks Qs Js Ts' as unknown as string[])).code).toBe('POKER_BAD_INPUT')
  })
})

describe('evaluateOmahaHand plays exactly two hole cards and three board cards', () => {
  it('needs two hole cards of a suit for a flush', () => {
    const result = evaluateOmahaHand(['Ah', 'Kc', '7d', '2s'], ['Qh', 'Jh', '9h', '4h', '3c'])
    expect(result.category).not.toBe('flush')
    expect(evaluateOmahaHand(['Ah', 'Kh', '7d', '2s'], ['Qh', 'Jh', '9h', '4h', '3c']).description).toBe('Flush, A-K-Q-J-9')
  })

  it('cannot play the straight flush on the board', () => {
    expect(evaluateOmahaHand(['As', '2c', '3d', '4h'], ['Ks', 'Qs', 'Js', 'Ts', '9s']).description).toBe('Ace high, K-Q-J-4 kickers')
  })

  it('cannot use more than two of four aces', () => {
    expect(evaluateOmahaHand(['Ah', 'As', 'Ad', 'Ac'], ['Kd', 'Qc', '7s', '3h', '2d']).description).toBe('Pair of Aces, K-Q-7 kickers')
  })

  it('returns the two hole cards and three board cards that play, in significance order', () => {
    const result = evaluateOmahaHand(['As', 'Ks', '7d', '2c'], ['Qs', 'Js', 'Ts', '3h', '3d'])
    expect(result.name).toBe('Royal flush')
    expect(result.best5).toEqual(['As', 'Ks', 'Qs', 'Js', 'Ts'])
    const trips = evaluateOmahaHand(['7h', '7s', 'Kd', '2c'], ['7d', 'Ac', 'Qs', '3h', '4d'])
    expect(trips.best5).toEqual(['7h', '7s', '7d', 'Ac', 'Qs'])
  })

  it('works on the flop and the turn', () => {
    expect(evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd'], ['Ac', '7c', '2d']).category).toBe('three-of-a-kind')
    expect(evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd'], ['Ac', '7c', '2d', 'Ks']).category).toBe('three-of-a-kind') // AA KK is four hole cards
    expect(evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Qd'], ['Ac', '7c', '2d', '7s']).description).toBe('Full house, Aces full of Sevens')
  })

  it('refuses wrong counts and duplicates across hole and board', () => {
    expect(inputError(() => evaluateOmahaHand(['Ah', 'Ad', 'Kc'], ['Ac', '7c', '2d'])).message).toBe('The hole cards needs 4 cards, got 3')
    expect(inputError(() => evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd', 'Qd'], ['Ac', '7c', '2d'])).code).toBe('POKER_CARD_COUNT')
    expect(inputError(() => evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd'], ['Ac', '7c'])).code).toBe('POKER_CARD_COUNT')
    expect(inputError(() => evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd'], ['Ac', '7c', '2d', '3d', '4d', '5d'])).code).toBe('POKER_CARD_COUNT')
    expect(inputError(() => evaluateOmahaHand(['Ah', 'Ad', 'Kc', 'Kd'], ['Ac', '7c', 'Ah'])).code).toBe('POKER_DUPLICATE_CARD')
  })
})

describe('eight-or-better lows', () => {
  it('finds the wheel, the best low, and ignores that it is a straight and a flush', () => {
    expect(evaluateLowHand(['Ah', '2h', '3h', '4h', '5h', 'Kd', '9c'])).toEqual({
      rank: 56,
      best5: ['5h', '4h', '3h', '2h', 'Ah'],
      description: '5-4-3-2-A low',
    })
  })

  it('takes five different ranks of eight or lower, the lowest, ignoring pairs', () => {
    const low = evaluateLowHand(['8d', '8c', '6s', '4h', '2c', 'Ad', 'Kd'])
    expect(low?.description).toBe('8-6-4-2-A low')
    expect(low?.best5).toEqual(['8d', '6s', '4h', '2c', 'Ad'])
    expect(evaluateLowHand(['8d', '7c', '6s', '5h', '4c'])?.rank).toBe(1)
  })

  it('has no low with a nine, or with fewer than five low ranks', () => {
    expect(evaluateLowHand(['9d', '7c', '6s', '5h', '4c'])).toBeNull()
    expect(evaluateLowHand(['Ad', 'Ac', '2s', '2h', '3c', '3d', 'Ks'])).toBeNull()
  })

  it('compares lows from the highest card down', () => {
    const rank = (cards: string) => evaluateLowHand(cards.split(' '))!.rank
    expect(rank('7d 5c 4s 3h 2c')).toBeGreaterThan(rank('7d 6c 4s 3h 2c'))
    expect(rank('6d 5c 4s 3h 2c')).toBeGreaterThan(rank('7d 4c 3s 2h Ac'))
    expect(rank('8d 5c 4s 3h 2c')).toBe(rank('8h 5d 4c 3s 2d'))
  })

  it('in Omaha plays exactly two hole cards and three board cards for the low', () => {
    expect(evaluateOmahaLowHand(['Ah', '2c', 'Kd', 'Kc'], ['3d', '6s', '8h', 'Qc', 'Jd'])?.best5).toEqual(['8h', '6s', '3d', '2c', 'Ah'])
    expect(evaluateOmahaLowHand(['Ah', 'Kc', 'Qd', 'Jc'], ['2d', '3s', '4h', '5c', '6d'])).toBeNull() // one low hole card
    expect(evaluateOmahaLowHand(['Ah', '2c', '3d', '4c'], ['5d', '6s', 'Kh', 'Qc', 'Jd'])).toBeNull() // two low board cards
    expect(evaluateOmahaLowHand(['Ah', '2c', '3d', '4c'], ['2d', '3s', '8h', 'Qc', 'Jd'])?.description).toBe('8-4-3-2-A low') // counterfeited to 8-4
  })
})
