import semver from 'semver'
import type { Action } from '../actions/types'
import type { GameEngine } from '../engine/gameEngine'
import type { GameConfigInit, GameRecordStart } from '../engine/types'
import { GameRecordError, StateValidationError } from '../errors/errors'
import type { ActionRecord } from '../history/actionHistory'
import type { GamePlugin } from '../plugins/types'
import type { RandomState } from '../random/randomProvider'
import type { GameState } from '../state/types'
import { canonicalJson, hashState } from '../state/stateHash'
import { checkGameStateShape } from '../validation/stateShape'
import { GAME_RECORD_FORMAT_VERSION, type GameRecord, type RecordedFinal } from './gameRecord'

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
  /** Where the game ended (`exportRecord().final`): the replay must end at that version with that hash. */
  final?: RecordedFinal
  /**
   * The clock of the replayed engine once the replay is over, for a game that goes on from it (default
   * `Date.now`). While the history is replayed, the clock reads the recorded timestamps.
   */
  clock?: () => number
}

/** Hooks to observe a replay. */
export interface ReplayHooks {
  /** Called once the initial state is installed, before `start()` and the history are replayed (e.g. to subscribe). */
  beforeReplay?(engine: GameEngine): void
  /** Called after each action of the history is replayed (and checked), with its index in the history. */
  afterStep?(engine: GameEngine, index: number): void
}

/** Options of {@link ReplayEngine.replayRecord}. */
export interface ReplayRecordOptions extends ReplayHooks {
  /**
   * Refuse any version difference between the record's plugins and the given ones (`RECORD_PLUGIN_VERSION`),
   * not only another major version; without it a difference is a {@link ReplayWarning}.
   */
  strict?: boolean
  /**
   * Check that the replay ends in the record's final state (`final`: version and hash), default `true`.
   * A tool that compares the states itself, to name each difference, turns it off. With `false`, a format 2
   * record may also leave `final` out (a live record, saved without hashing the state after each action).
   */
  checkFinal?: boolean
  /** The clock of the replayed engine once the replay is over (see {@link ReplayOptions.clock}; default `Date.now`). */
  clock?: () => number
}

/** Something a replay that succeeded wants the caller to know. */
export interface ReplayWarning {
  /** `RECORD_PLUGIN_VERSION`: a plugin's version differs from the record's (same major). */
  readonly code: 'RECORD_PLUGIN_VERSION'
  readonly pluginId: string
  /** The version the record was made with. */
  readonly recordedVersion: string
  /** The version that replayed it. */
  readonly replayingVersion: string
  /** `recorded with crazy-eights 1.0.0, replaying with 1.0.1` */
  readonly message: string
}

/** Output of a replay. */
export interface ReplayResult {
  /** The final state. */
  readonly state: GameState
  /** The engine that replayed the game, at the final state and usable to continue. */
  readonly engine: GameEngine
  /** What differed without stopping the replay (plugin versions); empty when nothing did. */
  readonly warnings: readonly ReplayWarning[]
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

/** {@link ReplayEngine.replay}, with the engine made by `engines`; `warnings` are reported and named in a divergence. @internal */
export function replayGame(engines: EngineFactory, options: ReplayOptions & ReplayHooks, warnings: readonly ReplayWarning[] = []): ReplayResult {
  // A divergence names what may explain it: every plugin whose version differs from the record's.
  const versions = warnings.length === 0 ? '' : ` (${warnings.map((w) => w.message).join('; ')})`
  const shape = checkGameStateShape(options.initialState)
  if (shape.length > 0) throw new StateValidationError(`Invalid initial state: ${shape.join('; ')}`, shape)
  const startedAt = options.startedAt ?? options.history[0]?.timestamp ?? 0
  const seeded = { ...options.initialState, seed: options.seed }
  const startAfter = options.startedAfter === undefined ? (seeded.status === 'waiting' ? 0 : null) : options.startedAfter
  if (startAfter !== null && (!Number.isInteger(startAfter) || startAfter < 0 || startAfter > options.history.length)) {
    throw new GameRecordError(`startedAfter ${String(startAfter)} is not a position in a history of ${options.history.length} records`)
  }
  let now = startedAt
  // The recorded timestamps while the history is replayed, then the live clock: actions after the replay get their own time.
  let replaying = true
  const live = options.clock ?? Date.now
  const config = { ...options.config, seed: options.seed, clock: () => (replaying ? now : live()) }
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
        `Replay diverged at sequence ${record.sequence} (${record.action.type}): ${result.denyReason ?? result.error}${versions}`,
        'REPLAY_DIVERGED',
      )
    }
    // The same measure as the record's: the version once the action and its event handlers ran (its chained actions not yet).
    const applied = engine.getHistory()
    const version = applied[applied.length - 1]!.stateVersionAfter
    if (typeof record.stateVersionAfter === 'number' && version !== record.stateVersionAfter) {
      throw new GameRecordError(
        `Replay diverged at sequence ${record.sequence} (${record.action.type}): the state is at version ${version}, the record says ${record.stateVersionAfter}${versions}`,
        'REPLAY_DIVERGED',
      )
    }
    options.afterStep?.(engine, i)
  }
  replaying = false
  const state = engine.getState()
  const final = options.final
  if (final !== undefined) {
    const hash = hashState(state)
    if (state.version !== final.version || hash !== final.hash) {
      const last = history.length === 0 ? 'with no action' : `after sequence ${history[history.length - 1]!.sequence}`
      throw new GameRecordError(
        `Replay diverged at the end (${last}): the record ends at version ${final.version} with ${final.hash}, the replay at version ${state.version} with ${hash}${versions}`,
        'REPLAY_DIVERGED',
      )
    }
  }
  return { state, engine, warnings }
}

/** {@link ReplayEngine.replayRecord}, with the engine made by `engines`. @internal */
export function replayRecordWith(engines: EngineFactory, record: GameRecord, plugins: readonly GamePlugin[], options: ReplayRecordOptions): ReplayResult {
  if (typeof record !== 'object' || record === null || record.format !== 'decklet-record') {
    throw new GameRecordError('Not a decklet game record')
  }
  if (record.formatVersion !== GAME_RECORD_FORMAT_VERSION && record.formatVersion !== 1) {
    throw new GameRecordError(`Unsupported record format version ${String(record.formatVersion)} (expected 1 or ${GAME_RECORD_FORMAT_VERSION})`)
  }
  const formatTwo = record.formatVersion === 2
  // A live record has no `final` yet; only a replay that does not check it takes one.
  const liveWithoutFinal = record.final === undefined && options.checkFinal === false
  if (formatTwo && !liveWithoutFinal && !isFinal(record.final)) {
    throw new GameRecordError('Not a decklet game record: a format 2 record ends with final { version, hash }')
  }
  if (!Array.isArray(record.plugins) || !Array.isArray(record.history)) {
    throw new GameRecordError('Not a decklet game record: plugins and history must be lists')
  }
  const given = new Map(plugins.map((p) => [p.id, p]))
  const ordered: GamePlugin[] = []
  const warnings: ReplayWarning[] = []
  for (const wanted of record.plugins as readonly unknown[]) {
    if (typeof wanted !== 'object' || wanted === null || typeof (wanted as { id?: unknown }).id !== 'string') {
      throw new GameRecordError('Not a decklet game record: every plugin entry needs a string id')
    }
    const { id, version, config } = wanted as { id: string; version?: unknown; config?: unknown }
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
    if (formatTwo) checkConfig(id, config, plugin)
    if (plugin.version !== version) {
      const message = `recorded with ${id} ${version}, replaying with ${plugin.version}`
      if (options.strict === true) throw new GameRecordError(`Cannot replay strictly: ${message}`, 'RECORD_PLUGIN_VERSION')
      warnings.push({ code: 'RECORD_PLUGIN_VERSION', pluginId: id, recordedVersion: version, replayingVersion: plugin.version, message })
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
    final: formatTwo && options.checkFinal !== false ? record.final : undefined,
    beforeReplay: options.beforeReplay,
    afterStep: options.afterStep,
    clock: options.clock,
  }, warnings)
}

function isFinal(value: unknown): value is RecordedFinal {
  if (typeof value !== 'object' || value === null) return false
  const { version, hash } = value as { version?: unknown; hash?: unknown }
  return Number.isInteger(version) && typeof hash === 'string'
}

/** Refuses a plugin whose `config` differs from the one the record was made with (`RECORD_PLUGIN_CONFIG`). */
function checkConfig(id: string, recorded: unknown, plugin: GamePlugin): void {
  let wanted: string
  try {
    wanted = canonicalJson((recorded ?? null) as never)
  } catch {
    throw new GameRecordError(`Not a decklet game record: plugin '${id}' has a config that is not JSON data`)
  }
  const given = canonicalJson((plugin.config ?? null) as never)
  if (wanted !== given) {
    throw new GameRecordError(`Cannot replay: plugin '${id}' was configured ${wanted} in the record, but ${given} here`, 'RECORD_PLUGIN_CONFIG')
  }
}
