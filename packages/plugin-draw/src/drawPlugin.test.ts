import {
  CommonDenyCodes,
  createAction,
  createCard,
  createPlayer,
  createZone,
  playerHandZoneId,
  SeededRandomProvider,
  stateUtils,
  type Action,
  type Dispatchable,
  type GameContext,
  type GameEngine,
  type GameEvent,
  type GamePlugin,
  type GameState,
  type JsonValue,
} from '@decklet/core'
import {
  buildState,
  createTestEngine,
  expectDeterministic,
  fuzzPlugins,
  installState,
  runScenario,
  testSize,
  verifyReplay,
  withCards,
  withVariables,
  type StateEdit,
} from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import '@decklet/testing/vitest'
import {
  createDrawCardAction,
  createDrawPlugin,
  DEFAULT_DRAW_ZONE_ID,
  DRAW_CARD,
  DRAW_PLUGIN_VERSION,
  DrawDeny,
  DrawPlugin,
  DrawVariables,
  PLAYER_DRAWS_VARIABLE,
  RESHUFFLE_FROM_VARIABLE,
} from './index'

interface TinyDeckOptions {
  /** Cards c1…cN in 'deck', c1 at the bottom, cN on top. Default 10. */
  deck?: number
  /** Cards d1…dN in 'discard', dN on top. Default 0. */
  discard?: number
  /** Variables written in setup (e.g. draw.reshuffleFrom). */
  variables?: Record<string, JsonValue>
  /** Runs on GAME_STARTED, after p1 is made the current player. */
  onStart?: (ctx: GameContext) => void
}

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

/** A small unshuffled deck and a discard pile, so every draw is predictable. */
function tinyDeck(options: TinyDeckOptions = {}): GamePlugin {
  return {
    id: 'tiny-deck',
    name: 'Tiny deck',
    version: '1.0.0',
    setup(ctx) {
      for (const [zoneId, prefix, n] of [
        ['deck', 'c', options.deck ?? 10],
        ['discard', 'd', options.discard ?? 0],
      ] as const) {
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: zoneId }))
        for (const id of range(prefix, n)) {
          if (ctx.state.cards[id]) continue
          ctx.addCard(createCard({ id, type: 'tiny' }))
          ctx.addCardToZone(id, zoneId)
        }
      }
      for (const [key, value] of Object.entries(options.variables ?? {})) ctx.setVariable(key, value)
    },
    events: [
      {
        type: 'GAME_STARTED',
        handle(_event, ctx) {
          ctx.setCurrentPlayer('p1')
          options.onStart?.(ctx)
        },
      },
    ],
  }
}

/** A started game of the tiny deck and the draw plugin; `events` are those from `start()` on. */
function startGame(options: TinyDeckOptions = {}, seed = 7, players = ['p1', 'p2']) {
  const engine = createTestEngine({
    plugins: [tinyDeck(options), DrawPlugin],
    players: players.map((id) => ({ id, name: id })),
    seed,
    start: false,
  })
  const events: GameEvent[] = []
  engine.subscribeAll((e) => events.push(e))
  engine.start()
  return { engine, events }
}

/** Puts the engine in the position the edits describe, without playing up to it. */
const position = (engine: GameEngine, ...edits: StateEdit[]) => installState(engine, buildState(engine.getState(), ...edits))

const cardsOf = (engine: GameEngine, zoneId: string) => engine.getState().zones[zoneId]!.cards
const hand = (engine: GameEngine, playerId: string) => cardsOf(engine, playerHandZoneId(playerId))
const summary = (events: readonly GameEvent[]) => events.map((e) => [e.type, e.payload])
const drawn = (playerId: string, cardId: string, fromZoneId = 'deck') => ({
  type: 'CARD_DRAWN',
  playerId,
  payload: { playerId, cardId, fromZoneId },
})

describe('createDrawCardAction', () => {
  it('builds a DRAW_CARD for the player, one card by default, without a fromZoneId key', () => {
    const action = createDrawCardAction('p1')
    expect(action).toEqual({ id: '', type: 'DRAW_CARD', playerId: 'p1', payload: { playerId: 'p1', count: 1 } })
    expect(Object.hasOwn(action.payload, 'fromZoneId')).toBe(false)
  })

  it('carries the count and the source zone when given', () => {
    expect(createDrawCardAction('p2', 3, 'discard')).toEqual({
      id: '',
      type: DRAW_CARD,
      playerId: 'p2',
      payload: { playerId: 'p2', count: 3, fromZoneId: 'discard' },
    })
  })

  it('exports the documented constants', () => {
    expect([DRAW_CARD, DEFAULT_DRAW_ZONE_ID, RESHUFFLE_FROM_VARIABLE, PLAYER_DRAWS_VARIABLE]).toEqual([
      'DRAW_CARD',
      'deck',
      'draw.reshuffleFrom',
      'draw.playerDraws',
    ])
    expect(DrawPlugin).toMatchObject({ id: 'draw', name: 'Draw', version: DRAW_PLUGIN_VERSION })
    expect(DRAW_PLUGIN_VERSION).toBe('1.0.0')
  })
})

describe('setup', () => {
  it('creates an empty, owner-only hand zone for each player', () => {
    const { engine } = startGame({}, 1, ['p1', 'p2', 'p3'])
    for (const id of ['p1', 'p2', 'p3']) {
      expect(engine.getState().zones[playerHandZoneId(id)]).toEqual({ id: `hand-${id}`, type: 'hand', ownerId: id, cards: [], visibility: 'owner' })
    }
  })

  it('keeps a hand zone another plugin made, with its cards', () => {
    const prepared: GamePlugin = {
      id: 'prepared',
      name: 'Prepared hand',
      version: '1.0.0',
      setup(ctx) {
        if (ctx.state.zones['hand-p1']) return
        ctx.addZone(createZone({ id: 'hand-p1', type: 'private-hand', ownerId: 'p1' }))
        ctx.addCard(createCard({ id: 'x', type: 'tiny' }))
        ctx.addCardToZone('x', 'hand-p1')
      },
    }
    const engine = createTestEngine({ plugins: [prepared, DrawPlugin], start: false })
    expect(engine.getState().zones['hand-p1']).toEqual({ id: 'hand-p1', type: 'private-hand', ownerId: 'p1', cards: ['x'] })
    expect(engine.getState().zones['hand-p2']!.cards).toEqual([])
  })

  it('is idempotent: running setup a second time changes nothing', () => {
    let before: unknown
    let after: unknown
    const again: GamePlugin = {
      id: 'again',
      name: 'Runs draw setup again',
      version: '1.0.0',
      setup(ctx) {
        before = ctx.state
        DrawPlugin.setup!(ctx)
        after = ctx.state
      },
    }
    const engine = createTestEngine({ plugins: [DrawPlugin, again], start: false })
    expect(after).toBe(before)
    expect(Object.keys(engine.getState().zones).sort()).toEqual(['hand-p1', 'hand-p2'])
  })
})

describe('DRAW_CARD', () => {
  it('moves cards from the top (end) of the deck to the hand, one CARD_DRAWN per card', () => {
    const { engine } = startGame()
    runScenario(engine, [
      {
        action: createDrawCardAction('p1', 3),
        events: [drawn('p1', 'c10'), drawn('p1', 'c9'), drawn('p1', 'c8')],
        check(state) {
          expect(state.zones['hand-p1']!.cards).toEqual(['c10', 'c9', 'c8'])
          expect(state.zones.deck!.cards).toEqual(range('c', 7))
        },
      },
    ])
    expect(engine.getHistory()).toHaveLength(1)
  })

  it('appends drawn cards after the ones already in hand', () => {
    const { engine } = startGame()
    runScenario(engine, [{ action: createDrawCardAction('p1', 1) }, { action: createDrawCardAction('p1', 2) }])
    expect(hand(engine, 'p1')).toEqual(['c10', 'c9', 'c8'])
  })

  it('appends drawn cards to a hand that already holds some', () => {
    const { engine } = startGame()
    position(engine, withCards('hand-p1', ['c1', 'c2']))
    expect(engine.dispatch(createDrawCardAction('p1', 2))).toBeOk()
    expect(hand(engine, 'p1')).toEqual(['c1', 'c2', 'c10', 'c9'])
  })

  it('draws one card when the count is left out, or the payload altogether', () => {
    const { engine } = startGame()
    expect(engine.dispatch(createAction({ type: DRAW_CARD, playerId: 'p1', payload: { playerId: 'p1' } }))).toBeOk()
    expect(engine.dispatch(createAction({ type: DRAW_CARD, playerId: 'p2' }))).toBeOk()
    expect(hand(engine, 'p1')).toEqual(['c10'])
    expect(hand(engine, 'p2')).toEqual(['c9'])
  })

  it('draws from the zone named by fromZoneId', () => {
    const { engine } = startGame({ discard: 3 })
    runScenario(engine, [
      {
        action: createDrawCardAction('p2', 2, 'discard'),
        events: [drawn('p2', 'd3', 'discard'), drawn('p2', 'd2', 'discard')],
      },
    ])
    expect(hand(engine, 'p2')).toEqual(['d3', 'd2'])
    expect(cardsOf(engine, 'discard')).toEqual(['d1'])
    expect(cardsOf(engine, 'deck')).toHaveLength(10)
  })

  it('lets the game (an action without playerId) draw for a player named in the payload', () => {
    const { engine } = startGame()
    const result = engine.dispatch(createAction({ type: DRAW_CARD, payload: { playerId: 'p2', count: 2 } }))
    expect(result).toBeOk()
    expect(result).toHaveEmitted('CARD_DRAWN', { playerId: 'p2', cardId: 'c10', fromZoneId: 'deck' })
    expect(hand(engine, 'p2')).toEqual(['c10', 'c9'])
  })

  it('can draw the source empty', () => {
    const { engine } = startGame({ deck: 3 })
    expect(engine.dispatch(createDrawCardAction('p1', 3))).toBeOk()
    expect(cardsOf(engine, 'deck')).toEqual([])
    expect(hand(engine, 'p1')).toEqual(['c3', 'c2', 'c1'])
  })
})

describe('ctx.drawCards', () => {
  it('dispatches DRAW_CARD through the plugin from an event handler', () => {
    const { engine, events } = startGame({
      discard: 2,
      onStart(ctx) {
        ctx.drawCards('p1', 2)
        ctx.drawCards('p2', 1, 'discard')
      },
    })
    expect(hand(engine, 'p1')).toEqual(['c10', 'c9'])
    expect(hand(engine, 'p2')).toEqual(['d2'])
    expect(summary(events.filter((e) => e.type === 'CARD_DRAWN'))).toEqual([
      ['CARD_DRAWN', { playerId: 'p1', cardId: 'c10', fromZoneId: 'deck' }],
      ['CARD_DRAWN', { playerId: 'p1', cardId: 'c9', fromZoneId: 'deck' }],
      ['CARD_DRAWN', { playerId: 'p2', cardId: 'd2', fromZoneId: 'discard' }],
    ])
  })

  it('a denied chained draw shows in the top-level result’s processedActions, while the tick itself succeeds', () => {
    const penalty: GamePlugin = {
      id: 'penalty',
      name: 'Penalty draws',
      version: '1.0.0',
      actions: [{ type: 'PENALTY', execute: (action, { state }) => ({ state, events: [{ type: 'PENALIZED', playerId: action.playerId }] }) }],
      events: [{ type: 'PENALIZED', handle: (event, ctx) => void ctx.drawCards(event.playerId!, 3) }],
    }
    const engine = createTestEngine({ plugins: [tinyDeck({ deck: 2 }), DrawPlugin, penalty], players: [{ id: 'p1', name: 'A' }] })
    const { results } = runScenario(engine, [
      { action: createAction({ type: 'PENALTY', playerId: 'p1' }), events: [{ type: 'PENALIZED' }, { type: 'ACTION_DENIED' }] },
    ])
    expect(results[0]!.processedActions.map((p) => [p.action.type, p.ok, p.denyCode])).toEqual([
      ['PENALTY', true, undefined],
      ['DRAW_CARD', false, 'NOT_ENOUGH_CARDS'],
    ])
    expect(hand(engine, 'p1')).toEqual([])
  })

  it('is denied as a whole when the deck cannot cover it: nothing moves, and core announces the denied draw', () => {
    const { engine, events } = startGame({ deck: 2, onStart: (ctx) => void ctx.drawCards('p1', 3) })
    expect(hand(engine, 'p1')).toEqual([])
    expect(cardsOf(engine, 'deck')).toEqual(['c1', 'c2'])
    expect(events.map((e) => e.type)).toEqual(['GAME_STARTED', 'ACTION_DENIED'])
    expect(events[1]!.payload).toMatchObject({ action: { type: 'DRAW_CARD', payload: { playerId: 'p1', count: 3 } }, denyCode: 'NOT_ENOUGH_CARDS' })
  })
})

describe('reshuffling with draw.reshuffleFrom', () => {
  const reshuffle = { [RESHUFFLE_FROM_VARIABLE]: 'discard' }

  it('puts the pile, shuffled with the seeded random source and without its top card, under the source', () => {
    const seed = 99
    const { engine } = startGame({ deck: 1, discard: 5, variables: reshuffle }, seed)
    // Nothing else drew from the game's random source, so the reshuffle is its first use.
    const back = new SeededRandomProvider(seed).shuffle(['d1', 'd2', 'd3', 'd4'])
    const rebuilt = [...back, 'c1']
    const top3 = rebuilt.slice(-3).reverse()
    runScenario(engine, [
      {
        action: createDrawCardAction('p1', 3),
        events: [
          { type: 'DECK_RESHUFFLED', payload: { zoneId: 'deck', fromZoneId: 'discard', count: 4 } },
          ...top3.map((cardId) => drawn('p1', cardId)),
        ],
      },
    ])
    expect(cardsOf(engine, 'discard')).toEqual(['d5'])
    expect(hand(engine, 'p1')).toEqual(top3)
    expect(cardsOf(engine, 'deck')).toEqual(rebuilt.slice(0, -3))
  })

  it('reshuffles from a pile named in a position set up mid-game', () => {
    const { engine } = startGame({ deck: 1, discard: 3 })
    expect(engine.dispatch(createDrawCardAction('p1', 2))).toBeDenied('NOT_ENOUGH_CARDS')
    position(engine, withVariables(reshuffle))
    const result = engine.dispatch(createDrawCardAction('p1', 2))
    expect(result).toHaveEmitted('DECK_RESHUFFLED', { zoneId: 'deck', fromZoneId: 'discard', count: 2 })
    expect(hand(engine, 'p1')[0]).toBe('c1')
    expect(cardsOf(engine, 'discard')).toEqual(['d3'])
  })

  it('draws the cards left in the source before the reshuffled ones', () => {
    const { engine } = startGame({ deck: 2, discard: 4, variables: reshuffle })
    expect(engine.dispatch(createDrawCardAction('p1', 3))).toBeOk()
    expect(hand(engine, 'p1').slice(0, 2)).toEqual(['c2', 'c1'])
    expect(['d1', 'd2', 'd3']).toContain(hand(engine, 'p1')[2])
  })

  it('reshuffles an empty source and can draw every card but the pile top', () => {
    const { engine } = startGame({ deck: 0, discard: 4, variables: reshuffle })
    expect(engine.dispatch(createDrawCardAction('p2', 3))).toBeOk()
    expect([...hand(engine, 'p2')].sort()).toEqual(['d1', 'd2', 'd3'])
    expect(cardsOf(engine, 'deck')).toEqual([])
    expect(cardsOf(engine, 'discard')).toEqual(['d4'])
  })

  it('does not reshuffle while the source has enough cards', () => {
    const { engine } = startGame({ deck: 3, discard: 4, variables: reshuffle })
    const result = engine.dispatch(createDrawCardAction('p1', 3))
    expect(result.events.map((e) => e.type)).toEqual(['CARD_DRAWN', 'CARD_DRAWN', 'CARD_DRAWN'])
    expect(result).not.toHaveEmitted('DECK_RESHUFFLED')
    expect(cardsOf(engine, 'discard')).toEqual(['d1', 'd2', 'd3', 'd4'])
  })

  it('is deterministic: the same seed reshuffles the same way, and the record replays it', () => {
    const makeEngine = (seed: number) => startGame({ deck: 0, discard: 12, variables: reshuffle }, seed).engine
    const drive = (engine: GameEngine) => {
      expect(engine.dispatch(createDrawCardAction('p1', 4))).toHaveEmitted('DECK_RESHUFFLED')
      expect(engine.dispatch(createDrawCardAction('p2', 4))).toBeOk()
    }
    expectDeterministic(makeEngine, drive, [5, 6])
    const a = makeEngine(5)
    drive(a)
    const b = makeEngine(6)
    drive(b)
    expect(a.getState().zones).not.toEqual(b.getState().zones)
    // Replayed by new plugin instances, as a saved game would be.
    expect(verifyReplay(a, [tinyDeck({ deck: 0, discard: 12, variables: reshuffle }), DrawPlugin]).diff).toBe('')
  })

  it('ignores a reshuffleFrom naming a zone that does not exist, or the source itself', () => {
    for (const from of ['nowhere', 'deck']) {
      const { engine } = startGame({ deck: 1, discard: 4, variables: { [RESHUFFLE_FROM_VARIABLE]: from } })
      expect(engine.dispatch(createDrawCardAction('p1', 2))).toBeDenied('NOT_ENOUGH_CARDS')
    }
  })
})

describe("drawCard: 'internal'", () => {
  it("denies a player's DRAW_CARD with INTERNAL_ACTION and never lists it, while ctx.drawCards still draws", () => {
    const engine = createTestEngine({
      plugins: [tinyDeck({ onStart: (ctx) => void ctx.drawCards('p1', 2) }), createDrawPlugin({ drawCard: 'internal' })],
      players: [{ id: 'p1', name: 'p1' }, { id: 'p2', name: 'p2' }],
    })
    expect(hand(engine, 'p1')).toHaveLength(2)
    expect(engine.dispatch(createDrawCardAction('p1', 1))).toBeDenied('INTERNAL_ACTION')
    expect(engine.getLegalActions('p1')).toEqual([])
    expect(hand(engine, 'p1')).toHaveLength(2)
  })

  it("keeps the spec's default (players draw) and pins the option in the config", () => {
    expect(DrawPlugin.config).toEqual({ drawCard: 'players' })
    expect(createDrawPlugin({ drawCard: 'internal' }).config).toEqual({ drawCard: 'internal' })
    expect(() => createDrawPlugin({ drawCard: 'sometimes' as never })).toThrow("draw: drawCard must be 'players' or 'internal', got 'sometimes'")
  })
})

describe('deny codes', () => {
  /** The action is denied with `code`, emitting nothing and changing neither the state nor the history. */
  function expectDenied(engine: GameEngine, action: Dispatchable<Action>, code: string) {
    const before = engine.getState()
    const history = engine.getHistory().length
    const result = engine.dispatch(action)
    expect(result).toBeDenied(code)
    expect(result.events).toEqual([])
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(history)
  }

  it('NOT_ENOUGH_CARDS: the source is short and nothing is drawn (never a partial draw)', () => {
    const { engine } = startGame({ deck: 2 })
    expectDenied(engine, createDrawCardAction('p1', 3), 'NOT_ENOUGH_CARDS')
    expect(engine.getHistory()).toHaveLength(0)
    expect(hand(engine, 'p1')).toEqual([])
  })

  it('NOT_ENOUGH_CARDS: even the reshuffle cannot cover the draw, so neither pile is touched', () => {
    // 1 in the deck + 3 of the 4 discards (the top one stays) = 4 available.
    const { engine } = startGame({ deck: 1, discard: 4, variables: { [RESHUFFLE_FROM_VARIABLE]: 'discard' } }, 3)
    const random = engine.createSnapshot().random
    expectDenied(engine, createDrawCardAction('p1', 5), 'NOT_ENOUGH_CARDS')
    expect(engine.createSnapshot().random).toEqual(random)
    expect(engine.dispatch(createDrawCardAction('p1', 4))).toBeOk()
    expect(cardsOf(engine, 'discard')).toEqual(['d4'])
  })

  it('NOT_ENOUGH_CARDS: a reshuffle pile of only its top card adds nothing', () => {
    const { engine } = startGame({ deck: 0, discard: 1, variables: { [RESHUFFLE_FROM_VARIABLE]: 'discard' } })
    expectDenied(engine, createDrawCardAction('p1', 1), 'NOT_ENOUGH_CARDS')
  })

  it('INVALID_DRAW: a count that is not a positive integer', () => {
    const { engine } = startGame()
    for (const count of [0, -1, 1.5, '2']) {
      expectDenied(engine, createAction({ type: DRAW_CARD, playerId: 'p1', payload: { playerId: 'p1', count } }), 'INVALID_DRAW')
    }
    // NaN is no JSON number: core refuses it before the rules in checked modes, the plugin's rule in 'none'.
    expectDenied(engine, createAction({ type: DRAW_CARD, playerId: 'p1', payload: { playerId: 'p1', count: Number.NaN } }), 'INVALID_PAYLOAD')
    const unchecked = createTestEngine({ plugins: [tinyDeck(), DrawPlugin], players: [{ id: 'p1', name: 'p1' }], config: { validationMode: 'none' } })
    expectDenied(unchecked, createAction({ type: DRAW_CARD, playerId: 'p1', payload: { playerId: 'p1', count: Number.NaN } }), 'INVALID_DRAW')
  })

  it('UNKNOWN_PLAYER: no player, or a player id that is not a string (the draw names no player of the game)', () => {
    const { engine } = startGame()
    expectDenied(engine, createAction({ type: DRAW_CARD, payload: { count: 1 } }), 'UNKNOWN_PLAYER')
    expectDenied(engine, createAction({ type: DRAW_CARD, payload: { playerId: 7, count: 1 } }), 'UNKNOWN_PLAYER')
    expect(engine.dispatch(createAction({ type: DRAW_CARD, payload: { count: 1 } })).denyReason).toBe('a draw needs a player')
  })

  it('INVALID_DRAW: a player drawing for someone else', () => {
    const { engine } = startGame()
    expectDenied(engine, createAction({ type: DRAW_CARD, playerId: 'p1', payload: { playerId: 'p2', count: 1 } }), 'INVALID_DRAW')
  })

  it('INVALID_DRAW: drawing from your own hand', () => {
    const { engine } = startGame()
    position(engine, withCards('hand-p1', ['c10', 'c9']))
    expectDenied(engine, createDrawCardAction('p1', 1, playerHandZoneId('p1')), 'INVALID_DRAW')
    expect(hand(engine, 'p1')).toEqual(['c10', 'c9'])
  })

  it("drawing from another player's hand is allowed (a zone like any other)", () => {
    const { engine } = startGame()
    position(engine, withCards('hand-p2', ['c10', 'c9']))
    expect(engine.dispatch(createDrawCardAction('p1', 1, playerHandZoneId('p2')))).toBeOk()
    expect(hand(engine, 'p1')).toEqual(['c9'])
    expect(hand(engine, 'p2')).toEqual(['c10'])
  })

  it('UNKNOWN_PLAYER: the payload names no player of the game', () => {
    const { engine } = startGame()
    expectDenied(engine, createAction({ type: DRAW_CARD, payload: { playerId: 'ghost', count: 1 } }), 'UNKNOWN_PLAYER')
    expectDenied(engine, createDrawCardAction('ghost', 1), 'UNKNOWN_PLAYER')
  })

  it('UNKNOWN_ZONE: the source zone does not exist', () => {
    const { engine } = startGame()
    expectDenied(engine, createDrawCardAction('p1', 1, 'nowhere'), 'UNKNOWN_ZONE')
  })

  it('UNKNOWN_ZONE: the player has no hand zone (joined after setup)', () => {
    const { engine } = startGame({ onStart: (ctx) => ctx.addPlayer(createPlayer({ id: 'late', name: 'Late', seat: 9 })) })
    expectDenied(engine, createDrawCardAction('late', 1), 'UNKNOWN_ZONE')
    // The same position built directly: a player without a hand zone.
    const other = startGame().engine
    position(other, (s) => stateUtils.addPlayer(s, createPlayer({ id: 'late', name: 'Late', seat: 9 })))
    expectDenied(other, createDrawCardAction('late', 1), 'UNKNOWN_ZONE')
  })

  it("are core's common codes and INVALID_DRAW (DrawDeny)", () => {
    expect(DrawDeny.codes).toEqual({ ...CommonDenyCodes, INVALID_DRAW: 'INVALID_DRAW' })
  })

  it('engine.validate gives the same verdicts as dispatch', () => {
    const { engine } = startGame({ deck: 2 })
    expect(engine.validate(createDrawCardAction('p1', 2))).toEqual({ ok: true })
    expect(engine.validate(createDrawCardAction('p1', 3))).toBeDenied('NOT_ENOUGH_CARDS')
  })
})

describe('draw.playerDraws and getLegalActions', () => {
  const drawOne = (playerId: string) => ({ id: '', type: DRAW_CARD, playerId, payload: { playerId, count: 1 } })

  it('offers no draw unless draw.playerDraws is true', () => {
    expect(startGame().engine.getLegalActions('p1')).toEqual([])
    expect(startGame({ variables: { [PLAYER_DRAWS_VARIABLE]: 'yes' } }).engine.getLegalActions('p1')).toEqual([])
  })

  it('offers the current player a one-card draw, and nobody else anything', () => {
    const { engine } = startGame({ variables: { [PLAYER_DRAWS_VARIABLE]: true } })
    expect(engine.getLegalActions('p1')).toEqual([drawOne('p1')])
    expect(engine.getLegalActions('p2')).toEqual([])
    const offered = engine.getLegalActions('p1')[0]!
    expect(engine.dispatch(offered)).toBeOk()
    expect(hand(engine, 'p1')).toEqual(['c10'])
  })

  it('declares no actors hook: engine.getActors() falls back to the players with legal actions', () => {
    expect(DrawPlugin.actors).toBeUndefined()
    expect(startGame().engine.getActors()).toEqual([])
    expect(startGame({ variables: { [PLAYER_DRAWS_VARIABLE]: true } }).engine.getActors()).toEqual(['p1'])
  })

  it('is switched on through the typed DrawVariables as well', () => {
    const { engine } = startGame()
    position(engine, (s) => DrawVariables.playerDraws.set(s, true))
    expect(DrawVariables.playerDraws.get(engine.getState())).toBe(true)
    expect(engine.getLegalActions('p1')).toEqual([drawOne('p1')])
    expect(DrawVariables.reshuffleFrom.key).toBe(RESHUFFLE_FROM_VARIABLE)
  })

  it('offers the draw as soon as a position turns draw.playerDraws on', () => {
    const { engine } = startGame()
    expect(engine.getLegalActions('p1')).toEqual([])
    position(engine, withVariables({ [PLAYER_DRAWS_VARIABLE]: true }))
    expect(engine.getLegalActions('p1')).toEqual([drawOne('p1')])
  })

  it('offers nothing before the game starts', () => {
    const engine = createTestEngine({
      plugins: [tinyDeck({ variables: { [PLAYER_DRAWS_VARIABLE]: true } }), DrawPlugin],
      players: [{ id: 'p1', name: 'A' }],
      start: false,
    })
    expect(engine.getLegalActions('p1')).toEqual([])
  })

  it('offers nothing when the deck is empty and nothing can be reshuffled', () => {
    const { engine } = startGame({ deck: 0, discard: 1, variables: { [PLAYER_DRAWS_VARIABLE]: true, [RESHUFFLE_FROM_VARIABLE]: 'discard' } })
    expect(engine.getLegalActions('p1')).toEqual([])
  })

  it('still offers the draw when the deck is empty but the reshuffle pile can refill it', () => {
    const { engine } = startGame({ deck: 0, discard: 2, variables: { [PLAYER_DRAWS_VARIABLE]: true, [RESHUFFLE_FROM_VARIABLE]: 'discard' } })
    expect(engine.getLegalActions('p1')).toEqual([drawOne('p1')])
    expect(engine.dispatch(drawOne('p1')).events.map((e) => e.type)).toEqual(['DECK_RESHUFFLED', 'CARD_DRAWN'])
    expect(hand(engine, 'p1')).toEqual(['d1'])
  })
})

/** The player after `playerId` by seat, wrapping around. */
function nextBySeat(state: GameState, playerId: string): string {
  const ids = Object.values(state.players)
    .sort((a, b) => a.seat - b.seat)
    .map((p) => p.id)
  return ids[(ids.indexOf(playerId) + 1) % ids.length]!
}

/**
 * A drawing game for the fuzzer: `deckSize` cards, two dealt to each player
 * (chained draws, denied once the deck is short), players draw as a move, the
 * discard pile refills the deck, and the current player may discard a card (the
 * turn passes) or make the next player draw two (a chained draw that may be denied).
 */
function drawingTable(deckSize: number): GamePlugin {
  const isCurrent = (state: GameState, playerId: string) => state.status === 'playing' && state.currentPlayerId === playerId
  return {
    id: 'drawing-table',
    name: 'Drawing table',
    version: '1.0.0',
    dependencies: { draw: '^1.0.0' },
    setup(ctx) {
      if (ctx.state.zones.deck) return
      ctx.addZone(createZone({ id: 'deck', type: 'deck' }))
      ctx.addZone(createZone({ id: 'discard', type: 'discard' }))
      for (const id of range('c', deckSize)) {
        ctx.addCard(createCard({ id, type: 'tiny' }))
        ctx.addCardToZone(id, 'deck')
      }
      ctx.setVariable(PLAYER_DRAWS_VARIABLE, true)
      ctx.setVariable(RESHUFFLE_FROM_VARIABLE, 'discard')
    },
    actions: [
      {
        type: 'DISCARD',
        execute(a, { state }) {
          const { cardId } = a.payload as { cardId: string }
          let s = stateUtils.moveCard(state, cardId, playerHandZoneId(a.playerId!), 'discard')
          s = stateUtils.setCurrentPlayer(s, nextBySeat(state, a.playerId!))
          return { state: s }
        },
        enumerate: (state, playerId) =>
          isCurrent(state, playerId) ? state.zones[playerHandZoneId(playerId)]!.cards.map((cardId) => ({ type: 'DISCARD', playerId, payload: { cardId } })) : [],
      },
      {
        type: 'DRAW_TWO',
        execute: (a, { state }) => ({ state, events: [{ type: 'DRAW_TWO_PLAYED', playerId: a.playerId! }] }),
        enumerate: (state, playerId) => (isCurrent(state, playerId) ? [{ type: 'DRAW_TWO', playerId }] : []),
      },
    ],
    events: [
      {
        type: 'GAME_STARTED',
        handle(_event, ctx) {
          const ids = Object.values(ctx.state.players).sort((a, b) => a.seat - b.seat).map((p) => p.id)
          ctx.setCurrentPlayer(ids[0]!)
          for (const id of ids) ctx.drawCards(id, 2)
        },
      },
      { type: 'DRAW_TWO_PLAYED', handle: (event, ctx) => void ctx.drawCards(nextBySeat(ctx.state, event.playerId!), 2) },
    ],
  }
}

describe('fuzzing', () => {
  /** Games of 40 steps (README, Tests). */
  const GAMES = testSize('DRAW_FUZZ_GAMES', { quick: 12, long: 1_000 })

  it('random drawing games of 2–5 players, with reshuffles and denied chained draws, keep every engine promise', () => {
    const report = fuzzPlugins(
      (seed) => createTestEngine({ plugins: [DrawPlugin, drawingTable(6 + (seed % 7))], players: 2 + (seed % 4), seed }),
      { games: GAMES, maxSteps: 40, seed: 3 },
    )
    expect(report.ok, report.failures.map((f) => `seed ${f.seed}: ${f.message}`).join('\n\n')).toBe(true)
    expect(report.games).toBe(GAMES)
    expect(report.steps).toBe(GAMES * 40)
  })
})
