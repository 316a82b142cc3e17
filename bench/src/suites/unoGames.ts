// UNO games played by decklet and by the hand-made reducer, for benchmarks 2, 4 and 5.
import { GameEngine, SeededRandomProvider, type GamePlugin, type ValidationMode } from '@decklet/core'
import { createUnoPlugin, playersToAct, resolveUnoOptions, type ResolvedUnoOptions, type UnoActionInit, type UnoOptions } from '@decklet/plugin-uno'
import { OFFICIAL_RULES, OVER, RLCARD_RULES, legalActions, newGame, step, type UnoReducerRules } from '../uno/unoReducer'

/** A rule set both sides play, with its bot and table size. */
export interface UnoSetup {
  readonly label: string
  readonly players: number
  readonly pluginOptions: UnoOptions
  readonly rules: UnoReducerRules
  /** The bot never draws or passes when it can do anything else. */
  readonly preferPlay: boolean
}

/** Official rules, one hand (the first player out wins), 4 players, a bot that plays when it can (≈ 116 moves). */
export const OFFICIAL: UnoSetup = { label: 'official rules, 4 players, a bot that plays when it can', players: 4, pluginOptions: { scoring: 'single-hand' }, rules: OFFICIAL_RULES, preferPlay: true }
/** RLCard's profile, 2 players, uniform random legal play (≈ 55 moves). */
export const RLCARD: UnoSetup = { label: "RLCard profile, 2 players, uniform random legal play", players: 2, pluginOptions: { profile: 'rlcard' }, rules: RLCARD_RULES, preferPlay: false }

const playerList = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))

/** A started decklet game of `seed`. */
function startEngine(plugin: GamePlugin, players: ReturnType<typeof playerList>, mode: ValidationMode, seed: number): GameEngine {
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
  engine.use(plugin).createGame({ players }).start()
  return engine
}

/** The random choice both sides make in the game of `seed` (from its own generator, seeded `seed + 7`). */
function botChoice(seed: number): (n: number) => number {
  const bot = new SeededRandomProvider(seed + 7)
  return (n) => Math.floor(bot.next() * n)
}

/** Dispatches `action`; a refusal means the two sides no longer play the same game. */
function mustDispatch(engine: GameEngine, action: UnoActionInit): void {
  const result = engine.dispatch(action)
  if (!result.ok) throw new Error(`decklet UNO refused ${result.action.type}: ${result.denyCode ?? result.error}`)
}

/** A player of complete decklet games for one setup and mode; each call plays the next seed. */
export function deckletUnoPlayer(setup: UnoSetup, mode: ValidationMode, firstSeed = 1): { play(): number; plugin: GamePlugin } {
  const plugin = createUnoPlugin(setup.pluginOptions)
  const rules: ResolvedUnoOptions = resolveUnoOptions(setup.pluginOptions)
  const players = playerList(setup.players)
  const botOptions = { rules, preferPlay: setup.preferPlay }
  let seed = firstSeed
  return {
    plugin,
    /** Plays one game; returns its number of moves. */
    play() {
      const gameSeed = seed++
      const engine = startEngine(plugin, players, mode, gameSeed)
      const choose = botChoice(gameSeed)
      let moves = 0
      for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
        mustDispatch(engine, plugin.api.chooseLegalAction(state, choose, botOptions)!)
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
      const choose = botChoice(gameSeed)
      let game = newGame(setup.players, gameSeed, setup.rules)
      let moves = 0
      for (;;) {
        const n = legalActions(game, setup.rules, setup.preferPlay, legal)
        if (n === 0) break
        game = step(game, legal[choose(n)]!, setup.rules)
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
  const engine = startEngine(plugin, playerList(setup.players), mode, seed)
  const choose = botChoice(seed)
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
    engine.dispatch(plugin.api.chooseLegalAction(state, choose, { preferPlay: setup.preferPlay })!)
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
  const choose = botChoice(seed)
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
    game = step(game, legal[choose(n)]!, setup.rules)
  }
  return { positions, calls, seconds: time / 1000 }
}

/**
 * The parts of a game timed apart: creating it, choosing each move, making each move; and, inside making a
 * move, decklet's rules and its handler.
 */
export type UnoPart = 'create' | 'choose' | 'move' | 'rules' | 'handler'

/** A clock for the regions inside `engine.dispatch`: the milliseconds and the number of regions timed while `on`. */
interface InnerClock {
  on: boolean
  ms: number
  regions: number
}

/** `plugin` with its rules (`which: 'rules'`) or its action handlers (`'handler'`) timed on `clock`. */
function timedPlugin(plugin: GamePlugin, which: 'rules' | 'handler', clock: InnerClock): GamePlugin {
  const timed = <T>(run: () => T): T => {
    if (!clock.on) return run()
    const t0 = performance.now()
    try {
      return run()
    } finally {
      clock.ms += performance.now() - t0
      clock.regions++
    }
  }
  if (which === 'rules') return { ...plugin, rules: plugin.rules?.map((rule) => ({ ...rule, validate: (ctx) => timed(() => rule.validate(ctx)) })) }
  return { ...plugin, actions: plugin.actions?.map((handler) => ({ ...handler, execute: (action, ctx) => timed(() => handler.execute(action, ctx)) })) }
}

/** The cost of one `performance.now()` region (two calls), in milliseconds: subtracted from each timed region. */
export function timerCost(samples = 100_000): number {
  let total = 0
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now()
    total += performance.now() - t0
  }
  return total / samples
}

/** Seconds of `regions` timed regions that took `ms` in all, the timer's own cost taken out (never below zero). */
const partSeconds = (ms: number, regions: number, cost: number): number => Math.max(ms - regions * cost, 0) / 1000

/**
 * Plays one decklet game as {@link deckletUnoPlayer} does, timing only `part`: creating and starting the game
 * (units: games), `chooseLegalAction`, `engine.dispatch`, or inside it the plugin's rules or its handler
 * (units: moves; the plugin is then wrapped to time them, which only adds to the untimed part).
 */
export function deckletUnoPartPlayer(setup: UnoSetup, mode: ValidationMode, part: UnoPart, firstSeed = 1): () => { units: number; seconds: number } {
  const inner: InnerClock = { on: false, ms: 0, regions: 0 }
  const uno = createUnoPlugin(setup.pluginOptions)
  const plugin = part === 'rules' || part === 'handler' ? timedPlugin(uno, part, inner) : uno
  const rules: ResolvedUnoOptions = resolveUnoOptions(setup.pluginOptions)
  const players = playerList(setup.players)
  const botOptions = { rules, preferPlay: setup.preferPlay }
  const cost = timerCost()
  let seed = firstSeed
  return () => {
    const gameSeed = seed++
    const t0 = performance.now()
    const engine = startEngine(plugin, players, mode, gameSeed)
    const created = performance.now() - t0
    const choose = botChoice(gameSeed)
    let moves = 0
    let ms = 0
    inner.on = true
    inner.ms = 0
    inner.regions = 0
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      const t1 = part === 'choose' ? performance.now() : 0
      const action = uno.api.chooseLegalAction(state, choose, botOptions)!
      const t2 = part === 'choose' || part === 'move' ? performance.now() : 0
      mustDispatch(engine, action)
      if (part === 'move') ms += performance.now() - t2
      else if (part === 'choose') ms += t2 - t1
      moves++
    }
    inner.on = false
    engine.destroy()
    if (part === 'rules' || part === 'handler') return { units: moves, seconds: partSeconds(inner.ms, inner.regions, cost) }
    return part === 'create' ? { units: 1, seconds: partSeconds(created, 1, cost) } : { units: moves, seconds: partSeconds(ms, moves, cost) }
  }
}

/** The same games through the reducer, timing only `part`: `newGame` (games), `legalActions` and the pick (moves), or `step` (moves). */
export function reducerUnoPartPlayer(setup: UnoSetup, part: UnoPart, firstSeed = 1): () => { units: number; seconds: number } {
  const legal: number[] = []
  const cost = timerCost()
  let seed = firstSeed
  return () => {
    const gameSeed = seed++
    const t0 = performance.now()
    let game = newGame(setup.players, gameSeed, setup.rules)
    const created = performance.now() - t0
    const choose = botChoice(gameSeed)
    let moves = 0
    let ms = 0
    for (;;) {
      const t1 = part === 'choose' ? performance.now() : 0
      const n = legalActions(game, setup.rules, setup.preferPlay, legal)
      if (n === 0) break
      const a = legal[choose(n)]!
      const t2 = part === 'choose' || part === 'move' ? performance.now() : 0
      game = step(game, a, setup.rules)
      if (part === 'move') ms += performance.now() - t2
      else if (part === 'choose') ms += t2 - t1
      moves++
    }
    return part === 'create' ? { units: 1, seconds: partSeconds(created, 1, cost) } : { units: moves, seconds: partSeconds(ms, moves, cost) }
  }
}

/** How many moves one call of an in-turn player makes, per game in play. */
const IN_TURN_MOVES = 400

/**
 * `width` games in play at once, stepped in turn (one move of each, then the next round), as a vectorized
 * environment steps its games: `advance` makes one move and returns false when the game was already over, and
 * such a game is replaced by `open()`'s next one. Each call makes `width × 400` moves (each game ends and is
 * replaced about three times) and returns how many games finished.
 */
function inTurn<G>(width: number, open: () => G, advance: (game: G) => boolean): () => number {
  const games = Array.from({ length: width }, open)
  return () => {
    let finished = 0
    for (let round = 0; round < IN_TURN_MOVES; round++) {
      for (let i = 0; i < width; i++) {
        if (advance(games[i]!)) continue
        games[i] = open()
        finished++
      }
    }
    return finished
  }
}

/** {@link inTurn} with decklet games, each finished one destroyed. */
export function deckletUnoInTurn(setup: UnoSetup, mode: ValidationMode, width: number): () => number {
  const plugin = createUnoPlugin(setup.pluginOptions)
  const botOptions = { rules: resolveUnoOptions(setup.pluginOptions), preferPlay: setup.preferPlay }
  const players = playerList(setup.players)
  let seed = 1
  const open = () => {
    const gameSeed = seed++
    return { engine: startEngine(plugin, players, mode, gameSeed), choose: botChoice(gameSeed) }
  }
  return inTurn(width, open, (game) => {
    const state = game.engine.getState()
    if (state.status !== 'playing') {
      game.engine.destroy()
      return false
    }
    mustDispatch(game.engine, plugin.api.chooseLegalAction(state, game.choose, botOptions)!)
    return true
  })
}

/** The same games through the reducer, stepped in turn the same way. */
export function reducerUnoInTurn(setup: UnoSetup, width: number): () => number {
  const legal: number[] = []
  let seed = 1
  const open = () => {
    const gameSeed = seed++
    return { game: newGame(setup.players, gameSeed, setup.rules), choose: botChoice(gameSeed) }
  }
  return inTurn(width, open, (slot) => {
    const n = legalActions(slot.game, setup.rules, setup.preferPlay, legal)
    if (n === 0) return false
    slot.game = step(slot.game, legal[slot.choose(n)]!, setup.rules)
    return true
  })
}
