import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { TurnPlugin, type TurnEventPayload } from './index'

describe("the turn plugin's events", () => {
  it('are declared in DeckletEvents: subscribe types the payloads of TURN_STARTED and TURN_ENDED', () => {
    expectTypeOf<DeckletEvents['TURN_STARTED']>().toEqualTypeOf<TurnEventPayload>()
    expectTypeOf<DeckletEvents['TURN_ENDED']>().toEqualTypeOf<TurnEventPayload>()
    const engine = new GameEngine({ seed: 1 }).use(TurnPlugin)
    engine.subscribe('TURN_STARTED', (e) => {
      expectTypeOf(e.payload.playerId).toEqualTypeOf<string>()
      expectTypeOf(e.payload.turn).toEqualTypeOf<number>()
    })
    engine.subscribe('TURN_ENDED', (e) => {
      expectTypeOf(e.type).toEqualTypeOf<'TURN_ENDED'>()
      // @ts-expect-error: a turn is a number
      const turn: string = e.payload.turn
      void turn
    })
  })
})
