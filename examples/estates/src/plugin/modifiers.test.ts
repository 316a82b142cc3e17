import { getModifiers, type GameEngine } from '@decklet/core'
import { getPhasesState } from '@decklet/plugin-phases'
import { describe, expect, it } from 'vitest'
import { deckStartingWith } from '../__fixtures__/cards'
import { installState } from '@decklet/testing'
import { answer, editEstates, runPending, scriptedGame } from '../__fixtures__/drive'
import { createDeclineAction } from './actions'
import { HALF_RENT, SECOND_MOVE, withSecondMove } from './modifiers'
import { getEstates } from './state'

const estates = (engine: GameEngine) => getEstates(engine.getState())
const modifiers = (engine: GameEngine) => getModifiers(engine.getState()).map(({ kind, playerId, uses, turns }) => ({ kind, playerId, uses, turns }))

describe('a halved rent (a chance card’s modifier)', () => {
  it('halves the next rent the player pays, in their next turn, and is used up by it', () => {
    // p1 draws the card on square 3; p2 declines Quarry Row; p1 lands on p2's Orchard Road (rent 70).
    const engine = scriptedGame([[1, 2], [1, 1], [2, 2], [1, 2]])
    editEstates(engine, (e) => ({ ...e, owners: { '7': 'p2' }, chance: deckStartingWith('kind-landlord') }))
    runPending(engine)
    expect(modifiers(engine)).toEqual([{ kind: HALF_RENT, playerId: 'p1', uses: 1, turns: 1 }])
    const events = answer(engine, createDeclineAction('p2', 2))
    expect(events.find((e) => e.type === 'estates/RENT_PAID')?.payload).toMatchObject({ playerId: 'p1', amount: 35, paid: 35 })
    expect(events.find((e) => e.type === 'MODIFIER_EXPIRED')?.payload).toMatchObject({ modifier: { kind: HALF_RENT }, reason: 'uses' })
    expect(modifiers(engine)).toEqual([])
    expect(estates(engine).cash).toMatchObject({ p1: 965, p2: 1_035 })
  })

  it('lasts two turns of that player (the other players’ turns do not count), then wears off: a later rent is paid in full', () => {
    const engine = scriptedGame([[1, 2], [1, 1], [1, 1], [1, 2], [3, 3], [1, 1]])
    editEstates(engine, (e) => ({ ...e, owners: { '11': 'p2' }, chance: deckStartingWith('kind-landlord') }))
    runPending(engine) // p1's first turn: the card; p2 is offered Quarry Row
    expect(modifiers(engine)).toEqual([{ kind: HALF_RENT, playerId: 'p1', uses: 1, turns: 1 }])
    answer(engine, createDeclineAction('p2', 2)) // p2's turn ends: not p1's, nothing decays; p1 is offered Dockside
    expect(modifiers(engine)).toEqual([{ kind: HALF_RENT, playerId: 'p1', uses: 1, turns: 1 }])
    const expiry = answer(engine, createDeclineAction('p1', 5)) // p1's second turn ends
    expect(expiry.find((e) => e.type === 'MODIFIER_EXPIRED')?.payload).toMatchObject({ modifier: { kind: HALF_RENT, playerId: 'p1' }, reason: 'turns' })
    expect(modifiers(engine)).toEqual([])
    const third = answer(engine, createDeclineAction('p2', 5)) // p1's third turn: Bell Street, p2's
    expect(third.find((e) => e.type === 'estates/RENT_PAID')?.payload).toMatchObject({ playerId: 'p1', amount: 100, paid: 100 })
  })

  it('does not halve another player’s rent', () => {
    const engine = scriptedGame([[1, 2], [3, 4], [1, 1]])
    editEstates(engine, (e) => ({ ...e, owners: { '7': 'p1' }, chance: deckStartingWith('kind-landlord') }))
    const events = runPending(engine)
    expect(events.find((e) => e.type === 'estates/RENT_PAID')?.payload).toMatchObject({ playerId: 'p2', amount: 70 })
    expect(modifiers(engine)).toEqual([{ kind: HALF_RENT, playerId: 'p1', uses: 1, turns: 1 }])
  })
})

describe('a second move (a chance card’s modifier)', () => {
  it('gives the player’s next roll a second move in the same turn, and is used up by it', () => {
    // p1 draws it; p2 declines Quarry Row; p1 rolls to Orchard Road (declined), then again to Bell Street.
    const engine = scriptedGame([[1, 2], [1, 1], [2, 2], [2, 2], [1, 2]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('tailwind') }))
    runPending(engine)
    expect(modifiers(engine)).toEqual([{ kind: SECOND_MOVE, playerId: 'p1', uses: 1, turns: undefined }])
    const turn = answer(engine, createDeclineAction('p2', 2))
    expect(turn.find((e) => e.type === 'MODIFIER_EXPIRED')?.payload).toMatchObject({ modifier: { kind: SECOND_MOVE }, reason: 'uses' })
    expect(estates(engine).positions.p1).toBe(7)
    const again = answer(engine, createDeclineAction('p1', 7))
    expect(again.filter((e) => e.type === 'estates/ROLLED').map((e) => e.payload)).toMatchObject([{ playerId: 'p1', from: 7, to: 11 }])
    expect(getPhasesState(engine.getState()).current).toBe('p1')
    answer(engine, createDeclineAction('p1', 11))
    expect(estates(engine).positions).toEqual({ p1: 11, p2: 5 })
  })

  it('stacks: two of them give the same roll two more moves', () => {
    const engine = scriptedGame([[1, 2], [1, 1], [2, 2], [2, 2], [1, 1], [1, 2]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('tailwind') }))
    runPending(engine)
    // A second instance of the kind, as a second card would add it.
    installState(engine, withSecondMove(engine.getState(), 'p1'))
    expect(modifiers(engine)).toHaveLength(2)
    const turn = [...answer(engine, createDeclineAction('p2', 2)), ...answer(engine, createDeclineAction('p1', 7)), ...answer(engine, createDeclineAction('p1', 11))]
    expect(turn.filter((e) => e.type === 'MODIFIER_EXPIRED')).toHaveLength(2)
    expect(turn.filter((e) => e.type === 'estates/ROLLED' && e.playerId === 'p1').map((e) => (e.payload as { to: number }).to)).toEqual([7, 11, 13])
    expect(modifiers(engine)).toEqual([])
  })
})

describe('jail from a chance card (the phases plugin’s skip count)', () => {
  it('puts the player in jail, and their next turn is skipped', () => {
    const engine = scriptedGame([[1, 2], [1, 1], [1, 2]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('caught-speeding') }))
    runPending(engine)
    expect(estates(engine).positions.p1).toBe(6)
    expect(getPhasesState(engine.getState()).skips).toEqual({ p1: 1 })
    const events = answer(engine, createDeclineAction('p2', 2))
    expect(events.filter((e) => e.type === 'player.round.skip').map((e) => e.payload)).toMatchObject([{ playerId: 'p1', remaining: 0 }])
    expect(estates(engine).positions).toEqual({ p1: 6, p2: 5 })
  })
})
