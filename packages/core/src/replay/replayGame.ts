import semver from 'semver'
import type { Action } from '../actions/types'
import type { GameEngine } from '../engine/gameEngine'
import type { GameConfigInit, GameRecordStart } from '../engine/types'
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
  /** The game's seed (`state.seed`). */
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
  /**
   * Number of history records applied before the original `start()`
   * (`exportRecord().startedAfter`), or `null` when the game was not started in
   * this history. By default `start()` is replayed first when `initialState` is `waiting`.
   */
  startedAfter?: number | null
}

/** Hooks to observe a replay. */
export interface ReplayHooks {
  /** Called once the initial state is installed, before `start()` and the history are replayed (e.g. to subscribe). */
  beforeReplay?(engine: GameEngine): void
}

/** Output of a replay. */
export interface ReplayResult {
  /** The final state. */
  readonly state: GameState
  /** The engine that replayed the game, at the final state and usable to continue. */
  readonly engine: GameEngine
}

/**
 * What a replay starts its engine with: `GameEngine` itself. It is passed in
 * rather than imported because the engine module imports the viewer records of
 * this folder: replay code that imported it back would make an import loop.
 * @internal
 */
export interface EngineFactory {
  fromRecord(record: GameRecordStart, plugins: readonly GamePlugin[], config?: GameConfigInit): GameEngine
}

/** {@link ReplayEngine.replay}, with the engine made by `engines`. @internal */
export function replayGame(engines: EngineFactory, options: ReplayOptions & ReplayHooks): ReplayResult {
  const shape = checkGameStateShape(options.initialState)
  if (shape.length > 0) throw new StateValidationError(`Invalid initial state: ${shape.join('; ')}`, shape)
  const startedAt = options.startedAt ?? options.history[0]?.timestamp ?? 0
  const seeded = { ...options.initialState, seed: options.seed }
  const startAfter = options.startedAfter === undefined ? (seeded.status === 'waiting' ? 0 : null) : options.startedAfter
  if (startAfter !== null && (!Number.isInteger(startAfter) || startAfter < 0 || startAfter > options.history.length)) {
    throw new GameRecordError(`startedAfter ${String(startAfter)} is not a position in a history of ${options.history.length} records`)
  }
  let now = startedAt
  const config = { ...options.config, seed: options.seed, clock: () => now }
  const engine = engines.fromRecord({ initialState: seeded, initialRandom: options.initialRandom ?? null }, options.plugins, config)
  options.beforeReplay?.(engine)
  const history = options.history
  for (let i = 0; i <= history.length; i++) {
    if (i === startAfter) {
      now = startedAt
      engine.start()
    }
    if (i === history.length) break
    const record = history[i]!
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

/** {@link ReplayEngine.replayRecord}, with the engine made by `engines`. @internal */
export function replayRecordWith(engines: EngineFactory, record: GameRecord, plugins: readonly GamePlugin[], hooks: ReplayHooks): ReplayResult {
  if (typeof record !== 'object' || record === null || record.format !== 'decklet-record') {
    throw new GameRecordError('Not a decklet game record')
  }
  if (record.formatVersion !== GAME_RECORD_FORMAT_VERSION) {
    throw new GameRecordError(`Unsupported record format version ${String(record.formatVersion)} (expected ${GAME_RECORD_FORMAT_VERSION})`)
  }
  if (!Array.isArray(record.plugins) || !Array.isArray(record.history)) {
    throw new GameRecordError('Not a decklet game record: plugins and history must be lists')
  }
  const given = new Map(plugins.map((p) => [p.id, p]))
  const ordered: GamePlugin[] = []
  for (const wanted of record.plugins as readonly unknown[]) {
    if (typeof wanted !== 'object' || wanted === null || typeof (wanted as { id?: unknown }).id !== 'string') {
      throw new GameRecordError('Not a decklet game record: every plugin entry needs a string id')
    }
    const { id, version } = wanted as { id: string; version?: unknown }
    if (typeof version !== 'string' || semver.valid(version) === null) {
      throw new GameRecordError(`Cannot replay: the record gives plugin '${id}' the version '${String(version)}', which is not a semantic version`)
    }
    const plugin = given.get(id)
    if (!plugin) {
      throw new GameRecordError(`Cannot replay: the record needs plugin '${id}' ${version}, which was not given`, 'RECORD_PLUGIN_MISSING')
    }
    // A given plugin without a valid version is refused by engine.use() (InvalidPluginError) below.
    if (semver.valid(plugin.version) !== null && semver.major(plugin.version) !== semver.major(version)) {
      throw new GameRecordError(
        `Cannot replay: plugin '${id}' is version ${plugin.version}, but the record was made with ${version} (another major version)`,
        'RECORD_PLUGIN_MAJOR',
      )
    }
    ordered.push(plugin)
  }
  return replayGame(engines, {
    plugins: ordered,
    seed: record.seed,
    initialState: record.initialState,
    history: record.history,
    config: record.config,
    initialRandom: record.initialRandom,
    startedAt: record.startedAt,
    startedAfter: record.startedAfter,
    ...hooks,
  })
}
