// What players and spectators may see of the simple game: deck hidden, hands owner-only, table public.
import { GameEngine, getViewCards, playerHandZoneId, stateUtils, type GameEvent, type GamePlugin, type PlayerView, type Zone } from '@decklet/core'
import { DrawPlugin, PLAYER_DRAWS_VARIABLE, RESHUFFLE_FROM_VARIABLE } from '@decklet/plugin-draw'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createTurnPlugin, TurnPlugin } from '@decklet/plugin-turn'
import { buildState, createTestEngine, expectNoLeak, installState, LeakError, testSize, type NoLeakOptions } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createSimplePlayCardAction, SIMPLE_GAME_HAND_SIZE, SIMPLE_GAME_TABLE_ZONE_ID, SimpleGamePlugin } from './index'

const PLUGINS = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]
/** `expectNoLeak` games per table size and per variant (README, Tests). */
const NO_LEAK_GAMES = testSize('SIMPLE_GAME_NO_LEAK_GAMES', { quick: 3, long: 100 })

/** Lets players draw a card as a move, refilling the deck from the table: known cards go back into the hidden deck. */
const DrawingVariant: GamePlugin = {
  id: 'drawing-variant',
  name: 'Players may draw; the table refills the deck',
  version: '1.0.0',
  setup(ctx) {
    if (ctx.getVariable(PLAYER_DRAWS_VARIABLE) === undefined) ctx.setVariable(PLAYER_DRAWS_VARIABLE, true)
    if (ctx.getVariable(RESHUFFLE_FROM_VARIABLE) === undefined) ctx.setVariable(RESHUFFLE_FROM_VARIABLE, SIMPLE_GAME_TABLE_ZONE_ID)
  },
}

/** A started game of the four plugins (seed 11), with the events each listener received from start() on. */
function newGame(players = 2, plugins: readonly GamePlugin[] = PLUGINS) {
  const engine = createTestEngine({ plugins, players, seed: 11, gameId: 'simple-test', start: false })
  const log = { all: [] as GameEvent[], p1: [] as GameEvent[], spectator: [] as GameEvent[] }
  engine.subscribeAll((e) => log.all.push(e))
  engine.subscribeAll((e) => log.p1.push(e), { viewer: 'p1' })
  engine.subscribeAll((e) => log.spectator.push(e), { viewer: null })
  engine.start()
  return { engine, log }
}

const placeholders = (zoneId: string, n: number) => Array.from({ length: n }, (_, i) => `hidden:${zoneId}:${i}`)
const hand = (engine: GameEngine, playerId: string) => engine.getState().zones[playerHandZoneId(playerId)]!.cards
/** Card ids (not placeholders) a view holds in `cards`. */
const realCards = (view: PlayerView) => Object.keys(getViewCards(view)).filter((id) => !id.startsWith('hidden:')).sort()

describe('view shapes after the deal', () => {
  it("p1 sees its own five cards, five placeholders for p2's hand, 42 for the deck, and the empty public table", () => {
    const { engine } = newGame()
    const view = engine.getPlayerView('p1')
    expect(view.zones['hand-p1']).toMatchObject({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: hand(engine, 'p1'), visibility: 'owner' })
    expect(view.zones['hand-p2']).toMatchObject({ id: 'hand-p2', type: 'hand', ownerId: 'p2', cards: placeholders('hand-p2', 5), visibility: 'owner' })
    expect(view.zones.deck).toMatchObject({ id: 'deck', type: 'deck', ownerId: null, cards: placeholders('deck', 42), visibility: 'hidden' })
    expect(view.zones.table).toMatchObject({ id: 'table', type: 'table', ownerId: null, cards: [], visibility: 'public' })
    expect(realCards(view)).toEqual([...hand(engine, 'p1')].sort())
    for (const id of hand(engine, 'p1')) expect(getViewCards(view)[id]).toEqual(engine.getState().cards[id])
    expect(Object.keys(getViewCards(view))).toHaveLength(5 + 5 + 42)
    expect(view).toMatchObject({ viewer: 'p1', status: 'playing', currentPlayerId: 'p1', turn: 1 })
    expect(Object.hasOwn(view, 'seed')).toBe(false)
  })

  it('each of six players sees only its own hand', () => {
    const { engine } = newGame(6)
    for (let n = 1; n <= 6; n++) {
      const view = engine.getPlayerView(`p${n}`)
      expect(realCards(view)).toEqual([...hand(engine, `p${n}`)].sort())
      for (let m = 1; m <= 6; m++) {
        if (m !== n) expect(view.zones[`hand-p${m}`]!.cards).toEqual(placeholders(`hand-p${m}`, SIMPLE_GAME_HAND_SIZE))
      }
    }
  })

  it('the spectator sees no card at all, only how many each zone holds', () => {
    const { engine } = newGame(3)
    const view = engine.getPlayerView(null)
    expect(realCards(view)).toEqual([])
    expect(Object.fromEntries(Object.values(view.zones).map((z: Zone) => [z.id, z.cards.length]))).toEqual({
      deck: 37,
      'hand-p1': 5,
      'hand-p2': 5,
      'hand-p3': 5,
      table: 0,
    })
  })

  it('a card played to the table is seen by everyone, spectator included, and leaves the hand placeholders one shorter', () => {
    const { engine } = newGame()
    const card = hand(engine, 'p1')[2]!
    expect(engine.dispatch(createSimplePlayCardAction('p1', [card])).ok).toBe(true)
    for (const viewer of ['p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones.table!.cards).toEqual([card])
      expect(getViewCards(view)[card]).toEqual(engine.getState().cards[card])
      expect(view.zones['hand-p1']!.cards).toEqual(placeholders('hand-p1', 4))
    }
    expect(engine.getPlayerView('p2').zones['hand-p2']!.cards).toEqual(hand(engine, 'p2'))
  })
})

describe("the README's hidden-information example", () => {
  it('prints what p1 is told of the deal and shows p1 its hand only', () => {
    const logged: unknown[] = []
    const engine = new GameEngine({ seed: 123456 })
    engine.subscribeAll((e) => void (e.type === 'CARD_DRAWN' && logged.push(e.payload)), { viewer: 'p1' })
    engine.use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin)
      .createGame({ gameId: 'table-1', players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }] })
      .start()
    const mine = ['std-diamonds-8', 'std-spades-3', 'std-spades-Q', 'std-clubs-9', 'std-clubs-Q']
    expect(logged).toEqual([
      ...mine.map((cardId) => ({ playerId: 'p1', cardId, fromZoneId: 'deck' })),
      ...mine.map(() => ({ playerId: 'p2', fromZoneId: 'deck' })),
    ])
    const view = engine.getPlayerView('p1')
    expect(view.zones['hand-p1']!.cards).toEqual(mine)
    expect(view.zones['hand-p2']!.cards).toEqual(placeholders('hand-p2', 5))
    expect(view.zones.deck!.cards).toEqual(placeholders('deck', 42))
    expect(JSON.stringify(engine.exportRecord({ viewer: 'p1' }))).not.toMatch(/"seed"/)
  })
})

describe('per-card reveal (stateUtils.revealCards)', () => {
  it("a revealed card of p2's hand is seen by p1 at its place until p2 plays it; then it is on the public table", () => {
    const { engine } = newGame()
    engine.dispatch(createSimplePlayCardAction('p1', [hand(engine, 'p1')[0]!]))
    const shown = hand(engine, 'p2')[3]!
    installState(engine, buildState(engine.getState(), (s) => stateUtils.revealCards(s, 'hand-p2', [shown])))
    const expected = placeholders('hand-p2', 5)
    expected[3] = shown
    expect(engine.getPlayerView('p1').zones['hand-p2']!.cards).toEqual(expected)
    expect(engine.getPlayerView(null).zones['hand-p2']!.cards).toEqual(expected)

    engine.dispatch(createSimplePlayCardAction('p2', [shown]))
    expect(engine.getState().zones['hand-p2']!.revealed).toEqual([])
    expect(engine.getPlayerView('p1').zones['hand-p2']!.cards).toEqual(placeholders('hand-p2', 4))
    expect(engine.getPlayerView('p1').zones.table!.cards.at(-1)).toBe(shown)
  })
})

describe('scoped subscriptions', () => {
  it("p1 receives its own five CARD_DRAWN with the cards, p2's five without", () => {
    const { engine, log } = newGame()
    const drawn = log.p1.filter((e) => e.type === 'CARD_DRAWN')
    expect(drawn.map((e) => e.payload)).toEqual([
      ...hand(engine, 'p1').map((cardId) => ({ playerId: 'p1', cardId, fromZoneId: 'deck' })),
      ...Array.from({ length: 5 }, () => ({ playerId: 'p2', fromZoneId: 'deck' })),
    ])
    expect(drawn.map((e) => e.redacted ?? false)).toEqual([false, false, false, false, false, true, true, true, true, true])
    // The other events of the start are public: the same as the authority's, in the same order.
    const strip = (events: GameEvent[]) => events.filter((e) => e.type !== 'CARD_DRAWN')
    expect(strip(log.p1)).toEqual(strip(log.all))
    expect(log.p1.map((e) => e.type)).toEqual(log.all.map((e) => e.type))
  })

  it('the spectator receives all ten draws without cards, and CARD_PLAYED with its cards', () => {
    const { engine, log } = newGame()
    expect(log.spectator.filter((e) => e.type === 'CARD_DRAWN').every((e) => e.redacted === true && !('cardId' in (e.payload as object)))).toBe(true)
    const card = hand(engine, 'p1')[0]!
    engine.dispatch(createSimplePlayCardAction('p1', [card]))
    expect(log.spectator.find((e) => e.type === 'CARD_PLAYED')).toMatchObject({ playerId: 'p1', payload: { playerId: 'p1', cardIds: [card] } })
    expect(JSON.stringify(log.spectator)).not.toMatch(new RegExp(hand(engine, 'p1').concat(hand(engine, 'p2')).join('|')))
  })
})

describe('viewer records', () => {
  it("p1's record: its view before the deal, the deal as p1 saw it, the plays, its final view; nothing of p2's hand", () => {
    const { engine, log } = newGame()
    engine.dispatch(createSimplePlayCardAction('p1', [hand(engine, 'p1')[0]!]))
    engine.dispatch(createSimplePlayCardAction('p2', [hand(engine, 'p2')[0]!]))
    const record = engine.exportRecord({ viewer: 'p1' })
    expect(record.viewer).toBe('p1')
    expect(record.plugins.map((p) => p.id)).toEqual(['standard-deck', 'turn', 'draw', 'simple-game'])
    expect(record.initialView.zones.deck!.cards).toEqual(placeholders('deck', 52))
    expect(record.startEvents).toEqual(log.p1.slice(0, record.startEvents.length))
    expect(record.startEvents.filter((e) => e.type === 'CARD_DRAWN')).toHaveLength(10)
    expect(record.steps.map((s) => [s.action.type, s.action.playerId, s.events.map((e) => e.type)])).toEqual([
      ['PLAY_CARD', 'p1', ['CARD_PLAYED', 'TURN_ENDED', 'TURN_STARTED']],
      ['PLAY_CARD', 'p2', ['CARD_PLAYED', 'TURN_ENDED', 'TURN_STARTED']],
    ])
    expect(record.finalView).toEqual(engine.getPlayerView('p1'))
    const json = JSON.stringify(record)
    for (const id of hand(engine, 'p2')) expect(json).not.toContain(`"${id}"`)
    expect(json).not.toMatch(/"seed"|"initialRandom"/)
  })

  it("the spectator's record holds only the played cards", () => {
    const { engine } = newGame(3)
    const played = hand(engine, 'p1')[1]!
    engine.dispatch(createSimplePlayCardAction('p1', [played]))
    const json = JSON.stringify(engine.exportRecord({ viewer: null }))
    expect(json.match(/std-[a-z]+-[0-9JQKA]+/g)!.every((id) => id === played)).toBe(true)
  })
})

describe('expectNoLeak over many seeded games', () => {
  // What the rules of the simple game say, whatever the plugins declare.
  const spec: NoLeakOptions = {
    zoneVisibility: (zone) => (zone.type === 'hand' ? 'owner' : zone.id === 'deck' ? 'hidden' : zone.id === 'table' ? 'public' : undefined),
  }
  const make = (plugins: readonly GamePlugin[], players: number) => (seed: number) => createTestEngine({ plugins, seed, players, gameId: 'simple' })

  it.each([2, 3, 4, 5, 6])('finds nothing in games of %i players', (players) => {
    const report = expectNoLeak(make(PLUGINS, players), { ...spec, games: NO_LEAK_GAMES, seed: players })
    expect(report.games).toBe(NO_LEAK_GAMES)
    // Each game lasts until a hand is empty: at least five plays by the winner.
    expect(report.steps).toBeGreaterThanOrEqual(NO_LEAK_GAMES * (5 * players - players + 1))
  })

  it('finds nothing when players draw and the table is reshuffled into the deck, or the first player is random', () => {
    expect(expectNoLeak(make([...PLUGINS, DrawingVariant], 4), { ...spec, games: NO_LEAK_GAMES, maxSteps: 200 }).games).toBe(NO_LEAK_GAMES)
    const randomFirst = [StandardDeckPlugin, createTurnPlugin({ firstPlayer: 'random' }), DrawPlugin, SimpleGamePlugin]
    expect(expectNoLeak(make(randomFirst, 3), { ...spec, games: NO_LEAK_GAMES }).games).toBe(NO_LEAK_GAMES)
  })

  it('catches a hand a plugin makes public (the check is not vacuous on these plugins)', () => {
    const OpenHands: GamePlugin = {
      id: 'open-hands',
      name: 'Shows every hand',
      version: '1.0.0',
      events: [
        {
          type: 'GAME_STARTED',
          handle: (_event, ctx) => {
            for (const id of Object.keys(ctx.state.players)) ctx.update((s) => stateUtils.setZoneVisibility(s, playerHandZoneId(id), 'public'))
          },
        },
      ],
    }
    let error: unknown
    try {
      expectNoLeak(make([...PLUGINS, OpenHands], 2), { ...spec, games: 1 })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(LeakError)
    expect(error).toMatchObject({ viewer: 'p1', source: 'view', kind: 'card', step: 0, path: 'view.zones.hand-p2.cards[0]', zoneId: 'hand-p2' })
  })
})
