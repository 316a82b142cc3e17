import { createGameState, createPlayer, stateUtils, type GameState, type JsonValue } from '@decklet/core'
import { buildState, withVariables, type StateEdit } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import {
  DIRECTION_VARIABLE,
  getDirection,
  isPlayerOut,
  nextPlayerId,
  OUT_STATUSES,
  playersBySeat,
  SKIP_VARIABLE,
} from './turnOrder'

/** Sets a player's `status` field (a state edit for buildState). */
const withPlayerStatus = (playerId: string, status: string): StateEdit => (s) => stateUtils.updatePlayer(s, playerId, { status })

/**
 * Players north (seat 3), east (seat 7), south (seat 10), listed out of seat order on purpose,
 * with the direction variable and player statuses given (checked by buildState).
 */
function table(options: { direction?: JsonValue; status?: Record<string, string> } = {}): GameState {
  const seats: [string, number][] = [['south', 10], ['north', 3], ['east', 7]]
  const base = createGameState({ gameId: 'g', seed: 1, players: seats.map(([id, seat]) => createPlayer({ id, name: id, seat })) })
  return buildState(
    base,
    ...(options.direction === undefined ? [] : [withVariables({ [DIRECTION_VARIABLE]: options.direction })]),
    ...Object.entries(options.status ?? {}).map(([id, status]) => withPlayerStatus(id, status)),
  )
}

describe('constants', () => {
  it("name the variables 'direction' and 'turn.skip' and the out statuses", () => {
    expect(DIRECTION_VARIABLE).toBe('direction')
    expect(SKIP_VARIABLE).toBe('turn.skip')
    expect(OUT_STATUSES).toEqual(['finished', 'eliminated'])
    expect(Object.isFrozen(OUT_STATUSES)).toBe(true)
  })
})

describe('playersBySeat', () => {
  it('orders players by ascending seat, whatever the record order', () => {
    expect(playersBySeat(table()).map((p) => [p.id, p.seat])).toEqual([['north', 3], ['east', 7], ['south', 10]])
  })
})

describe('isPlayerOut', () => {
  it('is true for status finished or eliminated', () => {
    expect(isPlayerOut(createPlayer({ id: 'a', name: 'a', seat: 1, status: 'finished' }))).toBe(true)
    expect(isPlayerOut(createPlayer({ id: 'a', name: 'a', seat: 1, status: 'eliminated' }))).toBe(true)
  })

  it('is false without a status or for any other value', () => {
    expect(isPlayerOut(createPlayer({ id: 'a', name: 'a', seat: 1 }))).toBe(false)
    for (const status of ['active', 'playing', 'FINISHED', '', 1, null, true]) {
      expect(isPlayerOut(createPlayer({ id: 'a', name: 'a', seat: 1, status }))).toBe(false)
    }
  })
})

describe('getDirection', () => {
  it('is -1 only when the variable is exactly -1, otherwise 1', () => {
    expect(getDirection(table({ direction: -1 }))).toBe(-1)
    expect(getDirection(table({ direction: 1 }))).toBe(1)
    expect(getDirection(table())).toBe(1)
    expect(getDirection(table({ direction: '-1' }))).toBe(1)
    expect(getDirection(table({ direction: 2 }))).toBe(1)
  })
})

describe('nextPlayerId', () => {
  it('follows ascending seats and wraps from the highest seat to the lowest', () => {
    const state = table()
    expect(nextPlayerId(state, 'north')).toBe('east')
    expect(nextPlayerId(state, 'east')).toBe('south')
    expect(nextPlayerId(state, 'south')).toBe('north')
  })

  it('follows descending seats when direction is -1', () => {
    const state = table({ direction: -1 })
    expect(nextPlayerId(state, 'north')).toBe('south')
    expect(nextPlayerId(state, 'south')).toBe('east')
    expect(nextPlayerId(state, 'east')).toBe('north')
  })

  it('starts from the lowest seat (or the highest, reversed) when there is no previous player', () => {
    expect(nextPlayerId(table(), null)).toBe('north')
    expect(nextPlayerId(table({ direction: -1 }), null)).toBe('south')
  })

  it('treats an unknown previous player like no previous player', () => {
    expect(nextPlayerId(table(), 'ghost')).toBe('north')
    expect(nextPlayerId(table({ direction: -1 }), 'ghost')).toBe('south')
  })

  it('passes over players who are finished or eliminated', () => {
    const state = table({ status: { east: 'eliminated' } })
    expect(nextPlayerId(state, 'north')).toBe('south')
    expect(nextPlayerId(table({ status: { east: 'finished', south: 'eliminated' } }), 'north')).toBe('north')
    expect(nextPlayerId(table({ status: { north: 'finished' } }), null)).toBe('east')
  })

  it('moves on from a player who is out themselves', () => {
    expect(nextPlayerId(table({ status: { east: 'finished' } }), 'east')).toBe('south')
    expect(nextPlayerId(table({ direction: -1, status: { east: 'finished' } }), 'east')).toBe('north')
  })

  it('returns the only active player to themselves', () => {
    expect(nextPlayerId(table({ status: { north: 'finished', south: 'eliminated' } }), 'east')).toBe('east')
  })

  it('returns null when every player is out', () => {
    const state = table({ status: { north: 'finished', east: 'eliminated', south: 'finished' } })
    expect(nextPlayerId(state, 'north')).toBeNull()
    expect(nextPlayerId(state, null)).toBeNull()
    expect(nextPlayerId(state, 'north', 2)).toBeNull()
  })

  it('skips that many active players', () => {
    const state = table()
    expect(nextPlayerId(state, 'north', 0)).toBe('east')
    expect(nextPlayerId(state, 'north', 1)).toBe('south')
    expect(nextPlayerId(state, 'north', 2)).toBe('north')
    expect(nextPlayerId(state, 'north', 3)).toBe('east')
    expect(nextPlayerId(table({ direction: -1 }), 'north', 1)).toBe('east')
  })

  it('does not count players who are out among the skipped', () => {
    expect(nextPlayerId(table({ status: { east: 'eliminated' } }), 'north', 1)).toBe('north')
    expect(nextPlayerId(table({ status: { south: 'finished' } }), 'east', 1)).toBe('east')
  })

  it('takes whole laps of skips as no skip at all, however many', () => {
    const state = table()
    expect(nextPlayerId(state, 'north', 300)).toBe('east')
    expect(nextPlayerId(state, 'north', 3_000_000_001)).toBe('south')
  })

  it('drops the fraction of a fractional skip and ignores negative or non-finite skips', () => {
    const state = table()
    expect(nextPlayerId(state, 'north', 1.5)).toBe('south')
    expect(nextPlayerId(state, 'north', 0.9)).toBe('east')
    expect(nextPlayerId(state, 'north', -1)).toBe('east')
    expect(nextPlayerId(state, 'north', -7.5)).toBe('east')
    expect(nextPlayerId(state, 'north', Number.NaN)).toBe('east')
    expect(nextPlayerId(state, 'north', Number.POSITIVE_INFINITY)).toBe('east')
  })

  it('does not change the state it reads', () => {
    // buildState freezes what it builds, so an in-place change would throw as well.
    const state = table({ direction: -1 })
    expect(Object.isFrozen(state.players)).toBe(true)
    const copy = structuredClone(state)
    nextPlayerId(state, 'east', 1)
    expect(state).toEqual(copy)
  })
})
