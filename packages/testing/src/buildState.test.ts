import { DeckletError, stateUtils, StateValidationError, type GameState, type JsonValue } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { smallState } from './__fixtures__/states'
import { buildState, type StateEdit } from './buildState'
import { withCards, withCurrentPlayer, withVariables } from './stateEdits'

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (e) {
    return e
  }
  throw new Error('expected a throw')
}

describe('buildState', () => {
  it('applies the edits in order and leaves the base unchanged', () => {
    const base = smallState()
    const copy = JSON.parse(JSON.stringify(base)) as GameState
    const state = buildState(base, withCards('hand-p1', ['c1']), withCards('discard', ['c1']), withCurrentPlayer('p2'))
    expect(state.zones['hand-p1']!.cards).toEqual(['c5'])
    expect(state.zones.discard!.cards).toEqual(['c1'])
    expect(state.currentPlayerId).toBe('p2')
    expect(base).toEqual(copy)
  })

  it('keeps the version and returns a deeply frozen state', () => {
    const state = buildState(smallState(), withVariables({ score: 1 }))
    expect(state.version).toBe(7)
    expect(Object.isFrozen(state)).toBe(true)
    expect(Object.isFrozen(state.zones.deck!.cards)).toBe(true)
  })

  it('returns the base (validated) with no edits', () => {
    const base = smallState()
    expect(buildState(base)).toEqual(smallState())
  })

  it("accepts any pure edit, e.g. core's stateUtils", () => {
    const addJoker: StateEdit = (s) => stateUtils.addCard(s, { id: 'joker', type: 'joker' })
    const state = buildState(smallState(), addJoker, withCards('hand-p2', ['joker']))
    expect(state.zones['hand-p2']!.cards).toEqual(['joker'])
  })

  it("throws core's StateValidationError listing every broken invariant", () => {
    const error = thrown(() =>
      buildState(
        smallState(),
        withCards('discard', ['ghost']),
        withCurrentPlayer('p9'),
        (s) => stateUtils.setZoneCards(s, 'hand-p2', ['c1']),
      ),
    )
    expect(error).toBeInstanceOf(StateValidationError)
    expect(DeckletError.isInstance(error)).toBe(true)
    const e = error as StateValidationError
    expect(e.code).toBe('STATE_VALIDATION_FAILED')
    expect(e.errors).toEqual([
      "zone 'discard' holds unknown card 'ghost'",
      "card 'c1' is in zones 'deck' and 'hand-p2'",
      "current player 'p9' does not exist",
    ])
    expect(e.message).toMatch(/^buildState made an invalid state: zone 'discard' holds unknown card 'ghost'; card 'c1'/)
  })

  it('refuses a state that is not JSON data', () => {
    expect(() => buildState(smallState(), withVariables({ when: new Date(0) as unknown as JsonValue }))).toThrow(
      /state\.variables\.when is not JSON data/,
    )
  })

  it('refuses an edit that returns no state', () => {
    expect(() => buildState(smallState(), (() => undefined) as unknown as StateEdit)).toThrow(/returned undefined instead of a state/)
  })
})
