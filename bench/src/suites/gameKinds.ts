// The games of the complete-game and legal-action tables, each with its reference measured in the same
// rounds: UNO with the hand-made reducer (a peer playing the same games); Dou Dizhu and Hold'em, which have no
// usable peer, with a calibration (the reducer's UNO games, the machine's speed in those rounds).
import { GameEngine, SeededRandomProvider, createAction, type ValidationMode } from '@decklet/core'
import { chooseLegalAction as chooseDoudizhuAction, createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin, getHoldemState } from '@decklet/plugin-holdem'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import type { Timed } from '../harness'
import { OFFICIAL, RLCARD, deckletLegalActionsCost, deckletUnoPlayer, reducerLegalActionsCost, reducerUnoPlayer, type UnoSetup } from './unoGames'

export const REDUCER = 'hand-made reducer (no engine)'

/** A game's other contender: a peer playing the same game, or a machine-speed calibration. */
export interface Reference {
  readonly name: string
  /** Plays one unit (as the decklet side counts them). */
  player(): () => number
  /** Plays one game timing `repeat` legal-action calls at each step. */
  legalCalls(repeat: number): () => Timed
}

export interface GameKind {
  readonly name: string
  /** Plays one unit (a game, a deal, a session of hands); returns how many units it counted. */
  player(mode: ValidationMode): () => number
  /** Plays one game asking `getLegalActions` `repeat` times at every step; returns the calls and the seconds they took. */
  legalCalls(mode: ValidationMode, repeat: number): () => Timed
  readonly reference: Reference
}

/** Times `repeat` calls of `getLegalActions` for each of `ids`. */
function timeLegal(engine: GameEngine, ids: readonly string[], repeat: number): number {
  const t0 = performance.now()
  let n = 0
  for (let r = 0; r < repeat; r++) for (let i = 0; i < ids.length; i++) n += engine.getLegalActions(ids[i]!).length
  const seconds = (performance.now() - t0) / 1000
  if (n < 0) throw new Error('unreachable')
  return seconds
}

export const HOLDEM_SESSION = 20

/** Dou Dizhu deals with random legal play (`chooseLegalAction`); with `repeat` > 0, `getLegalActions` of the player to act is timed at each step. */
function doudizhuGames(mode: ValidationMode, repeat: number): () => Timed {
  const plugins = createDoudizhuPlugins({})
  const players = [1, 2, 3].map((i) => ({ id: `p${i}`, name: `P${i}` }))
  const bot = new SeededRandomProvider(99)
  const choose = (n: number) => Math.floor(bot.next() * n)
  let seed = 1
  return () => {
    const engine = new GameEngine({ seed: seed++, validationMode: mode, clock: () => 0 })
    for (const plugin of plugins) engine.use(plugin)
    engine.createGame({ players }).start()
    let units = 0
    let seconds = 0
    for (let state = engine.getState(); state.status !== 'finished'; state = engine.getState()) {
      if (repeat > 0) {
        seconds += timeLegal(engine, [state.currentPlayerId!], repeat)
        units += repeat
      }
      const result = engine.dispatch(createAction(chooseDoudizhuAction(state, state.currentPlayerId!, choose)!))
      if (!result.ok) throw new Error(`Dou Dizhu refused: ${result.denyCode ?? result.error}`)
    }
    engine.destroy()
    return { units, seconds }
  }
}

/** Hold'em sessions with random legal play (from `getLegalActions`); with `repeat` > 0, `repeat` more calls are timed at each step. */
function holdemSessions(mode: ValidationMode, repeat: number): () => { hands: number; timed: Timed } {
  preloadTables()
  const plugin = createHoldemPlugin({ maxHands: HOLDEM_SESSION })
  const players = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))
  const bot = new SeededRandomProvider(77)
  let seed = 1
  return () => {
    const engine = new GameEngine({ seed: seed++, validationMode: mode, clock: () => 0 })
    engine.use(StandardDeckPlugin).use(PokerRulesPlugin).use(plugin).createGame({ players }).start()
    let units = 0
    let seconds = 0
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      if (repeat > 0) {
        seconds += timeLegal(engine, [state.currentPlayerId!], repeat)
        units += repeat
      }
      const legal = engine.getLegalActions(state.currentPlayerId!)
      const result = engine.dispatch(legal[Math.floor(bot.next() * legal.length)]!)
      if (!result.ok) throw new Error(`Hold'em refused: ${result.denyCode ?? result.error}`)
    }
    const hands = getHoldemState(engine.getState()).handNumber
    engine.destroy()
    return { hands, timed: { units, seconds } }
  }
}

/** The reducer's games and legal-action calls for one UNO setup, as a game's reference. */
function reducerReference(setup: UnoSetup, name: string): Reference {
  return {
    name,
    player: () => {
      const p = reducerUnoPlayer(setup)
      return () => (p.play(), 1)
    },
    legalCalls: (repeat) => {
      let seed = 1
      return () => {
        const r = reducerLegalActionsCost(setup, seed++, repeat)
        return { units: r.calls, seconds: r.seconds }
      }
    },
  }
}

const CALIBRATION = 'calibration: hand-made UNO reducer, official rules'

function unoKind(name: string, setup: UnoSetup): GameKind {
  return {
    name,
    player: (mode) => {
      const p = deckletUnoPlayer(setup, mode)
      return () => (p.play(), 1)
    },
    legalCalls: (mode, repeat) => {
      let seed = 1
      return () => {
        const r = deckletLegalActionsCost(setup, mode, seed++, repeat)
        return { units: r.calls, seconds: r.seconds }
      }
    },
    reference: reducerReference(setup, REDUCER),
  }
}

export const GAMES: readonly GameKind[] = [
  unoKind('UNO official, 4 players', OFFICIAL),
  unoKind('UNO rlcard, 2 players', RLCARD),
  {
    name: 'Dou Dizhu, 3 players',
    player: (mode) => {
      const play = doudizhuGames(mode, 0)
      return () => (play(), 1)
    },
    legalCalls: (mode, repeat) => doudizhuGames(mode, repeat),
    reference: reducerReference(OFFICIAL, CALIBRATION),
  },
  {
    name: "Hold'em no-limit, 6 players",
    player: (mode) => {
      const play = holdemSessions(mode, 0)
      return () => play().hands
    },
    legalCalls: (mode, repeat) => {
      const play = holdemSessions(mode, repeat)
      return () => play().timed
    },
    reference: reducerReference(OFFICIAL, CALIBRATION),
  },
]
