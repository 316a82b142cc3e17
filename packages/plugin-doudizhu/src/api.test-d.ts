import { GameEngine, type ActionInit } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { DoudizhuPluginApi } from './api'
import type { LegalPlay } from './legalActions'
import type { ResolvedDoudizhuOptions } from './options'
import type { DoudizhuState } from './state'
import './index'

describe("the plugin's API", () => {
  it("is typed through PluginApis: engine.getPluginApi('doudizhu') needs no type argument", () => {
    const engine = new GameEngine()
    expectTypeOf(engine.getPluginApi('doudizhu')).toEqualTypeOf<DoudizhuPluginApi>()
    const api = engine.getPluginApi('doudizhu')
    expectTypeOf(api.options).toEqualTypeOf<ResolvedDoudizhuOptions>()
    expectTypeOf(api.getState).returns.toEqualTypeOf<DoudizhuState>()
    expectTypeOf(api.legalPlays).returns.toEqualTypeOf<LegalPlay[]>()
    expectTypeOf(api.chooseLegalAction).returns.toEqualTypeOf<ActionInit | null>()
  })
})
