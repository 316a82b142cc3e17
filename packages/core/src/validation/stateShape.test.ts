import { describe, it, expect } from 'vitest'
import { checkGameStateShape } from './stateShape'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'

function good(): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(
      createGameState({
        gameId: 'g',
        seed: 1,
        currentPlayerId: 'p1',
        winnerIds: ['p1'],
        players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
        cards: [createCard({ id: 'c1', type: 't' })],
        zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1'] }), createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1' })],
        variables: { nested: { list: [1, 'a', null, true] } },
      }),
    ),
  )
}

function withField(path: string[], value: unknown): Record<string, unknown> {
  const s = good()
  let o: Record<string, unknown> = s
  for (const key of path.slice(0, -1)) o = o[key] as Record<string, unknown>
  o[path[path.length - 1]!] = value
  return s
}

function without(key: string): Record<string, unknown> {
  const s = good()
  delete s[key]
  return s
}

describe('checkGameStateShape', () => {
  it('accepts a well-formed state', () => {
    expect(checkGameStateShape(good())).toEqual([])
    expect(checkGameStateShape(createGameState({ gameId: 'g', seed: 0 }))).toEqual([])
  })

  it.each([null, undefined, 42, 'state', [], true])('rejects %j as not an object', (value) => {
    expect(checkGameStateShape(value)).toEqual(['state is not an object'])
  })

  it('reports every missing top-level field', () => {
    expect(checkGameStateShape({})).toEqual([
      'state.gameId is not a string',
      'state.status is not a string',
      'state.seed is not a number',
      'state.version is not a number',
      'state.turn is not a number',
      'state.currentPlayerId is neither a string nor null',
      'state.winnerIds is not a list of strings',
      'state.variables is not an object',
      'state.players is not an object',
      'state.cards is not an object',
      'state.zones is not an object',
    ])
  })

  it.each([
    ['gameId', 1, 'state.gameId is not a string'],
    ['status', null, 'state.status is not a string'],
    ['seed', '1', 'state.seed is not a number'],
    ['version', '0', 'state.version is not a number'],
    ['turn', false, 'state.turn is not a number'],
    ['currentPlayerId', 7, 'state.currentPlayerId is neither a string nor null'],
    ['winnerIds', 'p1', 'state.winnerIds is not a list of strings'],
    ['winnerIds', ['p1', 2], 'state.winnerIds is not a list of strings'],
    ['variables', [], 'state.variables is not an object'],
    ['players', [], 'state.players is not an object'],
    ['cards', null, 'state.cards is not an object'],
    ['zones', 'deck', 'state.zones is not an object'],
  ])('reports a wrong %s', (key, value, message) => {
    expect(checkGameStateShape(withField([key], value))).toEqual([message])
  })

  it('reports a missing currentPlayerId (undefined is neither a string nor null)', () => {
    expect(checkGameStateShape(without('currentPlayerId'))).toEqual(['state.currentPlayerId is neither a string nor null'])
  })

  it('reports record items that are not objects with a string id', () => {
    expect(checkGameStateShape(withField(['players', 'p1'], 'Alice'))).toEqual(['state.players.p1 is not an object with a string id'])
    expect(checkGameStateShape(withField(['cards', 'c1'], { type: 't' }))).toEqual(['state.cards.c1 is not an object with a string id'])
    expect(checkGameStateShape(withField(['zones', 'deck'], null))).toEqual(['state.zones.deck is not an object with a string id'])
  })

  it('reports players without a string name and number seat', () => {
    expect(checkGameStateShape(withField(['players', 'p1', 'name'], 5))).toEqual(['state.players.p1 needs a string name and a number seat'])
    expect(checkGameStateShape(withField(['players', 'p1', 'seat'], '1'))).toEqual(['state.players.p1 needs a string name and a number seat'])
  })

  it('reports cards without a string type', () => {
    expect(checkGameStateShape(withField(['cards', 'c1', 'type'], 3))).toEqual(['state.cards.c1.type is not a string'])
  })

  it('reports malformed zones', () => {
    expect(checkGameStateShape(withField(['zones', 'deck', 'type'], 9))).toEqual(['state.zones.deck.type is not a string'])
    expect(checkGameStateShape(withField(['zones', 'deck', 'ownerId'], 1))).toEqual(['state.zones.deck.ownerId is neither a string nor null'])
    expect(checkGameStateShape(withField(['zones', 'deck', 'cards'], 'c1'))).toEqual(['state.zones.deck.cards is not a list of card ids'])
    expect(checkGameStateShape(withField(['zones', 'deck', 'cards'], ['c1', 2]))).toEqual(['state.zones.deck.cards is not a list of card ids'])
  })

  it('accepts zones with any of the three visibilities and a list of revealed cards', () => {
    for (const visibility of ['public', 'owner', 'hidden']) {
      const s = withField(['zones', 'deck', 'visibility'], visibility)
      ;((s.zones as Record<string, Record<string, unknown>>).deck!).revealed = ['c1']
      expect(checkGameStateShape(s)).toEqual([])
    }
    expect(checkGameStateShape(withField(['zones', 'deck', 'revealed'], []))).toEqual([])
  })

  it.each([['secret'], [''], [3], [null], [['hidden']]])('reports a zone visibility %j that is not public, owner or hidden', (visibility) => {
    expect(checkGameStateShape(withField(['zones', 'deck', 'visibility'], visibility))).toEqual([
      'state.zones.deck.visibility is not one of public, owner, hidden',
    ])
  })

  it.each([['c1'], [['c1', 2]], [null], [{ 0: 'c1' }]])('reports revealed %j that is not a list of card ids', (revealed) => {
    expect(checkGameStateShape(withField(['zones', 'deck', 'revealed'], revealed))).toEqual(['state.zones.deck.revealed is not a list of card ids'])
  })

  it('reports values that are not JSON data, with their path', () => {
    expect(checkGameStateShape(withField(['variables', 'f'], () => 1))).toEqual(['state.variables.f is not JSON data'])
    expect(checkGameStateShape(withField(['variables', 'n'], NaN))).toEqual(['state.variables.n is not JSON data'])
    expect(checkGameStateShape(withField(['variables', 'd'], new Date(0)))).toEqual(['state.variables.d is not JSON data'])
    const cyclic = good()
    ;(cyclic.variables as Record<string, unknown>).self = cyclic
    expect(checkGameStateShape(cyclic)).toEqual(['state.variables.self is not JSON data'])
  })

  it('reports a zone type left undefined both as non-JSON and as a wrong type', () => {
    expect(checkGameStateShape(withField(['zones', 'deck', 'type'], undefined))).toEqual([
      'state.zones.deck.type is not JSON data',
      'state.zones.deck.type is not a string',
    ])
  })

  it('reports several problems at once', () => {
    const s = withField(['gameId'], 5)
    s.turn = 'x'
    ;(s.cards as Record<string, unknown>).c1 = { id: 'c1' }
    expect(checkGameStateShape(s)).toEqual([
      'state.gameId is not a string',
      'state.turn is not a number',
      'state.cards.c1.type is not a string',
    ])
  })

  it('handles a state parsed from JSON with __proto__ keys without polluting prototypes', () => {
    const text = JSON.stringify(good()).replace('"variables":{', '"variables":{"__proto__":{"polluted":true},')
    const parsed = JSON.parse(text)
    expect(checkGameStateShape(parsed)).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
