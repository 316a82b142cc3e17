import { GameEngine, type Action, type ActionInit } from '@decklet/core'
import type { DoudizhuAction, DoudizhuActionInit } from '@decklet/plugin-doudizhu'
import type { HoldemAction, HoldemActionInit } from '@decklet/plugin-holdem'
import type { SimpleGameEngineAction, SimpleGameEngineActionInit } from '@decklet/plugin-simple-game'
import type { UnoAction, UnoActionInit } from '@decklet/plugin-uno'
import type { DecisionRequest } from '@decklet/runtime'
import { describe, expectTypeOf, it } from 'vitest'
import { doudizhuDefaultAction, doudizhuPolicy, holdemPolicy, PolicyBotController, simpleGamePolicy, toReply, unoPolicy, type BotPolicy } from './index'

const request = {} as DecisionRequest

describe("the policies' types", () => {
  it("return their game's init union", () => {
    expectTypeOf(unoPolicy).toEqualTypeOf<BotPolicy<UnoActionInit>>()
    expectTypeOf(doudizhuPolicy).toEqualTypeOf<BotPolicy<DoudizhuActionInit>>()
    expectTypeOf(holdemPolicy).toEqualTypeOf<BotPolicy<HoldemActionInit>>()
    expectTypeOf(simpleGamePolicy).toEqualTypeOf<BotPolicy<SimpleGameEngineActionInit>>()
    expectTypeOf(doudizhuDefaultAction).returns.toEqualTypeOf<DoudizhuActionInit | null>()
    expectTypeOf<BotPolicy>().toEqualTypeOf<(request: DecisionRequest) => ActionInit | null>()
  })

  it('give actions a typed engine of the game dispatches without a cast', () => {
    const uno = new GameEngine<UnoAction>()
    const doudizhu = new GameEngine<DoudizhuAction>()
    const holdem = new GameEngine<HoldemAction>()
    const simple = new GameEngine<SimpleGameEngineAction>()
    uno.dispatch(unoPolicy(request)!)
    doudizhu.dispatch(doudizhuPolicy(request)!)
    doudizhu.dispatch(doudizhuDefaultAction(request)!)
    holdem.dispatch(holdemPolicy(request)!)
    simple.dispatch(simpleGamePolicy(request)!)
    // @ts-expect-error: a Dou Dizhu action is no UNO action (its PLAY has cardIds, and there is no BID in UNO)
    uno.dispatch(doudizhuPolicy(request)!)
  })

  it('take any of them as a controller, and toReply keeps the union of the action it is given', () => {
    new PolicyBotController('uno', unoPolicy)
    new PolicyBotController('holdem', holdemPolicy, { delayMs: (action) => (action.type === 'FOLD' ? 0 : 500) })
    expectTypeOf(toReply({} as UnoAction)).toEqualTypeOf<UnoActionInit>()
    expectTypeOf(toReply({} as Action)).toExtend<ActionInit>()
  })
})
