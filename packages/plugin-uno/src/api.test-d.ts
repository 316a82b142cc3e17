import { GameEngine, type GameState } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { createUnoPlugin, type ResolvedUnoOptions, type UnoActionInit, type UnoDenyCode, type UnoOptions, type UnoPluginApi, type UnoState } from './index'
import { UnoDenyCodes } from './index'

describe("UNO's public types", () => {
  it("types engine.getPluginApi('uno') as the plugin's API", () => {
    const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin())
    const api = engine.getPluginApi('uno')
    expectTypeOf(api).toEqualTypeOf<UnoPluginApi>()
    expectTypeOf(api.options).toEqualTypeOf<ResolvedUnoOptions>()
    expectTypeOf(api.getState).returns.toEqualTypeOf<UnoState>()
    expectTypeOf(api.chooseLegalAction).returns.toEqualTypeOf<UnoActionInit | null>()
    expectTypeOf(api.playersToAct).parameter(0).toEqualTypeOf<GameState>()
  })

  it('takes every option as optional input and fills them all in the resolved form', () => {
    expectTypeOf<{ profile: 'rlcard' }>().toExtend<UnoOptions>()
    expectTypeOf<{}>().toExtend<UnoOptions>()
    expectTypeOf<ResolvedUnoOptions['handSize']>().toEqualTypeOf<number>()
    expectTypeOf(createUnoPlugin().api.options).toEqualTypeOf<ResolvedUnoOptions>()
  })

  it('types the deny codes as the common ones and UNO’s own', () => {
    expectTypeOf(UnoDenyCodes.codes.CANNOT_STACK).toEqualTypeOf<'CANNOT_STACK'>()
    expectTypeOf(UnoDenyCodes.codes.GAME_NOT_PLAYING).toEqualTypeOf<'GAME_NOT_PLAYING'>()
    expectTypeOf<'UNKNOWN_PLAYER'>().toExtend<UnoDenyCode>()
    // @ts-expect-error: not a code of the set
    UnoDenyCodes.deny('no', 'NOT_A_CODE')
  })
})
