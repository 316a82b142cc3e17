import { describe, expect, it } from 'vitest'
import { PokerInputError } from '../errors/pokerInputError'
import { resolveShowdown, type ShowdownInput } from './resolveShowdown'
import { splitPot } from './splitPot'

const split = (cards: string) => cards.split(' ')

function codeOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(PokerInputError)
    return (error as PokerInputError).code
  }
  throw new Error('expected a PokerInputError')
}

describe("Hold'em showdowns", () => {
  it('names the winner and every hand', () => {
    const result = resolveShowdown({
      board: split('Ah Kd 7c 7s 2d'),
      holes: [split('As Qc'), split('Ac Qs'), split('Kh Ks')],
      pots: [101],
    })
    expect(result.winners).toEqual([2])
    expect(result.split).toBe(false)
    expect(result.hands.map((h) => h.description)).toEqual([
      'Two pair, Aces and Sevens, K kicker',
      'Two pair, Aces and Sevens, K kicker',
      'Full house, Kings full of Sevens',
    ])
    expect(result.hands[2]).toEqual({
      category: 'full-house',
      name: 'Full house',
      rank: result.hands[2]!.rank,
      best5: ['Kh', 'Ks', 'Kd', '7c', '7s'],
      description: 'Full house, Kings full of Sevens',
    })
    expect(result.payouts).toEqual([0, 0, 101])
    expect(result.low).toBeUndefined()
  })

  it('splits when the board plays, odd chips to the first winners in position', () => {
    const input: ShowdownInput = {
      board: split('Ts Js Qd Kh Ac'),
      holes: [split('2c 3d'), split('4h 5h'), split('6c 7c')],
      pots: [100],
    }
    const result = resolveShowdown(input)
    expect(result.winners).toEqual([0, 1, 2])
    expect(result.split).toBe(true)
    expect(result.payouts).toEqual([34, 33, 33])
    expect(resolveShowdown({ ...input, oddChipOrder: [2, 0, 1] }).payouts).toEqual([33, 33, 34])
    expect(resolveShowdown({ ...input, pots: [101], oddChipOrder: [1, 2, 0] }).payouts).toEqual([33, 34, 34])
  })

  it('shares side pots among their eligible players only', () => {
    // Player 0 is all-in for the main pot only; players 1 and 2 also contest a side pot.
    const result = resolveShowdown({
      board: split('2h 7d 9c Js Qd'),
      holes: [split('Qs Qc'), split('Jh Jd'), split('Ah Kc')],
      pots: [{ amount: 90 }, { amount: 200, eligible: [1, 2] }],
    })
    expect(result.winners).toEqual([0])
    expect(result.pots).toEqual([
      { amount: 90, eligible: [0, 1, 2], winners: [0], lowWinners: [], payouts: [90, 0, 0] },
      { amount: 200, eligible: [1, 2], winners: [1], lowWinners: [], payouts: [0, 200, 0] },
    ])
    expect(result.payouts).toEqual([90, 200, 0])
  })

  it('evaluates on a board of three or four cards too', () => {
    expect(resolveShowdown({ board: split('Ah Kd 7c'), holes: [split('As Qc'), split('Kh Ks')] }).winners).toEqual([1])
  })

  it('plays hi-lo: the best eight-or-better low takes half, the odd chip goes high', () => {
    const result = resolveShowdown({
      board: split('2h 5d 7c Ks Kd'),
      holes: [split('Ah 3c'), split('Kh Qc')],
      hiLo: true,
      pots: [101],
    })
    expect(result.winners).toEqual([1])
    expect(result.low).toEqual({
      winners: [0],
      split: false,
      hands: [{ rank: result.low!.hands[0]!.rank, best5: ['7c', '5d', '3c', '2h', 'Ah'], description: '7-5-3-2-A low' }, null],
    })
    expect(result.payouts).toEqual([50, 51])
  })
})

describe('Omaha showdowns', () => {
  it('plays two hole cards and three board cards', () => {
    const result = resolveShowdown({
      variant: 'omaha',
      board: split('Qh Jh 9h 4h 3c'),
      holes: [split('Ah Kc 7d 2s'), split('8h 6h Tc Td')],
    })
    expect(result.hands.map((h) => h.category)).toEqual(['high-card', 'flush'])
    expect(result.winners).toEqual([1])
  })

  it('scoops, splits and quarters in hi-lo, and gives everything to the high hand without a low', () => {
    const board = split('2c 4d 7h Ks Qs')
    const halves = resolveShowdown({ variant: 'omaha', hiLo: true, board, holes: [split('Ah 3s As 5c'), split('Kd Kc 9h 9d')], pots: [100] })
    expect(halves.winners).toEqual([1]) // a set of kings
    expect(halves.low!.winners).toEqual([0])
    expect(halves.payouts).toEqual([50, 50])

    const scoop = resolveShowdown({ variant: 'omaha', hiLo: true, board: split('2c 4d 3h Ks Qs'), holes: [split('Ah 5s 9c 9d'), split('Kd Kc Jh Td')], pots: [100] })
    expect(scoop.hands[0]!.description).toBe('Straight, Five high') // beats the set of kings
    expect(scoop.winners).toEqual([0])
    expect(scoop.low!.hands[0]!.description).toBe('5-4-3-2-A low')
    expect(scoop.payouts).toEqual([100, 0])

    const quartered = resolveShowdown({
      variant: 'omaha', hiLo: true, board: split('2c 4d 7h Ks Qs'),
      holes: [split('Ah 3s Jc Jd'), split('Ad 3c 9h 9d'), split('Kd Kc Th Td')], pots: [120],
    })
    expect(quartered.low!.winners).toEqual([0, 1])
    expect(quartered.low!.split).toBe(true)
    expect(quartered.payouts).toEqual([30, 30, 60])

    const noLow = resolveShowdown({ variant: 'omaha', hiLo: true, board: split('9c Td 7h Ks Qs'), holes: [split('Ah 3s 2c 5c'), split('Kd Kc 9h 9d')], pots: [100] })
    expect(noLow.low).toEqual({ winners: [], split: false, hands: [null, null] })
    expect(noLow.payouts).toEqual([0, 100])
  })
})

describe('splitPot', () => {
  it('gives the odd chips one by one in position order', () => {
    expect(splitPot(101, [2, 0], [0, 1, 2])).toEqual([50, 51])
    expect(splitPot(11, [0, 1, 2], [1, 2, 0])).toEqual([3, 4, 4])
    expect(splitPot(0, [1], [0, 1])).toEqual([0])
  })
})

describe('resolveShowdown refuses bad input', () => {
  const board = split('2h 7d 9c Js Qd')
  it.each<[string, () => unknown, string]>([
    ['one player', () => resolveShowdown({ board, holes: [split('As Ad')] }), 'POKER_CARD_COUNT'],
    ['eleven players', () => resolveShowdown({ board, holes: Array.from({ length: 11 }, () => split('As Ad')) }), 'POKER_CARD_COUNT'],
    ['three hole cards in Hold\'em', () => resolveShowdown({ board, holes: [split('As Ad Ac'), split('Ks Kd')] }), 'POKER_CARD_COUNT'],
    ['two hole cards in Omaha', () => resolveShowdown({ variant: 'omaha', board, holes: [split('As Ad'), split('Ks Kd')] }), 'POKER_CARD_COUNT'],
    ['a board of two', () => resolveShowdown({ board: split('2h 7d'), holes: [split('As Ad'), split('Ks Kd')] }), 'POKER_CARD_COUNT'],
    ['a card on the board and in a hand', () => resolveShowdown({ board, holes: [split('As 2h'), split('Ks Kd')] }), 'POKER_DUPLICATE_CARD'],
    ['a card in two hands', () => resolveShowdown({ board, holes: [split('As Kd'), split('Ks Kd')] }), 'POKER_DUPLICATE_CARD'],
    ['an unknown card', () => resolveShowdown({ board, holes: [split('As 10d'), split('Ks Kd')] }), 'POKER_UNKNOWN_CARD'],
    ['an unknown variant', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], variant: 'stud' as never }), 'POKER_BAD_INPUT'],
    ['a fraction of a chip', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], pots: [10.5] }), 'POKER_BAD_POT'],
    ['a negative pot', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], pots: [-1] }), 'POKER_BAD_POT'],
    ['an eligible player who is not there', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], pots: [{ amount: 5, eligible: [2] }] }), 'POKER_BAD_POT'],
    ['a pot nobody may win', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], pots: [{ amount: 5, eligible: [] }] }), 'POKER_BAD_POT'],
    ['an odd-chip order that is not every player once', () => resolveShowdown({ board, holes: [split('As Ad'), split('Ks Kd')], pots: [5], oddChipOrder: [0, 0] }), 'POKER_BAD_POT'],
    ['no input', () => resolveShowdown(undefined as never), 'POKER_BAD_INPUT'],
  ])('%s', (_, run, code) => {
    expect(codeOf(run)).toBe(code)
  })
})
