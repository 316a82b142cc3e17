import { StateValidationError, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin, handOf } from './__fixtures__/plugins'
import { buildState } from './buildState'
import { createTestEngine } from './createTestEngine'
import { installState } from './installState'
import { withCards, withCurrentPlayer, withVariables } from './stateEdits'
import { verifyReplay } from './verifyReplay'
import './vitest'

describe('installState', () => {
  it('puts a built state into the engine: "c1 in p1\'s hand, c2 on the discard pile, p2 to move"', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const state = installState(engine, buildState(engine.getState(), withCards('hand-p1', ['c1']), withCards('discard', ['c2']), withCurrentPlayer('p2')))
    expect(state).toBe(engine.getState())
    expect(handOf(state, 'p1')).toContain('c1')
    expect(engine.dispatch({ type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } })).toBeDenied('NOT_YOUR_TURN')
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p2' })).toBeOk()
  })

  it("keeps the engine's random position", () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const before = engine.createSnapshot().random
    installState(engine, buildState(engine.getState(), withVariables({ x: 1 })))
    expect(engine.createSnapshot().random).toEqual(before)
  })

  it('starts the record at the installed state, so the game replays from it', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const installed = installState(engine, buildState(engine.getState(), withCards('discard', ['c12'])))
    expect(engine.getHistory()).toEqual([])
    expect(engine.exportRecord().initialState).toEqual(installed)
    engine.dispatch({ type: 'DRAW', playerId: 'p2' })
    expect(verifyReplay(engine)).toMatchObject({ ok: true, diff: '' })
  })

  it("checks the plugins' state checks too, and changes nothing when the state is invalid", () => {
    const guarded: GamePlugin = {
      id: 'guard',
      name: 'Guard',
      version: '1.0.0',
      setup: (ctx) => ctx.addStateCheck('score is a number', (s) => (typeof (s.variables.score ?? 0) === 'number' ? [] : ['score is not a number'])),
    }
    const engine = createTestEngine({ plugins: [createMiniGamePlugin(), guarded] })
    const before = engine.getState()
    expect(() => installState(engine, buildState(before, withVariables({ score: 'high' })))).toThrow(StateValidationError)
    expect(() => installState(engine, buildState(before, withVariables({ score: 'high' })))).toThrow(/score is a number: score is not a number/)
    expect(engine.getState()).toBe(before)
  })
})
