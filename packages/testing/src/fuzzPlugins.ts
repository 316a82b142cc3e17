import { InvalidOptionError, SeededRandomProvider, type Action, type ActionInit, type GameEngine } from '@decklet/core'
import { runCheckedGame, type CheckOptions } from './internal/checkedGame'
import { pickerSeed } from './internal/seeds'
import { shrinkRun } from './internal/shrink'

/**
 * What fuzzing checks, and so what a failure can be:
 * - `error`: something threw (`makeEngine`, `getActors`, `getLegalActions`, `getPending`, `dispatch`, a check);
 * - `rejected`: `dispatch` refused an action `getLegalActions` (or `getPending`) offered (a deny, e.g.
 *   `UNKNOWN_ACTION_TYPE` for an enumerated type nobody handles, or a handler error);
 * - `mutation`: the state before the step was changed in place;
 * - `invariant`: a built-in invariant is broken (or `dispatch` threw `StateValidationError`);
 * - `json`: the state is not plain JSON, or its JSON round trip differs;
 * - `fork`: a fork taken before the step, given the same action, reached another state;
 * - `snapshot`: restoring the snapshot taken before the step and re-applying the action reached another state;
 * - `replay`: the game's record does not replay to the same state and history.
 *
 * @example
 * const nondeterministic: FuzzFailureKind[] = ['fork', 'snapshot', 'replay']
 */
export type FuzzFailureKind = 'error' | 'rejected' | 'mutation' | 'invariant' | 'json' | 'fork' | 'snapshot' | 'replay'

/**
 * Options of {@link fuzzPlugins}.
 *
 * @example
 * fuzzPlugins(makeEngine, { games: 500, seed: 7, maxSteps: 200, ignorePaths: ['variables.lastMoveAt'] })
 */
export interface FuzzOptions {
  /**
   * Games to play (default 10). Every step forks the engine, restores a snapshot and compares whole states,
   * so a run costs up to about a millisecond per step on a busy two-core machine; the default run (at most
   * 1,000 steps) fits vitest's default 5 s timeout with room to spare. Size a longer run by a count, e.g.
   * `games: testSize('MY_GAME_FUZZ_GAMES', { quick: 10, long: 1_000 })`.
   */
  games?: number
  /** Master seed: each game gets a seed derived from it (default 1). */
  seed?: number
  /**
   * Most actions per game (default 100): raise it for games that take longer to finish (a UNO match to 500
   * points, a Hold'em session), so the fuzzer reaches their ends.
   */
  maxSteps?: number
  /**
   * State paths the fork, snapshot and JSON comparisons skip (default none),
   * e.g. a variable holding an event timestamp: a fork or a re-applied action
   * reads the clock again. Read as {@link compareStates} reads them (`players.*.lastSeen`).
   */
  ignorePaths?: readonly string[]
  /** Stop after this many failing games (default 1). */
  maxFailures?: number
  /** Most sequences to re-run while shrinking one failure (default 300). */
  shrinkRuns?: number
}

/**
 * One failing game of {@link fuzzPlugins}, with the shortest failing action
 * sequence found. Reproduce it with `makeEngine(seed)` and dispatching `actions`.
 *
 * @example
 * const [failure] = report.failures
 * const engine = makeEngine(failure.seed)
 * for (const action of failure.actions) engine.dispatch(action)
 */
export interface FuzzFailure {
  /** The game's seed: `makeEngine(seed)` starts it again. */
  readonly seed: number
  /** Index of the game (0-based). */
  readonly game: number
  /** 1-based index of the failing action in `actions` (its length for `replay`, 0 when `makeEngine` threw). */
  readonly step: number
  readonly kind: FuzzFailureKind
  /** What failed, with the action, the reason and a state diff. */
  readonly message: string
  /** The shortest failing sequence found (actions without ids). */
  readonly actions: readonly ActionInit[]
  /** Length of the sequence before shrinking. */
  readonly originalLength: number
}

/**
 * What {@link fuzzPlugins} found.
 *
 * @example
 * const report = fuzzPlugins(makeEngine, { games: 50 })
 * expect(report.failures).toEqual([])
 */
export interface FuzzReport {
  /** True when no game failed. */
  readonly ok: boolean
  /** Games played (fewer than asked when `maxFailures` stopped it). */
  readonly games: number
  /** Actions applied over all games (before shrinking). */
  readonly steps: number
  readonly failures: readonly FuzzFailure[]
}

// The defaults: 10 games of at most 100 steps, at most 1,000 checked steps in all (see the README: a default run
// must fit a plain it() with a wide margin on a busy two-core machine).
const DEFAULTS = Object.freeze({ games: 10, maxSteps: 100, maxFailures: 1, shrinkRuns: 300 })

/**
 * Fuzzes a rule set: plays `games` random games, each from
 * `makeEngine(seed)` — a new, started engine each call (the fuzzer destroys
 * it when done) — with a seed derived from `options.seed`,
 * choosing among the legal actions of the players who may act (`engine.getActors()`,
 * in its order: the plugins' `actors` hooks, else the players with legal actions by
 * seat), as a session would ask them; when nobody has a legal action but the game has pending work
 * (`engine.getPending()`), it plays that action, as a session would, and checks it like any step. At every step it checks
 * that the chosen legal action is accepted, that the state before the step was
 * not changed in place, the built-in invariants, that the state is JSON and
 * survives a JSON round trip, that a fork taken before the step reaches the same
 * state with the same action, and that restoring the snapshot taken before the
 * step and re-applying the action does too; at the end of a game, that its
 * record replays to the same state and history (see {@link FuzzFailureKind}).
 * Anything thrown is a failure too.
 *
 * A failing game is shrunk: its actions are replayed on a fresh
 * `makeEngine(seed)` with the same checks, dropping actions while it still fails
 * the same way. Never throws; returns the report.
 *
 * By default it plays 10 games of at most 100 steps, which fits a plain `it()`;
 * pass `games` (and `maxSteps` for long games) for more, sized by a count such as {@link testSize}'s.
 *
 * @example
 * const report = fuzzPlugins((seed) => createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin], seed }))
 * expect(report.failures).toEqual([])
 * // A long run: DECKLET_LONG_TESTS=1 plays 1,000 games.
 * fuzzPlugins(makeEngine, { games: testSize('MY_GAME_FUZZ_GAMES', { quick: 10, long: 1_000 }), maxSteps: 300 })
 */
export function fuzzPlugins<TAction extends Action>(makeEngine: (seed: number) => GameEngine<TAction>, options: FuzzOptions = {}): FuzzReport {
  const games = options.games ?? DEFAULTS.games
  const maxSteps = options.maxSteps ?? DEFAULTS.maxSteps
  const maxFailures = options.maxFailures ?? DEFAULTS.maxFailures
  const shrinkRuns = options.shrinkRuns ?? DEFAULTS.shrinkRuns
  for (const [name, value, min] of [['games', games, 0], ['maxSteps', maxSteps, 0], ['maxFailures', maxFailures, 1], ['shrinkRuns', shrinkRuns, 0]] as const) {
    if (!Number.isInteger(value) || value < min) throw new InvalidOptionError(name, value, `an integer >= ${min}`, { scope: 'fuzzPlugins' })
  }
  const check: CheckOptions = { ignorePaths: options.ignorePaths ?? [] }
  const master = new SeededRandomProvider(options.seed ?? 1)
  const failures: FuzzFailure[] = []
  let played = 0
  let steps = 0
  for (let game = 0; game < games && failures.length < maxFailures; game++) {
    const seed = Math.floor(master.next() * 0x100000000)
    const run = runCheckedGame(makeEngine, seed, { random: new SeededRandomProvider(pickerSeed(seed)), maxSteps }, check)
    played++
    steps += run.actions.length
    if (run.failure === null) continue
    const shrunk = shrinkRun((actions) => runCheckedGame(makeEngine, seed, { script: actions }, check), run, shrinkRuns)
    const failure = shrunk.run.failure!
    const note =
      shrunk.reproduced !== false
        ? ''
        : '\n(re-running the recorded actions on a fresh makeEngine(seed) did not fail the same way, so they were not shrunk: is makeEngine or a plugin nondeterministic?)'
    failures.push({
      seed,
      game,
      step: failure.step,
      kind: failure.kind,
      message: `${failure.message}${note}`,
      actions: shrunk.run.actions,
      originalLength: run.actions.length,
    })
  }
  return { ok: failures.length === 0, games: played, steps, failures }
}
