import { GameEngine, type DeckletEvents } from '@decklet/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { GameOverPayload, GameRoundPayload, PlayerEliminatedPayload, PlayerRoundPayload, PlayerRoundSkipPayload, RoundTurnPayload } from './index'

describe("the phases plugin's events", () => {
  it('are declared in DeckletEvents: subscribe types the payloads of the round events', () => {
    expectTypeOf<DeckletEvents['game.round.start']>().toEqualTypeOf<GameRoundPayload>()
    expectTypeOf<DeckletEvents['game.round.end']>().toEqualTypeOf<GameRoundPayload>()
    expectTypeOf<DeckletEvents['player.round.start']>().toEqualTypeOf<PlayerRoundPayload>()
    expectTypeOf<DeckletEvents['player.round.end']>().toEqualTypeOf<PlayerRoundPayload>()
    expectTypeOf<DeckletEvents['player.round.skip']>().toEqualTypeOf<PlayerRoundSkipPayload>()
    expectTypeOf<DeckletEvents['RoundTurn']>().toEqualTypeOf<RoundTurnPayload>()
    expectTypeOf<DeckletEvents['player.eliminated']>().toEqualTypeOf<PlayerEliminatedPayload>()
    expectTypeOf<DeckletEvents['game.over']>().toEqualTypeOf<GameOverPayload>()
    const engine = new GameEngine({ seed: 1 })
    engine.subscribe('RoundTurn', (e) => {
      expectTypeOf(e.payload.playerId).toEqualTypeOf<string>()
      expectTypeOf(e.payload.turn).toEqualTypeOf<number>()
    })
    engine.subscribe('player.round.skip', (e) => {
      expectTypeOf(e.type).toEqualTypeOf<'player.round.skip'>()
      // @ts-expect-error: the count left is a number
      const remaining: string = e.payload.remaining
      void remaining
    })
  })
})
