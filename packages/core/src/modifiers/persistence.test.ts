// Modifiers are data in the state: snapshots, forks, records and views carry them with no other change.
import { describe, expect, it } from 'vitest'
import { newGame } from '../engine/__fixtures__/testPlugins'
import type { GameEngine } from '../engine/gameEngine'
import { ReplayEngine } from '../replay/replayEngine'
import { hashState } from '../state/stateHash'
import { ShopModifiersPlugin, ShopPlugin, spent } from './__fixtures__/shopGame'
import { getModifiers, MODIFIERS_KEY } from './modifierState'

const PLUGINS = [ShopPlugin, ShopModifiersPlugin]
const buy = (price: number, playerId = 'p1') => ({ type: 'BUY', playerId, payload: { price } })

function withCoupon(): GameEngine {
  const engine = newGame(PLUGINS)
  engine.dispatch({ type: 'ADD_MODIFIER', payload: { init: { kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 2 } } })
  engine.dispatch({ type: 'ADD_MODIFIER', payload: { init: { kind: 'double', appliesTo: ['BUY'], playerId: 'p2', turns: 2 } } })
  engine.dispatch(buy(50))
  return engine
}

describe('modifiers survive what the state survives', () => {
  it('a snapshot restored later brings them back, uses left included', () => {
    const engine = withCoupon()
    const snapshot = engine.createSnapshot()
    engine.dispatch(buy(50))
    expect(getModifiers(engine.getState()).map((m) => m.id)).toEqual(['m2'])
    engine.restoreSnapshot(snapshot)
    expect(getModifiers(engine.getState()).map((m) => [m.id, m.uses])).toEqual([['m1', 1], ['m2', undefined]])
    engine.dispatch(buy(50))
    expect(spent(engine.getState()).p1).toBe(80)
  })

  it('a snapshot restored in a new engine of the same plugins runs them too', () => {
    const snapshot = JSON.parse(JSON.stringify(withCoupon().createSnapshot()))
    const other = newGame(PLUGINS)
    other.restoreSnapshot(snapshot)
    other.dispatch(buy(50))
    expect(spent(other.getState()).p1).toBe(80)
  })

  it('a fork runs them on its own, and consuming one in the fork leaves the original as it was', () => {
    const engine = withCoupon()
    const fork = engine.fork()
    fork.dispatch(buy(50))
    expect(getModifiers(fork.getState()).map((m) => m.id)).toEqual(['m2'])
    expect(getModifiers(engine.getState()).map((m) => m.id)).toEqual(['m1', 'm2'])
    fork.dispatch({ type: 'END_TURN', playerId: 'p1' })
    fork.dispatch(buy(50, 'p2'))
    expect(spent(fork.getState()).p2).toBe(100) // the fork's engine runs the doubling: its step knows the kinds
  })

  it('a record replays to the same final state (hash equal)', () => {
    const engine = withCoupon()
    engine.dispatch({ type: 'END_TURN', playerId: 'p1' })
    engine.dispatch(buy(50, 'p2'))
    engine.dispatch({ type: 'END_TURN', playerId: 'p2' })
    const record = JSON.parse(JSON.stringify(engine.exportRecord()))
    const { state } = ReplayEngine.replayRecord(record, PLUGINS)
    expect(hashState(state)).toBe(hashState(engine.getState()))
    expect(getModifiers(state)).toEqual(getModifiers(engine.getState()))
  })

  it('every viewer sees them in its player view', () => {
    const engine = withCoupon()
    for (const viewer of ['p1', 'p2', null]) {
      expect(engine.getPlayerView(viewer).variables[MODIFIERS_KEY]).toEqual(engine.getState().variables[MODIFIERS_KEY])
    }
  })
})
