import { describe, it, expectTypeOf } from 'vitest'
import { createAction, defineAction } from '../actions/createAction'
import type { Action, ActionHandler, ActionInit, ActionOf } from '../actions/types'
import type { EventHandler, GameEvent } from '../events/types'
import type { CardGameAction, DealPayload, Empty, GivePayload, PlayPayload } from '../replay/__fixtures__/cardGame'
import type { Rule } from '../rules/types'
import { ok } from '../rules/verdicts'
import type { GameState } from '../state/types'
import { GameEngine } from './gameEngine'
import type { DispatchResult } from './types'

type PlayCard = Action<'PLAY', { cardIds: string[] }>
type EndTurn = Action<'END_TURN', Record<string, never>>
type Bid = Action<'BID', { amount: number; suit?: string }>
type MyActions = PlayCard | EndTurn | Bid

describe('ActionHandler payload types', () => {
  it('an ActionHandler<"PLAY", { cardIds: string[] }> sees action.payload.cardIds as string[]', () => {
    const handler: ActionHandler<'PLAY', { cardIds: string[] }> = {
      type: 'PLAY',
      execute(action, ctx) {
        expectTypeOf(action.payload.cardIds).toEqualTypeOf<string[]>()
        expectTypeOf(action.type).toEqualTypeOf<'PLAY'>()
        expectTypeOf(action).toEqualTypeOf<Action<'PLAY', { cardIds: string[] }>>()
        expectTypeOf(ctx.state).toEqualTypeOf<GameState>()
        // @ts-expect-error the payload has no such field
        void action.payload.amount
        return { state: ctx.state }
      },
      enumerate(state, playerId) {
        expectTypeOf(state).toEqualTypeOf<GameState>()
        expectTypeOf(playerId).toEqualTypeOf<string>()
        return [{ type: 'PLAY', playerId, payload: { cardIds: ['c1'] } }]
      },
    }
    expectTypeOf(handler.type).toEqualTypeOf<'PLAY'>()
  })

  it('refuses a handler whose type or enumerated candidates do not match its declaration', () => {
    const wrongType: ActionHandler<'PLAY', { cardIds: string[] }> = {
      // @ts-expect-error 'DRAW' is not 'PLAY'
      type: 'DRAW',
      execute: (_a, ctx) => ({ state: ctx.state }),
    }
    const wrongCandidate: ActionHandler<'PLAY', { cardIds: string[] }> = {
      type: 'PLAY',
      execute: (_a, ctx) => ({ state: ctx.state }),
      // @ts-expect-error candidates must carry { cardIds: string[] }
      enumerate: () => [{ type: 'PLAY', payload: { cardIds: 3 } }],
    }
    void wrongType
    void wrongCandidate
  })
})

describe('GameEngine<MyActions>.dispatch', () => {
  const engine = new GameEngine<MyActions>()

  it('accepts the declared actions, with or without id', () => {
    engine.dispatch({ id: 'x1', type: 'PLAY', payload: { cardIds: ['c1'] } })
    engine.dispatch({ type: 'PLAY', payload: { cardIds: ['c1'] }, playerId: 'p1' })
    engine.dispatch({ type: 'BID', payload: { amount: 3 } })
    engine.dispatch({ type: 'BID', payload: { amount: 3, suit: 'hearts' }, id: 'b1' })
    // An empty payload may be left out.
    engine.dispatch({ type: 'END_TURN' })
    engine.dispatch({ type: 'END_TURN', playerId: 'p1', payload: {} })
    engine.dispatch(createAction({ type: 'PLAY', payload: { cardIds: ['c2'] } }))
  })

  it('rejects a wrong payload', () => {
    // @ts-expect-error cardIds must be string[]
    engine.dispatch({ type: 'PLAY', payload: { cardIds: [1, 2] } })
    // @ts-expect-error cardIds is required
    engine.dispatch({ type: 'PLAY', payload: {} })
    // @ts-expect-error a PLAY needs its payload
    engine.dispatch({ type: 'PLAY' })
    // @ts-expect-error amount must be a number
    engine.dispatch({ id: 'b2', type: 'BID', payload: { amount: '3' } })
    // @ts-expect-error the payload of another action type
    engine.dispatch({ type: 'BID', payload: { cardIds: ['c1'] } })
    // @ts-expect-error a wrong id type
    engine.dispatch({ id: 7, type: 'END_TURN' })
  })

  it('rejects an unknown action type', () => {
    // @ts-expect-error TELEPORT is not one of MyActions
    engine.dispatch({ type: 'TELEPORT', payload: {} })
    // @ts-expect-error nor with an id
    engine.dispatch({ id: 'x', type: 'TELEPORT', payload: {} })
    // @ts-expect-error an action created for another type
    engine.dispatch(createAction({ type: 'DRAW', payload: {} }))
  })

  it('types results and legal actions with the action union', () => {
    const result = engine.dispatch({ type: 'END_TURN' })
    expectTypeOf(result).toEqualTypeOf<DispatchResult<MyActions>>()
    expectTypeOf(result.action).toEqualTypeOf<MyActions>()
    expectTypeOf(engine.getLegalActions('p1')).toEqualTypeOf<MyActions[]>()
    expectTypeOf(engine.fork()).toEqualTypeOf<GameEngine<MyActions>>()
    // validate takes the same input as dispatch.
    engine.validate({ type: 'BID', payload: { amount: 1 } })
    // @ts-expect-error unknown type
    engine.validate({ type: 'TELEPORT' })
  })

  it('narrows a dispatched action by its type', () => {
    const { action } = engine.dispatch({ type: 'BID', payload: { amount: 2 } })
    if (action.type === 'BID') expectTypeOf(action.payload).toEqualTypeOf<{ amount: number; suit?: string }>()
    if (action.type === 'PLAY') expectTypeOf(action.payload.cardIds).toEqualTypeOf<string[]>()
  })

  it('an untyped GameEngine accepts any action', () => {
    const any = new GameEngine()
    any.dispatch({ type: 'ANYTHING', payload: { x: 1 } })
    any.dispatch({ type: 'NO_PAYLOAD' })
    expectTypeOf(any.dispatch({ type: 'X' }).action).toEqualTypeOf<Action>()
  })
})

describe('defineAction', () => {
  it('gives a typed creator', () => {
    const playCard = defineAction<'PLAY', { cardIds: string[] }>('PLAY')
    expectTypeOf(playCard).parameter(0).toEqualTypeOf<{ cardIds: string[] }>()
    expectTypeOf(playCard).parameter(1).toEqualTypeOf<string | undefined>()
    expectTypeOf(playCard).returns.toEqualTypeOf<Action<'PLAY', { cardIds: string[] }>>()
    const action = playCard({ cardIds: ['c1'] }, 'p1')
    expectTypeOf(action.type).toEqualTypeOf<'PLAY'>()
    expectTypeOf(action.payload.cardIds).toEqualTypeOf<string[]>()
    // @ts-expect-error wrong payload
    playCard({ cardIds: [1] })
    // @ts-expect-error missing payload
    playCard()
    new GameEngine<MyActions>().dispatch(action)
    const bid = defineAction<'BID', { amount: number }>('BID')
    // @ts-expect-error an engine of PlayCard only refuses a BID made by another creator
    new GameEngine<PlayCard>().dispatch(bid({ amount: 1 }))
  })

  it('createAction infers type and payload', () => {
    const action = createAction({ type: 'BID', payload: { amount: 5 } })
    expectTypeOf(action).toEqualTypeOf<Action<'BID', { amount: number }>>()
    expectTypeOf(createAction({ type: 'END_TURN' })).toEqualTypeOf<Action<'END_TURN', Record<string, never>>>()
  })
})

describe('ActionOf', () => {
  it('infers the action union of a handler list', () => {
    const play: ActionHandler<'PLAY', { cardIds: string[] }> = { type: 'PLAY', execute: (_a, ctx) => ({ state: ctx.state }) }
    const bid: ActionHandler<'BID', { amount: number }> = { type: 'BID', execute: (_a, ctx) => ({ state: ctx.state }) }
    const handlers = [play, bid] as const
    type Inferred = ActionOf<(typeof handlers)[number]>
    expectTypeOf<Inferred>().toEqualTypeOf<Action<'PLAY', { cardIds: string[] }> | Action<'BID', { amount: number }>>()
    expectTypeOf<ActionOf<typeof play>>().toEqualTypeOf<Action<'PLAY', { cardIds: string[] }>>()
    // A non-handler infers nothing.
    expectTypeOf<ActionOf<string>>().toEqualTypeOf<never>()
    // The inferred union drives the engine.
    const engine = new GameEngine<Inferred>()
    engine.dispatch({ type: 'BID', payload: { amount: 1 } })
    // @ts-expect-error not in the inferred union
    engine.dispatch({ type: 'END_TURN' })
  })

  it("infers the fixture card game's union from its handlers", () => {
    expectTypeOf<CardGameAction>().toEqualTypeOf<
      | Action<'SHUFFLE', Empty>
      | Action<'DEAL', DealPayload>
      | Action<'DRAW', Empty>
      | Action<'GIVE', GivePayload>
      | Action<'PLAY', PlayPayload>
    >()
    expectTypeOf<Extract<CardGameAction, { type: 'PLAY' }>['payload']>().toEqualTypeOf<PlayPayload>()
  })
})

describe('rules and event handlers', () => {
  it('a Rule<PlayCard> sees a typed action', () => {
    const rule: Rule<PlayCard> = {
      id: 'r',
      name: 'R',
      appliesTo: ['PLAY'],
      validate(ctx) {
        expectTypeOf(ctx.action.payload.cardIds).toEqualTypeOf<string[]>()
        return ok()
      },
    }
    void rule
  })

  it('an EventHandler sees a typed event payload', () => {
    const handler: EventHandler<'CARD_PLAYED', { cardIds: string[]; points: number }> = {
      type: 'CARD_PLAYED',
      handle(event) {
        expectTypeOf(event).toEqualTypeOf<GameEvent<'CARD_PLAYED', { cardIds: string[]; points: number }>>()
        expectTypeOf(event.payload.points).toEqualTypeOf<number>()
        expectTypeOf(event.timestamp).toEqualTypeOf<number>()
      },
    }
    void handler
  })

  it('ActionInit leaves id and payload optional', () => {
    expectTypeOf<ActionInit<'X', { a: number }>>().toEqualTypeOf<{ id?: string; type: 'X'; payload?: { a: number }; playerId?: string }>()
  })
})
