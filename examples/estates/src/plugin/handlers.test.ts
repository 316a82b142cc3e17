import { SeededRandomProvider } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { estatesState } from '../__fixtures__/states'
import { createPayRentAction, createRollAction } from './actions'
import { createRollHandler, payRentHandler } from './handlers'
import { resolveEstatesOptions } from './options'
import { getEstates, placePlayer } from './state'

const action = <T extends { playerId?: string }>(init: T) => ({ ...init, id: 'a1', timestamp: 0 }) as never

describe('the roll', () => {
  it('moves the player by two dice from the engine’s random source, and adds the payload’s extra moves to the moves left', () => {
    const random = new SeededRandomProvider(9)
    const dice = (() => {
      const copy = new SeededRandomProvider(9)
      return [copy.int(1, 6), copy.int(1, 6)] as const
    })()
    const roll = createRollHandler(resolveEstatesOptions())
    const result = roll.execute(action({ ...createRollAction('p1'), payload: { extraMoves: 1 } }), { state: estatesState(2, (e) => ({ ...e, extraMoves: 1 })), random })
    const estates = getEstates(result.state)
    expect(estates.lastRoll).toEqual(dice)
    expect(estates.positions.p1).toBe(dice[0] + dice[1])
    expect(estates.extraMoves).toBe(2)
    expect(result.events).toEqual([{ type: 'estates/ROLLED', playerId: 'p1', payload: { playerId: 'p1', dice, from: 0, to: dice[0] + dice[1], salary: 0 } }])
  })

  it('pays the salary when the move passes Start', () => {
    const state = estatesState(2, (e) => placePlayer(e, 'p2', 23))
    const result = createRollHandler(resolveEstatesOptions({ salary: 150 })).execute(action(createRollAction('p2')), { state, random: new SeededRandomProvider(1) })
    expect(getEstates(result.state).cash.p2).toBe(1_650)
    expect(result.events![0]!.payload).toMatchObject({ from: 23, salary: 150 })
  })
})

describe('the rent', () => {
  it('is paid to the owner in full when the payer has it', () => {
    const result = payRentHandler.execute(action(createPayRentAction('p1', { square: 1, owner: 'p2', amount: 14 })), { state: estatesState(), random: new SeededRandomProvider(1) })
    expect(getEstates(result.state).cash).toMatchObject({ p1: 1_486, p2: 1_514 })
    expect(result.events).toEqual([{ type: 'estates/RENT_PAID', playerId: 'p1', payload: { playerId: 'p1', owner: 'p2', square: 1, amount: 14, paid: 14, bankrupt: false } }])
  })

  it('takes what a player has when it is less, and records the bankruptcy for the next step', () => {
    const state = estatesState(2, (e) => ({ ...e, cash: { p1: 50, p2: 10 } }))
    const result = payRentHandler.execute(action(createPayRentAction('p1', { square: 23, owner: 'p2', amount: 168 })), { state, random: new SeededRandomProvider(1) })
    expect(getEstates(result.state).cash).toEqual({ p1: 0, p2: 60 })
    expect(getEstates(result.state).lastPayment).toMatchObject({ playerId: 'p1', paid: 50, bankrupt: true })
  })
})
