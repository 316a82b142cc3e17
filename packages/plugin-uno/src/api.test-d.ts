import { GameEngine, SeededRandomProvider, type GameState } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  chooseLegalAction,
  createUnoPlugin,
  listLegalActions,
  type ResolvedUnoOptions,
  type UnoAction,
  type UnoActionInit,
  type UnoDenyCode,
  type UnoOptions,
  type UnoPluginApi,
  type UnoState,
} from './index'
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

  it('gives legal actions a GameEngine<UnoAction> dispatches without a cast', () => {
    const engine = new GameEngine<UnoAction>({ seed: 1 }).use(createUnoPlugin())
    const api = engine.getPluginApi('uno')
    const random = new SeededRandomProvider(1)
    const choose = (n: number) => random.int(0, n - 1)
    engine.dispatch(api.chooseLegalAction(engine.getState(), choose)!)
    engine.dispatch(api.listLegalActions(engine.getState())[0]!)
    engine.dispatch(chooseLegalAction(engine.getState(), choose)!)
    engine.dispatch(listLegalActions(engine.getState(), { rules: api.options })[0]!)
    const next = api.chooseLegalAction(engine.getState(), choose)!
    if (next.type === 'PLAY') expectTypeOf(next.payload.cardId).toEqualTypeOf<string>()
    if (next.type === 'CATCH_UNO') expectTypeOf(next.payload.target).toEqualTypeOf<string>()
    // @ts-expect-error: a PLAY needs its card
    const bad: UnoActionInit = { type: 'PLAY', playerId: 'p1' }
    void bad
  })

  it("compiles the README's chooseLegalAction loop under strict TypeScript", () => {
    const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin())
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }] }).start()
    // ---- README (### Bots: `chooseLegalAction`) ----
    const uno = engine.getPluginApi('uno')
    const random = new SeededRandomProvider(1)
    while (engine.getState().status === 'playing') {
      engine.dispatch(uno.chooseLegalAction(engine.getState(), (n) => random.int(0, n - 1))!)
    }
    // ---- end ----
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
