import { NotFoundError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { smallState } from './__fixtures__/states'
import { buildState } from './buildState'
import { withCards, withCurrentPlayer, withStatus, withTurn, withVariables, withZone } from './stateEdits'

const cardsOf = (state: ReturnType<typeof smallState>) => Object.fromEntries(Object.values(state.zones).map((z) => [z.id, z.cards]))

describe('withCards', () => {
  it('moves cards from wherever they are to the end (top) of a zone, in the order given', () => {
    const state = buildState(smallState(), withCards('hand-p2', ['c4', 'c5', 'c6', 'c1']))
    expect(cardsOf(state)).toEqual({ deck: ['c2', 'c3'], discard: [], 'hand-p1': [], 'hand-p2': ['c4', 'c5', 'c6', 'c1'] })
  })

  it('appends after what the zone already holds, and moves a card already there to its new place', () => {
    expect(buildState(smallState(), withCards('deck', ['c5'])).zones.deck!.cards).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    expect(buildState(smallState(), withCards('deck', ['c1'])).zones.deck!.cards).toEqual(['c2', 'c3', 'c4', 'c1'])
  })

  it('puts nothing in with an empty list', () => {
    expect(buildState(smallState(), withCards('discard', []))).toEqual(smallState())
  })

  it("throws core's NotFoundError for an unknown zone; unknown and repeated cards fail validation", () => {
    expect(() => buildState(smallState(), withCards('pile', ['c1']))).toThrow(NotFoundError)
    expect(() => buildState(smallState(), withCards('pile', ['c1']))).toThrow("Zone 'pile' not found")
    expect(() => buildState(smallState(), withCards('discard', ['c9']))).toThrow("zone 'discard' holds unknown card 'c9'")
    expect(() => buildState(smallState(), withCards('discard', ['c1', 'c1']))).toThrow("card 'c1' is twice in zone 'discard'")
  })
})

describe('withZone', () => {
  it('adds a zone (ownerId null, no cards by default) or replaces one', () => {
    const added = buildState(smallState(), withZone({ id: 'pot', type: 'pile' }), withCards('pot', ['c6']))
    expect(added.zones.pot).toEqual({ id: 'pot', type: 'pile', ownerId: null, cards: ['c6'] })
    const replaced = buildState(smallState(), withZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', cards: ['c6'] }))
    expect(replaced.zones['hand-p2']!.cards).toEqual(['c6'])
  })

  it('does not move cards: a card listed in two zones fails validation', () => {
    expect(() => buildState(smallState(), withZone({ id: 'pot', type: 'pile', cards: ['c1'] }))).toThrow("card 'c1' is in zones 'deck' and 'pot'")
  })
})

describe('withVariables, withCurrentPlayer, withStatus, withTurn', () => {
  it('merges variables, removing those set to undefined', () => {
    const base = buildState(smallState(), withVariables({ a: 1, b: { nested: [true] } }))
    const state = buildState(base, withVariables({ a: undefined, c: 'x' }))
    expect(state.variables).toEqual({ b: { nested: [true] }, c: 'x' })
  })

  it('set the current player, status and turn', () => {
    const state = buildState(smallState(), withCurrentPlayer('p2'), withStatus('finished'), withTurn(12))
    expect(state).toMatchObject({ currentPlayerId: 'p2', status: 'finished', turn: 12 })
    expect(buildState(smallState(), withCurrentPlayer(null)).currentPlayerId).toBeNull()
  })

  it('are validated: unknown player, invalid status, negative turn', () => {
    expect(() => buildState(smallState(), withCurrentPlayer('p3'))).toThrow("current player 'p3' does not exist")
    expect(() => buildState(smallState(), withStatus('over' as 'finished'))).toThrow("status 'over' is not a valid status")
    expect(() => buildState(smallState(), withTurn(-1))).toThrow('turn -1 is not a non-negative integer')
  })
})
