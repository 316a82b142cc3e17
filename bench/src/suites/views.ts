// Benchmark 6 (issue 19): what per-player views cost next to a dispatch, in UNO, Dou Dizhu and Hold'em, and
// UNO stepped as a reinforcement-learning environment steps it (legal actions, the acting player's view, the
// move) against RLCard's `env.step` figure.
import { GameEngine, SeededRandomProvider, type ActionInit, type GamePlugin, type ValidationMode } from '@decklet/core'
import { chooseLegalAction as chooseDoudizhuAction, createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { formatRatio, measureContenders, withNote, type Contender, type MeasureOptions, type Row, type Table, type Timed } from '../harness'
import { MODES } from '../modeRuns'
import { OFFICIAL, RLCARD, type UnoSetup } from './unoGames'

/** RLCard's `env.step` on 2-player UNO with random agents, steps a second on these machines (issue 19's figure, a constant here; `decklet-env bench --rlcard` measures RLCard itself beside decklet: 40,000–63,000 on 2026-12-08). */
export const RLCARD_ENV_STEPS = 60_000

/** Seeded games recorded once and replayed by every contender. */
const RECORDED_GAMES = 24

interface ViewGame {
  readonly name: string
  readonly players: number
  /** A started engine for `seed` in `mode`. */
  start(seed: number, mode: ValidationMode): GameEngine
  /** The move to make in `engine`'s position (random legal play, from `choose`). */
  move(engine: GameEngine, choose: (n: number) => number): ActionInit
}

function unoGame(name: string, setup: UnoSetup): ViewGame {
  const plugin = createUnoPlugin(setup.pluginOptions)
  const players = Array.from({ length: setup.players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))
  return {
    name,
    players: setup.players,
    start: (seed, mode) => new GameEngine({ seed, validationMode: mode, clock: () => 0 }).use(plugin).createGame({ players }).start(),
    move: (engine, choose) => plugin.api.chooseLegalAction(engine.getState(), choose, { preferPlay: setup.preferPlay })!,
  }
}

function doudizhuGame(): ViewGame {
  const plugins = createDoudizhuPlugins({})
  const players = [1, 2, 3].map((i) => ({ id: `p${i}`, name: `P${i}` }))
  return {
    name: 'Dou Dizhu, 3 players',
    players: 3,
    start(seed, mode) {
      const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
      for (const plugin of plugins) engine.use(plugin)
      return engine.createGame({ players }).start()
    },
    move: (engine, choose) => chooseDoudizhuAction(engine.getState(), engine.getState().currentPlayerId!, choose)!,
  }
}

function holdemGame(): ViewGame {
  preloadTables()
  const plugin: GamePlugin = createHoldemPlugin({ maxHands: 10 })
  const players = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))
  return {
    name: "Hold'em no-limit, 6 players",
    players: 6,
    start: (seed, mode) => new GameEngine({ seed, validationMode: mode, clock: () => 0 }).use(StandardDeckPlugin).use(PokerRulesPlugin).use(plugin).createGame({ players }).start(),
    move(engine, choose) {
      const legal = engine.getLegalActions(engine.getState().currentPlayerId!)
      return legal[choose(legal.length)]!
    },
  }
}

/** The moves of `RECORDED_GAMES` seeded games with random legal play. */
function recordGames(game: ViewGame): ActionInit[][] {
  const games: ActionInit[][] = []
  for (let seed = 1; seed <= RECORDED_GAMES; seed++) {
    const engine = game.start(seed, 'none')
    const bot = new SeededRandomProvider(seed + 7)
    const choose = (n: number) => Math.floor(bot.next() * n)
    const moves: ActionInit[] = []
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      const move = game.move(engine, choose)
      if (!engine.dispatch(move).ok) throw new Error(`${game.name} refused a recorded move`)
      moves.push(move)
    }
    games.push(moves)
    engine.destroy()
  }
  return games
}

/** The views asked at each step: none, the acting player's (before the move), every player's, or every player's and the spectator's (after it). */
type Views = 'none' | 'actor' | 'players' | 'all'

/** Replays the recorded games in turn; times the moves and, per `views`, the views asked after each one. */
function replayer(game: ViewGame, games: readonly ActionInit[][], mode: ValidationMode, views: Views): () => Timed {
  let next = 0
  return () => {
    const index = next++ % games.length
    const moves = games[index]!
    const engine = game.start(index + 1, mode)
    const players = Object.keys(engine.getState().players)
    const viewers: (string | null)[] = views === 'players' ? players : [...players, null]
    const t0 = performance.now()
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i]!
      if (views === 'actor') engine.getPlayerView(move.playerId ?? null)
      engine.dispatch(move)
      if (views === 'all' || views === 'players') for (let v = 0; v < viewers.length; v++) engine.getPlayerView(viewers[v]!)
    }
    const seconds = (performance.now() - t0) / 1000
    engine.destroy()
    return { units: moves.length, seconds }
  }
}

/** µs a step spent on views: the step's time less the bare dispatch's, both from medians. */
const viewMicros = (withViews: Row, bare: Row): number => 1e6 / withViews.median - 1e6 / bare.median

function viewCostTable(options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const rows: Row[] = []
  for (const game of [unoGame('UNO official, 4 players', OFFICIAL), unoGame('UNO rlcard, 2 players', RLCARD), doudizhuGame(), holdemGame()]) {
    const games = recordGames(game)
    for (const mode of modes) {
      const bare = `${game.name}: dispatch '${mode}'`
      const contenders: Contender[] = [
        { name: bare, run: replayer(game, games, mode, 'none') },
        { name: `${game.name}: dispatch + the acting player's view '${mode}'`, run: replayer(game, games, mode, 'actor') },
        { name: `${game.name}: dispatch + every player's view (a session step) '${mode}'`, run: replayer(game, games, mode, 'players') },
        { name: `${game.name}: dispatch + every player's and the spectator's view '${mode}'`, run: replayer(game, games, mode, 'all') },
      ]
      const measured = measureContenders(contenders, bare, options)
      const base = measured[0]!
      const dispatchUs = 1e6 / base.median
      rows.push(withNote(base, `${dispatchUs.toFixed(2)} µs a dispatch`))
      const [actor, players, all] = [measured[1]!, measured[2]!, measured[3]!]
      const viewUs = viewMicros(actor, base)
      rows.push(withNote(actor, `view ${viewUs.toFixed(2)} µs = ${formatRatio(viewUs / dispatchUs)} a dispatch`))
      rows.push(withNote(players, `${game.players} views ${viewMicros(players, base).toFixed(2)} µs; the step ${formatRatio(base.median / players.median)} a bare dispatch`))
      rows.push(withNote(all, `${game.players + 1} views ${viewMicros(all, base).toFixed(2)} µs; the step ${formatRatio(base.median / all.median)} a bare dispatch`))
    }
  }
  return {
    id: 'view-cost',
    title: 'Per-player views next to a dispatch (moves/s)',
    unit: 'moves/s',
    description:
      `${RECORDED_GAMES} seeded games of each kind with random legal play (UNO as in the tables above; Dou Dizhu: \`chooseLegalAction\`; Hold'em: 6-max sessions of up to 10 hands, uniform among \`getLegalActions\`) are recorded once, then replayed by four contenders in the same rounds: the moves alone (\`engine.dispatch\`); each move after \`getPlayerView\` of the player making it (what a bot or an environment asks); each move followed by the view of every player (what a runtime \`GameSession\` builds after each action: issue 19's session step); each move followed by the views of every player and the spectator (what a server watched by spectators sends). ` +
      "Only the replay loop is timed (not the game's creation). The notes give the time of a dispatch, the time a step spends on views (the step's time less the bare dispatch's, from the medians) and that time as a multiple of a dispatch; for the players' and for every viewer's views, the whole step as a multiple of a bare dispatch. " +
      'The engine keeps each viewer\'s last view and shares zone views between viewers (issue 19): a view costs about what changed since that viewer\'s last one.',
    rows,
    ratioLabel: 'the bare dispatch',
  }
}

/** UNO, RLCard profile, 2 players, stepped as an RL environment: each step the player to act's legal actions (and view), then a uniform random move. */
function rlStepper(mode: ValidationMode, withView: boolean): () => Timed {
  const plugin = createUnoPlugin(RLCARD.pluginOptions)
  const players = [1, 2].map((i) => ({ id: `p${i}`, name: `P${i}`, seat: i }))
  let seed = 1
  return () => {
    const gameSeed = seed++
    const engine = new GameEngine({ seed: gameSeed, validationMode: mode, clock: () => 0 }).use(plugin).createGame({ players }).start()
    const bot = new SeededRandomProvider(gameSeed + 7)
    let steps = 0
    const t0 = performance.now()
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      const actor = state.currentPlayerId!
      const legal = engine.getLegalActions(actor)
      if (withView) engine.getPlayerView(actor)
      engine.dispatch(legal[Math.floor(bot.next() * legal.length)]!)
      steps++
    }
    const seconds = (performance.now() - t0) / 1000
    engine.destroy()
    return { units: steps, seconds }
  }
}

function rlStepTable(options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const contenders: Contender[] = []
  for (const mode of modes) {
    const bare = `legal actions + dispatch '${mode}'`
    contenders.push({ name: bare, run: rlStepper(mode, false), ratioTo: bare })
    contenders.push({ name: `legal actions + the acting player's view + dispatch '${mode}'`, run: rlStepper(mode, true), ratioTo: bare })
  }
  const rows = measureContenders(contenders, null, options).map((r) => withNote(r, `${formatRatio(r.median / RLCARD_ENV_STEPS)} RLCard's env.step (${RLCARD_ENV_STEPS.toLocaleString('en-US')} steps/s)`))
  return {
    id: 'view-rl-step',
    title: "UNO (RLCard profile, 2 players) stepped as an environment: decklet against RLCard's env.step (steps/s)",
    unit: 'steps/s',
    description:
      "Complete games, a new engine per game (its creation not timed); at each step `engine.getLegalActions` of the player to act, with or without `engine.getPlayerView` of that player, then a uniform random choice among the legal actions, dispatched. " +
      `RLCard's figure is the one measured by issue 19 on these machines for its \`env.step\` on the same game with random agents (about ${RLCARD_ENV_STEPS.toLocaleString('en-US')} steps/s, with its numpy observation); it is a constant here, not a contender measured in the same rounds (\`decklet-env bench --rlcard\` runs RLCard's UNO environment beside decklet's: 40,000–63,000 steps/s on these machines on 2026-12-08, see packages/env). ` +
      "The ratio column compares each row with the same mode's steps without the view.",
    rows,
    ratioLabel: 'the same steps without the view',
  }
}

/** The two tables of benchmark 6, with decklet in each of `modes`. */
export function viewTables(options: MeasureOptions, modes: readonly ValidationMode[] = MODES): Table[] {
  return [viewCostTable(options, modes), rlStepTable(options, modes)]
}

/** Progress-bar steps of {@link viewTables}. */
export const viewSteps = (rounds: number, modeCount = MODES.length): number => rounds * modeCount * (4 * 4 + 2)
