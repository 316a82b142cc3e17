import '@decklet/testing/vitest'
import { createAction, type GameEngine } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { formatHandHistory } from './handHistory'
import { checkChips } from './stateCheck'
import { play, table, tableOf } from './__fixtures__/table'

const join = (engine: GameEngine, playerId: string, payload: Record<string, unknown> = {}) => engine.dispatch(createAction({ type: 'JOIN', playerId, payload }))
const leave = (engine: GameEngine, playerId: string) => engine.dispatch(createAction({ type: 'LEAVE', playerId }))

describe('JOIN checks what it is given', () => {
  it('a seat must be a whole number from 1 to 10', () => {
    const engine = table(3)
    for (const seat of [2.5, 'x', -3, 0, 11, null]) expect(join(engine, 'p4', { seat })).toBeDenied('BAD_SEAT')
    // Not JSON numbers: core refuses them before the rules (in checked modes).
    for (const seat of [Number.NaN, Infinity]) expect(join(engine, 'p4', { seat })).toBeDenied('INVALID_PAYLOAD')
    expect(join(engine, 'p4', { seat: 1 })).toBeDenied('SEAT_TAKEN')
    expect(join(engine, 'p4', { seat: 10 })).toHaveEmitted('PLAYER_JOINED', { playerId: 'p4', stack: 200, seat: 10 })
  })

  it('a name must be a string with something in it', () => {
    const engine = table(3)
    for (const name of ['', '   ', 5, null, ['Ann']]) expect(join(engine, 'p4', { name })).toBeDenied('BAD_NAME')
    expect(join(engine, 'p4', { name: 'Dee' })).toBeOk()
    expect(engine.getState().players.p4!.name).toBe('Dee')
  })

  it('a stack must be a whole number of chips in the safe integer range', () => {
    const engine = table(2, { maxBuyIn: Number.MAX_SAFE_INTEGER })
    for (const stack of [0, -5, 2.5, '10', 2 ** 53, 1e300]) expect(join(engine, 'p3', { stack })).toBeDenied('BAD_AMOUNT')
  })
})

describe('seats of players who left', () => {
  it('are free again: a new player may take one, and is dealt in from that seat', () => {
    const engine = table(4, { autoDeal: false })
    play(engine, [['p4', 'FOLD'], ['p1', 'FOLD'], ['p2', 'FOLD']])
    expect(leave(engine, 'p2')).toBeOk()
    expect(engine.getState().players.p2).toBeUndefined()
    expect(join(engine, 'p9', { seat: 2, name: 'Nina' })).toHaveEmitted('PLAYER_JOINED', { playerId: 'p9', stack: 200, seat: 2 })
    expect(tableOf(engine).seats).toEqual(['p1', 'p9', 'p3', 'p4'])
    engine.dispatch(createAction({ type: 'START_HAND' }))
    expect(tableOf(engine).inHand).toEqual(['p3', 'p4', 'p1', 'p9']) // p9 has the button, in seat 2
  })

  it('are taken, lowest first, by a player who names none', () => {
    const engine = table(4, { autoDeal: false })
    play(engine, [['p4', 'FOLD'], ['p1', 'FOLD'], ['p2', 'FOLD']])
    leave(engine, 'p3')
    leave(engine, 'p1')
    expect(join(engine, 'p5')).toHaveEmitted('PLAYER_JOINED', { playerId: 'p5', stack: 200, seat: 1 })
    expect(join(engine, 'p6')).toHaveEmitted('PLAYER_JOINED', { playerId: 'p6', stack: 200, seat: 3 })
    expect(join(engine, 'p7')).toHaveEmitted('PLAYER_JOINED', { playerId: 'p7', stack: 200, seat: 5 })
    expect(checkChips(engine.getState())).toEqual([])
  })

  it('a player who comes back is seated like a new one, with the name and seat given', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    leave(engine, 'p1')
    expect(join(engine, 'p1', { seat: 7, name: 'Ann again', stack: 50 })).toHaveEmitted('PLAYER_JOINED', { playerId: 'p1', stack: 50, seat: 7 })
    expect(engine.getState().players.p1).toMatchObject({ name: 'Ann again', seat: 7 })
    expect(tableOf(engine).seats).toEqual(['p2', 'p3', 'p1'])
  })

  it('the last hand history still names the players who left and their seats', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    const before = formatHandHistory(engine.getState())
    leave(engine, 'p2')
    join(engine, 'p4', { seat: 2, name: 'Dee' })
    expect(formatHandHistory(engine.getState())).toBe(before)
    expect(before).toContain('Seat 2: Player 2 (200 in chips)')
  })
})

describe('chips at the table stay in the safe integer range', () => {
  it('a JOIN or REBUY that would take the chips bought in past Number.MAX_SAFE_INTEGER is denied', () => {
    const engine = table(2, { startingStack: 100, maxBuyIn: Number.MAX_SAFE_INTEGER, autoDeal: false })
    play(engine, [['p1', 'FOLD']])
    expect(join(engine, 'p3', { stack: Number.MAX_SAFE_INTEGER - 199 })).toBeDenied('TABLE_CHIP_LIMIT')
    expect(join(engine, 'p3', { stack: Number.MAX_SAFE_INTEGER - 200 })).toBeOk()
    expect(tableOf(engine).totalChips).toBe(Number.MAX_SAFE_INTEGER)
    expect(join(engine, 'p4', { stack: 1 })).toBeDenied('TABLE_CHIP_LIMIT')
    expect(engine.dispatch(createAction({ type: 'REBUY', playerId: 'p1', payload: { amount: 1 } }))).toBeDenied('TABLE_CHIP_LIMIT')
    expect(engine.dispatch(createAction({ type: 'REBUY', playerId: 'p1', payload: { amount: 2 ** 53 } }))).toBeDenied('BAD_AMOUNT')
    expect(checkChips(engine.getState())).toEqual([])
    expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeOk()
  })
})
