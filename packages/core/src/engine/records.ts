import { InvalidArgumentError, NotFoundError, StateValidationError } from '../errors/errors'
import { ActionHistory } from '../history/actionHistory'
import type { GamePlugin } from '../plugins/types'
import { frozenRandomState } from '../random/randomCheckpoint'
import type { RandomState } from '../random/randomProvider'
import { GAME_RECORD_FORMAT_VERSION, type GameRecord } from '../replay/gameRecord'
import type { EngineFactory } from '../replay/replayGame'
import { createViewerRecord } from '../replay/viewerRecord'
import { cloneJson, deepFreeze } from '../state/json'
import { hashState } from '../state/stateHash'
import type { GameState } from '../state/types'
import { checkGameStateShape } from '../validation/stateShape'
import type { StateValidator } from '../validation/stateValidator'
import { viewerOption } from '../views/scopedListener'
import type { ExportRecordOptions, ViewerRecord } from '../views/types'
import type { EngineParts } from './engineParts'
import { parseSnapshot, SNAPSHOT_HISTORY, SNAPSHOT_ORIGIN, type SnapshotOrigin } from './snapshot'
import type { Tick } from './tick'
import type { CreateGameOptions, GameConfig, GameSnapshot } from './types'

/**
 * The engine's records: where the game's record starts (its initial state and
 * random position, the `createGame` options, when `start()` ran), and the
 * snapshots, restores and exported records made from it and from the live game
 * a {@link Tick} holds.
 * @internal
 */
export class Records {
  /** The state the record starts from: the end of `createGame`, or a snapshot from elsewhere. */
  initial: GameState | null = null
  private initialRandom: RandomState | null = null
  private createOptions: CreateGameOptions | null = null
  private startedAt: number | null = null
  // History length when start() ran (start is not a history record): replay starts the game at that point.
  private startedAfter: number | null = null

  /** The record starts at `initial` (a created or installed game); `options`: the `createGame` options, if any. */
  created(initial: GameState, tick: Tick, options: CreateGameOptions | null): void {
    this.initial = initial
    this.initialRandom = frozenRandomState(tick.random)
    this.createOptions = options
  }

  /** `start()` ran in the tick that is committing. */
  started(tick: Tick): void {
    this.startedAt = tick.time
    this.startedAfter = tick.history.length
  }

  /** The options `createGame` was called with, `seed` replaced (for a fork with a new seed). */
  reseededOptions(seed: number): CreateGameOptions {
    return { ...this.createOptions!, seed }
  }

  /** Copies where the record starts into a fork's records. */
  copyTo(other: Records): void {
    other.initial = this.initial
    other.initialRandom = this.initialRandom
    other.createOptions = this.createOptions
    other.startedAt = this.startedAt
    other.startedAfter = this.startedAfter
  }

  /** Forgets the record (destroy). */
  clear(): void {
    this.initial = null
  }

  /** An O(1) snapshot of the live game: its state and history are shared, not copied. */
  snapshot(tick: Tick): GameSnapshot {
    const state = tick.state!
    const snapshot: GameSnapshot = {
      format: 'decklet-snapshot',
      state,
      version: state.version,
      random: frozenRandomState(tick.random),
      historyLength: tick.history.length,
    }
    Object.defineProperty(snapshot, SNAPSHOT_HISTORY, { value: tick.history.share() })
    const origin: SnapshotOrigin = { initial: this.initial, startedAt: this.startedAt, startedAfter: this.startedAfter }
    Object.defineProperty(snapshot, SNAPSHOT_ORIGIN, { value: origin })
    return Object.freeze(snapshot)
  }

  /**
   * Puts a snapshot into the live game: state, random position and, for a
   * snapshot of this very game, its history. A snapshot of another game starts a
   * new record at its state. Checks everything first (structure, invariants and
   * the plugins' checks, whatever the validation mode), so a refused snapshot
   * ({@link StateValidationError}) changes nothing.
   */
  restore(tick: Tick, snapshot: GameSnapshot, validator: StateValidator, checked: boolean): void {
    const parsed = parseSnapshot(snapshot)
    const full = validator.clone()
    full.reset()
    const result = full.validate(parsed.state)
    if (!result.valid) {
      throw new StateValidationError(`State validation failed after restoreSnapshot: ${result.errors.join('; ')}`, result.errors)
    }
    if (parsed.random !== null) {
      try {
        tick.random.setState(parsed.random)
      } catch (e) {
        // A random position this engine's provider cannot take makes the snapshot malformed.
        const problem = e instanceof Error ? e.message : String(e)
        throw new StateValidationError(`Invalid snapshot: ${problem}`, [problem], { cause: e })
      }
    }
    tick.state = checked ? deepFreeze(parsed.state) : parsed.state
    // Only a snapshot of this very game (same initial state) may bring its history: a history adopted
    // from another game would pair with this game's initial state in exportRecord and not replay.
    if (parsed.history !== null && parsed.origin !== null && parsed.origin.initial === this.initial) {
      tick.history = parsed.history.share()
      this.startedAt = parsed.origin.startedAt
      this.startedAfter = parsed.origin.startedAfter
    } else {
      // A snapshot from elsewhere carries no history: the game's record now starts here.
      tick.history = new ActionHistory()
      this.initial = tick.state
      this.initialRandom = frozenRandomState(tick.random)
      this.startedAt = null
      this.startedAfter = null
    }
  }

  /** The full, replayable record of the live game. */
  export(tick: Tick, plugins: readonly GamePlugin[], config: GameConfig): GameRecord {
    return {
      format: 'decklet-record',
      formatVersion: GAME_RECORD_FORMAT_VERSION,
      plugins: plugins.map((p) => ({ id: p.id, version: p.version, config: p.config === undefined ? null : cloneJson(p.config) })),
      seed: tick.state!.seed,
      config: { maxActionsPerTick: config.maxActionsPerTick, validationMode: config.validationMode },
      createGameOptions: cloneJson(this.createOptions!),
      initialState: this.initial!,
      initialRandom: this.initialRandom,
      startedAt: this.startedAt,
      startedAfter: this.startedAfter,
      history: tick.history.getAll().slice(),
      final: { version: tick.state!.version, hash: hashState(tick.state!) },
    }
  }

  /** Whether `playerId` is, or was, a player of the game: in the current or the initial state, or the author of a recorded action. */
  wasPlayer(tick: Tick, playerId: string): boolean {
    if (Object.hasOwn(tick.state!.players, playerId) || (this.initial !== null && Object.hasOwn(this.initial.players, playerId))) return true
    return tick.history.getAll().some((record) => record.action.playerId === playerId)
  }
}

/**
 * What `exportRecord(options)` returns: the full record of the game `parts` hold, or, with a viewer, the
 * {@link ViewerRecord} made from it by replaying it (`engines`: what makes the engine the replay runs on). Throws
 * `NotFoundError` for a viewer who never played.
 * @internal
 */
export function exportGameRecord(parts: EngineParts, config: GameConfig, options: ExportRecordOptions | undefined, engines: EngineFactory): GameRecord | ViewerRecord {
  const { viewer, stepViews } = exportOptions(options)
  const { records, pluginList, tick } = parts
  if (typeof viewer === 'string' && !records.wasPlayer(tick, viewer)) throw new NotFoundError('player', viewer)
  const record = records.export(tick, pluginList, config)
  return viewer === undefined ? record : createViewerRecord(record, pluginList, viewer, engines, stepViews)
}

/**
 * The `exportRecord` options, checked: the viewer (`undefined`: the full record) and whether each step carries
 * the viewer's view. Throws `InvalidArgumentError` for a `stepViews` that is not a boolean, or given without a viewer.
 */
function exportOptions(options: ExportRecordOptions | undefined): { viewer: string | null | undefined; stepViews: boolean } {
  const viewer = viewerOption(options, 'exportRecord')
  const stepViews = options?.stepViews
  if (stepViews !== undefined && typeof stepViews !== 'boolean') throw new InvalidArgumentError(`stepViews must be true or false, got ${String(stepViews)}`, 'stepViews')
  if (stepViews === true && viewer === undefined) throw new InvalidArgumentError('stepViews needs a viewer: exportRecord({ viewer, stepViews: true })', 'stepViews')
  return { viewer, stepViews: stepViews === true }
}

/**
 * A private copy of a recorded initial state, checked for structure
 * ({@link StateValidationError} `Invalid initial state: …`) and frozen in
 * checked modes: what `GameEngine.fromRecord` installs.
 * @internal
 */
export function recordedInitialState(initialState: GameState, checked: boolean): GameState {
  const shape = checkGameStateShape(initialState)
  if (shape.length > 0) throw new StateValidationError(`Invalid initial state: ${shape.join('; ')}`, shape)
  const state = cloneJson(initialState)
  return checked ? deepFreeze(state) : state
}
