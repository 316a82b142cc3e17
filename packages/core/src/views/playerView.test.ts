import { describe, it, expect } from 'vitest'
import { NotFoundError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'
import { deepFreeze } from '../state/json'
import type { GameState, Zone } from '../state/types'
import { canSeeCard, createPlayerView, HIDDEN_CARD_TYPE } from './playerView'
import type { PlayerView } from './types'
import { getViewCards } from './viewCards'

const IDS = ['a1', 'a2', 'b1', 'b2', 'd1', 'd2', 'd3', 't1', 'x1'] as const

/**
 * p1 holds a1 a2 (owner-only hand), p2 holds b1 b2, the deck (hidden) d1 d2 d3,
 * the table (public, no visibility field) t1; x1 is in no zone. Deeply frozen.
 */
function state(overrides: { zones?: Zone[]; deck?: string[] } = {}): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g',
      seed: 987654,
      status: 'playing',
      currentPlayerId: 'p1',
      turn: 3,
      version: 12,
      players: [createPlayer({ id: 'p1', name: 'Alice', seat: 1 }), createPlayer({ id: 'p2', name: 'Bob', seat: 2 })],
      cards: IDS.map((id, i) => createCard({ id, type: 'number', value: 500 + i })),
      zones: overrides.zones ?? [
        createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', visibility: 'owner', cards: ['a1', 'a2'] }),
        createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', visibility: 'owner', cards: ['b1', 'b2'] }),
        createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: overrides.deck ?? ['d1', 'd2', 'd3'] }),
        createZone({ id: 'table', type: 'table', cards: ['t1'] }),
      ],
      variables: { round: 2 },
      winnerIds: [],
    }),
  )
}

const placeholder = (zoneId: string, index: number) => ({ id: `hidden:${zoneId}:${index}`, type: HIDDEN_CARD_TYPE })

describe('canSeeCard', () => {
  const zone = (init: Partial<Zone>): Zone => ({ id: 'z', type: 't', ownerId: 'p1', cards: ['c'], ...init })

  it('lets everyone, spectators included, see a public zone (absent visibility means public)', () => {
    for (const z of [zone({}), zone({ visibility: 'public' })]) {
      expect([canSeeCard(z, 'c', 'p1'), canSeeCard(z, 'c', 'p2'), canSeeCard(z, 'c', null)]).toEqual([true, true, true])
    }
  })

  it('lets only the owner see an owner zone', () => {
    const z = zone({ visibility: 'owner' })
    expect([canSeeCard(z, 'c', 'p1'), canSeeCard(z, 'c', 'p2'), canSeeCard(z, 'c', null)]).toEqual([true, false, false])
  })

  it('lets nobody see an owner zone without an owner', () => {
    const z = zone({ visibility: 'owner', ownerId: null })
    expect([canSeeCard(z, 'c', 'p1'), canSeeCard(z, 'c', null)]).toEqual([false, false])
  })

  it('lets nobody, not even the owner, see a hidden zone', () => {
    const z = zone({ visibility: 'hidden' })
    expect([canSeeCard(z, 'c', 'p1'), canSeeCard(z, 'c', 'p2'), canSeeCard(z, 'c', null)]).toEqual([false, false, false])
  })

  it('lets everyone see a revealed card of a hidden or owner zone, and only that card', () => {
    for (const visibility of ['hidden', 'owner'] as const) {
      const z = zone({ visibility, cards: ['c', 'd'], revealed: ['c'] })
      expect([canSeeCard(z, 'c', 'p2'), canSeeCard(z, 'c', null), canSeeCard(z, 'd', 'p2'), canSeeCard(z, 'd', null)]).toEqual([
        true,
        true,
        false,
        false,
      ])
    }
  })

  it('fails closed on a visibility it does not know', () => {
    const z = zone({ visibility: 'secret' as never })
    expect([canSeeCard(z, 'c', 'p1'), canSeeCard(z, 'c', null)]).toEqual([false, false])
  })
})

describe('createPlayerView', () => {
  it('has the shape of GameState, without seed and with viewer', () => {
    const s = state()
    const view = createPlayerView(s, 'p1')
    expect(Object.keys(view).sort()).toEqual(
      ['viewer', 'gameId', 'status', 'players', 'zones', 'variables', 'currentPlayerId', 'turn', 'winnerIds', 'version'].sort(),
    )
    expect(view).not.toHaveProperty('seed')
    expect(JSON.stringify(view)).not.toContain('987654')
    expect(view).toMatchObject({ viewer: 'p1', gameId: 'g', status: 'playing', currentPlayerId: 'p1', turn: 3, version: 12, winnerIds: [] })
    expect(view.players).toEqual(s.players)
    expect(view.variables).toEqual({ round: 2 })
  })

  it("shows the owner its own hand and the others' hands as placeholders, one per card", () => {
    const view = createPlayerView(state(), 'p1')
    expect(view.zones['hand-p1']!.cards).toEqual(['a1', 'a2'])
    expect(getViewCards(view).a1).toEqual({ id: 'a1', type: 'number', value: 500 })
    expect(view.zones['hand-p2']).toEqual({
      id: 'hand-p2',
      type: 'hand',
      ownerId: 'p2',
      visibility: 'owner',
      cards: ['hidden:hand-p2:0', 'hidden:hand-p2:1'],
      faces: [placeholder('hand-p2', 0), placeholder('hand-p2', 1)],
    })
    expect(getViewCards(view)['hidden:hand-p2:0']).toEqual(placeholder('hand-p2', 0))
    expect(getViewCards(view)['hidden:hand-p2:1']).toEqual(placeholder('hand-p2', 1))
    expect(getViewCards(view).b1).toBeUndefined()
    expect(getViewCards(view).b2).toBeUndefined()
  })

  it('shows a hidden zone as placeholders to everyone and public cards to everyone', () => {
    for (const viewer of ['p1', 'p2', null]) {
      const view = createPlayerView(state(), viewer)
      expect(view.zones.deck!.cards).toEqual(['hidden:deck:0', 'hidden:deck:1', 'hidden:deck:2'])
      expect(view.zones.table!.cards).toEqual(['t1'])
      expect(getViewCards(view).t1).toEqual({ id: 't1', type: 'number', value: 507 })
    }
  })

  it('gives a spectator (null) no hand at all', () => {
    const view = createPlayerView(state(), null)
    expect(view.viewer).toBeNull()
    expect(view.zones['hand-p1']!.cards).toEqual(['hidden:hand-p1:0', 'hidden:hand-p1:1'])
    expect(view.zones['hand-p2']!.cards).toEqual(['hidden:hand-p2:0', 'hidden:hand-p2:1'])
    expect(Object.keys(getViewCards(view)).sort()).toEqual(
      ['hidden:deck:0', 'hidden:deck:1', 'hidden:deck:2', 'hidden:hand-p1:0', 'hidden:hand-p1:1', 'hidden:hand-p2:0', 'hidden:hand-p2:1', 't1'].sort(),
    )
  })

  it('leaves out cards that are in no zone', () => {
    for (const viewer of ['p1', 'p2', null]) expect(getViewCards(createPlayerView(state(), viewer))).not.toHaveProperty('x1')
  })

  it('holds no id and no field value of a card the viewer may not see', () => {
    const json = JSON.stringify(createPlayerView(state(), 'p2'))
    for (const id of ['a1', 'a2', 'd1', 'd2', 'd3', 'x1']) expect(json).not.toContain(`"${id}"`)
    for (const value of [500, 501, 504, 505, 506, 508]) expect(json).not.toContain(String(value))
    for (const id of ['b1', 'b2', 't1']) expect(json).toContain(`"${id}"`)
  })

  it('numbers placeholders by position, so a viewer cannot tell which hidden card is where', () => {
    const before = createPlayerView(state({ deck: ['d1', 'd2', 'd3'] }), 'p1')
    const shuffled = createPlayerView(state({ deck: ['d3', 'd1', 'd2'] }), 'p1')
    expect(shuffled).toEqual(before)
    expect(JSON.stringify(shuffled)).toBe(JSON.stringify(before))
  })

  it('shows a revealed card of a hidden zone in its place, the rest as placeholders numbered by position', () => {
    const view = createPlayerView(
      state({
        zones: [
          createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', visibility: 'owner', cards: ['a1', 'a2'] }),
          createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', visibility: 'owner', cards: ['b1', 'b2'], revealed: ['b2'] }),
          createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: ['d1', 'd2', 'd3'], revealed: ['d2'] }),
        ],
      }),
      'p1',
    )
    expect(view.zones.deck!.cards).toEqual(['hidden:deck:0', 'd2', 'hidden:deck:2'])
    expect(view.zones.deck!.revealed).toEqual(['d2'])
    expect(view.zones['hand-p2']!.cards).toEqual(['hidden:hand-p2:0', 'b2'])
    expect(getViewCards(view).d2).toEqual({ id: 'd2', type: 'number', value: 505 })
    expect(getViewCards(view).b2).toEqual({ id: 'b2', type: 'number', value: 503 })
    expect(getViewCards(view)).not.toHaveProperty('d1')
    expect(getViewCards(view)).not.toHaveProperty('b1')
  })

  it('drops a revealed entry naming a card the zone does not hold, which would leak its id', () => {
    const s = state({
      zones: [
        createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', visibility: 'owner', cards: ['a1', 'a2'], revealed: ['b1', 'a2'] }),
        createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', visibility: 'owner', cards: ['b1', 'b2'] }),
        createZone({ id: 'table', type: 'table', cards: ['t1'], revealed: ['d1'] }),
        createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: ['d1'] }),
      ],
    })
    const view = createPlayerView(s, 'p2')
    expect(view.zones['hand-p1']!.revealed).toEqual(['a2'])
    expect(view.zones['hand-p1']!.cards).toEqual(['hidden:hand-p1:0', 'a2'])
    expect(view.zones.table!.revealed).toEqual([])
    expect(view.zones.table!.cards).toEqual(['t1'])
    expect(JSON.stringify(view)).not.toContain('"d1"')
  })

  it('does not change the state it is given', () => {
    const s = state()
    const copy = JSON.parse(JSON.stringify(s)) as GameState
    createPlayerView(s, 'p1')
    createPlayerView(s, null)
    expect(s).toEqual(copy)
  })

  it('throws NotFoundError for a viewer who is not a player, including inherited names', () => {
    for (const viewer of ['p9', 'toString', '__proto__']) {
      let caught: unknown
      try {
        createPlayerView(state(), viewer)
      } catch (e) {
        caught = e
      }
      expect(caught).toBeInstanceOf(NotFoundError)
      expect((caught as NotFoundError).message).toBe(`Player '${viewer}' not found`)
      expect((caught as NotFoundError).code).toBe('NOT_FOUND')
    }
  })

  it("keeps a '__proto__' card id an own property of the view's cards", () => {
    const s = deepFreeze(
      createGameState({
        gameId: 'g',
        seed: 1,
        players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
        cards: [createCard({ id: '__proto__', type: 'odd' })],
        zones: [createZone({ id: 'table', type: 'table', cards: ['__proto__'] })],
      }),
    )
    const view = createPlayerView(s, 'p1')
    expect(Object.hasOwn(getViewCards(view), '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(getViewCards(view))).toBe(Object.prototype)
    expect(Object.keys(getViewCards(view))).toEqual(['__proto__'])
  })

  it("runs the plugins' redact hooks in registration order, each on the previous one's view", () => {
    const calls: string[] = []
    const hook = (name: string): GamePlugin => ({
      id: name,
      name,
      version: '1.0.0',
      redact(view: PlayerView, viewerId: string | null): PlayerView {
        calls.push(`${name}:${String(viewerId)}:${JSON.stringify(view.variables.trail ?? [])}`)
        return { ...view, variables: { ...view.variables, trail: [...((view.variables.trail as string[] | undefined) ?? []), name] } }
      },
    })
    const none: GamePlugin = { id: 'none', name: 'none', version: '1.0.0' }
    const view = createPlayerView(state(), 'p2', [hook('first'), none, hook('second')])
    expect(calls).toEqual(['first:p2:[]', 'second:p2:["first"]'])
    expect(view.variables).toEqual({ round: 2, trail: ['first', 'second'] })
  })

  it('hands the redact hook the view with hidden cards already replaced', () => {
    let seen: PlayerView | null = null
    const spy: GamePlugin = {
      id: 'spy',
      name: 'spy',
      version: '1.0.0',
      redact(view) {
        seen = view
        return view
      },
    }
    const view = createPlayerView(state(), null, [spy])
    expect(seen).toBe(view)
    expect(view.zones.deck!.cards).toEqual(['hidden:deck:0', 'hidden:deck:1', 'hidden:deck:2'])
  })
})
