import { describe, it, expect } from 'vitest'
import { ActionExecutor } from './actionExecutor'
import { createAction } from './createAction'
import { DuplicateActionHandlerError } from '../errors/errors'
import { DeckletError } from '../errors/deckletError'
import { SeededRandomProvider } from '../random/randomProvider'
import { createCard, createGameState, createZone } from '../state/factories'
import { stateUtils } from '../state/stateUtils'
import type { ActionContext, ActionHandler } from './types'
import type { GameState } from '../state/types'

const state = createGameState({
  gameId: 'g',
  seed: 1,
  version: 3,
  cards: [createCard({ id: 'c1', type: 't' }), createCard({ id: 'c2', type: 't' })],
  zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2'] }), createZone({ id: 'discard', type: 'discard' })],
})

const discard: ActionHandler<'DISCARD', { cardId: string }> = {
  type: 'DISCARD',
  execute(action, ctx) {
    return {
      state: stateUtils.moveCard(ctx.state, action.payload.cardId, 'deck', 'discard'),
      events: [{ type: 'DISCARDED', payload: { cardId: action.payload.cardId } }],
    }
  },
}

describe('ActionExecutor', () => {
  it('runs the handler of the action type and returns its state and events', () => {
    const ex = new ActionExecutor()
    ex.register(discard)
    const result = ex.execute(state, createAction({ type: 'DISCARD', payload: { cardId: 'c2' } }), new SeededRandomProvider(1))
    expect(result.state.zones.deck!.cards).toEqual(['c1'])
    expect(result.state.zones.discard!.cards).toEqual(['c2'])
    expect(result.events).toEqual([{ type: 'DISCARDED', payload: { cardId: 'c2' } }])
  })

  it('does not bump the version (the engine does)', () => {
    const ex = new ActionExecutor()
    ex.register(discard)
    const result = ex.execute(state, createAction({ type: 'DISCARD', payload: { cardId: 'c1' } }), new SeededRandomProvider(1))
    expect(result.state.version).toBe(3)
  })

  it('passes the action, the state and the random provider to the handler', () => {
    const ex = new ActionExecutor()
    const random = new SeededRandomProvider(42)
    let seenState: GameState | undefined
    let seenRandom: unknown
    let seenAction: unknown
    let drawn = -1
    ex.register({
      type: 'ROLL',
      execute(action, ctx: ActionContext) {
        seenAction = action
        seenState = ctx.state
        seenRandom = ctx.random
        drawn = ctx.random.next()
        return { state: ctx.state }
      },
    })
    const action = createAction({ type: 'ROLL', playerId: 'p1' })
    const result = ex.execute(state, action, random)
    expect(seenAction).toBe(action)
    expect(seenState).toBe(state)
    expect(seenRandom).toBe(random)
    expect(drawn).toBe(new SeededRandomProvider(42).next())
    expect(result.state).toBe(state)
    expect(result.events).toBeUndefined()
  })

  it('throws when no handler is registered for the action type', () => {
    const ex = new ActionExecutor()
    expect(() => ex.execute(state, createAction({ type: 'NOPE' }), new SeededRandomProvider(1))).toThrow(
      "No action handler registered for type 'NOPE'",
    )
  })

  it('lets an error thrown by the handler propagate', () => {
    const ex = new ActionExecutor()
    const boom = new Error('handler failed')
    ex.register({
      type: 'BAD',
      execute() {
        throw boom
      },
    })
    expect(() => ex.execute(state, createAction({ type: 'BAD' }), new SeededRandomProvider(1))).toThrow(boom)
  })

  it('throws DuplicateActionHandlerError when a type is registered twice', () => {
    const ex = new ActionExecutor()
    ex.register(discard)
    let caught: unknown
    try {
      ex.register({ type: 'DISCARD', execute: (_a, ctx) => ({ state: ctx.state }) })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(DuplicateActionHandlerError)
    expect(caught).toBeInstanceOf(DeckletError)
    const err = caught as DuplicateActionHandlerError
    expect(err.actionType).toBe('DISCARD')
    expect(err.code).toBe('DUPLICATE_ACTION_HANDLER')
    expect(err.message).toBe("An action handler for 'DISCARD' is already registered")
    expect(ex.get('DISCARD')).toBe(discard)
  })

  it('get / has / getAll / unregister / clear manage the handlers', () => {
    const ex = new ActionExecutor()
    const other: ActionHandler = { type: 'OTHER', execute: (_a, ctx) => ({ state: ctx.state }) }
    ex.register(discard)
    ex.register(other)
    expect(ex.has('DISCARD')).toBe(true)
    expect(ex.has('MISSING')).toBe(false)
    expect(ex.get('OTHER')).toBe(other)
    expect(ex.get('MISSING')).toBeUndefined()
    expect(ex.getAll()).toEqual([discard, other])
    expect(ex.unregister('DISCARD')).toBe(true)
    expect(ex.unregister('DISCARD')).toBe(false)
    expect(ex.has('DISCARD')).toBe(false)
    expect(() => ex.register(discard)).not.toThrow()
    ex.clear()
    expect(ex.getAll()).toEqual([])
    expect(() => ex.execute(state, createAction({ type: 'OTHER' }), new SeededRandomProvider(1))).toThrow(
      "No action handler registered for type 'OTHER'",
    )
  })
})
