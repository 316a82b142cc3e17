import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { createUnoPlugin, type DrawReason, type UnoCardPlayedPayload, type UnoCardsDrawnPayload, type UnoColor, type UnoPlayerPayload } from './index'

describe("UNO's events", () => {
  it('are declared in DeckletEvents: subscribe types their payloads', () => {
    expectTypeOf<DeckletEvents['UNO_CARD_PLAYED']>().toEqualTypeOf<UnoCardPlayedPayload>()
    expectTypeOf<DeckletEvents['UNO_DREW']>().toEqualTypeOf<UnoPlayerPayload>()
    const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin())
    engine.subscribe('UNO_CARD_PLAYED', (e) => {
      expectTypeOf(e.payload.cardId).toEqualTypeOf<string>()
      expectTypeOf(e.payload.color).toEqualTypeOf<UnoColor>()
      expectTypeOf(e.payload.jumpIn).toEqualTypeOf<true | undefined>()
    })
    engine.subscribe('UNO_HAND_ENDED', (e) => expectTypeOf(e.payload.scores).toEqualTypeOf<Readonly<Record<string, number>>>())
    engine.subscribe('UNO_MATCH_ENDED', (e) => expectTypeOf(e.payload.winnerId).toEqualTypeOf<string>())
    engine.subscribe('UNO_CAUGHT', (e) => {
      expectTypeOf(e.payload.penalty).toEqualTypeOf<number>()
      // @ts-expect-error: the catcher is `by`, not `playerId`
      void e.payload.playerId
    })
  })

  it('makes a listener scoped to a viewer check `redacted` before it reads the cards drawn', () => {
    const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin())
    engine.subscribe(
      'UNO_CARDS_DRAWN',
      (e) => {
        if (e.redacted) expectTypeOf(e.payload).toEqualTypeOf<unknown>()
        else {
          expectTypeOf(e.payload).toEqualTypeOf<UnoCardsDrawnPayload>()
          expectTypeOf(e.payload.reason).toEqualTypeOf<DrawReason>()
        }
      },
      { viewer: 'p2' },
    )
  })
})
