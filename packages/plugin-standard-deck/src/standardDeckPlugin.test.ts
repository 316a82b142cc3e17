import { readFileSync } from 'node:fs'
import {
  CommonDenyCodes,
  createAction,
  createZone,
  InvalidOptionError,
  playerHandZoneId,
  ReplayEngine,
  SeededRandomProvider,
  stateUtils,
  type GameEngine,
  type GameEvent,
  type GamePlugin,
  type RandomProvider,
} from '@decklet/core'
import {
  buildState,
  createTestEngine,
  expectDeterministic,
  fuzzPlugins,
  installState,
  mockRandom,
  runScenario,
  testSize,
  verifyReplay,
  withCards,
} from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import '@decklet/testing/vitest'
import { RANKS, rankValue, SUITS } from './cards'
import {
  createShuffleAction,
  createStandardDeckPlugin,
  resolveStandardDeckOptions,
  SHUFFLE,
  STANDARD_DECK_PLUGIN_VERSION,
  STANDARD_DECK_ZONE_ID,
  StandardDeckActionTypes,
  StandardDeckDeny,
  StandardDeckPlugin,
} from './index'

/** The 52 ids of one deck in the order setup lays them down: clubs, diamonds, hearts, spades; 2 up to A. */
function deckIds(suffix = ''): string[] {
  return SUITS.flatMap((s) => RANKS.map((r) => `std-${s.suit}-${r}${suffix}`))
}

/**
 * A plugin for tests: a `table` zone, `DEAL_TO_TABLE` (moves the top `count`
 * deck cards to the table) and `RUN_SETUP`, whose event handler runs
 * `target.setup` a second time with the engine's live GameContext.
 */
function testTools(target: GamePlugin = StandardDeckPlugin): GamePlugin {
  return {
    id: 'test-tools',
    name: 'Test tools',
    version: '1.0.0',
    setup(ctx) {
      if (!ctx.state.zones.table) ctx.addZone(createZone({ id: 'table', type: 'table' }))
    },
    actions: [
      {
        type: 'DEAL_TO_TABLE',
        execute: (action, { state }) => {
          const count = (action.payload as { count: number }).count
          return { state: stateUtils.moveCards(state, state.zones.deck!.cards.slice(-count), 'deck', 'table') }
        },
      },
      { type: 'RUN_SETUP', execute: (_action, { state }) => ({ state, events: [{ type: 'SETUP_REQUESTED' }] }) },
    ],
    events: [{ type: 'SETUP_REQUESTED', handle: (_event, ctx) => target.setup!(ctx) }],
  }
}

interface GameOptions {
  /** The standard-deck plugin (default StandardDeckPlugin). */
  deck?: GamePlugin
  seed?: number
  /** Plugins registered after the deck. */
  more?: GamePlugin[]
  /** Start the game (default true). */
  start?: boolean
  random?: RandomProvider
}

/** Two players, seed 7, the deck plugin then `more`; started unless `start: false`. */
function newGame(options: GameOptions = {}): GameEngine {
  return createTestEngine({
    plugins: [options.deck ?? StandardDeckPlugin, ...(options.more ?? [])],
    seed: options.seed ?? 7,
    start: options.start ?? true,
    ...(options.random ? { config: { random: options.random } } : {}),
  })
}

/** Puts the top `count` deck cards on the table zone of the test tools, without playing up to it. */
function dealToTable(engine: GameEngine, count: number) {
  return installState(engine, buildState(engine.getState(), withCards('table', engine.getState().zones.deck!.cards.slice(-count))))
}

function deckAfterStart(seed: number): readonly string[] {
  return newGame({ seed }).getState().zones.deck!.cards
}

function startEvents(engine: GameEngine): [string, unknown][] {
  const events: GameEvent[] = []
  const off = engine.subscribeAll((e) => events.push(e))
  engine.start()
  off()
  return events.map((e) => [e.type, e.payload])
}

describe('the standard deck created in setup', () => {
  it('puts the 52 cards in a single hidden `deck` zone, suit by suit and 2 up to the ace', () => {
    const state = newGame({ start: false }).getState()
    expect(STANDARD_DECK_ZONE_ID).toBe('deck')
    expect(state.zones.deck).toEqual({ id: 'deck', type: 'deck', ownerId: null, cards: deckIds(), visibility: 'hidden' })
    expect(state.zones.deck!.cards.slice(0, 3)).toEqual(['std-clubs-2', 'std-clubs-3', 'std-clubs-4'])
    expect(state.zones.deck!.cards.at(-1)).toBe('std-spades-A')
    expect(Object.keys(state.cards).sort()).toEqual(deckIds().sort())
  })

  it('gives each card its suit, rank, numeric rank value, colour and deck number', () => {
    const { cards } = newGame({ start: false }).getState()
    expect(cards['std-hearts-Q']).toEqual({ id: 'std-hearts-Q', type: 'standard', suit: 'hearts', rank: 'Q', rankValue: 12, color: 'red', deck: 1 })
    expect(cards['std-clubs-10']).toEqual({ id: 'std-clubs-10', type: 'standard', suit: 'clubs', rank: '10', rankValue: 10, color: 'black', deck: 1 })
    expect(cards['std-spades-A']).toEqual({ id: 'std-spades-A', type: 'standard', suit: 'spades', rank: 'A', rankValue: 14, color: 'black', deck: 1 })
    expect(cards['std-diamonds-2']).toEqual({ id: 'std-diamonds-2', type: 'standard', suit: 'diamonds', rank: '2', rankValue: 2, color: 'red', deck: 1 })
    for (const s of SUITS) {
      for (const r of RANKS) {
        const id = `std-${s.suit}-${r}`
        expect(cards[id]).toEqual({ id, type: 'standard', suit: s.suit, rank: r, rankValue: rankValue(r), color: s.color, deck: 1 })
      }
    }
  })

  it('adds nothing but the deck zone and its cards (no hands, no variables)', () => {
    const state = newGame({ start: false }).getState()
    expect(Object.keys(state.zones)).toEqual(['deck'])
    expect(state.variables).toEqual({})
    expect(state.status).toBe('waiting')
  })

  it('adds a black and a red joker (54 cards) with the jokers option', () => {
    const state = newGame({ deck: createStandardDeckPlugin({ jokers: true }), start: false }).getState()
    expect(state.zones.deck!.cards).toEqual([...deckIds(), 'std-joker-black', 'std-joker-red'])
    expect(Object.keys(state.cards)).toHaveLength(54)
    expect(state.cards['std-joker-black']).toEqual({
      id: 'std-joker-black', type: 'standard', suit: 'joker', rank: 'joker', rankValue: 15, color: 'black', deck: 1,
    })
    expect(state.cards['std-joker-red']).toEqual({
      id: 'std-joker-red', type: 'standard', suit: 'joker', rank: 'joker', rankValue: 16, color: 'red', deck: 1,
    })
  })

  it('adds no jokers when the option is false', () => {
    expect(newGame({ deck: createStandardDeckPlugin({ jokers: false }), start: false }).getState().zones.deck!.cards).toEqual(deckIds())
  })

  it('shuffles several decks together, the ids of deck n ≥ 2 ending in -d${n}', () => {
    const state = newGame({ deck: createStandardDeckPlugin({ decks: 3 }), start: false }).getState()
    expect(state.zones.deck!.cards).toEqual([...deckIds(), ...deckIds('-d2'), ...deckIds('-d3')])
    expect(Object.keys(state.cards)).toHaveLength(156)
    expect(state.cards['std-hearts-Q-d2']).toEqual({
      id: 'std-hearts-Q-d2', type: 'standard', suit: 'hearts', rank: 'Q', rankValue: 12, color: 'red', deck: 2,
    })
    expect(state.cards['std-spades-A-d3']!.deck).toBe(3)
    expect(state.cards['std-spades-A']!.deck).toBe(1)
  })

  it('gives every deck its own two jokers when both options are set (2 decks: 108 cards)', () => {
    const state = newGame({ deck: createStandardDeckPlugin({ jokers: true, decks: 2 }), start: false }).getState()
    expect(state.zones.deck!.cards).toEqual([
      ...deckIds(), 'std-joker-black', 'std-joker-red',
      ...deckIds('-d2'), 'std-joker-black-d2', 'std-joker-red-d2',
    ])
    expect(Object.keys(state.cards)).toHaveLength(108)
    expect(state.cards['std-joker-red-d2']).toEqual({
      id: 'std-joker-red-d2', type: 'standard', suit: 'joker', rank: 'joker', rankValue: 16, color: 'red', deck: 2,
    })
  })

  it('rejects a number of decks that is not a positive integer with an InvalidOptionError', () => {
    for (const decks of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createStandardDeckPlugin({ decks })).toThrow(InvalidOptionError)
    }
    expect(() => createStandardDeckPlugin({ decks: 0 })).toThrow('decks must be a positive integer, got 0')
    const error = (() => {
      try {
        createStandardDeckPlugin({ decks: 1.5 })
      } catch (e) {
        return e
      }
    })() as InvalidOptionError
    expect([error.code, error.option, error.value, error.allowed]).toEqual(['INVALID_OPTION', 'decks', 1.5, 'a positive integer'])
  })

  it('resolves the options with their defaults', () => {
    expect(resolveStandardDeckOptions()).toEqual({ jokers: false, decks: 1, shuffleOnStart: true })
    expect(resolveStandardDeckOptions({ jokers: true, decks: 2, shuffleOnStart: false })).toEqual({ jokers: true, decks: 2, shuffleOnStart: false })
  })

  it('shares one frozen card record among the games of one plugin, and builds another for another plugin', () => {
    const plugin = createStandardDeckPlugin({ decks: 2 })
    const a = createTestEngine({ plugins: [plugin], players: 1 }).getState().cards
    const b = createTestEngine({ plugins: [plugin], players: 1 }).getState().cards
    expect(b).toBe(a)
    expect(Object.isFrozen(a)).toBe(true)
    const other = createTestEngine({ plugins: [createStandardDeckPlugin({ decks: 2 })], players: 1 }).getState().cards
    expect(other).not.toBe(a)
    expect(other).toEqual(a)
  })
})

describe('the plugin identity', () => {
  it("is 'standard-deck', reporting the package.json version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(StandardDeckPlugin.id).toBe('standard-deck')
    expect(StandardDeckPlugin.version).toBe(pkg.version)
    expect(STANDARD_DECK_PLUGIN_VERSION).toBe(pkg.version)
    expect(createStandardDeckPlugin({ jokers: true, decks: 2 }).version).toBe(pkg.version)
    expect(StandardDeckPlugin.dependencies).toBeUndefined()
  })

  it('is what the record pins, so a record replays only with it', () => {
    const record = newGame().exportRecord()
    expect(record.plugins).toEqual([
      { id: 'standard-deck', version: STANDARD_DECK_PLUGIN_VERSION, config: { jokers: false, decks: 1, shuffleOnStart: true } },
    ])
    expect(createStandardDeckPlugin({ jokers: true, decks: 2 }).config).toEqual({ jokers: true, decks: 2, shuffleOnStart: true })
    // Another deck is another game: its record does not replay with this one.
    expect(() => ReplayEngine.replayRecord(record, [createStandardDeckPlugin({ decks: 2 })])).toThrow(
      expect.objectContaining({ code: 'RECORD_PLUGIN_CONFIG' }),
    )
  })
})

describe('setup is idempotent', () => {
  it('running setup again inside a tick adds no card or zone and leaves the deck as it was', () => {
    const engine = newGame({ more: [testTools()] })
    const before = engine.getState()
    runScenario(engine, [{ action: createAction({ type: 'RUN_SETUP' }), events: [{ type: 'SETUP_REQUESTED' }] }])
    const after = engine.getState()
    // Only the engine's bump for the RUN_SETUP action itself: setup made no mutation.
    expect(after.version).toBe(before.version + 1)
    expect(after).toEqualState(before, { ignorePaths: ['version'] })
    expect(after.zones.deck!.cards).toEqual(before.zones.deck!.cards)
  })

  it('does not put back or duplicate cards that have left the deck', () => {
    const engine = newGame({ more: [testTools()] })
    const before = dealToTable(engine, 3)
    expect(before.zones.deck!.cards).toHaveLength(49)
    expect(before.zones.table!.cards).toHaveLength(3)
    expect(engine.dispatch(createAction({ type: 'RUN_SETUP' }))).toBeOk()
    const after = engine.getState()
    expect(after.zones.deck!.cards).toEqual(before.zones.deck!.cards)
    expect(after.zones.table!.cards).toEqual(before.zones.table!.cards)
    expect(Object.keys(after.cards)).toHaveLength(52)
    expect(after.cards).toEqual(before.cards)
  })

  it('checks each card on its own: a jokers setup over a 52-card game adds only the two jokers', () => {
    const engine = newGame({ more: [testTools(createStandardDeckPlugin({ jokers: true }))], start: false })
    const before = engine.getState()
    engine.start()
    const shuffled = engine.getState().zones.deck!.cards
    expect(engine.dispatch(createAction({ type: 'RUN_SETUP' }))).toBeOk()
    const after = engine.getState()
    expect(after.zones.deck!.cards).toEqual([...shuffled, 'std-joker-black', 'std-joker-red'])
    expect(Object.keys(after.cards)).toHaveLength(54)
    expect(Object.keys(after.zones).sort()).toEqual(Object.keys(before.zones).sort())
  })

  it('replay re-runs setup on the recorded initial state and adds nothing', () => {
    const engine = newGame({ seed: 11, more: [testTools()] })
    expect(engine.dispatch(createAction({ type: 'DEAL_TO_TABLE', payload: { count: 5 } }))).toBeOk()
    expect(engine.dispatch(createAction({ type: SHUFFLE }))).toBeOk()
    expect(engine.getInitialState().zones.deck!.cards).toEqual(deckIds())
    // Replayed by new plugin instances, as a saved game would be.
    const check = verifyReplay(engine, [StandardDeckPlugin, testTools()])
    expect(check.diff).toBe('')
    const state = check.state!
    expect(Object.keys(state.cards)).toHaveLength(52)
    expect(state.zones.deck!.cards).toHaveLength(47)
    expect(state.zones.table!.cards).toHaveLength(5)
  })

  it('an exported record replays to the same state, deck order included', () => {
    const engine = newGame({ deck: createStandardDeckPlugin({ jokers: true, decks: 2 }), seed: 99 })
    expect(engine.dispatch(createAction({ type: SHUFFLE }))).toBeOk()
    const check = verifyReplay(engine, [createStandardDeckPlugin({ jokers: true, decks: 2 })])
    expect(check.ok).toBe(true)
    expect(check.state!.zones.deck!.cards).toEqual(engine.getState().zones.deck!.cards)
    expect(Object.keys(check.state!.cards)).toHaveLength(108)
  })
})

describe('SHUFFLE when the game starts', () => {
  it('shuffles the deck with the seeded random source, emitting DECK_SHUFFLED after GAME_STARTED', () => {
    const engine = newGame({ seed: 42, start: false })
    const initial = engine.getState().zones.deck!.cards
    expect(startEvents(engine)).toEqual([
      ['GAME_STARTED', { gameId: 'game' }],
      ['DECK_SHUFFLED', { zoneId: 'deck', count: 52 }],
    ])
    // The game's random stream from start() on is a fresh SeededRandomProvider(seed).
    expect(engine.getState().zones.deck!.cards).toEqual(new SeededRandomProvider(42).shuffle(initial))
  })

  it("draws from the engine's random source, one draw per card but the last", () => {
    // A Fisher–Yates shuffle whose every draw is 0 swaps each card with the bottom one: the bottom card
    // (the two of clubs) ends on top and the rest move down one place. A 52nd draw would exhaust the script.
    const random = mockRandom(Array<number>(51).fill(0))
    const engine = newGame({ random })
    const ids = deckIds()
    expect(engine.getState().zones.deck!.cards).toEqual([...ids.slice(1), ids[0]])
    expect(random.remaining).toBe(0)
  })

  it('is a permutation of the 52 cards, not the setup order', () => {
    const deck = deckAfterStart(5)
    expect(deck).toHaveLength(52)
    expect([...deck].sort()).toEqual(deckIds().sort())
    expect(deck).not.toEqual(deckIds())
  })

  it('gives the same order for the same seed', () => {
    expect(deckAfterStart(123456)).toEqual(deckAfterStart(123456))
    // And so do later shuffles: the whole game is a function of its seed.
    expectDeterministic(
      (seed) => newGame({ seed, deck: createStandardDeckPlugin({ jokers: true }) }),
      (engine) => {
        engine.dispatch(createAction({ type: SHUFFLE }))
        engine.dispatch(createAction({ type: SHUFFLE }))
      },
      [123456, 1, 2],
    )
  })

  it('gives different orders for different seeds', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => deckAfterStart(seed).join(',')))
    expect(orders.size).toBe(10)
  })

  it('comes before a deal queued by a plugin registered after it, so the dealt cards are shuffled ones', () => {
    const dealer: GamePlugin = {
      id: 'dealer', name: 'Dealer', version: '1.0.0',
      events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: 'DEAL_TO_TABLE', payload: { count: 3 } })) }],
    }
    const engine = newGame({ seed: 5, more: [testTools(), dealer] })
    const shuffled = new SeededRandomProvider(5).shuffle(deckIds())
    expect(engine.getState().zones.table!.cards).toEqual(shuffled.slice(-3))
    expect(engine.getState().zones.deck!.cards).toEqual(shuffled.slice(0, -3))
  })

  it('is not recorded in the history (replay re-creates it by re-running start)', () => {
    const engine = newGame()
    expect(engine.getHistory()).toHaveLength(0)
    expect(engine.getState().status).toBe('playing')
  })

  it('shuffles every card of every deck, jokers included', () => {
    const engine = newGame({ deck: createStandardDeckPlugin({ jokers: true, decks: 2 }), seed: 3, start: false })
    const initial = engine.getState().zones.deck!.cards
    engine.start()
    const deck = engine.getState().zones.deck!.cards
    expect(deck).toEqual(new SeededRandomProvider(3).shuffle(initial))
    expect([...deck].sort()).toEqual([...initial].sort())
  })

  it('does not happen with shuffleOnStart: false (the deck keeps its setup order)', () => {
    const engine = newGame({ deck: createStandardDeckPlugin({ shuffleOnStart: false }), seed: 42, start: false })
    expect(startEvents(engine).map(([type]) => type)).toEqual(['GAME_STARTED'])
    expect(engine.getState().zones.deck!.cards).toEqual(deckIds())
  })

  it('can still be dispatched by the game when shuffleOnStart is false', () => {
    const engine = newGame({ deck: createStandardDeckPlugin({ shuffleOnStart: false }), seed: 42 })
    expect(engine.dispatch(createAction({ type: SHUFFLE }))).toBeOk()
    expect(engine.getState().zones.deck!.cards).toEqual(new SeededRandomProvider(42).shuffle(deckIds()))
  })
})

describe('the SHUFFLE action', () => {
  it('shuffles the deck again, continuing the seeded random stream, and is recorded', () => {
    const engine = newGame({ seed: 8 })
    const random = new SeededRandomProvider(8)
    const first = random.shuffle(deckIds())
    expect(engine.getState().zones.deck!.cards).toEqual(first)
    runScenario(engine, [
      {
        action: createAction({ type: SHUFFLE }),
        events: [{ type: 'DECK_SHUFFLED', payload: { zoneId: 'deck', count: 52 } }],
        check: (state) => expect(state.zones.deck!.cards).toEqual(random.shuffle(first)),
      },
    ])
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['SHUFFLE'])
  })

  it('shuffles another zone named by payload.zoneId and leaves the deck alone', () => {
    const engine = newGame({ seed: 8, more: [testTools()] })
    const { zones } = dealToTable(engine, 10)
    const result = engine.dispatch(createAction({ type: SHUFFLE, payload: { zoneId: 'table' } }))
    expect(result).toBeOk()
    expect(result.events.map((e) => e.payload)).toEqual([{ zoneId: 'table', count: 10 }])
    expect(engine.getState().zones.deck!.cards).toEqual(zones.deck!.cards)
    const shuffled = engine.getState().zones.table!.cards
    expect([...shuffled].sort()).toEqual([...zones.table!.cards].sort())
    expect(shuffled).not.toEqual(zones.table!.cards)
  })

  it('shuffles an empty zone to an empty zone (count 0)', () => {
    runScenario(newGame({ seed: 8, more: [testTools()] }), [
      {
        action: createAction({ type: SHUFFLE, payload: { zoneId: 'table' } }),
        events: [{ type: 'DECK_SHUFFLED', payload: { zoneId: 'table', count: 0 } }],
        check: (state) => expect(state.zones.table!.cards).toEqual([]),
      },
    ])
  })

  it('treats a null payload like no payload: the deck is shuffled', () => {
    runScenario(newGame({ seed: 8 }), [
      { action: { type: SHUFFLE, payload: null }, events: [{ type: 'DECK_SHUFFLED', payload: { zoneId: 'deck', count: 52 } }] },
    ])
  })

  it('is made by createShuffleAction, for the deck or another zone, and its type is StandardDeckActionTypes.SHUFFLE', () => {
    expect(StandardDeckActionTypes).toEqual({ SHUFFLE: 'SHUFFLE' })
    expect(createShuffleAction()).toEqual(createAction({ type: SHUFFLE }))
    expect(createShuffleAction('table')).toEqual(createAction({ type: SHUFFLE, payload: { zoneId: 'table' } }))
    runScenario(newGame({ seed: 8, more: [testTools()] }), [
      { action: createShuffleAction('table'), events: [{ type: 'DECK_SHUFFLED', payload: { zoneId: 'table', count: 0 } }] },
    ])
  })

  it("denies with core's common codes only", () => {
    expect(StandardDeckDeny.codes).toEqual(CommonDenyCodes)
  })

  it('is denied to players with NOT_A_PLAYER_ACTION, changing nothing', () => {
    const engine = newGame()
    const before = engine.getState()
    const result = engine.dispatch(createAction({ type: SHUFFLE, playerId: 'p1' }))
    expect(result).toBeDenied('NOT_A_PLAYER_ACTION')
    expect(result.denyReason).toBe('players cannot shuffle; the game does')
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(0)
    expect(engine.validate(createAction({ type: SHUFFLE, playerId: 'p2', payload: { zoneId: 'deck' } }))).toBeDenied('NOT_A_PLAYER_ACTION')
  })

  it('is denied for a zone that does not exist with UNKNOWN_ZONE', () => {
    const engine = newGame()
    const before = engine.getState()
    const result = engine.dispatch(createAction({ type: SHUFFLE, payload: { zoneId: 'discard' } }))
    expect(result).toBeDenied('UNKNOWN_ZONE')
    expect(result.denyReason).toBe("no zone 'discard' to shuffle")
    expect(engine.getState()).toBe(before)
    for (const zoneId of [42, 'toString', '__proto__', 'hand-p1']) {
      expect(engine.dispatch({ type: SHUFFLE, payload: { zoneId } })).toBeDenied('UNKNOWN_ZONE')
    }
  })

  it('checks the player before the zone', () => {
    const engine = newGame()
    expect(engine.dispatch(createAction({ type: SHUFFLE, playerId: 'p1', payload: { zoneId: 'nowhere' } }))).toBeDenied('NOT_A_PLAYER_ACTION')
  })

  it('is never offered to a player by getLegalActions', () => {
    const engine = newGame()
    expect(engine.getLegalActions('p1')).toEqual([])
    expect(engine.getLegalActions('p2')).toEqual([])
  })
})

/**
 * A card table for the fuzzer: every player has a hand and may take the top
 * card of the deck, mix their hand, or give their hand back — after which the
 * game shuffles the deck (chained SHUFFLE actions).
 */
const CardTable: GamePlugin = {
  id: 'card-table',
  name: 'Card table',
  version: '1.0.0',
  dependencies: { 'standard-deck': '^1.0.0' },
  setup(ctx) {
    for (const id of Object.keys(ctx.state.players)) {
      if (!ctx.state.zones[playerHandZoneId(id)]) ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id }))
    }
  },
  actions: [
    {
      type: 'TAKE',
      execute: (a, { state }) => ({ state: stateUtils.moveCard(state, state.zones.deck!.cards.at(-1)!, 'deck', playerHandZoneId(a.playerId!)) }),
      enumerate: (state, playerId) => (state.zones.deck!.cards.length > 0 ? [{ type: 'TAKE', playerId }] : []),
    },
    {
      type: 'MIX_HAND',
      execute: (a, { state }) => ({ state, events: [{ type: 'MIX_REQUESTED', playerId: a.playerId! }] }),
      enumerate: (state, playerId) => (state.zones[playerHandZoneId(playerId)]!.cards.length > 1 ? [{ type: 'MIX_HAND', playerId }] : []),
    },
    {
      type: 'GIVE_BACK',
      execute: (a, { state }) => {
        const hand = playerHandZoneId(a.playerId!)
        return { state: stateUtils.moveCards(state, state.zones[hand]!.cards, hand, 'deck'), events: [{ type: 'GAVE_BACK', playerId: a.playerId! }] }
      },
      enumerate: (state, playerId) => (state.zones[playerHandZoneId(playerId)]!.cards.length > 0 ? [{ type: 'GIVE_BACK', playerId }] : []),
    },
  ],
  events: [
    { type: 'MIX_REQUESTED', handle: (e, ctx) => void ctx.dispatch(createAction({ type: SHUFFLE, payload: { zoneId: playerHandZoneId(e.playerId!) } })) },
    { type: 'GAVE_BACK', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: SHUFFLE })) },
  ],
}

describe('fuzzing', () => {
  /** Games of 30 steps (README, Tests). */
  const GAMES = testSize('STANDARD_DECK_FUZZ_GAMES', { quick: 8, long: 1_000 })

  it('random games taking, mixing and giving back cards of one or two decks with jokers keep every engine promise', () => {
    const report = fuzzPlugins(
      (seed) =>
        createTestEngine({
          plugins: [createStandardDeckPlugin({ jokers: true, decks: 1 + (seed % 2) }), CardTable],
          players: 2 + (seed % 3),
          seed,
        }),
      { games: GAMES, maxSteps: 30, seed: 52 },
    )
    expect(report.ok, report.failures.map((f) => `seed ${f.seed}: ${f.message}`).join('\n\n')).toBe(true)
    expect(report.games).toBe(GAMES)
    expect(report.steps).toBe(GAMES * 30)
  })
})
