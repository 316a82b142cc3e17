import { version as packageVersion } from '../package.json'
import {
  CommonDenyCodes,
  createAction,
  createZone,
  GameEngine,
  PluginDependencyError,
  playerHandZoneId,
  SeededRandomProvider,
  type Action,
  type Dispatchable,
  type GameEvent,
  type GamePlugin,
  type RandomProvider,
} from '@decklet/core'
import { DRAW_PLUGIN_VERSION, DrawPlugin } from '@decklet/plugin-draw'
import { createStandardDeckPlugin, RANKS, STANDARD_DECK_PLUGIN_VERSION, StandardDeckPlugin, standardCardId, SUITS } from '@decklet/plugin-standard-deck'
import { TURN_PLUGIN_VERSION, TurnPlugin } from '@decklet/plugin-turn'
import {
  buildState,
  createTestEngine,
  installState,
  mockRandom,
  runScenario,
  withCards,
  withCurrentPlayer,
  withStatus,
  type StateEdit,
} from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import '@decklet/testing/vitest'
import {
  createSimplePlayCardAction,
  PLAY_CARD,
  SIMPLE_GAME_HAND_SIZE,
  SIMPLE_GAME_PLUGIN_VERSION,
  SIMPLE_GAME_TABLE_ZONE_ID,
  SimpleGameActionTypes,
  SimpleGameDeny,
  SimpleGamePlugin,
} from './index'

const sameMajor = (version: string) => `^${version.split('.')[0]}.0.0`

const PLUGINS = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]

interface PlayerSpec {
  id: string
  seat?: number
}

interface GameOptions {
  players?: readonly PlayerSpec[]
  seed?: number
  plugins?: readonly GamePlugin[]
  /** Start the game (default true). */
  start?: boolean
  random?: RandomProvider
}

/** A game of the four plugins (players p1 and p2, seed 11), started unless `start: false`; `events` are those from `start()` on. */
function newGame(options: GameOptions = {}) {
  const engine = createTestEngine({
    plugins: options.plugins ?? PLUGINS,
    players: (options.players ?? [{ id: 'p1' }, { id: 'p2' }]).map((p) => ({ ...p, name: p.id })),
    seed: options.seed ?? 11,
    start: false,
    ...(options.random ? { config: { random: options.random } } : {}),
  })
  const events: GameEvent[] = []
  engine.subscribeAll((e) => events.push(e))
  if (options.start ?? true) engine.start()
  return { engine, events }
}

const hand = (engine: GameEngine, playerId: string) => engine.getState().zones[playerHandZoneId(playerId)]!.cards
const table = (engine: GameEngine) => engine.getState().zones[SIMPLE_GAME_TABLE_ZONE_ID]!.cards
const types = (events: readonly GameEvent[]) => events.map((e) => e.type)

/** The standard deck in the order its setup builds it (bottom first). */
const UNSHUFFLED = SUITS.flatMap((s) => RANKS.map((r) => standardCardId(s.suit, r)))

const heart = (rank: (typeof RANKS)[number]) => standardCardId('hearts', rank)
const spade = (rank: (typeof RANKS)[number]) => standardCardId('spades', rank)

/** Every hand goes back on the deck, then each listed player holds exactly the cards given. */
function withHands(hands: Readonly<Record<string, readonly string[]>>): StateEdit {
  return (state) => {
    let next = state
    for (const id of Object.keys(state.players)) next = withCards('deck', state.zones[playerHandZoneId(id)]!.cards)(next)
    for (const [id, cards] of Object.entries(hands)) next = withCards(playerHandZoneId(id), cards)(next)
    return next
  }
}

/** A started two-player game in a position built directly: the given hands, and p1 to move unless edited. */
function position(hands: Readonly<Record<string, readonly string[]>>, ...edits: StateEdit[]) {
  const { engine, events } = newGame()
  installState(engine, buildState(engine.getState(), withHands(hands), ...edits))
  events.length = 0
  return { engine, events }
}

describe('createSimplePlayCardAction', () => {
  it('builds a PLAY_CARD for the player with the card ids', () => {
    expect(createSimplePlayCardAction('p1', ['std-hearts-Q', 'std-clubs-2'])).toEqual({
      id: '',
      type: 'PLAY_CARD',
      playerId: 'p1',
      payload: { cardIds: ['std-hearts-Q', 'std-clubs-2'] },
    })
  })

  it('copies the card list, so changing the caller array afterwards changes nothing', () => {
    const ids = ['a']
    const action = createSimplePlayCardAction('p1', ids)
    ids.push('b')
    expect(action.payload.cardIds).toEqual(['a'])
  })

  it('exports the documented constants', () => {
    expect([PLAY_CARD, SIMPLE_GAME_TABLE_ZONE_ID, SIMPLE_GAME_HAND_SIZE, SIMPLE_GAME_PLUGIN_VERSION]).toEqual(['PLAY_CARD', 'table', 5, packageVersion])
    expect(SimpleGamePlugin).toMatchObject({ id: 'simple-game', name: 'Simple game', version: packageVersion })
    expect(SimpleGameActionTypes).toEqual({ PLAY_CARD: 'PLAY_CARD' })
  })
})

describe('dependencies', () => {
  it('declares the standard-deck, turn and draw plugins, each with the major of the package installed', () => {
    expect(SimpleGamePlugin.dependencies).toEqual({
      'standard-deck': sameMajor(STANDARD_DECK_PLUGIN_VERSION),
      turn: sameMajor(TURN_PLUGIN_VERSION),
      draw: sameMajor(DRAW_PLUGIN_VERSION),
    })
    expect(SimpleGamePlugin.dependencies!.turn).toMatch(/^\^\d+\.0\.0$/)
  })

  // These check createGame itself, so they build the engine by hand: the engine is needed after createGame throws.
  for (const missing of ['standard-deck', 'turn', 'draw']) {
    it(`createGame fails with PluginDependencyError when '${missing}' is not registered`, () => {
      const engine = new GameEngine({ seed: 1 })
      for (const plugin of PLUGINS.filter((p) => p.id !== missing)) engine.use(plugin)
      let error: unknown
      try {
        engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] })
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(PluginDependencyError)
      expect(error).toMatchObject({ code: 'PLUGIN_DEPENDENCY', pluginId: 'simple-game', dependencyId: missing, wantedRange: SimpleGamePlugin.dependencies![missing], foundVersion: null })
      expect(() => engine.getState()).toThrow('Game has not been created yet')
    })
  }

  it('createGame fails when a dependency has another major version', () => {
    const next = `${Number(TURN_PLUGIN_VERSION.split('.')[0]) + 1}.0.0`
    expect(() => createTestEngine({ plugins: [StandardDeckPlugin, { ...TurnPlugin, version: next }, DrawPlugin, SimpleGamePlugin], players: 1 })).toThrow(
      `Plugin 'simple-game' requires plugin 'turn' ${sameMajor(TURN_PLUGIN_VERSION)}, but version ${next} is registered`,
    )
  })
})

describe('setup', () => {
  it("creates the empty, public 'table' zone", () => {
    const { engine } = newGame({ start: false })
    expect(engine.getState().zones[SIMPLE_GAME_TABLE_ZONE_ID]).toEqual({ id: 'table', type: 'table', ownerId: null, cards: [], visibility: 'public' })
    expect(engine.getState().status).toBe('waiting')
    expect(hand(engine, 'p1')).toEqual([])
  })

  it('is idempotent: a second run adds nothing, and an existing table zone is kept', () => {
    let before: unknown
    let after: unknown
    const again: GamePlugin = {
      id: 'again',
      name: 'Runs setup again',
      version: '1.0.0',
      setup(ctx) {
        before = ctx.state
        SimpleGamePlugin.setup!(ctx)
        after = ctx.state
      },
    }
    newGame({ seed: 1, plugins: [...PLUGINS, again], start: false })
    expect(after).toBe(before)

    const ownTable: GamePlugin = {
      id: 'own-table',
      name: 'Own table',
      version: '1.0.0',
      setup: (ctx) => void (ctx.state.zones.table ?? ctx.addZone(createZone({ id: 'table', type: 'felt' }))),
    }
    const { engine } = newGame({ seed: 1, plugins: [ownTable, ...PLUGINS], start: false })
    expect(engine.getState().zones.table).toEqual({ id: 'table', type: 'felt', ownerId: null, cards: [] })
  })
})

describe('dealing on GAME_STARTED', () => {
  it('shuffles, then deals five cards to each player from the top of the deck, in seat order', () => {
    const seed = 4242
    const { engine } = newGame({ players: [{ id: 'a', seat: 3 }, { id: 'b', seat: 1 }, { id: 'c', seat: 2 }], seed })
    // The shuffle is the game's first random draw; the deal takes 5 cards at a time from the end (top).
    const shuffled = new SeededRandomProvider(seed).shuffle(UNSHUFFLED)
    const top = (n: number) => shuffled.slice(shuffled.length - 5 * (n + 1), shuffled.length - 5 * n).reverse()
    expect(hand(engine, 'b')).toEqual(top(0))
    expect(hand(engine, 'c')).toEqual(top(1))
    expect(hand(engine, 'a')).toEqual(top(2))
    expect(engine.getState().zones.deck!.cards).toEqual(shuffled.slice(0, 52 - 15))
    expect(table(engine)).toEqual([])
  })

  it('deals the top of the deck: with a scripted shuffle that keeps the setup order, p1 gets ♠A–♠10 and p2 ♠9–♠5', () => {
    // Every draw just below 1 makes each Fisher–Yates step swap a card with itself.
    const { engine } = newGame({ random: mockRandom([0.999999], { loop: true }) })
    expect(hand(engine, 'p1')).toEqual([spade('A'), spade('K'), spade('Q'), spade('J'), spade('10')])
    expect(hand(engine, 'p2')).toEqual([spade('9'), spade('8'), spade('7'), spade('6'), spade('5')])
    expect(engine.getState().zones.deck!.cards).toEqual(UNSHUFFLED.slice(0, 42))
  })

  it('emits GAME_STARTED, DECK_SHUFFLED, TURN_STARTED and then one CARD_DRAWN per dealt card', () => {
    const { engine, events } = newGame({ seed: 3 })
    expect(types(events)).toEqual(['GAME_STARTED', 'DECK_SHUFFLED', 'TURN_STARTED', ...Array<string>(10).fill('CARD_DRAWN')])
    const drawn = events.filter((e) => e.type === 'CARD_DRAWN')
    expect(drawn.map((e) => (e.payload as { playerId: string }).playerId)).toEqual([...Array<string>(5).fill('p1'), ...Array<string>(5).fill('p2')])
    expect(drawn.map((e) => (e.payload as { cardId: string }).cardId)).toEqual([...hand(engine, 'p1'), ...hand(engine, 'p2')])
  })

  it('starts with the lowest seat to play, on turn 1, and records no action', () => {
    const { engine } = newGame({ players: [{ id: 'x', seat: 5 }, { id: 'y', seat: 2 }] })
    expect(engine.getState()).toMatchObject({ status: 'playing', currentPlayerId: 'y', turn: 1, winnerIds: [] })
    expect(engine.getHistory()).toEqual([])
  })

  it('with one deck, an eleventh player is dealt nothing (the chained draw is denied), as the README says', () => {
    const players = Array.from({ length: 11 }, (_, i) => ({ id: `p${i + 1}` }))
    const { engine } = newGame({ players })
    expect(players.map((p) => hand(engine, p.id).length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0])
    expect(engine.getState().zones.deck!.cards).toHaveLength(2)
  })

  it('deals five to each of twelve players from two decks (createStandardDeckPlugin({ decks: 2 }))', () => {
    const players = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}` }))
    const { engine } = newGame({ players, seed: 5, plugins: [createStandardDeckPlugin({ decks: 2 }), TurnPlugin, DrawPlugin, SimpleGamePlugin] })
    expect(players.every((p) => hand(engine, p.id).length === 5)).toBe(true)
    expect(engine.getState().zones.deck!.cards).toHaveLength(104 - 60)
  })

  it('deals from a differently shuffled deck for another seed', () => {
    const p1Hand = (seed: number) => hand(newGame({ seed }).engine, 'p1')
    expect(p1Hand(1)).not.toEqual(p1Hand(2))
    expect(p1Hand(1)).toEqual(p1Hand(1))
  })
})

describe('PLAY_CARD', () => {
  const P1 = [heart('A'), heart('K'), heart('Q'), heart('J'), heart('10')]
  const P2 = [spade('2'), spade('3'), spade('4'), spade('5'), spade('6')]

  it('moves the card to the table, emits CARD_PLAYED and passes the turn', () => {
    const { engine } = position({ p1: P1, p2: P2 })
    runScenario(engine, [
      {
        action: createSimplePlayCardAction('p1', [heart('Q')]),
        events: [
          { type: 'CARD_PLAYED', playerId: 'p1', payload: { playerId: 'p1', cardIds: [heart('Q')] } },
          { type: 'TURN_ENDED', playerId: 'p1', payload: { playerId: 'p1', turn: 1 } },
          { type: 'TURN_STARTED', playerId: 'p2', payload: { playerId: 'p2', turn: 2 } },
        ],
        check(state) {
          expect(state.zones['hand-p1']!.cards).toEqual([heart('A'), heart('K'), heart('J'), heart('10')])
          expect(state.zones.table!.cards).toEqual([heart('Q')])
          expect(state).toMatchObject({ currentPlayerId: 'p2', turn: 2, status: 'playing' })
        },
      },
    ])
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['PLAY_CARD'])
  })

  it('moves a dealt card the same way', () => {
    const { engine } = newGame()
    const card = hand(engine, 'p1')[2]!
    const rest = hand(engine, 'p1').filter((c) => c !== card)
    const result = engine.dispatch(createSimplePlayCardAction('p1', [card]))
    expect(result).toBeOk()
    expect(result).toHaveEmitted('CARD_PLAYED', { playerId: 'p1', cardIds: [card] })
    expect(hand(engine, 'p1')).toEqual(rest)
    expect(table(engine)).toEqual([card])
  })

  it('plays several cards at once, onto the table in the order given, for one turn', () => {
    const { engine } = position({ p1: P1, p2: P2 })
    const result = engine.dispatch(createSimplePlayCardAction('p1', [heart('J'), heart('A'), heart('Q')]))
    expect(result).toBeOk()
    expect(table(engine)).toEqual([heart('J'), heart('A'), heart('Q')])
    expect(hand(engine, 'p1')).toEqual([heart('K'), heart('10')])
    expect(types(result.events)).toEqual(['CARD_PLAYED', 'TURN_ENDED', 'TURN_STARTED'])
    expect(result.events[0]!.payload).toEqual({ playerId: 'p1', cardIds: [heart('J'), heart('A'), heart('Q')] })
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('piles plays on the table and rotates the turn around the seats', () => {
    const { engine } = newGame({ players: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] })
    const played: string[] = []
    for (const id of ['p1', 'p2', 'p3', 'p1']) {
      expect(engine.getState().currentPlayerId).toBe(id)
      const card = hand(engine, id)[0]!
      played.push(card)
      expect(engine.dispatch(createSimplePlayCardAction(id, [card]))).toBeOk()
    }
    expect(table(engine)).toEqual(played)
    expect(engine.getState()).toMatchObject({ currentPlayerId: 'p2', turn: 5 })
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
    return result
  }

  it('GAME_NOT_PLAYING: before the game starts', () => {
    const { engine } = newGame({ start: false })
    expectDenied(engine, createSimplePlayCardAction('p1', ['std-spades-A']), 'GAME_NOT_PLAYING')
  })

  it('GAME_NOT_PLAYING: after the game is won', () => {
    const { engine } = newGame()
    expect(engine.dispatch(createSimplePlayCardAction('p1', hand(engine, 'p1')))).toHaveEmitted('GAME_WON')
    expectDenied(engine, createSimplePlayCardAction('p2', [hand(engine, 'p2')[0]!]), 'GAME_NOT_PLAYING')
    expectDenied(engine, createSimplePlayCardAction('p1', [hand(engine, 'p2')[0]!]), 'GAME_NOT_PLAYING')
  })

  it('GAME_NOT_PLAYING: while the game is paused, even for the current player', () => {
    const { engine } = position({ p1: [heart('A')], p2: [spade('2')] }, withStatus('paused'))
    expectDenied(engine, createSimplePlayCardAction('p1', [heart('A')]), 'GAME_NOT_PLAYING')
  })

  it("NOT_YOUR_TURN: a player plays a card of their own hand on someone else's turn", () => {
    const { engine } = newGame()
    expectDenied(engine, createSimplePlayCardAction('p2', [hand(engine, 'p2')[0]!]), 'NOT_YOUR_TURN')
    // And from a position: p1 holds the ace of hearts, p2 to move.
    const built = position({ p1: [heart('A'), heart('2')], p2: [spade('2')] }, withCurrentPlayer('p2')).engine
    expectDenied(built, createSimplePlayCardAction('p1', [heart('A')]), 'NOT_YOUR_TURN')
  })

  it('NOT_YOUR_TURN: a PLAY_CARD without a player', () => {
    const { engine } = newGame()
    expectDenied(engine, createAction({ type: PLAY_CARD, payload: { cardIds: [hand(engine, 'p1')[0]!] } }), 'NOT_YOUR_TURN')
  })

  it('NOT_YOUR_TURN is checked before the cards', () => {
    const { engine } = newGame()
    expectDenied(engine, createSimplePlayCardAction('p2', []), 'NOT_YOUR_TURN')
  })

  it('BAD_PAYLOAD: a missing payload or a card list that is not an array', () => {
    const { engine } = newGame()
    expectDenied(engine, createAction({ type: PLAY_CARD, playerId: 'p1' }), 'BAD_PAYLOAD')
    expectDenied(engine, createAction({ type: PLAY_CARD, playerId: 'p1', payload: { cardIds: hand(engine, 'p1')[0]! } }), 'BAD_PAYLOAD')
    expect(engine.dispatch(createAction({ type: PLAY_CARD, playerId: 'p1' })).denyReason).toBe('cardIds must be a list of the cards to play')
  })

  it('NO_CARDS: an empty list', () => {
    const { engine } = newGame()
    expect(expectDenied(engine, createSimplePlayCardAction('p1', []), 'NO_CARDS').denyReason).toBe('play at least one card')
  })

  it("uses core's common codes and its own NO_CARDS (SimpleGameDeny)", () => {
    expect(SimpleGameDeny.codes).toEqual({ ...CommonDenyCodes, NO_CARDS: 'NO_CARDS' })
  })

  it('DUPLICATE_CARD: the same card listed twice', () => {
    const { engine } = position({ p1: [heart('A'), heart('K'), heart('Q')], p2: [spade('2')] })
    expectDenied(engine, createSimplePlayCardAction('p1', [heart('A'), heart('K'), heart('A')]), 'DUPLICATE_CARD')
  })

  it("CARD_NOT_IN_HAND: another player's card, a deck card, an unknown id or a non-string", () => {
    const { engine } = position({ p1: [heart('A'), heart('K')], p2: [spade('2'), spade('3')] })
    expectDenied(engine, createSimplePlayCardAction('p1', [spade('2')]), 'CARD_NOT_IN_HAND')
    expectDenied(engine, createSimplePlayCardAction('p1', [engine.getState().zones.deck!.cards[0]!]), 'CARD_NOT_IN_HAND')
    expectDenied(engine, createSimplePlayCardAction('p1', ['std-stars-Z']), 'CARD_NOT_IN_HAND')
    expectDenied(engine, createAction({ type: PLAY_CARD, playerId: 'p1', payload: { cardIds: [5] } }), 'CARD_NOT_IN_HAND')
    // One bad card in the list refuses the whole play.
    expectDenied(engine, createSimplePlayCardAction('p1', [heart('A'), spade('2')]), 'CARD_NOT_IN_HAND')
  })

  it('CARD_NOT_IN_HAND: a card already on the table', () => {
    const { engine } = position({ p1: [heart('A'), heart('K')], p2: [spade('2'), spade('3')] })
    runScenario(engine, [{ action: createSimplePlayCardAction('p1', [heart('A')]) }, { action: createSimplePlayCardAction('p2', [spade('2')]) }])
    const result = expectDenied(engine, createSimplePlayCardAction('p1', [heart('A')]), 'CARD_NOT_IN_HAND')
    expect(result.denyReason).toBe("card 'std-hearts-A' is not in your hand")
  })
})

describe('winning', () => {
  it('the player who empties their hand wins: addWinner, status finished, GAME_WON { winnerIds }', () => {
    const { engine } = newGame({ players: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] })
    const cards = hand(engine, 'p1')
    runScenario(engine, [
      {
        action: createSimplePlayCardAction('p1', cards),
        events: [
          { type: 'CARD_PLAYED', playerId: 'p1', payload: { playerId: 'p1', cardIds: cards } },
          { type: 'GAME_WON', playerId: 'p1', payload: { winnerIds: ['p1'] } },
        ],
      },
    ])
    // The turn does not pass once the game is over.
    expect(engine.getState()).toMatchObject({ status: 'finished', winnerIds: ['p1'], currentPlayerId: 'p1', turn: 1 })
    expect(table(engine)).toEqual(cards)
  })

  it('playing the last card of a hand wins, whoever is to move', () => {
    const { engine } = position({ p1: [heart('A'), heart('K')], p2: [spade('2')] }, withCurrentPlayer('p2'))
    const result = engine.dispatch(createSimplePlayCardAction('p2', [spade('2')]))
    expect(result).toHaveEmitted('GAME_WON', { winnerIds: ['p2'] })
    expect(result).not.toHaveEmitted('TURN_ENDED')
    expect(engine.getState()).toMatchObject({ status: 'finished', winnerIds: ['p2'], currentPlayerId: 'p2' })
  })

  it('playing one card a turn, the first player empties their hand first and wins on the ninth play', () => {
    const { engine, events } = newGame()
    let plays = 0
    while (engine.getState().status === 'playing') {
      const id = engine.getState().currentPlayerId!
      expect(engine.dispatch(createSimplePlayCardAction(id, [hand(engine, id)[0]!]))).toBeOk()
      plays++
    }
    expect(plays).toBe(9)
    expect(engine.getState().winnerIds).toEqual(['p1'])
    expect(hand(engine, 'p1')).toEqual([])
    expect(hand(engine, 'p2')).toHaveLength(1)
    expect(table(engine)).toHaveLength(9)
    expect(events.filter((e) => e.type === 'GAME_WON')).toHaveLength(1)
    expect(events.at(-1)!.type).toBe('GAME_WON')
  })

  it('after the win nobody has a legal action and END_TURN is refused too', () => {
    const { engine } = newGame()
    expect(engine.dispatch(createSimplePlayCardAction('p1', hand(engine, 'p1')))).toBeOk()
    expect(engine.getLegalActions('p1')).toEqual([])
    expect(engine.getLegalActions('p2')).toEqual([])
    expect(engine.dispatch(createAction({ type: 'END_TURN', playerId: 'p1' }))).toBeDenied('GAME_NOT_PLAYING')
  })
})

describe('who may act now (the actors hook)', () => {
  it('engine.getActors() is the current player while the game is played, nobody after the win', () => {
    const { engine } = newGame({ players: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] })
    expect(engine.getActors()).toEqual(['p1'])
    expect(engine.dispatch(createSimplePlayCardAction('p1', [hand(engine, 'p1')[0]!]))).toBeOk()
    expect(engine.getActors()).toEqual(['p2'])
    expect(SimpleGamePlugin.actors!(engine.getState())).toEqual(['p2'])
    expect(engine.dispatch(createSimplePlayCardAction('p2', hand(engine, 'p2')))).toBeOk()
    expect(engine.getActors()).toEqual([])
  })

  it('names exactly the players getLegalActions offers something to', () => {
    const { engine } = newGame({ players: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }, { id: 'p4' }] })
    while (engine.getState().status === 'playing') {
      const offered = ['p1', 'p2', 'p3', 'p4'].filter((id) => engine.getLegalActions(id).length > 0)
      expect(engine.getActors()).toEqual(offered)
      const id = engine.getActors()[0]!
      expect(engine.dispatch(createSimplePlayCardAction(id, [hand(engine, id)[0]!]))).toBeOk()
    }
  })
})

describe('getLegalActions', () => {
  it('lists one single-card PLAY_CARD per card in the current player’s hand (after the turn plugin’s END_TURN)', () => {
    const { engine } = newGame()
    const legal = engine.getLegalActions('p1')
    expect(legal).toEqual([
      { id: '', type: 'END_TURN', playerId: 'p1', payload: {} },
      ...hand(engine, 'p1').map((cardId) => ({ id: '', type: PLAY_CARD, playerId: 'p1', payload: { cardIds: [cardId] } })),
    ])
  })

  it('lists the plays of a built hand, in hand order', () => {
    const { engine } = position({ p1: [heart('2'), heart('A')], p2: [spade('2')] })
    expect(engine.getLegalActions('p1').filter((a) => a.type === PLAY_CARD).map((a) => a.payload)).toEqual([
      { cardIds: [heart('2')] },
      { cardIds: [heart('A')] },
    ])
  })

  it('lists nothing for a player whose turn it is not', () => {
    const { engine } = newGame({ players: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] })
    expect(engine.getLegalActions('p2')).toEqual([])
    expect(engine.getLegalActions('p3')).toEqual([])
    expect(engine.getLegalActions('nobody')).toEqual([])
  })

  it('lists nothing before the game starts', () => {
    expect(newGame({ start: false }).engine.getLegalActions('p1')).toEqual([])
  })

  it('every listed play is accepted by dispatch', () => {
    const { engine } = newGame()
    for (const action of engine.getLegalActions('p1').filter((a) => a.type === PLAY_CARD)) {
      const fork = engine.fork()
      expect(fork.dispatch(action)).toBeOk()
      expect(fork.getState().zones.table!.cards).toEqual((action.payload as { cardIds: string[] }).cardIds)
    }
  })
})
