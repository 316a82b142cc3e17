// Benchmarks 2 and 4: complete games with random legal play (UNO against the hand-made reducer; UNO, Dou
// Dizhu and Hold'em in both validation modes, each against its reference), and the cost of `getLegalActions`.
import type { ValidationMode } from '@decklet/core'
import { measureContenders, withModeCost, type Contender, type MeasureOptions, type Row, type Table, type Timed } from '../harness'
import { MODES } from '../modeRuns'
import { GAMES, HOLDEM_SESSION, REDUCER, type GameKind } from './gameKinds'
import {
  OFFICIAL,
  RLCARD,
  deckletLegalActionsCost,
  deckletUnoInTurn,
  deckletUnoPartPlayer,
  deckletUnoPlayer,
  reducerLegalActionsCost,
  reducerUnoInTurn,
  reducerUnoPartPlayer,
  reducerUnoPlayer,
  type UnoPart,
  type UnoSetup,
} from './unoGames'

const callsPerPosition = new Map<string, number>()

function unoOverheadTable(id: string, setup: UnoSetup, options: MeasureOptions, modes: readonly ValidationMode[]): Table {
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
  for (const mode of modes) {
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
      '(`src/uno/unoReducer.test.ts` checks it move by move). decklet: `@decklet/plugin-uno` in a `GameEngine`, the bot using the plugin API\'s `chooseLegalAction` (`engine.getPluginApi(\'uno\')`, the plugin instance\'s fast path: no list built), every action dispatched through the rules, handlers, events and history. ' +
      'The reducer: `src/uno/unoReducer.ts`, the same rules as a pure function `step(game, action) → game` over integer cards and actions, copying only the arrays it changes; its bot lists the legal actions into a reused array. A ratio of 0.5× means decklet takes twice the reducer\'s time per game.',
    rows,
    ratioLabel: 'the hand-made reducer',
  }
}

const PARTS: readonly { readonly part: UnoPart; readonly reducer: string; readonly decklet: string }[] = [
  { part: 'create', reducer: 'creating a game (`newGame`)', decklet: 'creating a game (`new GameEngine`, `use`, `createGame`, `start`)' },
  { part: 'choose', reducer: 'choosing a move (`legalActions` and the pick)', decklet: 'choosing a move (the plugin API\'s `chooseLegalAction`)' },
  { part: 'move', reducer: 'making a move (`step`)', decklet: 'making a move (`engine.dispatch`)' },
]
/** The parts of decklet's move with no counterpart in the reducer: measured against its whole `step`. */
const INNER_PARTS: readonly { readonly part: UnoPart; readonly decklet: string }[] = [
  { part: 'rules', decklet: "inside the move: the plugin's rules" },
  { part: 'handler', decklet: "inside the move: the plugin's handler (the next state and its events)" },
]

/** Where the time of a UNO game goes, part by part, on both sides. */
function unoPartsTable(setup: UnoSetup, options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const contenders: Contender[] = []
  for (const { part, reducer, decklet } of PARTS) {
    const reducerName = `reducer: ${reducer}`
    contenders.push({ name: reducerName, run: reducerUnoPartPlayer(setup, part), ratioTo: reducerName })
    for (const mode of modes) contenders.push({ name: `decklet '${mode}': ${decklet}`, run: deckletUnoPartPlayer(setup, mode, part), ratioTo: reducerName })
    if (part !== 'move') continue
    for (const inner of INNER_PARTS) {
      for (const mode of modes) contenders.push({ name: `decklet '${mode}': ${inner.decklet}`, run: deckletUnoPartPlayer(setup, mode, inner.part), ratioTo: reducerName })
    }
  }
  const rows = measureContenders(contenders, null, options).map((r) => ({ ...r, note: `${formatMicros(1e6 / r.median)} a call` }))
  return {
    id: 'uno-parts',
    title: `Where a UNO game's time goes (${setup === OFFICIAL ? 'official rules, 4 players' : 'RLCard profile'}; calls/s)`,
    unit: 'calls/s',
    description:
      'The games of the table above, each part timed on its own, on both sides: creating and starting a game (a call is a game); choosing each move, the bot (a call is a move); making each move (a call is a move). ' +
      "decklet's move is the whole `engine.dispatch`: normalizing the action, the rules, the handler building the next state and its events, the engine's event objects and the history record; two more rows time, inside it, the plugin's rules and its handler alone (the plugin wrapped to time them), against the reducer's whole `step`. What is left of the move is the engine's own work. " +
      "Each region is timed with `performance.now()`, the cost of the timer itself (measured in the same process) taken out. Each decklet part's ratio is to the same part of the reducer's games, measured in the same rounds; the notes give the time of one call.",
    rows,
    ratioLabel: "the reducer's same part",
  }
}

/** How many games are in play at once in the in-turn table. */
const WIDTHS = [1, 8, 64] as const

/** Many UNO games in play at once, stepped in turn, on both sides. */
function inTurnTable(setup: UnoSetup, options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const contenders: Contender[] = []
  for (const width of WIDTHS) {
    const games = `${width} game${width > 1 ? 's' : ''} in turn`
    const reducerName = `${games}: ${REDUCER}`
    contenders.push({ name: reducerName, run: reducerUnoInTurn(setup, width), ratioTo: reducerName })
    for (const mode of modes) contenders.push({ name: `${games}: decklet plugin-uno '${mode}'`, run: deckletUnoInTurn(setup, mode, width), ratioTo: reducerName })
  }
  return {
    id: 'uno-in-turn',
    title: 'UNO games stepped in turn, as a vectorized environment does (games/s)',
    unit: 'games/s',
    description:
      `The games of the official-rules table, with 1, 8 or 64 of them in play at once, stepped in turn: one move of each game, then the next round; a finished game is replaced by the next seed's (the same games on both sides). ` +
      "This is how an environment for reinforcement learning steps a batch of games. Each figure's ratio is to the reducer with the same number of games, in the same rounds; the reducer's own figures show what having many games in memory costs by itself.",
    rows: measureContenders(contenders, null, options),
    ratioLabel: 'the reducer with as many games',
  }
}

/** A duration in microseconds, as the notes print it. */
function formatMicros(us: number): string {
  return `${us >= 10 ? us.toFixed(1) : us.toFixed(2)} µs`
}

/** One game's contenders: its reference first, then decklet in each mode, every ratio to the reference. */
function gameContenders(game: GameKind, modes: readonly ValidationMode[], reference: () => () => number | Timed, decklet: (mode: ValidationMode) => () => number | Timed): Contender[] {
  const refName = `${game.name}: ${game.reference.name}`
  return [{ name: refName, run: reference(), ratioTo: refName }, ...modes.map((mode) => ({ name: `${game.name}: decklet '${mode}'`, run: decklet(mode), ratioTo: refName }))]
}

// Why Dou Dizhu and Hold'em are measured against a calibration and not a peer (both tables say it).
const NO_PEER_TEXT =
  "Dou Dizhu and Hold'em have no peer here. We found no Dou Dizhu engine on npm (those in other languages, such as RLCard's in Python, cannot run in this process, in the same rounds). " +
  "For Hold'em the one table engine we found on npm, [poker-ts](https://www.npmjs.com/package/poker-ts) (1.5.0, and 1.4.1 has the same dealer), was tried and is not usable in a timed loop: with random legal play it loops forever inside `showdown()` on some split side pots (its odd-chip loop looks for a winner still in the hand and finds none: a player who folds stays eligible for the pots formed before), at session 758 of our trial, and its payouts lost chips in about 0.4% of hands (13 of 2,956). " +
  "So these two games are measured against a **calibration**, not a competitor: the hand-made UNO reducer's official-rules games (and its `legalActions`), measured in the same rounds as the game. The ratio tells how the figure moves with the machine's speed (compare it across machines and runs), and nothing about Dou Dizhu or Hold'em themselves."

function fullGamesTable(options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const rows: Row[] = []
  for (const game of GAMES) rows.push(...withModeCost(measureContenders(gameContenders(game, modes, () => game.reference.player(), (mode) => game.player(mode)), null, options)))
  return {
    id: 'full-games',
    title: 'Complete games with random legal play (games/s; Hold\'em: hands/s)',
    unit: 'games/s',
    description:
      "A new engine per game, random legal play to the end. UNO: as in the tables above (official rules: a bot that plays when it can; rlcard: uniform random), `chooseLegalAction`. " +
      `Dou Dizhu: one deal (bidding and play), \`@decklet/plugin-doudizhu\`'s \`chooseLegalAction\`, uniform random. Hold'em: 6-max no-limit sessions (blinds 1/2, stacks of 200) of ${HOLDEM_SESSION} hands (fewer when players bust), each action drawn uniformly from \`engine.getLegalActions\`; counted in hands. ` +
      "Each game is measured in its own rounds with its reference, named in the \"ratio to\" column: UNO with the hand-made reducer playing the same games (a peer, see above). " +
      `${NO_PEER_TEXT} ` +
      "The notes give 'always' against 'none' (what full validation and freezing cost).",
    rows,
    ratioLabel: "the game's reference",
  }
}

function legalActionsTable(options: MeasureOptions, modes: readonly ValidationMode[]): Table {
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
    for (const mode of modes) {
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
      `The positions of seeded random games (the same games on both sides, the same positions counted: every position before the game is over), each asked ${REPEAT} times; only those calls are timed. decklet: \`engine.getLegalActions(id)\` for every player who may act ` +
      `(${[...callsPerPosition].map(([k, v]) => `${k}: ${v.toFixed(2)} calls a position`).join(', ')}), each call checking every candidate action against the rules. ` +
      "The reducer: one `legalActions(game)` call, the whole list as integers into a reused array. One `getLegalActions` call costs 1 / (positions/s × calls a position).",
    rows,
    ratioLabel: 'the hand-made reducer',
  }
}

function legalCallTable(options: MeasureOptions, modes: readonly ValidationMode[]): Table {
  const REPEAT = 4
  const rows: Row[] = []
  for (const game of GAMES) rows.push(...withModeCost(measureContenders(gameContenders(game, modes, () => game.reference.legalCalls(REPEAT), (mode) => game.legalCalls(mode, REPEAT)), null, options)))
  return {
    id: 'get-legal-actions',
    title: 'One `getLegalActions(playerId)` call (calls/s)',
    unit: 'calls/s',
    description:
      `The positions of random games as in the table above; at each step \`engine.getLegalActions(id)\` is called ${REPEAT} times for each player who may act (UNO: \`playersToAct\`; Dou Dizhu and Hold'em: the player to act) and only those calls are timed. ` +
      "A call lists every candidate action the plugin enumerates and keeps those the rules allow. 1 / (calls/s) is the cost of one call. " +
      "References, each in the same rounds as its game: for UNO, the reducer's `legalActions` on the same positions, counted per player who may act so that its units are decklet's calls (one reducer call lists every such player at once, so this flatters the reducer a little while a UNO call is open); " +
      "for Dou Dizhu and Hold'em, no peer (see the table above): the reducer's UNO `legalActions` as a **calibration** of the machine's speed, not a competitor. The notes give 'always' against 'none'.",
    rows,
    ratioLabel: "the game's reference",
  }
}

/** The two tables of benchmark 2, with decklet in each of `modes`. */
export function unoOverheadTables(options: MeasureOptions, modes: readonly ValidationMode[] = MODES): Table[] {
  return [unoOverheadTable('uno-overhead-official', OFFICIAL, options, modes), unoOverheadTable('uno-overhead-rlcard', RLCARD, options, modes), unoPartsTable(OFFICIAL, options, modes), inTurnTable(OFFICIAL, options, modes)]
}

/** The three tables of benchmark 4, with decklet in each of `modes`. */
export function fullGameTables(options: MeasureOptions, modes: readonly ValidationMode[] = MODES): Table[] {
  return [fullGamesTable(options, modes), legalCallTable(options, modes), legalActionsTable(options, modes)]
}

/** Progress-bar steps of each function. */
export const unoOverheadSteps = (rounds: number, modeCount = MODES.length): number => rounds * ((1 + modeCount) * (2 + PARTS.length + WIDTHS.length) + modeCount * INNER_PARTS.length)
export const fullGameSteps = (rounds: number, modeCount = MODES.length): number => rounds * (1 + modeCount) * (GAMES.length * 2 + 2)
