import { describe, it, expect } from 'vitest'
import { createCard, createGameState, createPlayer, createZone, playerHandZoneId } from './factories'

describe('createPlayer', () => {
  it('copies id, name, seat and extra fields', () => {
    const p = createPlayer({ id: 'p1', name: 'Alice', seat: 1, team: 'red', score: 3 })
    expect(p).toEqual({ id: 'p1', name: 'Alice', seat: 1, team: 'red', score: 3 })
  })

  it('drops fields set to undefined so the player stays JSON data', () => {
    const p = createPlayer({ id: 'p1', name: 'Alice', seat: 1, nick: undefined })
    expect(Object.keys(p)).toEqual(['id', 'name', 'seat'])
    expect(Object.hasOwn(p, 'nick')).toBe(false)
  })

  it('returns a new object, not the init object', () => {
    const init = { id: 'p1', name: 'Alice', seat: 1 }
    const p = createPlayer(init)
    expect(p).not.toBe(init)
  })

  it('keeps a __proto__ field as own data without changing the prototype', () => {
    const init = JSON.parse('{"id":"p1","name":"A","seat":1,"__proto__":{"polluted":true}}')
    const p = createPlayer(init)
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype)
    expect(Object.hasOwn(p, '__proto__')).toBe(true)
    expect((p as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('createCard', () => {
  it('copies id, type and extra fields such as suit and rank', () => {
    expect(createCard({ id: 'c1', type: 'standard', suit: 'hearts', rank: 12 })).toEqual({
      id: 'c1',
      type: 'standard',
      suit: 'hearts',
      rank: 12,
    })
  })

  it('drops fields set to undefined', () => {
    const c = createCard({ id: 'c1', type: 'standard', suit: undefined, rank: 3 })
    expect(Object.keys(c)).toEqual(['id', 'type', 'rank'])
  })
})

describe('createZone', () => {
  it('defaults to an empty card list and a null owner', () => {
    expect(createZone({ id: 'deck', type: 'deck' })).toEqual({ id: 'deck', type: 'deck', ownerId: null, cards: [] })
  })

  it('keeps a given owner and copies the given card list', () => {
    const cards = ['c1', 'c2']
    const z = createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards })
    expect(z).toEqual({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c1', 'c2'] })
    expect(z.cards).not.toBe(cards)
    cards.push('c3')
    expect(z.cards).toEqual(['c1', 'c2'])
  })

  it('turns an undefined ownerId into null', () => {
    expect(createZone({ id: 'z', type: 'pile', ownerId: undefined }).ownerId).toBeNull()
  })
})

describe('createGameState', () => {
  it('fills every default', () => {
    expect(createGameState({ gameId: 'g1', seed: 42 })).toEqual({
      gameId: 'g1',
      status: 'waiting',
      players: {},
      cards: {},
      zones: {},
      variables: {},
      currentPlayerId: null,
      turn: 0,
      winnerIds: [],
      version: 0,
      seed: 42,
    })
  })

  it('turns players, cards and zones arrays into records keyed by id, in order', () => {
    const p1 = createPlayer({ id: 'p1', name: 'A', seat: 1 })
    const p2 = createPlayer({ id: 'p2', name: 'B', seat: 2 })
    const c1 = createCard({ id: 'c1', type: 't' })
    const deck = createZone({ id: 'deck', type: 'deck', cards: ['c1'] })
    const s = createGameState({ gameId: 'g', seed: 1, players: [p2, p1], cards: [c1], zones: [deck] })
    expect(Object.keys(s.players)).toEqual(['p2', 'p1'])
    expect(s.players.p1).toBe(p1)
    expect(s.players.p2).toBe(p2)
    expect(s.cards).toEqual({ c1 })
    expect(s.zones).toEqual({ deck })
  })

  it('keeps explicit status, current player, turn, winners, version and variables (copied)', () => {
    const variables = { direction: 1 }
    const winnerIds = ['p1']
    const s = createGameState({
      gameId: 'g',
      seed: 7,
      players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
      status: 'finished',
      currentPlayerId: 'p1',
      turn: 4,
      winnerIds,
      version: 9,
      variables,
    })
    expect(s.status).toBe('finished')
    expect(s.currentPlayerId).toBe('p1')
    expect(s.turn).toBe(4)
    expect(s.winnerIds).toEqual(['p1'])
    expect(s.winnerIds).not.toBe(winnerIds)
    expect(s.version).toBe(9)
    expect(s.variables).toEqual({ direction: 1 })
    expect(s.variables).not.toBe(variables)
  })

  it('stores a record item with id __proto__ as own data', () => {
    const s = createGameState({ gameId: 'g', seed: 1, cards: [createCard({ id: '__proto__', type: 't' })] })
    expect(Object.hasOwn(s.cards, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(s.cards)).toBe(Object.prototype)
    expect(Object.keys(s.cards)).toEqual(['__proto__'])
  })

  it('produces a state that survives a JSON round trip unchanged', () => {
    const s = createGameState({
      gameId: 'g',
      seed: 5,
      players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
      cards: [createCard({ id: 'c1', type: 't' })],
      zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1'] })],
    })
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})

describe('playerHandZoneId', () => {
  it('is hand-${playerId}', () => {
    expect(playerHandZoneId('p1')).toBe('hand-p1')
    expect(playerHandZoneId('alice')).toBe('hand-alice')
  })
})
