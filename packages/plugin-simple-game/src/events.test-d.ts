import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  SimpleGamePlugin,
  createSimplePlayCardAction,
  type CardPlayedPayload,
  type GameWonPayload,
  type SimpleGameActionInit,
  type SimpleGameEngineAction,
  type SimpleGameEngineActionInit,
} from './index'

describe("the simple game's events", () => {
  it('are declared in DeckletEvents: subscribe types the payloads of CARD_PLAYED and GAME_WON', () => {
    expectTypeOf<DeckletEvents['CARD_PLAYED']>().toEqualTypeOf<CardPlayedPayload>()
    expectTypeOf<DeckletEvents['GAME_WON']>().toEqualTypeOf<GameWonPayload>()
    const engine = new GameEngine({ seed: 1 }).use(SimpleGamePlugin)
    engine.subscribe('CARD_PLAYED', (e) => expectTypeOf(e.payload.cardIds).toEqualTypeOf<string[]>())
    engine.subscribe('GAME_WON', (e) => {
      expectTypeOf(e.payload.winnerIds).toEqualTypeOf<readonly string[]>()
      // @ts-expect-error: the payload lists the winners, it does not name one
      void e.payload.winnerId
    })
  })
})

describe("the simple game's actions", () => {
  it('dispatch on an engine typed with the whole game’s actions, in their init form', () => {
    const engine = new GameEngine<SimpleGameEngineAction>({ seed: 1 })
    const play: SimpleGameActionInit = { type: 'PLAY_CARD', playerId: 'p1', payload: { cardIds: ['std-hearts-7'] } }
    const pass: SimpleGameEngineActionInit = { type: 'END_TURN', playerId: 'p1' }
    engine.dispatch(play)
    engine.dispatch(pass)
    engine.dispatch(createSimplePlayCardAction('p1', ['std-hearts-7']))
    expectTypeOf<SimpleGameActionInit>().toExtend<SimpleGameEngineActionInit>()
    // @ts-expect-error: a PLAY_CARD needs its cards
    const bad: SimpleGameActionInit = { type: 'PLAY_CARD', playerId: 'p1' }
    void bad
  })
})
