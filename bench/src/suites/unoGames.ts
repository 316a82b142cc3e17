// UNO games played by decklet and by the hand-made reducer, for benchmarks 2, 4 and 5.
import { GameEngine, SeededRandomProvider, type GamePlugin, type ValidationMode } from '@decklet/core'
import { chooseLegalAction, createUnoPlugin, playersToAct, resolveUnoOptions, type UnoOptions, type UnoPluginOptions } from '@decklet/plugin-uno'
import { OFFICIAL_RULES, OVER, RLCARD_RULES, legalActions, newGame, step, type UnoReducerRules } from '../uno/unoReducer'

/** A rule set both sides play, with its bot and table size. */
export interface UnoSetup {
  readonly label: string
  readonly players: number
  readonly pluginOptions: UnoPluginOptions
  readonly rules: UnoReducerRules
  /** The bot never draws or passes when it can do anything else. */
  readonly preferPlay: boolean
}

/** Official rules, one hand (the first player out wins), 4 players, a bot that plays when it can (≈ 116 moves). */
export const OFFICIAL: UnoSetup = { label: 'official rules, 4 players, a bot that plays when it can', players: 4, pluginOptions: { scoring: 'single-hand' }, rules: OFFICIAL_RULES, preferPlay: true }
/** RLCard's profile, 2 players, uniform random legal play (≈ 55 moves). */
export const RLCARD: UnoSetup = { label: "RLCard profile, 2 players, uniform random legal play", players: 2, pluginOptions: { profile: 'rlcard' }, rules: RLCARD_RULES, preferPlay: false }

const playerList = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))

/** A player of complete decklet games for one setup and mode; each call plays the next seed. */
export function deckletUnoPlayer(setup: UnoSetup, mode: ValidationMode, firstSeed = 1): { play(): number; plugin: GamePlugin } {
  const plugin = createUnoPlugin(setup.pluginOptions)
  const rules: Readonly<UnoOptions> = resolveUnoOptions(setup.pluginOptions)
  const players = playerList(setup.players)
  const botOptions = { rules, preferPlay: setup.preferPlay }
  let seed = firstSeed
  return {
    plugin,
    /** Plays one game; returns its number of moves. */
    play() {
      const gameSeed = seed++
      const engine = new GameEngine({ seed: gameSeed, validationMode: mode, clock: () => 0 })
      engine.use(plugin).createGame({ players }).start()
      const bot = new SeededRandomProvider(gameSeed + 7)
      const choose = (n: number) => Math.floor(bot.next() * n)
      let moves = 0
      for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
        const result = engine.dispatch(chooseLegalAction(state, choose, botOptions)!)
        if (!result.ok) throw new Error(`decklet UNO refused ${result.action.type}: ${result.denyCode ?? result.error}`)
        moves++
      }
      engine.destroy()
      return moves
    },
  }
}

/** The same games (same seeds, same random choices) through the reducer. */
export function reducerUnoPlayer(setup: UnoSetup, firstSeed = 1): { play(): number } {
  const legal: number[] = []
  let seed = firstSeed
  return {
    play() {
      const gameSeed = seed++
      const bot = new SeededRandomProvider(gameSeed + 7)
      let game = newGame(setup.players, gameSeed, setup.rules)
      let moves = 0
      for (;;) {
        const n = legalActions(game, setup.rules, setup.preferPlay, legal)
        if (n === 0) break
        game = step(game, legal[Math.floor(bot.next() * n)]!, setup.rules)
        moves++
      }
      return moves
    },
  }
}

/**
 * The legal actions of every position of a seeded game: at each step, `engine.getLegalActions(id)` for each
 * player who may act (`playersToAct`), `repeat` times (only those calls are timed); then the game moves on.
 */
export function deckletLegalActionsCost(setup: UnoSetup, mode: ValidationMode, seed: number, repeat: number): { positions: number; calls: number; seconds: number } {
  const plugin = createUnoPlugin(setup.pluginOptions)
  const rules = resolveUnoOptions(setup.pluginOptions)
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
  engine.use(plugin).createGame({ players: playerList(setup.players) }).start()
  const bot = new SeededRandomProvider(seed + 7)
  const choose = (n: number) => Math.floor(bot.next() * n)
  let positions = 0
  let calls = 0
  let time = 0
  let sink = 0
  for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
    const ids = playersToAct(state)
    const t0 = performance.now()
    for (let r = 0; r < repeat; r++) for (let i = 0; i < ids.length; i++) sink += engine.getLegalActions(ids[i]!).length
    time += performance.now() - t0
    positions += repeat
    calls += repeat * ids.length
    engine.dispatch(chooseLegalAction(state, choose, { rules, preferPlay: setup.preferPlay })!)
  }
  engine.destroy()
  if (sink < 0) throw new Error('unreachable')
  return { positions, calls, seconds: time / 1000 }
}

/**
 * The reducer's `legalActions` (the whole list, as `getLegalActions` gives it) on the same positions, timed the
 * same way: every position before the game is over, as decklet's loop stops at game over. `calls` counts, per
 * position, the players who may act (everyone while a UNO call is open, else the current player): the calls
 * decklet makes there.
 */
export function reducerLegalActionsCost(setup: UnoSetup, seed: number, repeat: number): { positions: number; calls: number; seconds: number } {
  const legal: number[] = []
  const bot = new SeededRandomProvider(seed + 7)
  let game = newGame(setup.players, seed, setup.rules)
  let positions = 0
  let calls = 0
  let time = 0
  while (game.phase !== OVER) {
    const t0 = performance.now()
    for (let r = 0; r < repeat; r++) legalActions(game, setup.rules, false, legal)
    time += performance.now() - t0
    positions += repeat
    calls += repeat * (game.unoCall >= 0 ? setup.players : 1)
    const n = legalActions(game, setup.rules, setup.preferPlay, legal)
    game = step(game, legal[Math.floor(bot.next() * n)]!, setup.rules)
  }
  return { positions, calls, seconds: time / 1000 }
}
