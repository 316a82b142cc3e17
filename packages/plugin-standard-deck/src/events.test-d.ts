import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { StandardDeckPlugin, type DeckShuffledPayload } from './index'

describe("the standard deck's events", () => {
  it('are declared in DeckletEvents: subscribe types the payload of DECK_SHUFFLED', () => {
    expectTypeOf<DeckletEvents['DECK_SHUFFLED']>().toEqualTypeOf<DeckShuffledPayload>()
    const engine = new GameEngine({ seed: 1 }).use(StandardDeckPlugin)
    engine.subscribe('DECK_SHUFFLED', (e) => {
      expectTypeOf(e.type).toEqualTypeOf<'DECK_SHUFFLED'>()
      expectTypeOf(e.payload.zoneId).toEqualTypeOf<string>()
      expectTypeOf(e.payload.count).toEqualTypeOf<number>()
      // @ts-expect-error: the payload names no card
      void e.payload.cardIds
    })
  })
})
