import { describe, expect, it } from 'vitest'
import { evaluateHand } from '../detector/detect'
import { PokerInputError } from '../errors/pokerInputError'
import { Comparator, compareHands, rankOf } from './comparator'
import { describeRank, ranksOf } from './describeRank'

describe('the Comparator', () => {
  it('gives one comparable integer per hand, the same for cards, results and ranks', () => {
    const cards = ['As', 'Ad', 'Kc', 'Qh', 'Js']
    const rank = Comparator.rank(cards)
    expect(rankOf(cards)).toBe(rank)
    expect(rankOf(evaluateHand(cards))).toBe(rank)
    expect(rankOf(rank)).toBe(rank)
  })

  it('compares to 1, 0 or -1 and sorts weakest first', () => {
    const pairOfAces = ['As', 'Ad', 'Kc', 'Qh', 'Js']
    const pairOfKings = ['Ks', 'Kd', 'Ac', 'Qd', 'Jc']
    expect(Comparator.compare(pairOfAces, pairOfKings)).toBe(1)
    expect(Comparator.compare(pairOfKings, pairOfAces)).toBe(-1)
    expect(Comparator.compare(pairOfAces, ['Ah', 'Ac', 'Kd', 'Qs', 'Jd'])).toBe(0)
    const sorted = [pairOfAces, ['2s', '3d', '4c', '5h', '6s'], pairOfKings].sort(compareHands)
    expect(sorted.map((h) => Comparator.category(h))).toEqual(['pair', 'pair', 'straight'])
    expect(sorted[0]).toBe(pairOfKings)
  })

  it('describes, names and lists the ranks of a hand', () => {
    expect(Comparator.describe(['Ks', 'Kd', 'Kc', '7h', '7s'])).toBe('Full house, Kings full of Sevens')
    expect(Comparator.name(['Ks', 'Qs', 'Js', 'Ts', 'As'])).toBe('Royal flush')
    expect(Comparator.ranks(['Ks', 'Kd', 'Ac', '7h', '2s'])).toEqual([11, 11, 12, 5, 0])
    expect(Comparator.category(7000)).toBe('flush')
  })

  it('checks seven cards on its fast path as strictly as anywhere', () => {
    expect(() => Comparator.rank(['As', 'Kd', '7c', '7d', '2h', 'Js', 'As'])).toThrow("Duplicate card 'As' in a hand")
    expect(() => Comparator.rank(['As', 'Kd', '7c', '7d', '2h', 'Js', 'std-spades-A'])).toThrow(PokerInputError)
    expect(() => Comparator.rank(['As', 'Kd', '7c', '7d', '2h', 'Js', '9S'])).toThrow("did you mean '9s'?")
    expect(Comparator.rank(['As', 'Kd', '7c', '7d', '2h', 'Js', 'std-spades-9'])).toBe(Comparator.rank(['As', 'Kd', '7c', '7d', '2h', 'Js', '9s']))
  })

  it('refuses what is not a hand', () => {
    expect(() => Comparator.describe(0)).toThrow(PokerInputError)
    expect(() => Comparator.category(7463)).toThrow('Not a hand rank: 7463')
    expect(() => Comparator.compare({} as never, 1)).toThrow('Not a hand')
  })
})

describe('descriptions', () => {
  it.each([
    ['7h 5d 4c 3s 2h', 'Seven high, 5-4-3-2 kickers'],
    ['Ah Ad Kc Qs Jh', 'Pair of Aces, K-Q-J kickers'],
    ['Th Td 9c 9s 2h', 'Two pair, Tens and Nines, 2 kicker'],
    ['Th Td Tc Ks 9h', 'Three of a kind, Tens, K-9 kickers'],
    ['Ah 2d 3c 4s 5h', 'Straight, Five high'],
    ['Ah Kd Qc Js Th', 'Straight, Ace high'],
    ['2h 3h 4h 5h 7h', 'Flush, 7-5-4-3-2'],
    ['6h 6d 6c Ts Th', 'Full house, Sixes full of Tens'],
    ['2h 2d 2c 2s 3h', 'Four of a kind, Twos, 3 kicker'],
    ['Ah 2h 3h 4h 5h', 'Straight flush, Five high'],
    ['9h Kh Qh Jh Th', 'Straight flush, King high'],
  ])('%s: %s', (cards, description) => {
    expect(evaluateHand(cards.split(' ')).description).toBe(description)
  })

  it('has one description per rank, all different', () => {
    const all = new Set<string>()
    for (let rank = 1; rank <= 7462; rank++) all.add(describeRank(rank))
    expect(all.size).toBe(7462)
  })

  it('lists the ranks of the wheel with the ace last', () => {
    expect(ranksOf(evaluateHand(['Ah', '2d', '3c', '4s', '5h']).rank)).toEqual([3, 2, 1, 0, 12])
  })
})
