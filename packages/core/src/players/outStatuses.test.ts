import { describe, expect, it } from 'vitest'
import { createGameState, createPlayer } from '../state/factories'
import { isOut, OUT_STATUSES } from './outStatuses'
import { playersInPlay } from './seatOrder'

const player = (status?: string) => createPlayer({ id: 'p', name: 'P', seat: 1, status })

describe('out statuses', () => {
  it('are finished, eliminated and out: the union of what plugin-turn, the turn store and the bots used', () => {
    expect([...OUT_STATUSES]).toEqual(['finished', 'eliminated', 'out'])
    expect(Object.isFrozen(OUT_STATUSES)).toBe(true)
  })

  it.each(OUT_STATUSES)('a player whose status is %s is out', (status) => {
    expect(isOut(player(status))).toBe(true)
  })

  it.each([undefined, 'active', 'waiting', 'Finished', ''])('a player whose status is %s is in the game', (status) => {
    expect(isOut(player(status))).toBe(false)
  })

  it('a status that is not a string is not out, and an absent player is not out', () => {
    expect(isOut(createPlayer({ id: 'p', name: 'P', seat: 1, status: 1 }))).toBe(false)
    expect(isOut(undefined)).toBe(false)
  })
})

describe('playersInPlay', () => {
  it('keeps the players who are not out, in seat order', () => {
    const state = createGameState({
      gameId: 'g',
      seed: 1,
      players: [
        { id: 'd', name: 'D', seat: 4 },
        { id: 'b', name: 'B', seat: 2, status: 'eliminated' },
        { id: 'a', name: 'A', seat: 1 },
        { id: 'c', name: 'C', seat: 3, status: 'active' },
        { id: 'e', name: 'E', seat: 5, status: 'out' },
      ],
    })
    expect(playersInPlay(state).map((p) => p.id)).toEqual(['a', 'c', 'd'])
  })
})
