import semver from 'semver'
import type { Action } from '../actions/types'
import { GameEngine } from '../engine/gameEngine'
import type { GameConfigInit } from '../engine/types'
import { GameRecordError, StateValidationError } from '../errors/errors'
import type { ActionRecord } from '../history/actionHistory'
import type { GamePlugin } from '../plugins/types'
import type { RandomState } from '../random/randomProvider'
import type { GameState } from '../state/types'
import { checkGameStateShape } from '../validation/stateShape'
import { GAME_RECORD_FORMAT_VERSION, type GameRecord } from './gameRecord'

/** Input of {@link ReplayEngine.replay}. */
export interface ReplayOptions {
  /** The plugins, in the order the original engine registered them. */
  plugins: readonly GamePlugin[]
  seed: number
  /** The state at the end of `createGame` (`engine.getInitialState()`). */
  initialState: GameState
  /** The top-level actions to re-apply (`engine.getHistory()`). */
  history: readonly ActionRecord[]
  /** Engine options (`clock` is replaced by the recorded timestamps). */
  config?: Omit<GameConfigInit, 'seed' | 'clock'>
  /** Random position at `initialState`; defaults to a fresh provider from `seed`. */
  initialRandom?: RandomState | null
  /** Clock time of the original `start()`; defaults to the first record's timestamp. */
  startedAt?: number | null
}

/** Output of a replay. */
export interface ReplayResult {
  /** The final state. */
  readonly state: GameState
  /** The engine that replayed the game, at the final state and usable to continue. */
  readonly engine: GameEngine
}

/**
 * Deterministic replay: re-applies a history of top-level actions to an initial
 * state with the same seed, feeding the recorded timestamps back to the clock,
 * so the final state is identical to the original's.
 */
export class ReplayEngine {
  /**
   * Replays a history. Plugin `setup` runs only for its registrations; the
   * initial state is installed as recorded; `start()` is replayed when it is
   * `waiting`. Throws {@link GameRecordError} when a recorded action is refused.
   *
   * @example
   * const { state } = ReplayEngine.replay({
   *   plugins: [MyPlugin], seed: engine.getState().seed,
   *   initialState: engine.getInitialState(), history: engine.getHistory(),
   * })
   */
  static replay(options: ReplayOptions): ReplayResult {
    const shape = checkGameStateShape(options.initialState)
    if (shape.length > 0) throw new StateValidationError(`Invalid initial state: ${shape.join('; ')}`, shape)
    let now = options.startedAt ?? options.history[0]?.timestamp ?? 0
    const engine = new GameEngine({ ...options.config, seed: options.seed, clock: () => now })
    for (const plugin of options.plugins) engine.use(plugin)
    const seeded = { ...options.initialState, seed: options.seed }
    engine._installInitialState(seeded, options.initialRandom ?? null)
    if (seeded.status === 'waiting') engine.start()
    for (const record of options.history) {
      now = record.timestamp
      const result = engine.dispatch(record.action as Action)
      if (!result.ok) {
        throw new GameRecordError(
          `Replay diverged at sequence ${record.sequence} (${record.action.type}): ${result.denyReason ?? result.error}`,
          'REPLAY_DIVERGED',
        )
      }
    }
    return { state: engine.getState(), engine }
  }

  /**
   * Replays a record from `engine.exportRecord()`. Refuses, with a
   * {@link GameRecordError}, an unknown format, a plugin of the record that is
   * not given, or one whose major version differs from the recorded one.
   */
  static replayRecord(record: GameRecord, plugins: readonly GamePlugin[]): ReplayResult {
    if (typeof record !== 'object' || record === null || record.format !== 'decklet-record') {
      throw new GameRecordError('Not a decklet game record')
    }
    if (record.formatVersion !== GAME_RECORD_FORMAT_VERSION) {
      throw new GameRecordError(`Unsupported record format version ${String(record.formatVersion)} (expected ${GAME_RECORD_FORMAT_VERSION})`)
    }
    const given = new Map(plugins.map((p) => [p.id, p]))
    const ordered: GamePlugin[] = []
    for (const wanted of record.plugins) {
      const plugin = given.get(wanted.id)
      if (!plugin) {
        throw new GameRecordError(
          `Cannot replay: the record needs plugin '${wanted.id}' ${wanted.version}, which was not given`,
          'RECORD_PLUGIN_MISSING',
        )
      }
      if (semver.major(plugin.version) !== semver.major(wanted.version)) {
        throw new GameRecordError(
          `Cannot replay: plugin '${wanted.id}' is version ${plugin.version}, but the record was made with ${wanted.version} (another major version)`,
          'RECORD_PLUGIN_MAJOR',
        )
      }
      ordered.push(plugin)
    }
    return ReplayEngine.replay({
      plugins: ordered,
      seed: record.seed,
      initialState: record.initialState,
      history: record.history,
      config: record.config,
      initialRandom: record.initialRandom,
      startedAt: record.startedAt,
    })
  }
}
