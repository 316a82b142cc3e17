import type { GameEngine } from '@decklet/core'
import { getPhasesState } from '@decklet/plugin-phases'
import { describe, expect, it } from 'vitest'
import { deckStartingWith } from '../__fixtures__/cards'
import { answer, editEstates, runPending, scriptedGame, types } from '../__fixtures__/drive'
import { createBuyAction, createDeclineAction } from './actions'
import { getEstates } from './state'

const estates = (engine: GameEngine) => getEstates(engine.getState())

describe('bankruptcy', () => {
  it('a player who cannot pay the rent pays all they have, is eliminated, and the owner takes their properties', () => {
    const engine = scriptedGame([[3, 4], [1, 1]], 3)
    editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: 20 }, owners: { '7': 'p2', '1': 'p1' } }))
    const events = runPending(engine)
    expect(events.find((e) => e.type === 'estates/RENT_PAID')?.payload).toMatchObject({ playerId: 'p1', amount: 70, paid: 20, bankrupt: true })
    expect(types(events)).toEqual(expect.arrayContaining(['estates/BANKRUPT', 'player.eliminated']))
    expect(engine.getState().players.p1!.status).toBe('eliminated')
    expect(estates(engine).owners).toEqual({ '7': 'p2', '1': 'p2' })
    expect(estates(engine).cash).toMatchObject({ p1: 0, p2: 1_020 })
    // The game goes on with the others: p2 rolls next, and p1 sends no round end.
    expect(events.filter((e) => e.type === 'player.round.end')).toEqual([])
    expect(engine.getState().status).toBe('playing')
    expect(engine.getActors()).toEqual(['p2'])
  })

  it('an eliminated player is passed over in the rounds after', () => {
    const engine = scriptedGame([[3, 4], [1, 1], [2, 2], [1, 2]], 3)
    editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: 20 }, owners: { '7': 'p2' } }))
    runPending(engine)
    answer(engine, createDeclineAction('p2', 2))
    const round2 = answer(engine, createDeclineAction('p3', 4))
    expect(round2.filter((e) => e.type === 'estates/ROLLED').map((e) => e.playerId)).toEqual(['p2'])
    expect(getPhasesState(engine.getState()).round).toBe(2)
  })

  it('a player who cannot pay the bank is eliminated and their properties go back to the bank', () => {
    const engine = scriptedGame([[1, 2], [1, 1]], 3)
    editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: 100 }, owners: { '1': 'p1' }, chance: deckStartingWith('hospital-bill') }))
    runPending(engine)
    expect(engine.getState().players.p1!.status).toBe('eliminated')
    expect(estates(engine).owners).toEqual({})
  })

  it('the last player standing wins', () => {
    const engine = scriptedGame([[3, 4]], 2)
    editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: 20 }, owners: { '7': 'p2' } }))
    const events = runPending(engine)
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p2'])
    expect(types(events)).toContain('game.over')
    expect(engine.getPending()).toBeNull()
  })
})

describe('the round cap', () => {
  it('ends the game after the last round: the richest players still in win (cash plus the prices of their properties)', () => {
    // p1 buys Quarry Row (worth unchanged), p2 lands on it and pays 14: p1 is the richer.
    const engine = scriptedGame([[1, 1], [1, 1]], 2, { roundCap: 1 })
    runPending(engine)
    const events = answer(engine, createBuyAction('p1', 2))
    expect(events.find((e) => e.type === 'estates/ROUND_CAP')?.payload).toEqual({ round: 1, winnerIds: ['p1'] })
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p1'])
  })

  it('makes every richest player a winner on a tie', () => {
    const engine = scriptedGame([[1, 1], [2, 2]], 2, { roundCap: 1 })
    runPending(engine)
    answer(engine, createDeclineAction('p1', 2))
    answer(engine, createDeclineAction('p2', 4))
    expect(engine.getState().winnerIds).toEqual(['p1', 'p2'])
  })
})
