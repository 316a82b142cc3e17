import { describe, expect, it } from 'vitest'
import { snapshotRefusal } from '@decklet/testing'
import { seededGame } from '../__fixtures__/drive'
import { estatesState } from '../__fixtures__/states'
import { EstatesVariable } from './state'
import { checkEstatesState, ESTATES_STATE_CHECK } from './stateCheck'

describe('the state check', () => {
  it('passes the state at the start, and a game not started without the variable', () => {
    expect(checkEstatesState(estatesState())).toEqual([])
    const waiting = { ...EstatesVariable.remove(estatesState()), status: 'waiting' as const }
    expect(checkEstatesState(waiting)).toEqual([])
  })

  it.each([
    ['negative cash', () => estatesState(3, (e) => ({ ...e, cash: { ...e.cash, p1: -5 } })), 'estates: cash.p1 is -5, not a whole number from 0'],
    ['a position off the board', () => estatesState(3, (e) => ({ ...e, positions: { ...e.positions, p2: 24 } })), 'estates: positions.p2 is 24, not a square from 0 to 23'],
    ['cash of someone who is not a player', () => estatesState(3, (e) => ({ ...e, cash: { ...e.cash, p9: 1 } })), 'estates: cash names p9, who is not a player'],
    ['a chance square owned', () => estatesState(3, (e) => ({ ...e, owners: { '3': 'p1' } })), 'estates: owners names square 3, which is not a property'],
    ['a property owned by no player', () => estatesState(3, (e) => ({ ...e, owners: { '1': 'p7' } })), 'estates: owners.1 is "p7", not a player'],
    ['a deck missing a card', () => estatesState(3, (e) => ({ ...e, chance: { order: [0, 1, 2], drawn: 0 } })), 'estates: chance.order is not an order of the 10 cards'],
    ['more cards drawn than the deck has', () => estatesState(3, (e) => ({ ...e, chance: { ...e.chance, drawn: 11 } })), 'estates: chance.drawn is 11, not from 0 to 10'],
    ['a die of 7', () => estatesState(3, (e) => ({ ...e, lastRoll: [3, 7] })), 'estates: lastRoll is a list, not null or two dice'],
    ['negative moves left', () => estatesState(3, (e) => ({ ...e, extraMoves: -1 })), 'estates: extraMoves is -1, not a whole number from 0'],
  ])('refuses %s', (_, make, problem) => {
    expect(checkEstatesState(make())).toEqual([problem])
  })

  it('refuses a started game without the variable, and one that is not an object', () => {
    expect(checkEstatesState(EstatesVariable.remove(estatesState()))).toEqual(['estates: variables.estates is missing from a playing game'])
    expect(checkEstatesState({ ...estatesState(), variables: { estates: 3 } })).toEqual(['estates: variables.estates is 3, not an object'])
  })
})

describe('the plugin registers the check', () => {
  it('so a game refuses a corrupted snapshot and keeps its state', () => {
    const engine = seededGame(3, 2)
    const snapshot = JSON.parse(JSON.stringify(engine.createSnapshot()))
    const errors = snapshotRefusal(engine, snapshot, (copy) => void (copy.state.variables.estates.cash.p1 = -1))
    expect(errors).toContain(`${ESTATES_STATE_CHECK}: estates: cash.p1 is -1, not a whole number from 0`)
  })
})
