// Benchmarks 2 and 4: complete games with random legal play (UNO against the hand-made reducer; UNO, Dou
// Dizhu and Hold'em in both validation modes), and the cost of `getLegalActions`.
import { GameEngine, SeededRandomProvider, createAction, type ValidationMode } from '@decklet/core'
import { chooseLegalAction as chooseDoudizhuAction, createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin, getTable } from '@decklet/plugin-holdem'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { measureContenders, type Contender, type MeasureOptions, type Row, type Table, type Timed } from '../harness'
import { OFFICIAL, RLCARD, deckletLegalActionsCost, deckletUnoPlayer, reducerLegalActionsCost, reducerUnoPlayer, type UnoSetup } from './unoGames'

const MODES: readonly ValidationMode[] = ['none', 'always']
const REDUCER = 'hand-made reducer (no engine)'
const callsPerPosition = new Map<string, number>()

function unoOverheadTable(id: string, setup: UnoSetup, options: MeasureOptions): Table {
  const contenders: Contender[] = []
  const reducer = reducerUnoPlayer(setup)
  let reducerMoves = 0
  let reducerGames = 0
  contenders.push({
    name: REDUCER,
    run() {
      reducerMoves += reducer.play()
      reducerGames++
      return 1
    },
  })
  for (const mode of MODES) {
    const player = deckletUnoPlayer(setup, mode)
    contenders.push({ name: `decklet plugin-uno '${mode}'`, run: () => (player.play(), 1) })
  }
  const rows = measureContenders(contenders, REDUCER, options)
  return {
    id,
    title: `UNO, ${setup.label}: engine vs no engine (games/s)`,
    unit: 'games/s',
    description:
      `Complete games, ${setup.label} (${(reducerMoves / reducerGames).toFixed(0)} moves a game on average). Both sides play the same games: the same seeds (deal and reshuffles from Mulberry32) and the same random choice among the legal actions at each step, listed in the same order ` +
      '(`src/uno/unoReducer.test.ts` checks it move by move). decklet: `@decklet/plugin-uno` in a `GameEngine`, the bot using `chooseLegalAction` (no list built), every action dispatched through the rules, handlers, events and history. ' +
      'The reducer: `src/uno/unoReducer.ts`, the same rules as a pure function `step(game, action) → game` over integer cards and actions, copying only the arrays it changes; its bot lists the legal actions into a reused array. A ratio of 0.5× means decklet takes twice the reducer\'s time per game.',
    rows,
    ratioLabel: 'the hand-made reducer',
  }
}

interface GameKind {
  readonly name: string
  /** Plays one unit (a game, a deal, a session of hands); returns how many units it counted. */
  player(mode: ValidationMode): () => number
  /** Plays one game asking `getLegalActions` `repeat` times at every step; returns the calls and the seconds they took. */
  legalCalls(mode: ValidationMode, repeat: number): () => Timed
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

const HOLDEM_SESSION = 20

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
    const hands = getTable(engine.getState()).handNumber
    engine.destroy()
    return { hands, timed: { units, seconds } }
  }
}

const GAMES: readonly GameKind[] = [
  {
    name: 'UNO official, 4 players',
    player: (mode) => {
      const p = deckletUnoPlayer(OFFICIAL, mode)
      return () => (p.play(), 1)
    },
    legalCalls: (mode, repeat) => {
      let seed = 1
      return () => {
        const r = deckletLegalActionsCost(OFFICIAL, mode, seed++, repeat)
        return { units: r.calls, seconds: r.seconds }
      }
    },
  },
  {
    name: 'UNO rlcard, 2 players',
    player: (mode) => {
      const p = deckletUnoPlayer(RLCARD, mode)
      return () => (p.play(), 1)
    },
    legalCalls: (mode, repeat) => {
      let seed = 1
      return () => {
        const r = deckletLegalActionsCost(RLCARD, mode, seed++, repeat)
        return { units: r.calls, seconds: r.seconds }
      }
    },
  },
  {
    name: 'Dou Dizhu, 3 players',
    player: (mode) => {
      const play = doudizhuGames(mode, 0)
      return () => (play(), 1)
    },
    legalCalls: (mode, repeat) => doudizhuGames(mode, repeat),
  },
  {
    name: "Hold'em no-limit, 6 players (hands)",
    player: (mode) => {
      const play = holdemSessions(mode, 0)
      return () => play().hands
    },
    legalCalls: (mode, repeat) => {
      const play = holdemSessions(mode, repeat)
      return () => play().timed
    },
  },
]

function fullGamesTable(options: MeasureOptions): Table {
  const rows: Row[] = []
  for (const game of GAMES) {
    const contenders: Contender[] = MODES.map((mode) => ({ name: `decklet ${game.name}, '${mode}'`, run: game.player(mode), ratioTo: `decklet ${game.name}, 'none'` }))
    rows.push(...measureContenders(contenders, null, options))
  }
  return {
    id: 'full-games',
    title: 'Complete games with random legal play (games/s; Hold\'em: hands/s)',
    unit: 'games/s',
    description:
      "decklet only (no peer plays these games here; for UNO see the reducer tables above): a new engine per game, random legal play to the end. UNO: as in the tables above (official rules: a bot that plays when it can; rlcard: uniform random), `chooseLegalAction`. " +
      `Dou Dizhu: one deal (bidding and play), \`@decklet/plugin-doudizhu\`'s \`chooseLegalAction\`, uniform random. Hold'em: 6-max no-limit sessions of ${HOLDEM_SESSION} hands (fewer when players bust), each action drawn uniformly from \`engine.getLegalActions\`; counted in hands. ` +
      "The ratio is each game's 'always' against its 'none' (what full validation and freezing cost).",
    rows,
    ratioLabel: "the same game in 'none' mode",
    deckletOnly: true,
  }
}

function legalActionsTable(options: MeasureOptions): Table {
  const REPEAT = 4
  const contenders: Contender[] = []
  for (const setup of [OFFICIAL, RLCARD]) {
    const short = setup === OFFICIAL ? 'UNO official' : 'UNO rlcard'
    let seed = 1
    let reducerSeed = 1
    const reducerName = `${short}: ${REDUCER} legalActions`
    contenders.push({
      name: reducerName,
      run: () => {
        const r = reducerLegalActionsCost(setup, reducerSeed++, REPEAT)
        return { units: r.positions, seconds: r.seconds }
      },
      ratioTo: reducerName,
    })
    for (const mode of MODES) {
      contenders.push({
        name: `${short}: decklet getLegalActions '${mode}'`,
        run: () => {
          const r = deckletLegalActionsCost(setup, mode, seed++, REPEAT)
          callsPerPosition.set(short, r.calls / r.positions)
          return { units: r.positions, seconds: r.seconds }
        },
        ratioTo: reducerName,
      })
    }
  }
  const rows = measureContenders(contenders, null, options)
  return {
    id: 'legal-actions',
    title: 'UNO: all legal actions of a position, decklet vs the reducer (positions/s)',
    unit: 'positions/s',
    description:
      `The positions of seeded random games (the same games on both sides), each asked ${REPEAT} times; only those calls are timed. decklet: \`engine.getLegalActions(id)\` for every player who may act ` +
      `(${[...callsPerPosition].map(([k, v]) => `${k}: ${v.toFixed(2)} calls a position`).join(', ')}), each call checking every candidate action against the rules. ` +
      "The reducer: one `legalActions(game)` call, the whole list as integers into a reused array. One `getLegalActions` call costs 1 / (positions/s × calls a position).",
    rows,
    ratioLabel: 'the hand-made reducer',
  }
}

function legalCallTable(options: MeasureOptions): Table {
  const REPEAT = 4
  const rows: Row[] = []
  for (const game of GAMES) {
    const contenders: Contender[] = MODES.map((mode) => ({ name: `decklet ${game.name.replace(' (hands)', '')}, '${mode}'`, run: game.legalCalls(mode, REPEAT), ratioTo: `decklet ${game.name.replace(' (hands)', '')}, 'none'` }))
    rows.push(...measureContenders(contenders, null, options))
  }
  return {
    id: 'get-legal-actions',
    title: 'One `getLegalActions(playerId)` call (calls/s)',
    unit: 'calls/s',
    description:
      `decklet only: the positions of random games as in the table above; at each step \`engine.getLegalActions(id)\` is called ${REPEAT} times for each player who may act (UNO: \`playersToAct\`; Dou Dizhu and Hold'em: the player to act) and only those calls are timed. ` +
      "A call lists every candidate action the plugin enumerates and keeps those the rules allow. 1 / (calls/s) is the cost of one call. The ratio is 'always' against 'none'.",
    rows,
    ratioLabel: "the same game in 'none' mode",
    deckletOnly: true,
  }
}

export function unoOverheadTables(options: MeasureOptions): Table[] {
  return [unoOverheadTable('uno-overhead-official', OFFICIAL, options), unoOverheadTable('uno-overhead-rlcard', RLCARD, options)]
}

export function fullGameTables(options: MeasureOptions): Table[] {
  return [fullGamesTable(options), legalCallTable(options), legalActionsTable(options)]
}

/** Progress-bar steps of each function. */
export const unoOverheadSteps = (rounds: number): number => rounds * 6
export const fullGameSteps = (rounds: number): number => rounds * (GAMES.length * 4 + 6)
