import { describe, expect, it } from 'vitest'
import { deckStartingWith } from '../__fixtures__/cards'
import { answer, editEstates, runPending, scriptedGame, types } from '../__fixtures__/drive'
import { createBuyAction, createDeclineAction } from './actions'
import { getEstates, placePlayer } from './state'
import { getPhasesState } from '@decklet/plugin-phases'
import type { GameEngine } from '@decklet/core'

const estates = (engine: GameEngine) => getEstates(engine.getState())

describe('a turn', () => {
  it('rolls two dice and moves the player that many squares; an unowned street is offered to them, who alone may act', () => {
    const engine = scriptedGame([[3, 4]])
    const events = runPending(engine)
    expect(events.find((e) => e.type === 'estates/ROLLED')?.payload).toEqual({ playerId: 'p1', dice: [3, 4], from: 0, to: 7, salary: 0 })
    expect(estates(engine).positions.p1).toBe(7)
    expect(engine.getActors()).toEqual(['p1'])
    expect(engine.getLegalActions('p1').map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'estates/BUY', payload: { square: 7 } },
      { type: 'estates/DECLINE', payload: { square: 7 } },
    ])
    expect(engine.getLegalActions('p2')).toEqual([])
  })

  it('buying takes the price and makes the player the owner; then the next player rolls', () => {
    const engine = scriptedGame([[3, 4], [1, 1]])
    runPending(engine)
    const events = answer(engine, createBuyAction('p1', 7))
    expect(types(events)).toContain('estates/BOUGHT')
    expect(estates(engine).cash.p1).toBe(860)
    expect(estates(engine).owners).toEqual({ '7': 'p1' })
    expect(estates(engine).positions.p2).toBe(2)
    expect(engine.getActors()).toEqual(['p2'])
  })

  it('declining leaves the street with the bank, and declining is what a silent player does (the default action)', () => {
    const engine = scriptedGame([[3, 4], [1, 1]])
    runPending(engine)
    expect(engine.getDefaultAction('p1')).toMatchObject(createDeclineAction('p1', 7))
    const events = answer(engine, engine.getDefaultAction('p1')!)
    expect(types(events)).toContain('estates/DECLINED')
    expect(estates(engine).owners).toEqual({})
    expect(estates(engine).cash.p1).toBe(1_000)
  })

  it('offers nothing to a player who cannot pay the price', () => {
    const engine = scriptedGame([[3, 4], [1, 1]])
    editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: 100 } }))
    runPending(engine)
    expect(estates(engine).positions).toEqual({ p1: 7, p2: 2 })
    expect(engine.getActors()).toEqual(['p2'])
  })
})

describe('rent', () => {
  it('is paid by a player landing on another’s street, to its owner', () => {
    const engine = scriptedGame([[3, 4], [3, 4], [2, 2]])
    runPending(engine)
    const events = answer(engine, createBuyAction('p1', 7))
    expect(events.find((e) => e.type === 'estates/RENT_PAID')?.payload).toEqual({ playerId: 'p2', owner: 'p1', square: 7, amount: 70, paid: 70, bankrupt: false })
    expect(estates(engine).cash).toEqual({ p1: 860 + 70, p2: 930 })
  })

  it('is doubled when the owner has the whole colour group', () => {
    const engine = scriptedGame([[6, 6], [3, 4], [1, 1]])
    editEstates(engine, (e) => ({ ...e, owners: { '7': 'p1', '8': 'p1' } }))
    runPending(engine)
    expect(estates(engine).cash).toEqual({ p1: 1_140, p2: 860 })
  })

  it('is not asked of the owner landing on their own street', () => {
    const engine = scriptedGame([[3, 4], [1, 1]])
    editEstates(engine, (e) => ({ ...e, owners: { '7': 'p1' } }))
    const events = runPending(engine)
    expect(types(events)).not.toContain('estates/RENT_PAID')
    expect(engine.getActors()).toEqual(['p2'])
  })
})

describe('Start', () => {
  it('pays the salary to a player who lands on it or passes it', () => {
    const engine = scriptedGame([[2, 2], [1, 1]])
    editEstates(engine, (e) => placePlayer(e, 'p1', 20))
    runPending(engine)
    expect(estates(engine).positions.p1).toBe(0)
    expect(estates(engine).cash.p1).toBe(1_100)
  })
})

describe('jail', () => {
  it('Go to Jail puts the player in jail without a salary, and their next turn is skipped', () => {
    const engine = scriptedGame([[3, 3], [1, 1], [1, 2]])
    editEstates(engine, (e) => placePlayer(e, 'p1', 12))
    const first = runPending(engine)
    expect(types(first)).toContain('estates/JAILED')
    expect(estates(engine).positions.p1).toBe(6)
    expect(getPhasesState(engine.getState()).skips).toEqual({ p1: 1 })
    const next = answer(engine, createDeclineAction('p2', 2))
    expect(next.filter((e) => e.type === 'player.round.skip').map((e) => e.payload)).toMatchObject([{ playerId: 'p1' }])
    // p1 did not roll: p2 rolled twice, p1 is still in jail.
    expect(estates(engine).positions).toEqual({ p1: 6, p2: 5 })
    expect(getPhasesState(engine.getState()).skips.p1 ?? 0).toBe(0)
  })
})

describe('chance', () => {
  it('turns a card over, then waits for its animation before the effect: the effect is not in the state until the animation is done', () => {
    const engine = scriptedGame([[1, 2], [1, 1]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('dividend') }))
    for (let pending = engine.getPending(); pending !== null && pending.animation === undefined; pending = engine.getPending()) engine.dispatch(pending.action)
    const pending = engine.getPending()!
    expect(pending.animation).toMatchObject({ name: 'chance-card', data: { playerId: 'p1', cardId: 'dividend' } })
    expect(estates(engine).cash.p1).toBe(1_000)
    expect(estates(engine).chance.drawn).toBe(1)
    const events = engine.dispatch(pending.action).events
    expect(events.find((e) => e.type === 'estates/CHANCE_APPLIED')?.payload).toMatchObject({ playerId: 'p1', cardId: 'dividend' })
    expect(estates(engine).cash.p1).toBe(1_100)
  })

  it('Advance to Start puts the player on Start and pays the salary', () => {
    const engine = scriptedGame([[1, 2], [1, 1]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('homeward') }))
    runPending(engine)
    expect(estates(engine).positions.p1).toBe(0)
    expect(estates(engine).cash.p1).toBe(1_100)
  })

  it('a fee goes to the bank', () => {
    const engine = scriptedGame([[1, 2], [1, 1]])
    editEstates(engine, (e) => ({ ...e, chance: deckStartingWith('roof-repairs') }))
    runPending(engine)
    expect(estates(engine).cash).toEqual({ p1: 920, p2: 1_000 })
  })
})
