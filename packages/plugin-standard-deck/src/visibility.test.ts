// What players and spectators may see of the standard deck: the deck zone is hidden.
import { createAction, createZone, getViewCards, stateUtils, type GameEngine, type GameEvent, type GamePlugin } from '@decklet/core'
import { buildState, createTestEngine, expectNoLeak, installState, testSize, type LeakDriver } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createStandardDeckPlugin, STANDARD_DECK_ZONE_ID, StandardDeckPlugin } from './index'

/** A public `table` zone and `DEAL_TO_TABLE { count }` (top deck cards to the table), for tests. */
const table: GamePlugin = {
  id: 'table',
  name: 'Table',
  version: '1.0.0',
  setup(ctx) {
    if (!ctx.state.zones.table) ctx.addZone(createZone({ id: 'table', type: 'table', visibility: 'public' }))
  },
  actions: [
    {
      type: 'DEAL_TO_TABLE',
      execute: (action, { state }) => {
        const count = (action.payload as { count: number }).count
        return { state: stateUtils.moveCards(state, state.zones.deck!.cards.slice(-count), 'deck', 'table') }
      },
    },
  ],
}

function newGame(options: { deck?: GamePlugin; start?: boolean } = {}): GameEngine {
  return createTestEngine({ plugins: [options.deck ?? StandardDeckPlugin, table], seed: 7, gameId: 'deck-test', start: options.start ?? true })
}

const placeholders = (zoneId: string, n: number) => Array.from({ length: n }, (_, i) => `hidden:${zoneId}:${i}`)
const placeholderCards = (zoneId: string, n: number) =>
  Object.fromEntries(placeholders(zoneId, n).map((id) => [id, { id, type: 'hidden' }]))

describe('the deck zone is hidden', () => {
  it("is declared { visibility: 'hidden' }", () => {
    expect(newGame({ start: false }).getState().zones.deck).toMatchObject({ id: 'deck', ownerId: null, visibility: 'hidden' })
  })

  it('every player and the spectator see the 52 cards as placeholders numbered by position, and no card', () => {
    const engine = newGame()
    for (const viewer of ['p1', 'p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.viewer).toBe(viewer)
      expect(view.zones.deck).toMatchObject({ id: 'deck', type: 'deck', ownerId: null, cards: placeholders('deck', 52), visibility: 'hidden' })
      expect(getViewCards(view)).toEqual(placeholderCards('deck', 52))
      expect(view.zones.table).toMatchObject({ id: 'table', type: 'table', ownerId: null, cards: [], visibility: 'public' })
      expect(JSON.stringify(view)).not.toMatch(/std-|"seed"/)
    }
  })

  it('a view keeps the rest of the state: players, variables, status, turn and version; not the seed', () => {
    const engine = newGame()
    const { seed: _seed, cards: _cards, zones: _zones, ...rest } = engine.getState()
    const { viewer, zones: _z, ...shown } = engine.getPlayerView('p1')
    expect(viewer).toBe('p1')
    expect(shown).toEqual(rest)
    expect(Object.hasOwn(engine.getPlayerView('p1'), 'seed')).toBe(false)
  })

  it('a shuffle changes nothing a player sees but the version: a placeholder cannot follow a card', () => {
    const engine = newGame()
    const before = engine.getPlayerView('p1')
    expect(engine.dispatch(createAction({ type: 'SHUFFLE' })).ok).toBe(true)
    expect(engine.getState().zones.deck!.cards).not.toEqual(engine.getInitialState().zones.deck!.cards)
    expect({ ...engine.getPlayerView('p1'), version: before.version }).toEqual(before)
  })

  it('several decks with jokers: 108 placeholders', () => {
    const view = newGame({ deck: createStandardDeckPlugin({ jokers: true, decks: 2 }) }).getPlayerView(null)
    expect(view.zones.deck!.cards).toEqual(placeholders('deck', 108))
    expect(Object.keys(getViewCards(view))).toHaveLength(108)
  })

  it('cards dealt to a public zone are seen by everyone, with their fields; the deck shrinks to 49 placeholders', () => {
    const engine = newGame()
    const top3 = engine.getState().zones.deck!.cards.slice(-3)
    engine.dispatch(createAction({ type: 'DEAL_TO_TABLE', payload: { count: 3 } }))
    for (const viewer of ['p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones.table!.cards).toEqual(top3)
      expect(view.zones.deck!.cards).toEqual(placeholders('deck', 49))
      expect(getViewCards(view)).toEqual({ ...placeholderCards('deck', 49), ...Object.fromEntries(top3.map((id) => [id, engine.getState().cards[id]])) })
    }
  })
})

describe('per-card reveal in the hidden deck (stateUtils.revealCards)', () => {
  it('shows a revealed card to everyone at its place, also after a shuffle moves it, until it is concealed', () => {
    const engine = newGame()
    const top = engine.getState().zones.deck!.cards.at(-1)!
    installState(engine, buildState(engine.getState(), (s) => stateUtils.revealCards(s, STANDARD_DECK_ZONE_ID, [top])))
    for (const viewer of ['p1', 'p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones.deck!.cards).toEqual([...placeholders('deck', 51), top])
      expect(view.zones.deck!.revealed).toEqual([top])
      expect(getViewCards(view)[top]).toEqual(engine.getState().cards[top])
      expect(Object.keys(getViewCards(view))).toHaveLength(52)
    }

    // A shuffle keeps the card face up: everyone sees where it went, and only it.
    engine.dispatch(createAction({ type: 'SHUFFLE' }))
    const at = engine.getState().zones.deck!.cards.indexOf(top)
    const expected = placeholders('deck', 52)
    expected[at] = top
    expect(engine.getState().zones.deck!.revealed).toEqual([top])
    expect(engine.getPlayerView('p2').zones.deck!.cards).toEqual(expected)

    installState(engine, buildState(engine.getState(), (s) => stateUtils.concealCards(s, STANDARD_DECK_ZONE_ID, [top])))
    expect(engine.getPlayerView('p2').zones.deck!.cards).toEqual(placeholders('deck', 52))
    expect(getViewCards(engine.getPlayerView('p2'))[top]).toBeUndefined()
  })

  it('a revealed card that leaves the deck is no longer revealed there', () => {
    const engine = newGame()
    const top = engine.getState().zones.deck!.cards.at(-1)!
    installState(engine, buildState(engine.getState(), (s) => stateUtils.revealCards(s, STANDARD_DECK_ZONE_ID, [top])))
    engine.dispatch(createAction({ type: 'DEAL_TO_TABLE', payload: { count: 1 } }))
    expect(engine.getState().zones.deck!.revealed).toEqual([])
    expect(engine.getPlayerView('p1').zones.table!.cards).toEqual([top])
  })
})

describe('scoped subscriptions and viewer records', () => {
  it('DECK_SHUFFLED is public: a listener scoped to a player or the spectator gets it as it is', () => {
    const engine = newGame({ start: false })
    const all: GameEvent[] = []
    const p1: GameEvent[] = []
    const spectator: GameEvent[] = []
    engine.subscribeAll((e) => all.push(e))
    engine.subscribe('DECK_SHUFFLED', (e) => p1.push(e), { viewer: 'p1' })
    engine.subscribeAll((e) => spectator.push(e), { viewer: null })
    engine.start()
    const shuffled = all.filter((e) => e.type === 'DECK_SHUFFLED')
    expect(shuffled).toHaveLength(1)
    expect(shuffled[0]).toMatchObject({ payload: { zoneId: 'deck', count: 52 } })
    expect(shuffled[0]!.visibleTo).toBeUndefined()
    expect(p1).toEqual(shuffled)
    expect(spectator).toEqual(all)
  })

  it("a player's record has its views of the initial and final states and the public events, no card and no seed", () => {
    const engine = newGame()
    engine.dispatch(createAction({ type: 'SHUFFLE' }))
    const record = engine.exportRecord({ viewer: 'p1' })
    expect(record).toMatchObject({ format: 'decklet-viewer-record', viewer: 'p1' })
    expect(record.initialView.zones.deck!.cards).toEqual(placeholders('deck', 52))
    expect(record.startEvents.map((e) => e.type)).toEqual(['GAME_STARTED', 'DECK_SHUFFLED'])
    expect(record.steps).toHaveLength(1)
    expect(record.steps[0]!.action).toMatchObject({ type: 'SHUFFLE' })
    expect(record.steps[0]!.events.map((e) => [e.type, e.payload])).toEqual([['DECK_SHUFFLED', { zoneId: 'deck', count: 52 }]])
    expect(record.finalView).toEqual(engine.getPlayerView('p1'))
    expect(JSON.stringify(record)).not.toMatch(/std-|"seed"|"initialRandom"/)
  })
})

describe('expectNoLeak', () => {
  /** Games per deck (README, Tests). */
  const GAMES = testSize('STANDARD_DECK_NO_LEAK_GAMES', { quick: 3, long: 100 })
  // Deals to the public table or shuffles, at random, until the deck is empty.
  const dealer: LeakDriver = (engine, { random }) =>
    engine.getState().zones.deck!.cards.length === 0
      ? null
      : random.next() < 0.25
        ? createAction({ type: 'SHUFFLE' })
        : createAction({ type: 'DEAL_TO_TABLE', payload: { count: random.int(1, 3) } })
  const deckIsHidden = { zoneVisibility: (zone: { id: string }) => (zone.id === 'deck' ? ('hidden' as const) : undefined) }

  it('finds nothing in games that deal the deck face up to the table, with shuffles between', () => {
    const make = (deck: GamePlugin, players: number) => (seed: number) => createTestEngine({ plugins: [deck, table], seed, players, gameId: 'deck-test' })
    const one = expectNoLeak(make(StandardDeckPlugin, 2), dealer, { games: GAMES, ...deckIsHidden })
    expect(one.steps).toBeGreaterThan(GAMES * 17)
    expect(expectNoLeak(make(createStandardDeckPlugin({ jokers: true, decks: 2 }), 4), dealer, { games: GAMES, ...deckIsHidden }).games).toBe(GAMES)
  })
})
