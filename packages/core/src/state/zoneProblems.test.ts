import { describe, expect, it } from 'vitest'
import { createGameState, createPlayer, createZone, playerHandZoneId } from './factories'
import type { GameState } from './types'
import { GameZonesCheck } from './zoneProblems'

function stateWith(zones: ReturnType<typeof createZone>[]): GameState {
  const state = createGameState({ gameId: 'g', seed: 1, players: [createPlayer({ id: 'p1', name: 'A', seat: 1 }), createPlayer({ id: 'p2', name: 'B', seat: 2 })] })
  return { ...state, zones: Object.fromEntries(zones.map((z) => [z.id, z])) }
}

const hand = (owner: string, ownerId = owner) => createZone({ id: playerHandZoneId(owner), type: 'hand', ownerId })

describe('GameZonesCheck', () => {
  const check = () => new GameZonesCheck({ prefix: 'game', zones: { deck: 'the deck', pile: 'the pile' }, listName: 'order' })

  it('finds nothing in a state with every zone, each hand owned by its player', () => {
    const state = stateWith([createZone({ id: 'deck', type: 'deck' }), createZone({ id: 'pile', type: 'discard' }), hand('p1'), hand('p2')])
    expect(check().problems(null, state, ['p1', 'p2'])).toBeNull()
  })

  it('names a missing zone, a missing hand and a hand owned by another player, after the problems given', () => {
    const state = stateWith([createZone({ id: 'pile', type: 'discard' }), hand('p2', 'p1')])
    expect(check().problems(['before'], state, ['p1', 'p2'])).toEqual([
      'before',
      'game: the deck deck is missing',
      `game: the hand ${playerHandZoneId('p1')} of order[0] "p1" is missing`,
      `game: the hand ${playerHandZoneId('p2')} of order[1] "p2" is owned by "p1"`,
    ])
  })

  it('takes a hand id of its own, and reads a new list of players each time it changes', () => {
    const own = new GameZonesCheck({ prefix: 'x', zones: {}, listName: 'seats', handZoneId: (id) => `h-${id}` })
    const state = stateWith([createZone({ id: 'h-p1', type: 'hand', ownerId: 'p1' })])
    const seats = Object.freeze(['p1'])
    expect(own.problems(null, state, seats)).toBeNull()
    expect(own.problems(null, state, seats)).toBeNull()
    expect(own.problems(null, state, ['p1', 'p2'])).toEqual(['x: the hand h-p2 of seats[1] "p2" is missing'])
    // A list that is not frozen may change in place: it is read again, never taken from the last check.
    const open = ['p1']
    expect(own.problems(null, state, open)).toBeNull()
    open.push('p3')
    expect(own.problems(null, state, open)).toEqual(['x: the hand h-p3 of seats[1] "p3" is missing'])
  })
})
