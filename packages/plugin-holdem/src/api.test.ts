import { describe, expect, expectTypeOf, it } from 'vitest'
import type { HoldemPluginApi } from './api'
import { createBetAction, createBettingAction, createRaiseAction } from './actions'
import { getHoldemState, type HoldemState } from './state'
import { table } from './__fixtures__/table'

describe('the plugin API', () => {
  it("is typed through PluginApis: engine.getPluginApi('holdem') is a HoldemPluginApi", () => {
    const engine = table(3)
    const holdem = engine.getPluginApi('holdem')
    expectTypeOf(holdem).toEqualTypeOf<HoldemPluginApi>()
    expectTypeOf(holdem.getHoldemState(engine.getState())).toEqualTypeOf<HoldemState>()
    expect(holdem.getHoldemState(engine.getState())).toBe(getHoldemState(engine.getState()))
    expect(holdem.potSize(engine.getState())).toBe(3)
    expect(holdem.bettingOptions(engine.getState(), 'p1')?.raise).toEqual({ min: 4, max: 200 })
    expect(holdem.bettingOptions(engine.getState(), 'p2')).toBeNull()
  })

  it('the action creators make actions the rules take', () => {
    const engine = table(3)
    expect(engine.dispatch(createRaiseAction('p1', 6)).ok).toBe(true)
    expect(engine.dispatch(createBettingAction('p2', 'FOLD')).ok).toBe(true)
    expect(engine.dispatch(createBettingAction('p3', 'CALL')).ok).toBe(true)
    expect(engine.dispatch(createBettingAction('p3', 'CHECK')).ok).toBe(true)
    expect(engine.dispatch(createBetAction('p1', 8)).ok).toBe(true)
  })
})
