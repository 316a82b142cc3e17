// Benchmark 1: the engine core against boardgame.io, on the same trivial move and the same small card game
// (the spec's simple game), both driven in-process without a server.
import { createRequire } from 'node:module'
import { GameEngine, SeededRandomProvider, playerHandZoneId, stateUtils, type GamePlugin, type ValidationMode } from '@decklet/core'
import { DrawPlugin } from '@decklet/plugin-draw'
import { SimpleGamePlugin, createSimplePlayCardAction } from '@decklet/plugin-simple-game'
import { RANKS, SUITS, StandardDeckPlugin, standardCardId } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import type { Game } from 'boardgame.io'
import { formatRate, measureContenders, type Contender, type MeasureOptions, type Table } from '../harness'
import { MODES } from '../modeRuns'

// boardgame.io 0.50 has no `exports` map, so its subpaths load through require (its CommonJS build).
const require = createRequire(import.meta.url)
const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client')
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal') as typeof import('boardgame.io/internal')
const { INVALID_MOVE } = require('boardgame.io/core') as typeof import('boardgame.io/core')

/** Moves per session: a session is a new game and this many moves (boardgame.io's Client copies its whole log on every move, so sessions stay short). */
export const SESSION_MOVES = 100

// ---- the trivial move: add one to a counter ----

interface CounterG {
  n: number
}
const counterGame: Game<CounterG> = {
  name: 'counter',
  setup: () => ({ n: 0 }),
  moves: {
    inc: ({ G }) => {
      G.n++
    },
  },
  // decklet keeps no undo stack; boardgame.io's would grow with every move of the (never-ending) turn.
  disableUndo: true,
}

const CounterPlugin: GamePlugin = {
  id: 'counter',
  name: 'Counter',
  version: '1.0.0',
  actions: [{ type: 'INC', execute: (_action, { state }) => ({ state: stateUtils.setVariable(state, 'n', ((state.variables.n as number | undefined) ?? 0) + 1) }) }],
}

const TWO_PLAYERS = [
  { id: 'p1', name: 'A' },
  { id: 'p2', name: 'B' },
]

function makeMove(type: string, args: unknown[], playerID: string) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } }
}

function trivialContenders(modes: readonly ValidationMode[]): Contender[] {
  const reducer = CreateGameReducer({ game: counterGame })
  const contenders: Contender[] = [
    {
      name: 'boardgame.io reducer',
      run() {
        let state = InitializeGame({ game: counterGame, numPlayers: 2 })
        const move = makeMove('inc', [], '0')
        for (let i = 0; i < SESSION_MOVES; i++) state = reducer(state, move)
        if (state.G.n !== SESSION_MOVES) throw new Error('boardgame.io: the counter did not count')
        return SESSION_MOVES
      },
    },
    {
      name: 'boardgame.io Client',
      run() {
        const client = Client({ game: counterGame, numPlayers: 2, debug: false })
        client.start()
        for (let i = 0; i < SESSION_MOVES; i++) client.moves.inc!()
        if (client.getState()!.G.n !== SESSION_MOVES) throw new Error('boardgame.io Client: the counter did not count')
        client.stop()
        return SESSION_MOVES
      },
    },
  ]
  for (const mode of modes) {
    contenders.push({
      name: `decklet '${mode}'`,
      run() {
        const engine = new GameEngine({ seed: 1, validationMode: mode, clock: () => 0 })
        engine.use(CounterPlugin).createGame({ players: TWO_PLAYERS }).start()
        const action = { type: 'INC', playerId: 'p1' }
        for (let i = 0; i < SESSION_MOVES; i++) engine.dispatch(action)
        if (engine.getState().variables.n !== SESSION_MOVES) throw new Error('decklet: the counter did not count')
        engine.destroy()
        return SESSION_MOVES
      },
    })
  }
  return contenders
}

// ---- the spec's simple game: deal five each from a shuffled 52-card deck; play cards; first empty hand wins ----

const SIMPLE_PLAYERS = 4
const DECK = SUITS.flatMap(({ suit }) => RANKS.map((rank) => standardCardId(suit, rank)))

interface SimpleG {
  hands: Record<string, string[]>
  deck: string[]
  table: string[]
}

/** The simple game for boardgame.io, with the rules of @decklet/plugin-simple-game. */
export const simpleGame: Game<SimpleG> = {
  name: 'simple-game',
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(DECK)
    const hands: Record<string, string[]> = {}
    for (const id of ctx.playOrder) hands[id] = deck.splice(deck.length - 5, 5).reverse()
    return { hands, deck, table: [] }
  },
  moves: {
    playCard: ({ G, playerID, events }, cardIds: string[]) => {
      const hand = G.hands[playerID]!
      if (!Array.isArray(cardIds) || cardIds.length === 0 || new Set(cardIds).size !== cardIds.length) return INVALID_MOVE
      if (!cardIds.every((id) => hand.includes(id))) return INVALID_MOVE
      G.hands[playerID] = hand.filter((id) => !cardIds.includes(id))
      G.table.push(...cardIds)
      if (G.hands[playerID]!.length === 0) events.endGame({ winner: playerID })
      else events.endTurn()
    },
  },
  disableUndo: true,
}

/** Moves of a simple game in which every play is one card: the first player's fifth play ends it. */
export const SIMPLE_GAME_MOVES = 4 * (SIMPLE_PLAYERS - 1) + 5

function simpleContenders(modes: readonly ValidationMode[]): Contender[] {
  const bot = new SeededRandomProvider(2024)
  const pick = (n: number) => Math.floor(bot.next() * n)
  const reducer = CreateGameReducer({ game: simpleGame })
  let seed = 1
  const contenders: Contender[] = [
    {
      name: 'boardgame.io reducer',
      run() {
        let state = InitializeGame({ game: simpleGame, numPlayers: SIMPLE_PLAYERS })
        let moves = 0
        while (state.ctx.gameover === undefined) {
          const player = state.ctx.currentPlayer
          const hand = state.G.hands[player]!
          state = reducer(state, makeMove('playCard', [[hand[pick(hand.length)]]], player))
          moves++
        }
        if (moves !== SIMPLE_GAME_MOVES) throw new Error(`boardgame.io: a game of ${moves} moves`)
        return SIMPLE_GAME_MOVES
      },
    },
    {
      name: 'boardgame.io Client',
      run() {
        const client = Client({ game: simpleGame, numPlayers: SIMPLE_PLAYERS, debug: false })
        client.start()
        let moves = 0
        for (let state = client.getState()!; state.ctx.gameover === undefined; state = client.getState()!) {
          const player = state.ctx.currentPlayer
          const hand = state.G.hands[player]!
          client.moves.playCard!([hand[pick(hand.length)]])
          moves++
        }
        client.stop()
        if (moves !== SIMPLE_GAME_MOVES) throw new Error(`boardgame.io Client: a game of ${moves} moves`)
        return SIMPLE_GAME_MOVES
      },
    },
  ]
  const players = Array.from({ length: SIMPLE_PLAYERS }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }))
  for (const mode of modes) {
    contenders.push({
      name: `decklet '${mode}'`,
      run() {
        const engine = new GameEngine({ seed: seed++, validationMode: mode, clock: () => 0 })
        engine.use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin).createGame({ players }).start()
        let moves = 0
        for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
          const player = state.currentPlayerId!
          const hand = state.zones[playerHandZoneId(player)]!.cards
          const result = engine.dispatch(createSimplePlayCardAction(player, [hand[pick(hand.length)]!]))
          if (!result.ok) throw new Error(`decklet refused a play: ${result.denyCode}`)
          moves++
        }
        engine.destroy()
        if (moves !== SIMPLE_GAME_MOVES) throw new Error(`decklet: a game of ${moves} moves`)
        return SIMPLE_GAME_MOVES
      },
    })
  }
  return contenders
}

/** The two tables of benchmark 1, with decklet in each of `modes`. */
export function engineTables(options: MeasureOptions, modes: readonly ValidationMode[] = MODES): Table[] {
  const reference = 'boardgame.io reducer'
  return [
    {
      id: 'engine-trivial-move',
      title: 'Trivial move: add one to a counter (moves/s)',
      unit: 'moves/s',
      description:
        `A new 2-player game, then ${SESSION_MOVES} moves that add one to a counter in the state, the time of creating the game included. ` +
        "boardgame.io: its reducer (`CreateGameReducer` + `InitializeGame`, a `MAKE_MOVE` action) and its documented local `Client` (`client.moves.inc()`, no server, no debug panel); `disableUndo: true`, since decklet keeps no undo stack. " +
        "decklet: `engine.dispatch({ type: 'INC' })`, a handler returning `stateUtils.setVariable(state, 'n', n + 1)`; the engine records each action in its history.",
      rows: measureContenders(trivialContenders(modes), reference, options),
      ratioLabel: "boardgame.io's reducer",
    },
    {
      id: 'engine-simple-game',
      title: "The spec's simple game, 4 players, random plays (moves/s)",
      unit: 'moves/s',
      description:
        `Complete games: a shuffled 52-card deck, five cards each, each player in turn plays one random card of their hand; the first empty hand wins (always ${SIMPLE_GAME_MOVES} moves, so games/s, in the notes, is moves/s ÷ ${SIMPLE_GAME_MOVES}); the time of creating each game is included. ` +
        'boardgame.io: the same rules written as a boardgame.io game (setup deals with `random.Shuffle`; the move checks the cards, moves them, then `events.endTurn()` or `events.endGame()`), driven through its reducer and through its local `Client`. ' +
        'decklet: `@decklet/plugin-simple-game` with the standard deck, turn and draw plugins (every play goes through its rules, a chained `END_TURN` and events).',
      rows: measureContenders(simpleContenders(modes), reference, options).map((r) => ({ ...r, note: `${formatRate(r.median / SIMPLE_GAME_MOVES)} games/s` })),
      ratioLabel: "boardgame.io's reducer",
    },
  ]
}

/** Steps of the progress bar this suite takes. */
export const engineSteps = (rounds: number, modeCount = MODES.length): number => rounds * (2 + modeCount) * 2
