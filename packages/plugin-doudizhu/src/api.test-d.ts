import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { DoudizhuAction, DoudizhuActionInit } from './actions'
import type { DoudizhuPluginApi } from './api'
import type { LegalPlay } from './legalActions'
import type { ResolvedDoudizhuOptions } from './options'
import type { DoudizhuState } from './state'
import { chooseLegalAction, createBidAction, createDoudizhuPlugins, createPassAction, createPlayAction } from './index'

describe("the plugin's API", () => {
  it("is typed through PluginApis: engine.getPluginApi('doudizhu') needs no type argument", () => {
    const engine = new GameEngine()
    expectTypeOf(engine.getPluginApi('doudizhu')).toEqualTypeOf<DoudizhuPluginApi>()
    const api = engine.getPluginApi('doudizhu')
    expectTypeOf(api.options).toEqualTypeOf<ResolvedDoudizhuOptions>()
    expectTypeOf(api.getState).returns.toEqualTypeOf<DoudizhuState>()
    expectTypeOf(api.legalPlays).returns.toEqualTypeOf<LegalPlay[]>()
    expectTypeOf(api.chooseLegalAction).returns.toEqualTypeOf<DoudizhuActionInit | null>()
  })

  it('gives actions a GameEngine<DoudizhuAction> dispatches without a cast', () => {
    const engine = new GameEngine<DoudizhuAction>({ seed: 7 })
    for (const plugin of createDoudizhuPlugins()) engine.use(plugin)
    const api = engine.getPluginApi('doudizhu')
    const rng = new SeededRandomProvider(1)
    const choose = (n: number) => rng.int(0, n - 1)
    const playerId = engine.getState().currentPlayerId!
    engine.dispatch(api.chooseLegalAction(engine.getState(), playerId, choose)!)
    engine.dispatch(chooseLegalAction(engine.getState(), playerId, choose)!)
    engine.dispatch(createBidAction('p1', 3))
    engine.dispatch(createPassAction('p2'))
    engine.dispatch(createPlayAction('p3', ['std-hearts-3']))
    const next = api.chooseLegalAction(engine.getState(), playerId, choose)!
    if (next.type === 'PLAY') expectTypeOf(next.payload.cardIds).toEqualTypeOf<string[]>()
    // @ts-expect-error: a PLAY needs its cards
    const bad: DoudizhuActionInit = { type: 'PLAY', playerId: 'p1' }
    void bad
  })
})
