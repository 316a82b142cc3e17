import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import { createDoudizhuPlugins, type BidMadePayload, type CardsPlayedPayload, type CombinationKind, type DealEndedPayload } from './index'

describe("Dou Dizhu's events", () => {
  it('are declared in DeckletEvents: subscribe types their payloads', () => {
    expectTypeOf<DeckletEvents['CARDS_PLAYED']>().toEqualTypeOf<CardsPlayedPayload>()
    expectTypeOf<DeckletEvents['DEAL_ENDED']>().toEqualTypeOf<DealEndedPayload>()
    const engine = new GameEngine({ seed: 7 })
    for (const plugin of createDoudizhuPlugins()) engine.use(plugin)
    engine.subscribe('CARDS_PLAYED', (e) => {
      expectTypeOf(e.payload.kind).toEqualTypeOf<CombinationKind | null>()
      expectTypeOf(e.payload.remaining).toEqualTypeOf<number>()
    })
    engine.subscribe('LANDLORD_CHOSEN', (e) => expectTypeOf(e.payload.kitty).toEqualTypeOf<readonly string[]>())
    engine.subscribe('DEAL_ENDED', (e) => expectTypeOf(e.payload.scores).toEqualTypeOf<Readonly<Record<string, number>>>())
    engine.subscribe('MATCH_ENDED', (e) => expectTypeOf(e.payload.winnerIds).toEqualTypeOf<readonly string[]>())
    engine.subscribe('BID_MADE', (e) => {
      expectTypeOf(e.payload).toEqualTypeOf<BidMadePayload>()
      // @ts-expect-error: only a points bid has an amount: narrow first
      void e.payload.amount
      if ('amount' in e.payload) expectTypeOf(e.payload.amount).toEqualTypeOf<number>()
      else expectTypeOf(e.payload.call).toEqualTypeOf<'call' | 'rob'>()
    })
  })

  it("makes a listener scoped to a viewer check `redacted` before it reads another player's cards", () => {
    const engine = new GameEngine({ seed: 7 })
    for (const plugin of createDoudizhuPlugins()) engine.use(plugin)
    engine.subscribe('CARDS_DEALT', (e) => {
      if (!e.redacted) expectTypeOf(e.payload.cardIds).toEqualTypeOf<readonly string[]>()
    }, { viewer: 'p1' })
  })
})
