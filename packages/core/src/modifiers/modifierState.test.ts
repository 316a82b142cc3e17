import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/errors'
import { createGameState } from '../state/factories'
import { deepFreeze } from '../state/json'
import { addModifier, getModifiers, MODIFIERS_KEY, removeModifier } from './modifierState'
import type { ModifierInit } from './types'

const base = deepFreeze(createGameState({ gameId: 'g', seed: 1, players: [{ id: 'p1', name: 'A', seat: 1 }] }))

describe('addModifier, removeModifier, getModifiers', () => {
  it('a state without modifiers has none', () => {
    expect(getModifiers(base)).toEqual([])
  })

  it('adds modifiers with ids m1, m2, … in add order, purely and without a new version', () => {
    const first = addModifier(base, { kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 2 })
    const second = addModifier(first.state, { kind: 'double', appliesTo: ['*'], playerId: 'p1', turns: 1, source: 'chance' })
    expect(first.modifier).toEqual({ id: 'm1', kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 2 })
    expect(second.modifier.id).toBe('m2')
    expect(getModifiers(second.state)).toEqual([first.modifier, second.modifier])
    expect(second.state.variables[MODIFIERS_KEY]).toEqual({ next: 3, list: [first.modifier, second.modifier] })
    expect(second.state.version).toBe(base.version)
    expect(getModifiers(base)).toEqual([]) // the given state is left as it was (it is frozen, too)
  })

  it('stores only the fields that are set, and a copy of the params', () => {
    const params = { off: 1 }
    const { modifier } = addModifier(base, { kind: 'k', appliesTo: ['A'], params, playerId: undefined })
    params.off = 2
    expect(modifier).toEqual({ id: 'm1', kind: 'k', appliesTo: ['A'], params: { off: 1 } })
    expect(Object.keys(modifier)).toEqual(['id', 'kind', 'appliesTo', 'params'])
  })

  it('removes by id, keeps the order of the others, and never hands out a removed id again', () => {
    let state = base
    for (let i = 0; i < 3; i++) state = addModifier(state, { kind: 'k', appliesTo: ['A'] }).state
    state = removeModifier(state, 'm2')
    expect(getModifiers(state).map((m) => m.id)).toEqual(['m1', 'm3'])
    expect(removeModifier(state, 'm9')).toBe(state)
    expect(removeModifier(base, 'm1')).toBe(base)
    expect(addModifier(state, { kind: 'k', appliesTo: ['A'] }).modifier.id).toBe('m4')
  })

  it.each<[string, unknown, string]>([
    ['no kind', { appliesTo: ['A'] }, 'kind must be a non-empty string'],
    ['an empty appliesTo', { kind: 'k', appliesTo: [] }, 'appliesTo must be a non-empty list of action types'],
    ['a playerId that is no string', { kind: 'k', appliesTo: ['A'], playerId: 7 }, 'playerId must be a string'],
    ['0 uses', { kind: 'k', appliesTo: ['A'], uses: 0 }, 'uses must be a whole number from 1'],
    ['1.5 turns', { kind: 'k', appliesTo: ['A'], turns: 1.5 }, 'turns must be a whole number from 1'],
    ['params that are not JSON', { kind: 'k', appliesTo: ['A'], params: { at: new Date(0) } }, 'params.at is not JSON data'],
  ])('refuses %s with InvalidArgumentError', (_label, init, problem) => {
    const call = () => addModifier(base, init as ModifierInit)
    expect(call).toThrow(InvalidArgumentError)
    expect(call).toThrow(`addModifier: ${problem}`)
  })
})
