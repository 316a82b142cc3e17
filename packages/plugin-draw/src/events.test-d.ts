import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { DrawPlugin, type CardDrawnPayload, type DeckReshuffledPayload } from './index'

describe("the draw plugin's events", () => {
  it('are declared in DeckletEvents: subscribe types the payloads of CARD_DRAWN and DECK_RESHUFFLED', () => {
    expectTypeOf<DeckletEvents['CARD_DRAWN']>().toEqualTypeOf<CardDrawnPayload>()
    expectTypeOf<DeckletEvents['DECK_RESHUFFLED']>().toEqualTypeOf<DeckReshuffledPayload>()
    const engine = new GameEngine({ seed: 1 }).use(DrawPlugin)
    engine.subscribe('CARD_DRAWN', (e) => expectTypeOf(e.payload.cardId).toEqualTypeOf<string>())
    engine.subscribe('DECK_RESHUFFLED', (e) => {
      expectTypeOf(e.payload.count).toEqualTypeOf<number>()
      expectTypeOf(e.payload.fromZoneId).toEqualTypeOf<string>()
    })
  })

  it('makes a listener scoped to a viewer check `redacted` before it reads the card', () => {
    const engine = new GameEngine({ seed: 1 }).use(DrawPlugin)
    engine.subscribe(
      'CARD_DRAWN',
      (e) => {
        // @ts-expect-error: another player's draw comes redacted (payload unknown) until narrowed
        void e.payload.cardId
        if (!e.redacted) expectTypeOf(e.payload.cardId).toEqualTypeOf<string>()
      },
      { viewer: 'p2' },
    )
  })
})
