import { GameEngine, type Action, type DeckletEvents } from '@decklet/core'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { describe, expectTypeOf, it } from 'vitest'
import {
  createBetAction,
  createBettingAction,
  createHoldemPlugin,
  type BettingActionType,
  type HandSummary,
  type HoldemAction,
  type HoldemActionInit,
  type PlayerActedPayload,
  type PotResult,
  type Street,
  type StreetDealtPayload,
} from './index'

const table = <TAction extends Action>(engine: GameEngine<TAction>) => engine.use(StandardDeckPlugin).use(PokerRulesPlugin).use(createHoldemPlugin())

describe("Hold'em's events", () => {
  it('are declared in DeckletEvents: subscribe types their payloads', () => {
    expectTypeOf<DeckletEvents['PLAYER_ACTED']>().toEqualTypeOf<PlayerActedPayload>()
    expectTypeOf<DeckletEvents['RIVER_DEALT']>().toEqualTypeOf<StreetDealtPayload>()
    const engine = table(new GameEngine<HoldemAction>({ seed: 7 }))
    engine.subscribe('HAND_STARTED', (e) => expectTypeOf(e.payload.button).toEqualTypeOf<string>())
    engine.subscribe('PLAYER_ACTED', (e) => {
      expectTypeOf(e.payload.action).toEqualTypeOf<BettingActionType>()
      expectTypeOf(e.payload.street).toEqualTypeOf<Street>()
    })
    engine.subscribe('FLOP_DEALT', (e) => expectTypeOf(e.payload.board).toEqualTypeOf<readonly string[]>())
    engine.subscribe('POT_AWARDED', (e) => expectTypeOf(e.payload).toEqualTypeOf<PotResult>())
    engine.subscribe('HAND_ENDED', (e) => expectTypeOf(e.payload).toEqualTypeOf<HandSummary>())
    engine.subscribe('SESSION_ENDED', (e) => {
      expectTypeOf(e.payload.winners).toEqualTypeOf<readonly string[]>()
      // @ts-expect-error: the session names its winners, not one winner
      void e.payload.winnerId
    })
  })

  it('makes a listener scoped to a viewer check `redacted` before it reads the hole cards', () => {
    const engine = table(new GameEngine({ seed: 7 }))
    engine.subscribe('HOLE_CARDS_DEALT', (e) => {
      if (!e.redacted) expectTypeOf(e.payload.cards).toEqualTypeOf<readonly string[]>()
    }, { viewer: 'ann' })
  })
})

describe("Hold'em's actions", () => {
  it('dispatch on a GameEngine<HoldemAction> in their init form, without a cast', () => {
    const engine = table(new GameEngine<HoldemAction>({ seed: 7 }))
    const raise: HoldemActionInit = { type: 'RAISE', playerId: 'ann', payload: { amount: 6 } }
    const fold: HoldemActionInit = { type: 'FOLD', playerId: 'bob' }
    engine.dispatch(raise)
    engine.dispatch(fold)
    engine.dispatch(createBettingAction('cy', 'CALL'))
    engine.dispatch(createBetAction('cy', 8))
    const fallback = engine.getDefaultAction('ann')
    if (fallback !== null) engine.dispatch(fallback)
    // @ts-expect-error: a BET needs its amount
    const bad: HoldemActionInit = { type: 'BET', playerId: 'ann' }
    void bad
  })
})
