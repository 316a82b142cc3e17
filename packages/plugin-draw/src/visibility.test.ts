// What players and spectators may see of drawing: hands are owner-only, CARD_DRAWN is the drawer's.
import { createCard, createZone, getViewCards, playerHandZoneId, stateUtils, type GameEngine, type GameEvent, type GamePlugin } from '@decklet/core'
import { buildState, createTestEngine, expectNoLeak, installState, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createDrawCardAction, DrawPlugin, PLAYER_DRAWS_VARIABLE, RESHUFFLE_FROM_VARIABLE } from './index'

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
const placeholders = (zoneId: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `hidden:${zoneId}:${from + i}`)

/**
 * Cards c1…cN in a hidden `deck` (cN on top) and d1…dM in a public `discard`;
 * on start p1 is the current player. With `reshuffle`, the discard pile is
 * reshuffled into the deck when it runs short (`draw.reshuffleFrom`). With
 * `drawsAsMoves`, players draw as their move (`draw.playerDraws`) and each draw
 * passes the turn to the next seat.
 */
function hiddenDeck(options: { deck?: number; discard?: number; reshuffle?: boolean; drawsAsMoves?: boolean } = {}): GamePlugin {
  return {
    id: 'hidden-deck',
    name: 'Hidden deck',
    version: '1.0.0',
    setup(ctx) {
      for (const [zoneId, prefix, n, visibility] of [
        ['deck', 'c', options.deck ?? 10, 'hidden'],
        ['discard', 'd', options.discard ?? 0, 'public'],
      ] as const) {
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: zoneId, visibility }))
        for (const id of range(prefix, n)) {
          if (ctx.state.cards[id]) continue
          ctx.addCard(createCard({ id, type: 'tiny', value: Number(id.slice(1)) }))
          ctx.addCardToZone(id, zoneId)
        }
      }
      if (options.reshuffle) ctx.setVariable(RESHUFFLE_FROM_VARIABLE, 'discard')
      if (options.drawsAsMoves) ctx.setVariable(PLAYER_DRAWS_VARIABLE, true)
    },
    events: [
      { type: 'GAME_STARTED', handle: (_event, ctx) => ctx.setCurrentPlayer('p1') },
      {
        type: 'CARD_DRAWN',
        handle(event, ctx) {
          if (!options.drawsAsMoves) return
          const seats = Object.values(ctx.state.players).sort((a, b) => a.seat - b.seat)
          const next = seats[(seats.findIndex((p) => p.id === event.playerId) + 1) % seats.length]!
          ctx.setCurrentPlayer(next.id)
        },
      },
    ],
  }
}

function newGame(options: { deck?: number; discard?: number; reshuffle?: boolean; players?: number; start?: boolean } = {}): GameEngine {
  return createTestEngine({
    plugins: [hiddenDeck(options), DrawPlugin],
    players: options.players ?? 2,
    seed: 7,
    gameId: 'draw-test',
    start: options.start ?? true,
  })
}

describe('hand zones are owner-only', () => {
  it("are declared { visibility: 'owner' } for their player", () => {
    const state = newGame({ players: 3 }).getState()
    for (const id of ['p1', 'p2', 'p3']) expect(state.zones[playerHandZoneId(id)]).toMatchObject({ ownerId: id, visibility: 'owner' })
  })

  it("p1 sees its own cards and placeholders for p2's; the hidden deck is placeholders for both", () => {
    const engine = newGame()
    engine.dispatch(createDrawCardAction('p1', 2)) // c10, c9
    engine.dispatch(createDrawCardAction('p2', 1)) // c8
    const view = engine.getPlayerView('p1')
    expect(view.zones['hand-p1']).toMatchObject({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c10', 'c9'], visibility: 'owner' })
    expect(view.zones['hand-p2']).toMatchObject({ id: 'hand-p2', type: 'hand', ownerId: 'p2', cards: ['hidden:hand-p2:0'], visibility: 'owner' })
    expect(view.zones.deck!.cards).toEqual(placeholders('deck', 7))
    expect(getViewCards(view)).toEqual({
      c10: { id: 'c10', type: 'tiny', value: 10 },
      c9: { id: 'c9', type: 'tiny', value: 9 },
      'hidden:hand-p2:0': { id: 'hidden:hand-p2:0', type: 'hidden' },
      ...Object.fromEntries(placeholders('deck', 7).map((id) => [id, { id, type: 'hidden' }])),
    })

    const other = engine.getPlayerView('p2')
    expect(other.zones['hand-p1']!.cards).toEqual(['hidden:hand-p1:0', 'hidden:hand-p1:1'])
    expect(other.zones['hand-p2']!.cards).toEqual(['c8'])
    expect(JSON.stringify(other)).not.toMatch(/"c(9|10)"/)
  })

  it('the spectator sees every hand as placeholders, and a public discard pile as it is', () => {
    const engine = newGame({ discard: 2 })
    engine.dispatch(createDrawCardAction('p1', 1))
    engine.dispatch(createDrawCardAction('p2', 2))
    const view = engine.getPlayerView(null)
    expect(view.viewer).toBeNull()
    expect(view.zones['hand-p1']!.cards).toEqual(['hidden:hand-p1:0'])
    expect(view.zones['hand-p2']!.cards).toEqual(['hidden:hand-p2:0', 'hidden:hand-p2:1'])
    expect(view.zones.discard!.cards).toEqual(['d1', 'd2'])
    expect(Object.keys(getViewCards(view)).filter((id) => !id.startsWith('hidden:'))).toEqual(['d1', 'd2'])
  })

  it('a card revealed in a hand (stateUtils.revealCards) is seen by everyone at its place, the others stay hidden', () => {
    const engine = newGame()
    engine.dispatch(createDrawCardAction('p2', 3)) // c10, c9, c8
    installState(engine, buildState(engine.getState(), (s) => stateUtils.revealCards(s, 'hand-p2', ['c9'])))
    engine.dispatch(createDrawCardAction('p2', 1)) // c7, not revealed
    for (const viewer of ['p1', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones['hand-p2']!.cards).toEqual(['hidden:hand-p2:0', 'c9', 'hidden:hand-p2:2', 'hidden:hand-p2:3'])
      expect(view.zones['hand-p2']!.revealed).toEqual(['c9'])
      expect(getViewCards(view).c9).toEqual({ id: 'c9', type: 'tiny', value: 9 })
    }
    installState(engine, buildState(engine.getState(), (s) => stateUtils.concealCards(s, 'hand-p2', ['c9'])))
    expect(engine.getPlayerView('p1').zones['hand-p2']!.cards).toEqual(placeholders('hand-p2', 4))
  })

  it("the deck's revealed top card is everyone's until drawn; then only its owner sees it", () => {
    const engine = newGame()
    installState(engine, buildState(engine.getState(), (s) => stateUtils.revealCards(s, 'deck', ['c10'])))
    expect(engine.getPlayerView('p2').zones.deck!.cards).toEqual([...placeholders('deck', 9), 'c10'])
    engine.dispatch(createDrawCardAction('p1', 1))
    expect(engine.getState().zones.deck!.revealed).toEqual([])
    expect(engine.getPlayerView('p2').zones['hand-p1']!.cards).toEqual(['hidden:hand-p1:0'])
    expect(engine.getPlayerView('p1').zones['hand-p1']!.cards).toEqual(['c10'])
  })
})

describe('CARD_DRAWN is visible to the drawer only', () => {
  /** A started game with listeners: unscoped, scoped to p1, p2 and the spectator. */
  function listened() {
    const engine = newGame({ discard: 3, deck: 1, reshuffle: true, start: false })
    const log = { all: [] as GameEvent[], p1: [] as GameEvent[], p2: [] as GameEvent[], spectator: [] as GameEvent[], p1Drawn: [] as GameEvent[] }
    engine.subscribeAll((e) => log.all.push(e))
    engine.subscribeAll((e) => log.p1.push(e), { viewer: 'p1' })
    engine.subscribeAll((e) => log.p2.push(e), { viewer: 'p2' })
    engine.subscribeAll((e) => log.spectator.push(e), { viewer: null })
    engine.subscribe('CARD_DRAWN', (e) => log.p1Drawn.push(e), { viewer: 'p1' })
    engine.start()
    return { engine, log }
  }

  it("carries visibleTo: [drawer] for the authority's listeners", () => {
    const { engine, log } = listened()
    engine.dispatch(createDrawCardAction('p2', 1))
    expect(log.all.at(-1)).toMatchObject({ type: 'CARD_DRAWN', playerId: 'p2', payload: { playerId: 'p2', cardId: 'c1', fromZoneId: 'deck' }, visibleTo: ['p2'] })
  })

  it("p2's CARD_DRAWN reaches p1 and the spectator without the card; p2 gets it whole; nobody sees visibleTo", () => {
    const { engine, log } = listened()
    const result = engine.dispatch(createDrawCardAction('p2', 1))
    const full = result.events[0]!
    const { visibleTo: _v, ...withoutVisibleTo } = full
    expect(log.p2.at(-1)).toEqual(withoutVisibleTo)
    const redacted = { ...withoutVisibleTo, payload: { playerId: 'p2', fromZoneId: 'deck' }, redacted: true }
    expect(log.p1.at(-1)).toEqual(redacted)
    expect(log.spectator.at(-1)).toEqual(redacted)
    expect(log.p1Drawn).toEqual([redacted])
    for (const list of [log.p1, log.p2, log.spectator]) expect(list.every((e) => !('visibleTo' in e))).toBe(true)
  })

  it('DECK_RESHUFFLED is public: everyone learns a reshuffle happened and how many cards went back', () => {
    const { engine, log } = listened()
    engine.dispatch(createDrawCardAction('p1', 2)) // c1, then d1 and d2 are shuffled under it; d3 stays
    const reshuffled = log.all.find((e) => e.type === 'DECK_RESHUFFLED')!
    expect(reshuffled).toMatchObject({ payload: { zoneId: 'deck', fromZoneId: 'discard', count: 2 } })
    expect(reshuffled.visibleTo).toBeUndefined()
    for (const list of [log.p1, log.p2, log.spectator]) expect(list.find((e) => e.type === 'DECK_RESHUFFLED')).toEqual(reshuffled)
    expect(log.p2.filter((e) => e.type === 'CARD_DRAWN').map((e) => e.payload)).toEqual([
      { playerId: 'p1', fromZoneId: 'deck' },
      { playerId: 'p1', fromZoneId: 'deck' },
    ])
  })

  it('redactEvent gives { playerId, fromZoneId } for CARD_DRAWN and leaves other events to other plugins', () => {
    const event = { id: 'e1.1', type: 'CARD_DRAWN', playerId: 'p2', payload: { playerId: 'p2', cardId: 'c1', fromZoneId: 'discard' }, timestamp: 0, stateVersion: 1 }
    expect(DrawPlugin.redactEvent!(event, 'p1')).toEqual({ playerId: 'p2', fromZoneId: 'discard' })
    expect(DrawPlugin.redactEvent!(event, null)).toEqual({ playerId: 'p2', fromZoneId: 'discard' })
    expect(DrawPlugin.redactEvent!({ ...event, type: 'DECK_RESHUFFLED' }, 'p1')).toBeUndefined()
  })
})

describe('viewer records', () => {
  it("hold the player's own draws with their cards and the others' without", () => {
    const engine = newGame()
    engine.dispatch(createDrawCardAction('p1', 2)) // c10, c9
    engine.dispatch(createDrawCardAction('p2', 1)) // c8
    const p1 = engine.exportRecord({ viewer: 'p1' })
    expect(p1.steps.map((s) => s.events.map((e) => e.payload))).toEqual([
      [
        { playerId: 'p1', cardId: 'c10', fromZoneId: 'deck' },
        { playerId: 'p1', cardId: 'c9', fromZoneId: 'deck' },
      ],
      [{ playerId: 'p2', fromZoneId: 'deck' }],
    ])
    expect(p1.steps[1]!.events[0]!.redacted).toBe(true)
    expect(p1.initialView.zones.deck!.cards).toEqual(placeholders('deck', 10))
    expect(p1.finalView).toEqual(engine.getPlayerView('p1'))
    expect(JSON.stringify(p1)).not.toMatch(/"c8"|"seed"/)

    const spectator = engine.exportRecord({ viewer: null })
    expect(spectator.viewer).toBeNull()
    expect(spectator.steps.flatMap((s) => s.events.map((e) => e.payload))).toEqual([
      { playerId: 'p1', fromZoneId: 'deck' },
      { playerId: 'p1', fromZoneId: 'deck' },
      { playerId: 'p2', fromZoneId: 'deck' },
    ])
    expect(JSON.stringify(spectator)).not.toMatch(/"c\d+"/)
  })
})

describe('expectNoLeak', () => {
  /** Games per table size (README, Tests). */
  const GAMES = testSize('DRAW_NO_LEAK_GAMES', { quick: 3, long: 100 })
  const spec = {
    zoneVisibility: (zone: { type: string }) => (zone.type === 'hand' ? ('owner' as const) : zone.type === 'deck' ? ('hidden' as const) : undefined),
  }

  it('finds nothing in games of draws as moves, with the discard pile reshuffled into the deck, 2 to 4 players', () => {
    for (const players of [2, 3, 4]) {
      const make = (seed: number) =>
        createTestEngine({ plugins: [hiddenDeck({ deck: 12, discard: 6, reshuffle: true, drawsAsMoves: true }), DrawPlugin], seed, players, gameId: 'draw-test' })
      const report = expectNoLeak(make, { games: GAMES, ...spec })
      // Every card but the discard pile's top one gets drawn: 12 + 5 draws a game.
      expect(report).toMatchObject({ games: GAMES, steps: GAMES * 17 })
    }
  })
})
