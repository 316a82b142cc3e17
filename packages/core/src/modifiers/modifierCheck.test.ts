import { describe, expect, it } from 'vitest'
import { snapshotOf } from './__fixtures__/snapshotOf'
import { newGame } from '../engine/__fixtures__/testPlugins'
import { StateValidationError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { setVariable } from '../state/stateUtils'
import { createGameState } from '../state/factories'
import type { JsonValue } from '../state/json'
import { createModifierCheck, MODIFIER_CHECK } from './modifierCheck'
import { ModifierKinds } from './modifierKinds'
import { MODIFIERS_KEY } from './modifierState'

const kinds = ModifierKinds.of([{ id: 'k', name: 'K', version: '1.0.0', modifiers: [{ kind: 'discount' }] }])
const check = createModifierCheck(kinds)
const base = createGameState({ gameId: 'g', seed: 1, players: [{ id: 'p1', name: 'A', seat: 1 }] })
const withStored = (value: unknown) => setVariable(base, MODIFIERS_KEY, value as JsonValue)
const ok = { id: 'm1', kind: 'discount', appliesTo: ['BUY'] }

describe('the core: modifiers state check', () => {
  it('passes a state without modifiers, and a well-formed list', () => {
    expect(check(base)).toEqual([])
    expect(check(withStored({ next: 3, list: [ok, { ...ok, id: 'm2', playerId: 'p1', cardId: 'c', uses: 1, turns: 2, source: 's', params: { a: 1 } }] }))).toEqual([])
  })

  it.each<[string, unknown, string]>([
    ['not { next, list }', [ok], 'core.modifiers must be { next: a whole number from 1, list: a list }, got a list'],
    ['next 0', { next: 0, list: [] }, 'core.modifiers must be { next: a whole number from 1, list: a list }, got an object'],
    ['an entry that is no object', { next: 2, list: [7] }, 'modifier 0 is 7, not a modifier'],
    ['an id not of the form m<n>', { next: 2, list: [{ ...ok, id: 'x1' }] }, 'modifier 0 has id "x1", not m<n> with n below next (2)'],
    ['an id the counter would hand out again', { next: 2, list: [{ ...ok, id: 'm2' }] }, 'modifier 0 has id "m2", not m<n> with n below next (2)'],
    ['an id twice', { next: 3, list: [ok, ok] }, "modifier 1 has id 'm1', which an earlier modifier has"],
    ['a kind no plugin registers', { next: 2, list: [{ ...ok, kind: 'ghost' }] }, "modifier 0 has kind 'ghost', which no plugin registers"],
    ['an empty appliesTo', { next: 2, list: [{ ...ok, appliesTo: [] }] }, 'modifier 0 has appliesTo a list, not a non-empty list of action types'],
    ['a cardId that is no string', { next: 2, list: [{ ...ok, cardId: 3 }] }, 'modifier 0 has cardId 3, not a string'],
    ['uses at 0 (removed, never kept)', { next: 2, list: [{ ...ok, uses: 0 }] }, 'modifier 0 has uses 0, not a whole number from 1'],
  ])('refuses %s', (_label, stored, problem) => {
    expect(check(withStored(stored))).toEqual([problem])
  })

  it('without any registered kind, refuses every modifier', () => {
    expect(createModifierCheck(null)(withStored({ next: 2, list: [ok] }))).toEqual(["modifier 0 has kind 'discount', which no plugin registers"])
  })

  it('checked engines refuse to restore a snapshot with a malformed list, and keep their state', () => {
    const plugin: GamePlugin = { id: 'k', name: 'K', version: '1.0.0', modifiers: [{ kind: 'discount' }] }
    const engine = newGame([plugin])
    const state = engine.getState()
    const bad = snapshotOf(engine, { next: 2, list: [{ ...ok, kind: 'ghost' }, { ...ok, id: 'm1' }] })
    let thrown: unknown
    try {
      engine.restoreSnapshot(bad)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(StateValidationError)
    expect((thrown as StateValidationError).errors).toEqual([
      `${MODIFIER_CHECK}: modifier 0 has kind 'ghost', which no plugin registers`,
      `${MODIFIER_CHECK}: modifier 1 has id 'm1', which an earlier modifier has`,
    ])
    expect(engine.getState()).toBe(state)
  })
})
