import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'
import { deepFreeze } from '../state/json'
import { addZone, moveCard, removeZone, setZoneCards } from '../state/stateUtils'
import type { GameState } from '../state/types'
import { StateValidator } from './stateValidator'

const CARDS = Array.from({ length: 12 }, (_, i) => `c${i}`)

function table(): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g',
      seed: 1,
      players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
      cards: CARDS.map((id) => createCard({ id, type: 'n' })),
      zones: [
        createZone({ id: 'deck', type: 'deck', cards: CARDS.slice(0, 8) }),
        createZone({ id: 'hand', type: 'hand', cards: CARDS.slice(8, 11) }),
        createZone({ id: 'pile', type: 'discard', cards: CARDS.slice(11) }),
      ],
    }),
  )
}

function offendingCards(errors: readonly string[]): string[] {
  return [...new Set(errors.map((e) => /card '([^']+)'/.exec(e)![1]!))].sort()
}

/** An incremental validator that has seen `base` (so the next check runs the delta path). */
function primed(base: GameState): StateValidator {
  const v = new StateValidator(true)
  expect(v.validate(base).valid).toBe(true)
  return v
}

describe('incremental zone checks (only zones changed)', () => {
  it('accepts a card moved from one zone to another', () => {
    const base = table()
    expect(primed(base).validate(deepFreeze(moveCard(base, 'c7', 'deck', 'pile'))).valid).toBe(true)
  })

  it('reports a card copied into a second zone', () => {
    const base = table()
    const bad = deepFreeze(setZoneCards(base, 'pile', ['c11', 'c3']))
    expect(primed(base).validate(bad).errors).toEqual(["card 'c3' is in zones 'deck' and 'pile'"])
  })

  it('reports a card added twice to one zone, whether next to its copy or apart', () => {
    const base = table()
    const v = primed(base)
    expect(v.validate(deepFreeze(setZoneCards(base, 'hand', ['c8', 'c9', 'c10', 'c8']))).errors).toEqual([
      "card 'c8' is twice in zone 'hand'",
    ])
    expect(v.validate(deepFreeze(setZoneCards(base, 'hand', ['c8', 'c8', 'c9', 'c10']))).errors).toEqual([
      "card 'c8' is twice in zone 'hand'",
    ])
  })

  it('reports an unknown card put in a zone', () => {
    const base = table()
    expect(primed(base).validate(deepFreeze(setZoneCards(base, 'pile', ['c11', 'ghost']))).errors).toEqual([
      "zone 'pile' holds unknown card 'ghost'",
    ])
  })

  it('accepts a card of the cards record that was in no zone, and a card moved between zones, in one state', () => {
    const base = deepFreeze(setZoneCards(table(), 'pile', []))
    const v = primed(base)
    const next = deepFreeze(setZoneCards(moveCard(base, 'c0', 'deck', 'hand'), 'pile', ['c11']))
    expect(v.validate(next).valid).toBe(true)
  })

  it('reports an unknown card added next to a card moved in from another zone', () => {
    const base = table()
    const next = deepFreeze(setZoneCards(moveCard(base, 'c0', 'deck', 'pile'), 'hand', ['c8', 'c9', 'c10', 'ghost']))
    expect(primed(base).validate(next).errors).toEqual(["zone 'hand' holds unknown card 'ghost'"])
  })

  it('frees the cards of a removed zone, so they may appear elsewhere', () => {
    const base = table()
    const v = primed(base)
    let next = removeZone(base, 'hand')
    next = addZone(next, createZone({ id: 'table', type: 'table', cards: ['c8', 'c9', 'c10'] }))
    expect(v.validate(deepFreeze(next)).valid).toBe(true)
  })

  it('keeps its index only from valid states: a refused state changes nothing', () => {
    const base = table()
    const v = primed(base)
    expect(v.validate(deepFreeze(setZoneCards(base, 'pile', ['c11', 'c0']))).valid).toBe(false)
    // c0 is still only in the deck as far as the validator knows: moving it to the pile is fine.
    expect(v.validate(deepFreeze(moveCard(base, 'c0', 'deck', 'pile'))).valid).toBe(true)
  })

  it('agrees with a full validation on any sequence of zone edits (property)', () => {
    const edit = fc.record({
      zone: fc.constantFrom('deck', 'hand', 'pile'),
      cards: fc.array(fc.constantFrom(...CARDS, 'ghost'), { maxLength: 10 }),
    })
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const incremental = new StateValidator(true)
        let state = table()
        incremental.validate(state)
        for (const { zone, cards } of edits) {
          const next = deepFreeze(setZoneCards(state, zone, cards))
          const fast = incremental.validate(next)
          const full = new StateValidator(false).validate(next)
          expect(fast.valid).toBe(full.valid)
          // Wording may differ (which copy counts as "the second" depends on the order of discovery); the cards may not.
          expect(offendingCards(fast.errors)).toEqual(offendingCards(full.errors))
          if (fast.valid) state = next
        }
      }),
      { numRuns: 300 },
    )
  })
})
