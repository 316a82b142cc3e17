import { describe, expect, it } from 'vitest'
import { chanceIndices } from './chance'
import { buyProperty, credit, initialEstates, movePlayer, ownedBy, pay, placePlayer, transferProperties, type EstatesState } from './state'

const start = (): EstatesState => initialEstates(['p1', 'p2', 'p3'], 1_500, { order: chanceIndices(), drawn: 0 })

describe('the start', () => {
  it('puts everyone on Start with the starting cash and nothing owned', () => {
    expect(start()).toEqual({
      cash: { p1: 1_500, p2: 1_500, p3: 1_500 },
      positions: { p1: 0, p2: 0, p3: 0 },
      owners: {},
      chance: { order: chanceIndices(), drawn: 0 },
      lastRoll: null,
      extraMoves: 0,
      lastPayment: null,
    })
  })
})

describe('moving', () => {
  it('moves the player and pays nothing short of Start', () => {
    const moved = movePlayer(start(), 'p1', 7, 200)
    expect(moved).toMatchObject({ from: 0, to: 7, salary: 0 })
    expect(moved.estates.positions.p1).toBe(7)
    expect(moved.estates.cash.p1).toBe(1_500)
  })

  it('pays the salary on passing Start', () => {
    const moved = movePlayer(placePlayer(start(), 'p2', 20), 'p2', 6, 200)
    expect(moved).toMatchObject({ from: 20, to: 2, salary: 200 })
    expect(moved.estates.cash.p2).toBe(1_700)
  })

  it('pays no salary for being put in jail', () => {
    const jailed = placePlayer(placePlayer(start(), 'p1', 18), 'p1', 6)
    expect(jailed.positions.p1).toBe(6)
    expect(jailed.cash.p1).toBe(1_500)
  })
})

describe('paying', () => {
  it('moves the rent from the payer to the owner and records it', () => {
    const paid = pay(start(), 'p1', 'p2', 80, 'rent')
    expect(paid.cash).toMatchObject({ p1: 1_420, p2: 1_580 })
    expect(paid.lastPayment).toEqual({ playerId: 'p1', to: 'p2', amount: 80, paid: 80, bankrupt: false, reason: 'rent' })
  })

  it('takes everything from a player who cannot pay in full, and marks them bankrupt', () => {
    const poor = { ...start(), cash: { p1: 30, p2: 100, p3: 0 } }
    const paid = pay(poor, 'p1', 'p2', 80, 'rent')
    expect(paid.cash).toMatchObject({ p1: 0, p2: 130 })
    expect(paid.lastPayment).toMatchObject({ paid: 30, bankrupt: true })
  })

  it('pays a fee to the bank: the money leaves the game', () => {
    const paid = pay(start(), 'p3', null, 120, 'fee')
    expect(paid.cash).toEqual({ p1: 1_500, p2: 1_500, p3: 1_380 })
  })

  it('credits a dividend', () => {
    expect(credit(start(), 'p1', 100).cash.p1).toBe(1_600)
  })
})

describe('buying', () => {
  it('takes the price and makes the buyer the owner', () => {
    const bought = buyProperty(start(), 'p1', 23)
    expect(bought.cash.p1).toBe(1_100)
    expect(bought.owners).toEqual({ '23': 'p1' })
    expect(ownedBy(bought, 'p1')).toEqual([23])
  })

  it('refuses a square that is not a property, an owned one, or one the buyer cannot pay for', () => {
    expect(() => buyProperty(start(), 'p1', 3)).toThrow(/not a property/)
    expect(() => buyProperty(buyProperty(start(), 'p2', 1), 'p1', 1)).toThrow(/already owned/)
    expect(() => buyProperty({ ...start(), cash: { p1: 399, p2: 0, p3: 0 } }, 'p1', 23)).toThrow(/less than the 400/)
  })
})

describe('a bankrupt player’s properties', () => {
  const owned = (): EstatesState => ({ ...start(), owners: { '1': 'p1', '2': 'p1', '4': 'p2' } })

  it('go to the creditor', () => {
    const after = transferProperties(owned(), 'p1', 'p3')
    expect(after.owners).toEqual({ '1': 'p3', '2': 'p3', '4': 'p2' })
    expect(ownedBy(after, 'p3')).toEqual([1, 2])
  })

  it('go back to the bank after a debt to the bank', () => {
    expect(transferProperties(owned(), 'p1', null).owners).toEqual({ '4': 'p2' })
  })
})
