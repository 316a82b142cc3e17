// Modifiers are state: a game of random modifier additions and actions replays to the same state, and a snapshot
// taken midway and continued with the same actions ends where the game ended.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newGame } from '../engine/__fixtures__/testPlugins'
import type { ActionInit } from '../actions/types'
import type { ValidationMode } from '../engine/types'
import { ReplayEngine } from '../replay/replayEngine'
import { hashState } from '../state/stateHash'
import { ShopModifiersPlugin, ShopPlugin } from './__fixtures__/shopGame'
import { getModifiers } from './modifierState'
import type { ModifierInit } from './types'

const PLUGINS = [ShopPlugin, ShopModifiersPlugin]
const player = fc.constantFrom('p1', 'p2')

const modifierInit: fc.Arbitrary<ModifierInit> = fc.record(
  {
    kind: fc.constantFrom('discount', 'double', 'rebate', 'trace', 'picky', 'cashback', 'marker', 'ban'),
    appliesTo: fc.constantFrom(['BUY'], ['*'], ['BUY', 'END_TURN']),
    playerId: player,
    uses: fc.integer({ min: 1, max: 3 }),
    turns: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: ['kind', 'appliesTo'] },
).map((m) => ({ ...m, params: { off: 3, min: 20, back: 2, reason: 'banned' } }))

// Actions by either player, many of them denied (another's turn, over budget, cancelled): denials must replay too.
const step: fc.Arbitrary<ActionInit> = fc.oneof(
  modifierInit.map((init) => ({ type: 'ADD_MODIFIER', payload: { init } })),
  fc.record({ type: fc.constant('BUY'), playerId: player, payload: fc.record({ price: fc.integer({ min: 1, max: 120 }) }) }),
  fc.record({ type: fc.constant('END_TURN'), playerId: player }),
  fc.constant({ type: 'OBSERVE' }),
)

describe('random modifier games replay', () => {
  it.each<ValidationMode>(['always', 'none'])('in %s mode: the record replays to the same state, and a midway snapshot continued ends there too', (validationMode) => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.nat(40), (actions, cut) => {
        const engine = newGame(PLUGINS, { config: { validationMode } })
        const at = Math.min(cut, actions.length)
        for (const a of actions.slice(0, at)) engine.dispatch(a)
        const snapshot = engine.createSnapshot()
        for (const a of actions.slice(at)) engine.dispatch(a)
        const final = hashState(engine.getState())

        const { state } = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(engine.exportRecord())), PLUGINS)
        expect(hashState(state)).toBe(final)

        const resumed = newGame(PLUGINS, { config: { validationMode } })
        resumed.restoreSnapshot(JSON.parse(JSON.stringify(snapshot)))
        for (const a of actions.slice(at)) resumed.dispatch(a)
        expect(hashState(resumed.getState())).toBe(final)
        for (const m of getModifiers(engine.getState())) {
          expect(m.uses === undefined || m.uses > 0).toBe(true)
          expect(m.turns === undefined || m.turns > 0).toBe(true)
        }
      }),
      { seed: 21, numRuns: 60 },
    )
  })
})
