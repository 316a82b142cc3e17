import { describe, it, expect } from 'vitest'
import { compareStates } from './compareStates'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'
import { cloneJson } from '../state/json'
import { stateUtils } from '../state/stateUtils'
import type { GameState } from '../state/types'

function state(): GameState {
  return createGameState({
    gameId: 'g',
    seed: 1,
    players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
    cards: ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => createCard({ id, type: 't' })),
    zones: [
      createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c3', 'c4'] }),
      createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c5'] }),
    ],
    variables: { lastPlayedAt: 100, direction: 1 },
  })
}

describe('compareStates', () => {
  it('reports equal for the same state and for a deep copy', () => {
    const s = state()
    expect(compareStates(s, s)).toEqual({ equal: true, differences: [] })
    expect(compareStates(s, cloneJson(s))).toEqual({ equal: true, differences: [] })
  })

  it('names the path of a card list element and both values', () => {
    const a = state()
    const b = stateUtils.setZoneCards(a, 'deck', ['c1', 'c2', 'c3', 'c5'])
    expect(compareStates(a, b)).toEqual({
      equal: false,
      differences: [{ path: 'zones.deck.cards[3]', a: 'c4', b: 'c5' }],
    })
  })

  it('quotes keys that are not identifiers', () => {
    const a = state()
    const b = stateUtils.setZoneCards(a, 'hand-p1', ['c4'])
    expect(compareStates(a, b).differences).toEqual([{ path: 'zones."hand-p1".cards[0]', a: 'c5', b: 'c4' }])
  })

  it('reports top-level fields by name', () => {
    const a = state()
    const b = stateUtils.setTurn(stateUtils.bumpVersion(a), 3)
    expect(compareStates(a, b).differences).toEqual([
      { path: 'turn', a: 0, b: 3 },
      { path: 'version', a: 0, b: 1 },
    ])
  })

  it('reports a key missing on one side with undefined on that side', () => {
    const a = state()
    const b = stateUtils.setVariable(a, 'phase', 'bid')
    expect(compareStates(a, b).differences).toEqual([{ path: 'variables.phase', a: undefined, b: 'bid' }])
    expect(compareStates(b, a).differences).toEqual([{ path: 'variables.phase', a: 'bid', b: undefined }])
  })

  it('reports array elements past the end of the shorter array', () => {
    const a = state()
    const b = stateUtils.addWinner(stateUtils.addWinner(a, 'p1'), 'p2')
    expect(compareStates(a, b).differences).toEqual([
      { path: 'winnerIds[0]', a: undefined, b: 'p1' },
      { path: 'winnerIds[1]', a: undefined, b: 'p2' },
    ])
  })

  it('reports a whole object that exists on one side only at its own path', () => {
    const a = state()
    const p2 = createPlayer({ id: 'p2', name: 'B', seat: 2 })
    const b = stateUtils.addPlayer(a, p2)
    expect(compareStates(a, b).differences).toEqual([{ path: 'players.p2', a: undefined, b: p2 }])
  })

  it('reports an array against an object, and a type change, at that path', () => {
    expect(compareStates({ x: [1] }, { x: { 0: 1 } }).differences).toEqual([{ path: 'x', a: [1], b: { 0: 1 } }])
    expect(compareStates({ x: 1 }, { x: '1' }).differences).toEqual([{ path: 'x', a: 1, b: '1' }])
    expect(compareStates({ x: null }, { x: {} }).differences).toEqual([{ path: 'x', a: null, b: {} }])
  })

  it('compares any JSON values; a top-level difference has the empty path', () => {
    expect(compareStates(1, 2)).toEqual({ equal: false, differences: [{ path: '', a: 1, b: 2 }] })
    expect(compareStates([1, [2, 3]], [1, [2, 4]]).differences).toEqual([{ path: '[1][1]', a: 3, b: 4 }])
  })

  it('treats NaN as equal to NaN', () => {
    expect(compareStates({ x: NaN }, { x: NaN }).equal).toBe(true)
  })

  it('lists every difference in order', () => {
    const a = state()
    let b = stateUtils.moveCard(a, 'c1', 'deck', 'hand-p1')
    b = stateUtils.setStatus(b, 'playing')
    expect(compareStates(a, b).differences).toEqual([
      { path: 'status', a: 'waiting', b: 'playing' },
      { path: 'zones.deck.cards[0]', a: 'c1', b: 'c2' },
      { path: 'zones.deck.cards[1]', a: 'c2', b: 'c3' },
      { path: 'zones.deck.cards[2]', a: 'c3', b: 'c4' },
      { path: 'zones.deck.cards[3]', a: 'c4', b: undefined },
      { path: 'zones."hand-p1".cards[1]', a: undefined, b: 'c1' },
    ])
  })

  it('ignorePaths skips a path exactly', () => {
    const a = state()
    const b = stateUtils.setTurn(stateUtils.bumpVersion(a), 2)
    expect(compareStates(a, b, { ignorePaths: ['version'] }).differences).toEqual([{ path: 'turn', a: 0, b: 2 }])
    expect(compareStates(a, b, { ignorePaths: ['version', 'turn'] })).toEqual({ equal: true, differences: [] })
  })

  it('ignorePaths skips everything below a path', () => {
    const a = state()
    const b = stateUtils.setVariable(stateUtils.setVariable(a, 'lastPlayedAt', 999), 'direction', -1)
    expect(compareStates(a, b, { ignorePaths: ['variables.lastPlayedAt'] }).differences).toEqual([
      { path: 'variables.direction', a: 1, b: -1 },
    ])
    expect(compareStates(a, b, { ignorePaths: ['variables'] }).equal).toBe(true)
    const c = stateUtils.moveCard(a, 'c1', 'deck', 'hand-p1')
    expect(compareStates(a, c, { ignorePaths: ['zones'] }).equal).toBe(true)
  })

  it('maxDifferences stops after that many differences', () => {
    const a = state()
    const b = stateUtils.setZoneCards(a, 'deck', ['c4', 'c3', 'c2', 'c1'])
    expect(compareStates(a, b).differences).toHaveLength(4)
    const limited = compareStates(a, b, { maxDifferences: 2 })
    expect(limited.equal).toBe(false)
    expect(limited.differences).toEqual([
      { path: 'zones.deck.cards[0]', a: 'c1', b: 'c4' },
      { path: 'zones.deck.cards[1]', a: 'c2', b: 'c3' },
    ])
    expect(compareStates(a, b, { maxDifferences: 1 }).differences).toHaveLength(1)
  })

  it('does not descend into shared identical references', () => {
    const a = state()
    // a getter that throws would be hit if the comparison descended into the shared `cards` record
    const poisoned = Object.defineProperty({}, 'bad', {
      enumerable: true,
      get() {
        throw new Error('descended')
      },
    })
    const sa = { ...a, cards: poisoned }
    const sb = { ...a, cards: poisoned, turn: 1 }
    expect(compareStates(sa, sb).differences).toEqual([{ path: 'turn', a: 0, b: 1 }])
  })
})
