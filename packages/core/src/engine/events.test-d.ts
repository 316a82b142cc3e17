import { describe, expectTypeOf, it } from 'vitest'
import { createAction } from '../actions/createAction'
import type { Action, ActionInitOf } from '../actions/types'
import type { ActionDeniedPayload, GameEvent } from '../events/types'
import { GameEngine } from './gameEngine'

// A plugin package declares its events like this; the test declares one of its own.
declare module '../events/types' {
  interface DeckletEvents {
    TEST_SCORED: { readonly points: number; readonly playerId: string }
  }
}

type Play = Action<'PLAY', { cardId: string; color?: string }>
type Pass = Action<'PASS', Record<string, never>>

describe('typed events (DeckletEvents)', () => {
  it("types the payload of core's events and of declared ones", () => {
    const engine = new GameEngine()
    engine.subscribe('GAME_STARTED', (e) => expectTypeOf(e.payload.gameId).toEqualTypeOf<string>())
    engine.subscribe('ACTION_DENIED', (e) => expectTypeOf(e.payload).toEqualTypeOf<ActionDeniedPayload>())
    engine.subscribe('TEST_SCORED', (e) => {
      expectTypeOf(e.payload.points).toEqualTypeOf<number>()
      expectTypeOf(e.type).toEqualTypeOf<'TEST_SCORED'>()
    })
  })

  it('makes a scoped listener check `redacted` before it reads the payload', () => {
    const engine = new GameEngine()
    engine.subscribe(
      'TEST_SCORED',
      (e) => {
        if (e.redacted) expectTypeOf(e.payload).toEqualTypeOf<unknown>()
        else expectTypeOf(e.payload.points).toEqualTypeOf<number>()
      },
      { viewer: 'p1' },
    )
  })

  it('leaves undeclared types as they were: unknown payloads, or the event type given', () => {
    const engine = new GameEngine()
    engine.subscribe('SOMETHING_ELSE', (e) => expectTypeOf(e).toEqualTypeOf<GameEvent>())
    engine.subscribe<GameEvent<'MINE', { n: number }>>('MINE', (e) => expectTypeOf(e.payload.n).toEqualTypeOf<number>())
  })
})

describe('ActionInitOf', () => {
  it('is what a typed engine dispatches: no id, the payload required when it has required fields', () => {
    const engine = new GameEngine<Play | Pass>()
    const play: ActionInitOf<Play | Pass> = { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } }
    const pass: ActionInitOf<Play | Pass> = { type: 'PASS', playerId: 'p1' }
    engine.dispatch(play)
    engine.dispatch(pass)
    // @ts-expect-error a PLAY needs its payload
    const bad: ActionInitOf<Play | Pass> = { type: 'PLAY', playerId: 'p1' }
    void bad
  })

  it('goes through createAction too, as an untyped Action (one type and payload cannot be inferred from a union)', () => {
    const next = { type: 'PASS', playerId: 'p1' } as ActionInitOf<Play | Pass>
    expectTypeOf(createAction(next)).toEqualTypeOf<Action>()
    expectTypeOf(createAction({ type: 'PLAY', payload: { cardId: 'c1' } })).toEqualTypeOf<Action<'PLAY', { cardId: string }>>()
    // @ts-expect-error with its type arguments given, the payload is checked
    createAction<'PLAY', { cardId: string }>({ type: 'PLAY', payload: { card: 'c1' } })
  })
})
