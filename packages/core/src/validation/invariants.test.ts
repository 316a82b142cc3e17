import { describe, it, expect } from 'vitest'
import { BUILT_IN_INVARIANTS, InvariantScratch } from './invariants'
import { StateValidator } from './stateValidator'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'
import type { GameState, GameStatus, Player } from '../state/types'

/** A valid state: every invariant holds. */
function valid(): GameState {
  return createGameState({
    gameId: 'g',
    seed: 1,
    status: 'playing',
    currentPlayerId: 'p1',
    turn: 1,
    version: 3,
    players: [createPlayer({ id: 'p1', name: 'A', seat: 1 }), createPlayer({ id: 'p2', name: 'B', seat: 2 })],
    cards: ['c1', 'c2', 'c3'].map((id) => createCard({ id, type: 't' })),
    zones: [
      createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2'] }),
      createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c3'] }),
      createZone({ id: 'discard', type: 'discard' }),
    ],
  })
}

/** Runs every built-in invariant separately and returns the errors of each, by name. */
function errorsByInvariant(state: GameState): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const inv of BUILT_IN_INVARIANTS) {
    const errors: string[] = []
    inv.check(state, errors)
    if (errors.length > 0) out[inv.name] = errors
  }
  return out
}

function expectOnly(state: GameState, name: string, errors: string[]): void {
  expect(errorsByInvariant(state)).toEqual({ [name]: errors })
  expect(new StateValidator().validate(state)).toEqual({ valid: false, errors })
}

describe('BUILT_IN_INVARIANTS', () => {
  it('are the eight documented invariants, in order, in a frozen list', () => {
    expect(BUILT_IN_INVARIANTS.map((i) => i.name)).toEqual([
      'record keys equal ids',
      'every zone card exists',
      'no card in two places',
      'current player exists',
      'winners exist and are unique',
      'seats are unique',
      'status is valid',
      'version and turn are non-negative integers',
    ])
    expect(Object.isFrozen(BUILT_IN_INVARIANTS)).toBe(true)
  })

  it('all hold for a valid state', () => {
    expect(errorsByInvariant(valid())).toEqual({})
    expect(new StateValidator().validate(valid())).toEqual({ valid: true, errors: [] })
  })

  it('each lists the state fields it reads', () => {
    const deps = Object.fromEntries(BUILT_IN_INVARIANTS.map((i) => [i.name, [...i.dependsOn].sort()]))
    expect(deps).toEqual({
      'record keys equal ids': ['cards', 'players', 'zones'],
      'every zone card exists': ['cards', 'zones'],
      'no card in two places': ['zones'],
      'current player exists': ['currentPlayerId', 'players'],
      'winners exist and are unique': ['players', 'winnerIds'],
      'seats are unique': ['players'],
      'status is valid': ['status'],
      'version and turn are non-negative integers': ['turn', 'version'],
    })
  })
})

describe('each invariant catches a state that breaks only it', () => {
  it('record keys equal ids', () => {
    const s = valid()
    const broken: GameState = { ...s, cards: { ...s.cards, cX: createCard({ id: 'c9', type: 't' }) } }
    expectOnly(broken, 'record keys equal ids', ["cards key 'cX' does not match the id of its value"])
  })

  it('record keys equal ids (players and zones too)', () => {
    const s = valid()
    const broken: GameState = {
      ...s,
      players: { ...s.players, pX: createPlayer({ id: 'p3', name: 'C', seat: 3 }) },
      zones: { ...s.zones, zX: createZone({ id: 'other', type: 'pile' }) },
    }
    expectOnly(broken, 'record keys equal ids', [
      "players key 'pX' does not match the id of its value",
      "zones key 'zX' does not match the id of its value",
    ])
  })

  it('every zone card exists', () => {
    const s = valid()
    const broken: GameState = { ...s, zones: { ...s.zones, discard: createZone({ id: 'discard', type: 'discard', cards: ['ghost'] }) } }
    expectOnly(broken, 'every zone card exists', ["zone 'discard' holds unknown card 'ghost'"])
  })

  it('no card in two places (two zones)', () => {
    const s = valid()
    const broken: GameState = { ...s, zones: { ...s.zones, discard: createZone({ id: 'discard', type: 'discard', cards: ['c1'] }) } }
    expectOnly(broken, 'no card in two places', ["card 'c1' is in zones 'deck' and 'discard'"])
  })

  it('no card in two places (twice in one zone)', () => {
    const s = valid()
    const broken: GameState = { ...s, zones: { ...s.zones, deck: createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c1'] }) } }
    expectOnly(broken, 'no card in two places', ["card 'c1' is twice in zone 'deck'"])
  })

  it('no card in two places: a scratch used again and again, or two validators side by side, never mix passes', () => {
    const twice = BUILT_IN_INVARIANTS.find((i) => i.name === 'no card in two places')!
    const s = valid()
    const broken: GameState = { ...s, zones: { ...s.zones, discard: createZone({ id: 'discard', type: 'discard', cards: ['c1'] }) } }
    const scratch = new InvariantScratch()
    for (let pass = 0; pass < 3; pass++) {
      const ok: string[] = []
      twice.check(s, ok, null, scratch)
      expect(ok).toEqual([])
      const bad: string[] = []
      twice.check(broken, bad, null, scratch)
      expect(bad).toEqual(["card 'c1' is in zones 'deck' and 'discard'"])
    }
    expect(scratch.generation).toBe(6)
    // Each validator has its own scratch: validating in turn gives each the answer it would give alone.
    const a = new StateValidator()
    const b = new StateValidator()
    for (let pass = 0; pass < 3; pass++) {
      expect(a.validate(s).valid).toBe(true)
      expect(b.validate(broken).errors).toEqual(["card 'c1' is in zones 'deck' and 'discard'"])
    }
  })

  it('current player exists', () => {
    expectOnly({ ...valid(), currentPlayerId: 'p9' }, 'current player exists', ["current player 'p9' does not exist"])
  })

  it('current player may be null', () => {
    expect(errorsByInvariant({ ...valid(), currentPlayerId: null })).toEqual({})
  })

  it('winners exist', () => {
    expectOnly({ ...valid(), winnerIds: ['p1', 'p9'] }, 'winners exist and are unique', ["winner 'p9' does not exist"])
  })

  it('winners are unique', () => {
    expectOnly({ ...valid(), winnerIds: ['p2', 'p2'] }, 'winners exist and are unique', ["winner 'p2' is listed twice"])
  })

  it('seats are unique', () => {
    const s = valid()
    const broken: GameState = { ...s, players: { ...s.players, p2: createPlayer({ id: 'p2', name: 'B', seat: 1 }) } }
    expectOnly(broken, 'seats are unique', ["seat 1 is taken by players 'p1' and 'p2'"])
  })

  it('seats are integers', () => {
    const s = valid()
    const broken: GameState = { ...s, players: { ...s.players, p2: { id: 'p2', name: 'B', seat: 1.5 } as Player } }
    expectOnly(broken, 'seats are unique', ["player 'p2' has a seat that is not an integer"])
  })

  it('status is valid', () => {
    expectOnly({ ...valid(), status: 'bogus' as GameStatus }, 'status is valid', ["status 'bogus' is not a valid status"])
  })

  it.each(['waiting', 'playing', 'paused', 'finished'] as const)('status %s is valid', (status) => {
    expect(errorsByInvariant({ ...valid(), status })).toEqual({})
  })

  it('version is a non-negative integer', () => {
    expectOnly({ ...valid(), version: -1 }, 'version and turn are non-negative integers', ['version -1 is not a non-negative integer'])
    expectOnly({ ...valid(), version: 2.5 }, 'version and turn are non-negative integers', ['version 2.5 is not a non-negative integer'])
  })

  it('turn is a non-negative integer', () => {
    expectOnly({ ...valid(), turn: 1.5 }, 'version and turn are non-negative integers', ['turn 1.5 is not a non-negative integer'])
    expectOnly({ ...valid(), turn: -3 }, 'version and turn are non-negative integers', ['turn -3 is not a non-negative integer'])
  })
})
