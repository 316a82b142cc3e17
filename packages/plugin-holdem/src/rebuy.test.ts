import '@decklet/testing/vitest'
import { createAction } from '@decklet/core'
import { buildState, installState, withVariables } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { HOLDEM_VARIABLE } from './state'
import { checkChips } from './stateCheck'
import { play, table, tableOf } from './__fixtures__/table'

const rebuy = (engine: ReturnType<typeof table>, playerId: string, amount: unknown) =>
  engine.dispatch(createAction({ type: 'REBUY', playerId, payload: amount === undefined ? {} : { amount } }))

describe('rebuys and top-ups (REBUY)', () => {
  it('add chips to a stack between hands, up to the maximum buy-in (by default the starting stack)', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']]) // p2 lost the small blind: 199
    expect(rebuy(engine, 'p2', 2)).toBeDenied('OVER_MAX_BUY_IN')
    const result = rebuy(engine, 'p2', 1)
    expect(result).toHaveEmitted('PLAYER_REBOUGHT', { playerId: 'p2', amount: 1, stack: 200 })
    const t = tableOf(engine)
    expect(t.stacks.p2).toBe(200)
    expect(t.totalChips).toBe(601)
    expect(t.boughtIn).toBe(601)
    expect(checkChips(engine.getState())).toEqual([])
  })

  it('take a larger maximum with the maxBuyIn option', () => {
    const engine = table(2, { autoDeal: false, maxBuyIn: 500 })
    play(engine, [['p1', 'FOLD']]) // heads-up p1 posted the small blind: 199 and 201
    expect(rebuy(engine, 'p2', 300)).toBeDenied('OVER_MAX_BUY_IN')
    expect(rebuy(engine, 'p2', 299)).toBeOk()
    expect(rebuy(engine, 'p1', 301)).toBeOk()
    expect(tableOf(engine).stacks).toEqual({ p1: 500, p2: 500 })
  })

  it('let a busted player back in: dealt in from the next hand', () => {
    const engine = table({ players: 3, stacks: [200, 200, 2], holes: [['As', 'Ad'], undefined, ['7c', '2d']], board: ['Kc', 'Qd', '9h', '3s', '4c'] })
    play(engine, [['p1', 'ALL_IN'], ['p2', 'FOLD']]) // p3 loses the big blind and busts; hand 2 is dealt without p3
    expect(tableOf(engine).inHand).toEqual(['p1', 'p2'])
    expect(rebuy(engine, 'p3', 100)).toBeOk() // not dealt in: may rebuy during the hand
    play(engine, [['p2', 'FOLD']])
    expect(tableOf(engine).inHand).toContain('p3')
    expect(tableOf(engine).boughtIn).toBe(502)
  })

  it('are denied during a hand one is dealt into, to players not seated, and for bad amounts', () => {
    const engine = table(3)
    expect(rebuy(engine, 'p1', 10)).toBeDenied('IN_HAND')
    expect(rebuy(engine, 'p9', 10)).toBeDenied('UNKNOWN_PLAYER') // no player of the game: core's denial
    play(engine, [['p1', 'FOLD']])
    expect(rebuy(engine, 'p1', 10)).toBeDenied('IN_HAND') // folded, but the hand is not over
    const waiting = table(2, { autoDeal: false, maxBuyIn: 300 })
    play(waiting, [['p1', 'FOLD']])
    for (const amount of [0, -5, 2.5, '10', undefined]) expect(rebuy(waiting, 'p1', amount)).toBeDenied('BAD_AMOUNT')
  })

  it('JOIN is held to the maximum buy-in too', () => {
    const engine = table(2, { maxBuyIn: 300 })
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p3', payload: { stack: 301 } }))).toBeDenied('OVER_MAX_BUY_IN')
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p3', payload: { stack: 300 } }))).toBeOk()
    expect(tableOf(engine).boughtIn).toBe(700)
  })

  it('the chip check counts buy-ins: chips at the table are the buy-ins less what players took away', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p3' }))
    const t = tableOf(engine)
    expect([t.totalChips, t.boughtIn, t.cashedOut]).toEqual([399, 600, 201])
    const forged = buildState(engine.getState(), withVariables({ [HOLDEM_VARIABLE]: { ...t, boughtIn: 700 } as never }))
    expect(checkChips(forged)).toEqual(['chips at the table 399 are not the buy-ins 700 less the chips taken away 201'])
    expect(() => installState(engine, forged)).toThrow()
  })
})
