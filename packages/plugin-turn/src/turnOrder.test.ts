import { createGameState, createPlayer, OUT_STATUSES, stateUtils, type GameState, type JsonValue } from '@decklet/core'
import { buildState, withVariables, type StateEdit } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { DIRECTION_VARIABLE, getDirection, SKIP_VARIABLE, TurnVariables } from './state'
import { nextPlayerId } from './turnOrder'

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
  it("name the variables 'direction' and 'turn.skip', typed", () => {
    expect(DIRECTION_VARIABLE).toBe('direction')
    expect(SKIP_VARIABLE).toBe('turn.skip')
    expect(TurnVariables.direction.key).toBe(DIRECTION_VARIABLE)
    expect(TurnVariables.skip.key).toBe(SKIP_VARIABLE)
    expect(TurnVariables.direction.get(table())).toBe(1)
    expect(TurnVariables.direction.get(table({ direction: -1 }))).toBe(-1)
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

  it("passes over players who are out: each of core's OUT_STATUSES, and no other status", () => {
    for (const status of OUT_STATUSES) expect(nextPlayerId(table({ status: { east: status } }), 'north'), status).toBe('south')
    for (const status of ['active', 'playing', 'FINISHED', '']) expect(nextPlayerId(table({ status: { east: status } }), 'north'), status).toBe('east')
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

  it('follows seat order, and the id between two players on one seat (a state built by hand)', () => {
    const base = createGameState({
      gameId: 'g',
      seed: 1,
      players: [createPlayer({ id: 'b', name: 'b', seat: 2 }), createPlayer({ id: 'a', name: 'a', seat: 2 }), createPlayer({ id: 'c', name: 'c', seat: 1 })],
    })
    expect(nextPlayerId(base, 'c')).toBe('a')
    expect(nextPlayerId(base, 'a')).toBe('b')
    expect(nextPlayerId(base, 'b')).toBe('c')
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
