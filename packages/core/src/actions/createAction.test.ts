import { describe, it, expect, expectTypeOf } from 'vitest'
import { createAction, defineAction } from './createAction'
import type { Action } from './types'

describe('createAction', () => {
  it('defaults id to "" (the engine assigns one) and payload to {}', () => {
    const a = createAction({ type: 'END_TURN' })
    expect(a).toEqual({ id: '', type: 'END_TURN', payload: {} })
    expect(Object.hasOwn(a, 'playerId')).toBe(false)
  })

  it('keeps a given id, payload and playerId', () => {
    const a = createAction({ id: 'a-1', type: 'PLAY_CARD', payload: { cardIds: ['c1'] }, playerId: 'p1' })
    expect(a).toEqual({ id: 'a-1', type: 'PLAY_CARD', payload: { cardIds: ['c1'] }, playerId: 'p1' })
  })

  it('leaves playerId out when it is undefined, so the action stays JSON data', () => {
    const a = createAction({ type: 'PASS', playerId: undefined })
    expect(Object.keys(a)).toEqual(['id', 'type', 'payload'])
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
  })

  it('returns a fresh action each time; a defaulted payload may be shared only because it is frozen', () => {
    const a = createAction({ type: 'PASS' })
    const b = createAction({ type: 'PASS' })
    expect(a).not.toBe(b)
    if (a.payload === b.payload) expect(Object.isFrozen(a.payload)).toBe(true)
  })

  it('keeps the type literal and payload type', () => {
    const a = createAction({ type: 'PLAY_CARD', payload: { cardIds: ['c1'] } })
    expectTypeOf(a).toEqualTypeOf<Action<'PLAY_CARD', { cardIds: string[] }>>()
  })
})

describe('defineAction', () => {
  const playCard = defineAction<'PLAY_CARD', { cardIds: string[] }>('PLAY_CARD')

  it('makes a creator that fills type and payload', () => {
    expect(playCard({ cardIds: ['c1', 'c2'] })).toEqual({ id: '', type: 'PLAY_CARD', payload: { cardIds: ['c1', 'c2'] } })
  })

  it('sets playerId when given and leaves it out otherwise', () => {
    expect(playCard({ cardIds: ['c1'] }, 'p1')).toEqual({ id: '', type: 'PLAY_CARD', payload: { cardIds: ['c1'] }, playerId: 'p1' })
    expect(Object.hasOwn(playCard({ cardIds: [] }), 'playerId')).toBe(false)
  })

  it('produces typed actions', () => {
    expectTypeOf(playCard({ cardIds: [] })).toEqualTypeOf<Action<'PLAY_CARD', { cardIds: string[] }>>()
  })
})
