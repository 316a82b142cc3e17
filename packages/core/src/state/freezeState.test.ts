import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCard, createGameState, createPlayer, createZone } from './factories'
import { StateFreezer } from './freezeState'
import { deepFreeze } from './json'
import { moveCard, setVariable, setZoneCards } from './stateUtils'
import type { GameState } from './types'
import type { JsonValue } from './json'

function table(): GameState {
  return createGameState({
    gameId: 'g',
    seed: 1,
    players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
    cards: ['c1', 'c2', 'c3'].map((id) => createCard({ id, type: 'n' })),
    zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2'] }), createZone({ id: 'pile', type: 'discard', cards: ['c3'] })],
  })
}

/** Every object reachable from `value` that is not frozen, by path. */
function unfrozen(value: unknown, path = '$', seen = new Set<object>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  const here = Object.isFrozen(value) ? [] : [path]
  return here.concat(...Object.keys(value).map((k) => unfrozen((value as Record<string, unknown>)[k], `${path}.${k}`, seen)))
}

describe('StateFreezer', () => {
  it('freezes a new state that shares its unchanged records with the last one', () => {
    const freezer = new StateFreezer()
    const first = freezer.freeze(table())
    const next = moveCard(first, 'c2', 'deck', 'pile')
    expect(next.players).toBe(first.players)
    expect(freezer.freeze(next)).toBe(next)
    expect(unfrozen(next)).toEqual([])
  })

  it('freezes a zone changed in place (same record, new zone object) and a zone replaced by a new record', () => {
    const freezer = new StateFreezer()
    const first = freezer.freeze(table())
    const inPlace = setZoneCards(first, 'deck', ['c2', 'c1'])
    freezer.freeze(inPlace)
    expect(unfrozen(inPlace)).toEqual([])
    const replaced = { ...inPlace, zones: { deck: { ...inPlace.zones.deck!, cards: ['c1'] }, pile: inPlace.zones.pile! }, version: 3 }
    freezer.freeze(replaced)
    expect(unfrozen(replaced)).toEqual([])
  })

  it('freezes new objects inside arrays and records of the variables', () => {
    const freezer = new StateFreezer()
    const first = freezer.freeze(setVariable(table(), 'log', [{ at: 1 }]))
    const next = setVariable(first, 'log', [...(first.variables.log as JsonValue[]), { at: 2, tags: ['x'] }])
    freezer.freeze(next)
    expect(unfrozen(next)).toEqual([])
  })

  it('leaves a state frozen exactly as deepFreeze does, even around objects frozen by someone else', () => {
    // A record frozen by hand holds an unfrozen object: deepFreeze stops at the record, so must the freezer;
    // once a new record holds that object, deepFreeze freezes it, and so must the freezer.
    const loose = { n: 1 }
    const handFrozen = Object.freeze({ loose })
    const make = (): GameState => setVariable(table(), 'shared', handFrozen)
    const freezer = new StateFreezer()
    const a = freezer.freeze(make())
    deepFreeze(make())
    expect(Object.isFrozen(loose)).toBe(false)
    const next = setVariable(a, 'shared', { loose })
    freezer.freeze(next)
    expect(Object.isFrozen(loose)).toBe(true)
  })

  it('freezes the same objects as deepFreeze on random sequences of edits (property)', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), card: fc.constantFrom('c1', 'c2', 'c3'), to: fc.constantFrom('deck', 'pile') }),
      fc.record({ kind: fc.constant('variable' as const), key: fc.constantFrom('a', 'b'), value: fc.jsonValue() }),
      fc.record({ kind: fc.constant('reuse' as const), key: fc.constantFrom('a', 'b') }),
    )
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 10 }), (edits) => {
        const freezer = new StateFreezer()
        let state = freezer.freeze(table())
        for (const e of edits) {
          let next: GameState
          if (e.kind === 'move') {
            const from = state.zones.deck!.cards.includes(e.card) ? 'deck' : 'pile'
            next = from === e.to ? { ...state } : moveCard(state, e.card, from, e.to)
          } else if (e.kind === 'variable') next = setVariable(state, e.key, e.value as never)
          else next = setVariable(state, e.key, { kept: state.variables.a ?? null, fresh: [{ at: edits.length }] })
          state = freezer.freeze(next)
          expect(unfrozen(state)).toEqual([])
        }
      }),
      { numRuns: 200 },
    )
  })
})
