import { ActionExecutor } from '../actions/actionExecutor'
import type { Action, ActionHandler, ActionInit } from '../actions/types'
import { NotFoundError, EngineDestroyedError, GameLifecycleError, StateValidationError } from '../errors/errors'
import { EventBus } from '../events/eventBus'
import type { EventInit, EventListener, GameEvent, Unsubscribe } from '../events/types'
import { ActionHistory, type ActionRecord } from '../history/actionHistory'
import { assertDependencies } from '../plugins/dependencies'
import { PluginManager } from '../plugins/pluginManager'
import type { PluginApis } from '../plugins/pluginApis'
import type { GamePlugin } from '../plugins/types'
import { frozenRandomState, restoreRandom, saveRandom, type RandomCheckpoint } from '../random/randomCheckpoint'
import { generateRandomSeed, SeededRandomProvider, type RandomProvider, type RandomState } from '../random/randomProvider'
import type { GameRecord } from '../replay/gameRecord'
import { RuleEngine } from '../rules/ruleEngine'
import type { Rule, RuleContext } from '../rules/types'
import { createPlayer, createGameState } from '../state/factories'
import { StateFreezer } from '../state/freezeState'
import { cloneJson, deepFreeze, findNonJson } from '../state/json'
import { setStatus } from '../state/stateUtils'
import type { GameState, Player } from '../state/types'
import { findUnknownRootField, withVersion } from '../state/withVersion'
import { StateValidator } from '../validation/stateValidator'
import type { StateCheck } from '../validation/types'
import type { GameContext } from './gameContext'
import { GameContextImpl, type EngineInternal } from './gameContextImpl'
import { createViewerRecord } from '../replay/viewerRecord'
import { scopeEvent } from '../views/eventView'
import { createPlayerView } from '../views/playerView'
import type { ExportRecordOptions, PlayerView, SubscribeOptions, ViewerRecord } from '../views/types'
import { ActionQueue } from './actionQueue'
import { normalizeAction, NO_IDS, type ActionIdSource } from './normalizeAction'
import { parseSnapshot, SNAPSHOT_HISTORY, SNAPSHOT_ORIGIN, type SnapshotOrigin } from './snapshot'
import {
  DispatchCodes,
  type CreateGameOptions,
  type DispatchResult,
  type GameConfig,
  type GameConfigInit,
  type GameSnapshot,
  type ProcessedAction,
  type ValidateResult,
} from './types'

/** An action, or an action whose `id` the engine fills in. */
export type Dispatchable<TAction extends Action> = TAction extends Action
  ? TAction | (Omit<TAction, 'id' | 'payload'> & { id?: string } & ({} extends TAction['payload'] ? { payload?: TAction['payload'] } : { payload: TAction['payload'] }))
  : never

const NOT_CREATED = 'Game has not been created yet; call createGame() first'
const EMPTY_EVENTS: readonly GameEvent[] = Object.freeze([])
const EMPTY_PROCESSED: readonly ProcessedAction[] = Object.freeze([])
// A tick's event list until its first event (never written to: emitEvent replaces it).
const NO_TICK_EVENTS = EMPTY_EVENTS as GameEvent[]

/**
 * The engine: assembles plugins, runs the action queue, keeps state, history and
 * randomness, and hands state and events out.
 *
 * @typeParam TAction - the union of actions `dispatch` accepts (default: any action)
 *
 * @example
 * const engine = new GameEngine({ seed: 123456 })
 * engine.use(MyPlugin).createGame({ players: [{ id: 'p1', name: 'Alice' }] }).start()
 * const result = engine.dispatch(createAction({ type: 'MY_ACTION', playerId: 'p1' }))
 */
export class GameEngine<TAction extends Action = Action> implements EngineInternal, ActionIdSource {
  /** The resolved configuration. */
  readonly config: GameConfig

  private readonly plugins = new PluginManager()
  private ruleEngine = new RuleEngine()
  private actionExecutor = new ActionExecutor()
  // Per action type, its handler and the rules that apply to it: one lookup per action on the dispatch path.
  private routes = new Map<string, Route>()
  private readonly eventBus = new EventBus()
  private readonly listeners = new EventBus()
  private history = new ActionHistory()
  private validator: StateValidator
  // Freezes each new state at the cost of what is new in it.
  private readonly freezer = new StateFreezer()
  private randomProvider: RandomProvider
  private readonly customRandom: boolean
  private readonly context: GameContextImpl
  private readonly checked: boolean

  private current: GameState | null = null
  private initial: GameState | null = null
  private initialRandom: RandomState | null = null
  private startedAt: number | null = null
  // History length when start() ran (start is not a history record): replay starts the game at that point.
  private startedAfter: number | null = null
  private createOptions: CreateGameOptions | null = null
  private gameCreated = false
  private destroyed = false

  private readonly queue: ActionQueue
  private processing = false
  private inSetupPhase = false
  private inTick = false
  private readOnly = false

  // Labels ids of the tick's actions and events: the history sequence the tick's
  // top-level action will get, or 'c' / 's' for createGame / start.
  private tickLabel = ''
  // 'e<label>.': the prefix of the tick's event ids (built once per tick).
  private eventPrefix = ''
  private tickTime = 0
  private tickTopLevel: Action | null = null
  private tickEvents: GameEvent[] = []
  private tickProcessed: ProcessedAction[] = []
  private tickError: unknown = undefined
  // Delivery of committed events to subscribers (see commitTick).
  private delivering = false
  private pendingDeliveries: GameEvent[][] = []
  private chainedIds = 0
  private eventIds = 0
  // What a failed tick restores (fields rather than an object: no allocation per tick).
  private rollbackState: GameState | null = null
  private rollbackRandom: RandomCheckpoint = null
  private rollbackHistoryLength = 0
  private readonly ruleCtx: { state: GameState; action: Action; game: GameContext }

  constructor(config: GameConfigInit = {}) {
    const maxActionsPerTick = config.maxActionsPerTick ?? 1000
    if (!Number.isInteger(maxActionsPerTick) || maxActionsPerTick < 1) {
      throw new RangeError(`maxActionsPerTick must be a positive integer, got ${maxActionsPerTick}`)
    }
    const validationMode = config.validationMode ?? 'always'
    if (validationMode !== 'none' && validationMode !== 'development' && validationMode !== 'always') {
      throw new RangeError(`validationMode must be 'none', 'development' or 'always', got '${String(validationMode)}'`)
    }
    this.config = Object.freeze({ seed: config.seed, maxActionsPerTick, validationMode, clock: config.clock ?? Date.now })
    this.checked = validationMode !== 'none'
    this.validator = new StateValidator(this.checked)
    this.customRandom = config.random !== undefined
    this.randomProvider = config.random ?? new SeededRandomProvider(config.seed ?? 0)
    this.queue = new ActionQueue(maxActionsPerTick)
    this.context = new GameContextImpl(this)
    this.ruleCtx = { state: undefined as unknown as GameState, action: undefined as unknown as Action, game: this.context }
  }

  // ───────────────────────────── lifecycle ─────────────────────────────

  /** Registers a plugin. Must be called before {@link GameEngine.createGame}. */
  use(plugin: GamePlugin): this {
    this.assertNotDestroyed()
    // inTick: a plugin added by another plugin's setup would be recorded without ever being wired.
    if (this.gameCreated || this.inTick) throw new GameLifecycleError('Plugins must be registered before createGame()')
    this.plugins.use(plugin)
    return this
  }

  /**
   * Creates the game: builds the initial state, wires plugins, runs their
   * `setup` and emits `GAME_CREATED` (`{ gameId }`). Nothing dispatched here is recorded.
   *
   * Randomness drawn during `setup` and `GAME_CREATED` comes from a stream derived
   * from the seed; the game proper (from `start()` on) draws from a fresh
   * `SeededRandomProvider(seed)`, which is what makes `ReplayEngine.replay` need
   * only the seed.
   *
   * When a setup, an event handler or an action handler throws, or the state
   * breaks an invariant, `createGame` throws that error and no game is created.
   */
  createGame(options: CreateGameOptions): this {
    this.assertNotDestroyed()
    if (this.gameCreated) throw new GameLifecycleError('Game already created; create a new GameEngine instance instead')
    this.assertNoTick('create a game')
    const inits = options?.players
    if (!Array.isArray(inits) || inits.length === 0) throw new GameLifecycleError('Cannot create a game with no players')
    const players: Player[] = []
    const seats = new Set<number>()
    const ids = new Set<string>()
    inits.forEach((init, index) => {
      if (typeof init?.id !== 'string' || init.id === '') throw new GameLifecycleError(`Player at index ${index} has no id`)
      const seat = init.seat ?? index + 1
      if (seats.has(seat)) throw new GameLifecycleError(`Duplicate seat ${seat} for player ${init.id}`)
      if (ids.has(init.id)) throw new GameLifecycleError(`Duplicate player id ${init.id}`)
      // Anything restoreSnapshot and replay would refuse must not get into the state in the first place.
      if (typeof init.name !== 'string') throw new GameLifecycleError(`Player ${init.id} has no name`)
      const player = createPlayer({ ...init, seat }) // drops fields set to undefined
      const nonJson = findNonJson(player, `players[${index}]`)
      if (nonJson !== null) throw new GameLifecycleError(`${nonJson} is not JSON data`)
      seats.add(seat)
      ids.add(init.id)
      players.push(cloneJson(player))
    })
    const all = this.plugins.getAll()
    assertDependencies(all)

    const seed = options.seed ?? this.config.seed ?? generateRandomSeed()
    if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new GameLifecycleError(`seed must be a finite number, got ${String(seed)}`)
    // Never derived from the seed: the id is shown to every player, and the seed would give every shuffle away.
    const gameId = options.gameId ?? 'game'
    if (typeof gameId !== 'string' || gameId === '') throw new GameLifecycleError(`gameId must be a non-empty string, got ${String(gameId)}`)
    if (!this.customRandom) this.randomProvider = new SeededRandomProvider(setupSeed(seed))
    this.createOptions = cloneJson({ ...options })
    this.setCurrent(createGameState({ gameId, seed, players }))
    this.inSetupPhase = true
    this.beginTick('c', null)
    try {
      this.wirePlugins(all)
      for (const p of all) p.setup?.(this.context)
      this.gameCreated = true
      this.emitEvent({ type: 'GAME_CREATED', payload: { gameId: this.current!.gameId } })
      this.pumpIfIdle()
      // No DispatchResult reaches the caller during setup: an action handler that threw fails createGame.
      if (this.tickError !== undefined) throw this.tickError
      this.maybeValidate('createGame')
    } catch (e) {
      this.inTick = false
      this.resetGame()
      throw e
    } finally {
      this.inSetupPhase = false
    }
    this.initial = this.current
    if (!this.customRandom) this.randomProvider = new SeededRandomProvider(seed)
    this.initialRandom = frozenRandomState(this.randomProvider)
    this.commitTick()
    return this
  }

  /**
   * Starts the game (`waiting → playing`) and emits `GAME_STARTED`; its chained
   * dispatches are not recorded. When a handler throws or an invariant breaks,
   * `start` throws that error and the game stays as it was, `waiting`.
   */
  start(): this {
    this.assertNotDestroyed()
    this.assertNoTick('start the game')
    const state = this.requireState()
    if (state.status !== 'waiting') throw new GameLifecycleError(`Cannot start game in status: ${state.status}`)
    this.beginTick('s', null)
    this.inSetupPhase = true
    try {
      this.applyMutation(setStatus(state, 'playing'))
      this.emitEvent({ type: 'GAME_STARTED', payload: { gameId: state.gameId } })
      this.pumpIfIdle()
      if (this.tickError !== undefined) throw this.tickError
      this.maybeValidate('start')
    } catch (e) {
      this.rollback()
      throw e
    } finally {
      this.inSetupPhase = false
    }
    this.startedAt = this.tickTime
    this.startedAfter = this.history.length
    this.commitTick()
    return this
  }

  /**
   * Dispatches an action. At top level the whole tick (the action and every
   * action chained from event handlers) runs before this returns; inside an
   * event handler the action is queued and a placeholder result returned.
   *
   * Bad input (not an object, no `type`, unknown type) is denied with a
   * {@link DispatchCodes} code. A handler that throws rolls the tick back and
   * returns `ok: false` with `error`. Overflow and broken invariants roll the
   * tick back and throw.
   */
  dispatch(action: Dispatchable<TAction>): DispatchResult<TAction> {
    this.assertNotDestroyed()
    this.requireState()
    // A rule reaches the engine through its GameContext: dispatching from it would change state.
    if (this.readOnly) throw new GameLifecycleError('Rules must not dispatch actions', 'READ_ONLY_CONTEXT')
    if (this.processing || this.inTick) {
      const queued = normalizeAction(action, this)
      if (queued === null) return invalidResult(action) as DispatchResult<TAction>
      this.queue.push(queued)
      if (!this.processing) this.pumpIfIdle()
      return { action: queued as TAction, ok: true, events: EMPTY_EVENTS, processedActions: EMPTY_PROCESSED }
    }
    this.tickLabel = String(this.history.length + 1)
    const normalized = normalizeAction(action, this)
    if (normalized === null) return invalidResult(action) as DispatchResult<TAction>
    this.beginTick(this.tickLabel, normalized)
    try {
      // The top-level action runs straight away; the queue is only pumped for what its event handlers queued.
      this.processing = true
      this.queue.startTick(1)
      this.tickProcessed = [this.processAction(normalized)]
      this.processing = false
      if (!this.queue.isEmpty) this.pump()
      if (this.tickError === undefined) this.maybeValidate('dispatch')
    } catch (e) {
      this.rollback()
      throw e
    }
    const processed = this.tickProcessed
    const first = processed[0]!
    if (this.tickError !== undefined) {
      const error = this.tickError
      this.rollback()
      return {
        action: normalized as TAction,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        errorCode: DispatchCodes.HANDLER_ERROR,
        events: EMPTY_EVENTS,
        processedActions: processed,
      }
    }
    const events = this.tickEvents
    this.commitTick()
    if (first.ok) return { action: normalized as TAction, ok: true, events, processedActions: processed }
    return first.denyCode === undefined
      ? { action: normalized as TAction, ok: false, denyReason: first.denyReason!, events, processedActions: processed }
      : { action: normalized as TAction, ok: false, denyReason: first.denyReason!, denyCode: first.denyCode, events, processedActions: processed }
  }

  /**
   * Clears plugins, subscriptions, queue, history and checks. Every later call
   * (through a kept `GameContext` too) throws {@link EngineDestroyedError}. May be
   * called from a subscriber, not from inside a tick (a plugin's handler or rule).
   */
  destroy(): void {
    if (this.destroyed) return
    // Mid-tick, the tick would go on with no state; subscribers (which run after the commit) may destroy.
    this.assertNoTick('destroy the engine')
    this.destroyed = true
    this.eventBus.clear()
    this.listeners.clear()
    this.plugins.clear()
    this.ruleEngine = new RuleEngine()
    this.actionExecutor = new ActionExecutor()
    this.routes = new Map()
    this.queue.clear()
    this.history = new ActionHistory()
    this.validator.clear()
    this.current = null
    this.initial = null
  }

  // ───────────────────────────── reading ─────────────────────────────

  /** The current state (deeply frozen unless `validationMode` is `'none'`). */
  getState(): GameState {
    this.assertNotDestroyed()
    return this.requireState()
  }

  /** The state at the end of `createGame`, from which replay starts. */
  getInitialState(): GameState {
    this.assertNotDestroyed()
    this.requireState()
    return this.initial!
  }

  /** The top-level actions applied so far (a read-only view that grows as the game goes on). */
  getHistory(): readonly ActionRecord[] {
    this.assertNotDestroyed()
    return this.history.getAll()
  }

  /** The registered plugins, in registration order. */
  getPlugins(): GamePlugin[] {
    this.assertNotDestroyed()
    return this.plugins.getAll()
  }

  /** Whether `destroy()` was called. */
  get isDestroyed(): boolean {
    return this.destroyed
  }

  /**
   * The actions `playerId` may take now: every candidate returned by the action
   * handlers' `enumerate` that has a handler and passes the rules. Changes
   * nothing (a rule's draws from `ctx.game.random` are undone).
   */
  getLegalActions(playerId: string): TAction[] {
    this.assertNotDestroyed()
    const state = this.requireState()
    const legal: TAction[] = []
    const random = saveRandom(this.randomProvider)
    const handlers = this.actionExecutor.withEnumerate()
    try {
      for (let h = 0; h < handlers.length; h++) {
        for (const candidate of handlers[h]!.enumerate!(state, playerId)) {
          const action = normalizeAction(candidate, NO_IDS)
          // A candidate nobody handles would be denied by dispatch (UNKNOWN_ACTION_TYPE): it is not legal.
          // Another player's action is never handed to this one: legal actions can reveal hidden cards.
          if (
            action !== null &&
            (action.playerId === undefined || action.playerId === playerId) &&
            this.actionExecutor.has(action.type) &&
            this.runRules(state, action) === null
          ) {
            legal.push(action as TAction)
          }
        }
      }
    } finally {
      // A rule that draws from ctx.game.random must not move the game's random position in a dry run.
      restoreRandom(this.randomProvider, random)
    }
    return legal
  }

  /**
   * The action `playerId` takes by default (when a runtime's timeout expires):
   * the first plugin `defaultAction` answer the rules allow, or `null`. The
   * result is an ordinary action: dispatched, it is recorded and replays like any
   * other. Changes nothing.
   */
  getDefaultAction(playerId: string): TAction | null {
    this.assertNotDestroyed()
    const state = this.requireState()
    for (const plugin of this.plugins.getAll()) {
      const candidate = plugin.defaultAction?.(state, playerId)
      if (candidate === null || candidate === undefined) continue
      const action = normalizeAction(candidate, NO_IDS)
      if (action === null || (action.playerId !== undefined && action.playerId !== playerId)) continue
      if (this.validate(action as Dispatchable<TAction>).ok) return action as TAction
    }
    return null
  }

  /** Dry-runs the rules on an action. Changes nothing (a rule's draws from `ctx.game.random` are undone). */
  validate(action: Dispatchable<TAction>): ValidateResult {
    this.assertNotDestroyed()
    const state = this.requireState()
    const normalized = normalizeAction(action, NO_IDS)
    if (normalized === null) return { ok: false, denyReason: 'Action must be an object with a non-empty string type', denyCode: DispatchCodes.INVALID_ACTION }
    // Same verdict as dispatch: an action nobody handles is denied before the rules run.
    if (!this.actionExecutor.has(normalized.type)) {
      return { ok: false, denyReason: `No action handler registered for type '${normalized.type}'`, denyCode: DispatchCodes.UNKNOWN_ACTION_TYPE }
    }
    const random = saveRandom(this.randomProvider)
    try {
      return this.runRules(state, normalized) ?? { ok: true }
    } finally {
      restoreRandom(this.randomProvider, random)
    }
  }

  // ───────────────────────────── events ─────────────────────────────

  /**
   * Listens to one event type (`'*'` for all). Events arrive after their tick commits.
   * With `{ viewer }` (a player id, or `null` for a spectator) the listener gets
   * each event as that viewer may see it (see `scopeEvent`); an unknown player throws `NotFoundError`.
   */
  subscribe<TEvent extends GameEvent = GameEvent>(type: string, listener: EventListener<TEvent>, options?: SubscribeOptions): Unsubscribe {
    this.assertNotDestroyed()
    return this.listeners.on(type, this.scoped(listener as EventListener, options))
  }

  /** Listens to every event. Events arrive after their tick commits. `{ viewer }` scopes them as for `subscribe`. */
  subscribeAll(listener: EventListener, options?: SubscribeOptions): Unsubscribe {
    this.assertNotDestroyed()
    return this.listeners.on('*', this.scoped(listener, options))
  }

  /**
   * What `viewer` may know of the current state (`null`: a spectator): hidden
   * cards replaced by placeholders, no seed, plugins' `redact` hooks applied.
   * Throws `NotFoundError` for an unknown player.
   *
   * @example
   * const view = engine.getPlayerView('p1') // p2's hand shows as 5 placeholders
   */
  getPlayerView(viewer: string | null = null): PlayerView {
    this.assertNotDestroyed()
    const view = createPlayerView(this.requireState(), viewer, this.plugins.getAll())
    return this.checked ? deepFreeze(view) : view
  }

  private scoped(listener: EventListener, options: SubscribeOptions | undefined): EventListener {
    const viewer = viewerOption(options, 'subscribe')
    if (viewer === undefined) return listener
    if (viewer !== null && this.current !== null && !Object.hasOwn(this.current.players, viewer)) {
      throw new NotFoundError('player', viewer)
    }
    return (event) => {
      const scoped = scopeEvent(event, viewer, this.plugins.getAll())
      listener(this.checked && scoped !== event ? deepFreeze(scoped) : scoped)
    }
  }

  // ───────────────────────────── snapshots, forks, records ─────────────────────────────

  /**
   * An O(1) snapshot of state, random position and history length. Throws
   * mid-tick (from an event handler): the state would hold part of a tick that
   * the history does not record yet, or that may still be rolled back.
   */
  createSnapshot(): GameSnapshot {
    this.assertNotDestroyed()
    const state = this.requireState()
    if (this.processing || this.inTick) throw new GameLifecycleError('Cannot take a snapshot while a tick is running')
    const snapshot: GameSnapshot = {
      format: 'decklet-snapshot',
      state,
      version: state.version,
      random: frozenRandomState(this.randomProvider),
      historyLength: this.history.length,
    }
    Object.defineProperty(snapshot, SNAPSHOT_HISTORY, { value: this.history.share() })
    const origin: SnapshotOrigin = { initial: this.initial, startedAt: this.startedAt, startedAfter: this.startedAfter }
    Object.defineProperty(snapshot, SNAPSHOT_ORIGIN, { value: origin })
    return Object.freeze(snapshot)
  }

  /**
   * Restores a snapshot: state, random position and, for a snapshot of this game
   * taken in this process (by this engine or a fork of it), the history. Any
   * other snapshot starts a new record: its state becomes the initial state of
   * `exportRecord()`. A malformed or inconsistent snapshot throws
   * {@link StateValidationError} and keeps the current state. The queue is cleared.
   */
  restoreSnapshot(snapshot: GameSnapshot): void {
    this.assertNotDestroyed()
    this.requireState()
    this.assertNoTick('restore a snapshot')
    const parsed = parseSnapshot(snapshot)
    const full = this.validator.clone()
    full.reset()
    const result = full.validate(parsed.state)
    if (!result.valid) {
      throw new StateValidationError(`State validation failed after restoreSnapshot: ${result.errors.join('; ')}`, result.errors)
    }
    if (parsed.random !== null) {
      try {
        this.randomProvider.setState(parsed.random)
      } catch (e) {
        // A random position this engine's provider cannot take makes the snapshot malformed.
        const problem = e instanceof Error ? e.message : String(e)
        throw new StateValidationError(`Invalid snapshot: ${problem}`, [problem], { cause: e })
      }
    }
    this.current = this.checked ? deepFreeze(parsed.state) : parsed.state
    this.queue.clear()
    // Only a snapshot of this very game (same initial state) may bring its history: a history adopted
    // from another game would pair with this game's initial state in exportRecord and not replay.
    if (parsed.history !== null && parsed.origin !== null && parsed.origin.initial === this.initial) {
      this.history = parsed.history.share()
      this.startedAt = parsed.origin.startedAt
      this.startedAfter = parsed.origin.startedAfter
    } else {
      // A snapshot from elsewhere carries no history: the game's record now starts here.
      this.history = new ActionHistory()
      this.initial = this.current
      this.initialRandom = frozenRandomState(this.randomProvider)
      this.startedAt = null
      this.startedAfter = null
    }
  }

  /**
   * An independent engine at the same state, random position, history and
   * plugins (subscriptions are not copied). O(plugins), not O(state).
   */
  fork(): GameEngine<TAction> {
    this.assertNotDestroyed()
    this.requireState()
    this.assertNoTick('fork')
    const child = new GameEngine<TAction>({
      ...this.config,
      random: this.randomProvider.clone(),
    })
    for (const p of this.plugins.getAll()) child.plugins.use(p)
    child.ruleEngine = this.ruleEngine
    child.actionExecutor = this.actionExecutor
    child.wireEvents(this.plugins.getAll())
    child.validator = this.validator.clone()
    child.current = this.current
    child.initial = this.initial
    child.initialRandom = this.initialRandom
    child.startedAt = this.startedAt
    child.startedAfter = this.startedAfter
    child.createOptions = this.createOptions
    child.history = this.history.share()
    child.gameCreated = true
    return child
  }

  /**
   * A JSON record of the game: plugins and versions, seed, config, initial state and history. Throws mid-tick.
   * With `{ viewer }` (a player id, or `null` for a spectator): the {@link ViewerRecord} that viewer may keep
   * (no seed, no random state, its own views and scoped events). The viewer may be a player who left (or joined
   * late): the views are then a spectator's while they were not seated. A viewer who never played throws `NotFoundError`.
   */
  exportRecord(): GameRecord
  exportRecord(options: ExportRecordOptions & { viewer: string | null }): ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord {
    this.assertNotDestroyed()
    const state = this.requireState()
    // Mid-tick the history may hold the tick's own action, which a failure would still roll back.
    if (this.processing || this.inTick) throw new GameLifecycleError('Cannot export a record while a tick is running')
    const viewer = viewerOption(options, 'exportRecord')
    if (viewer !== undefined) {
      if (viewer !== null && !this.wasPlayer(viewer)) throw new NotFoundError('player', viewer)
      return createViewerRecord(this.exportRecord(), this.plugins.getAll(), viewer)
    }
    return {
      format: 'decklet-record',
      formatVersion: 1,
      plugins: this.plugins.getAll().map((p) => ({ id: p.id, version: p.version })),
      seed: state.seed,
      config: { maxActionsPerTick: this.config.maxActionsPerTick, validationMode: this.config.validationMode },
      createGameOptions: cloneJson(this.createOptions!),
      initialState: this.initial!,
      initialRandom: this.initialRandom,
      startedAt: this.startedAt,
      startedAfter: this.startedAfter,
      history: this.history.getAll().slice(),
    }
  }

  /**
   * Installs a recorded initial state instead of running `createGame`. Plugin
   * `setup` still runs, for its registrations (state checks), but its writes
   * and random draws are discarded.
   * @internal
   */
  _installInitialState(initialState: GameState, initialRandom: RandomState | null): this {
    this.assertNotDestroyed()
    if (this.gameCreated) throw new GameLifecycleError('Game already created; create a new GameEngine instance instead')
    this.assertNoTick('create a game')
    const all = this.plugins.getAll()
    assertDependencies(all)
    const state = this.checked ? deepFreeze(cloneJson(initialState)) : cloneJson(initialState)
    if (!this.customRandom) this.randomProvider = new SeededRandomProvider(setupSeed(state.seed))
    this.wirePlugins(all)
    this.current = state
    this.inSetupPhase = true
    this.beginTick('c', null)
    try {
      for (const p of all) p.setup?.(this.context)
      this.pumpIfIdle()
    } finally {
      this.inSetupPhase = false
      this.inTick = false
      this.queue.clear()
    }
    this.current = state
    if (!this.customRandom) this.randomProvider = new SeededRandomProvider(state.seed)
    if (initialRandom !== null) this.randomProvider.setState(initialRandom)
    this.validator.reset()
    this.maybeValidate('restoreSnapshot')
    this.initial = state
    this.initialRandom = frozenRandomState(this.randomProvider)
    this.gameCreated = true
    return this
  }

  // ───────────────────────────── EngineInternal (for GameContext) ─────────────────────────────

  // A GameContext a plugin kept reaches the engine through these: after destroy() they throw EngineDestroyedError too.

  /** @internal */
  get state(): GameState {
    this.assertNotDestroyed()
    return this.requireState()
  }

  /** @internal */
  get random(): RandomProvider {
    this.assertNotDestroyed()
    return this.randomProvider
  }

  /** @internal */
  applyMutation(next: GameState): void {
    this.assertNotDestroyed()
    if (this.readOnly) throw new GameLifecycleError('Rules must not change state', 'READ_ONLY_CONTEXT')
    if (!this.inTick) {
      throw new GameLifecycleError('GameContext mutations are only allowed during setup, event handling or a tick', 'OUTSIDE_TICK')
    }
    this.setCurrent(this.versioned(next, this.current!.version + 1))
  }

  /** @internal */
  emitEvent(init: EventInit): void {
    this.assertNotDestroyed()
    if (this.readOnly) throw new GameLifecycleError('Rules must not emit events', 'READ_ONLY_CONTEXT')
    if (!this.inTick) throw new GameLifecycleError('Events can only be emitted during setup, event handling or a tick', 'OUTSIDE_TICK')
    const id = this.eventPrefix + ++this.eventIds
    const payload = init.payload ?? {}
    const version = this.current!.version
    const visibleTo = init.visibleTo === undefined ? undefined : audience(init)
    // One literal per shape: events of a shape share a hidden class (cheaper to build and to read).
    let event: GameEvent
    if (init.playerId === undefined) {
      event =
        visibleTo === undefined
          ? { id, type: init.type, payload, timestamp: this.tickTime, stateVersion: version }
          : { id, type: init.type, payload, timestamp: this.tickTime, stateVersion: version, visibleTo }
    } else {
      event =
        visibleTo === undefined
          ? { id, type: init.type, payload, playerId: init.playerId, timestamp: this.tickTime, stateVersion: version }
          : { id, type: init.type, payload, playerId: init.playerId, timestamp: this.tickTime, stateVersion: version, visibleTo }
    }
    if (this.checked) deepFreeze(event)
    // The first event of a tick makes the list (a tick without events allocates none).
    if (this.tickEvents === NO_TICK_EVENTS) this.tickEvents = [event]
    else this.tickEvents.push(event)
    this.eventBus.emit(event)
  }

  /**
   * The API a registered plugin exposes (`GamePlugin.api`), typed through
   * {@link PluginApis}. Throws `NotFoundError` when no plugin with that id has one.
   *
   * @example
   * const poker = engine.getPluginApi('poker-rules')
   */
  getPluginApi<K extends keyof PluginApis>(pluginId: K): PluginApis[K]
  getPluginApi<T = unknown>(pluginId: string): T
  getPluginApi(pluginId: string): unknown {
    this.assertNotDestroyed()
    const plugin = this.plugins.get(pluginId)
    if (plugin === undefined || plugin.api === undefined) throw new NotFoundError('plugin', pluginId)
    return plugin.api
  }

  /** @internal */
  addStateCheck(name: string, check: StateCheck): void {
    this.assertNotDestroyed()
    this.validator.addCheck(name, check)
  }

  /** @internal */
  removeStateCheck(name: string): void {
    this.assertNotDestroyed()
    this.validator.removeCheck(name)
  }

  // ───────────────────────────── the tick ─────────────────────────────

  /** @internal */
  nextActionId(): string {
    return this.inTick ? `a${this.tickLabel}.${++this.chainedIds}` : 'a' + this.tickLabel
  }

  private beginTick(label: string, topLevel: Action | null): void {
    this.inTick = true
    this.tickLabel = label
    this.eventPrefix = 'e' + label + '.'
    this.tickTime = this.config.clock()
    this.tickTopLevel = topLevel
    this.tickEvents = NO_TICK_EVENTS
    if (topLevel === null) this.tickProcessed = []
    this.tickError = undefined
    this.queue.startTick(0)
    this.chainedIds = 0
    this.eventIds = 0
    this.rollbackState = this.current
    this.rollbackRandom = saveRandom(this.randomProvider)
    this.rollbackHistoryLength = this.history.length
  }

  private pump(): void {
    if (this.processing) return
    this.processing = true
    try {
      const queue = this.queue
      while (!queue.isEmpty && this.tickError === undefined) this.tickProcessed.push(this.processAction(queue.take()))
    } finally {
      this.processing = false
      if (this.queue.isEmpty || this.tickError !== undefined) this.queue.clear()
    }
  }

  private pumpIfIdle(): void {
    if (!this.processing) this.pump()
  }

  private processAction(action: Action): ProcessedAction {
    const state = this.current!
    const route = this.routeOf(action.type)
    if (route === null) {
      return {
        action,
        ok: false,
        denyReason: `No action handler registered for type '${action.type}'`,
        denyCode: DispatchCodes.UNKNOWN_ACTION_TYPE,
      }
    }
    const denied = this.runRules(state, action, route.rules)
    if (denied !== null) return { action, ...denied }
    const handler = route.handler
    if (this.checked) deepFreeze(action)
    let next: GameState
    let events: readonly EventInit[] | undefined
    try {
      const result = this.actionExecutor.run(handler, state, action, this.randomProvider)
      if (typeof result !== 'object' || result === null || typeof result.state !== 'object' || result.state === null) {
        throw new Error(`Action handler for '${action.type}' returned no state`)
      }
      next = this.versioned(result.state, state.version + 1)
      events = result.events
    } catch (e) {
      this.tickError = e
      return { action, ok: false, error: e instanceof Error ? e.message : String(e) }
    }
    this.setCurrent(next)
    if (events !== undefined) for (let i = 0; i < events.length; i++) this.emitEvent(events[i]!)
    if (action === this.tickTopLevel && !this.inSetupPhase) {
      const record = this.history.appendRecord(action, state.version, this.current!.version, this.tickTime)
      // getHistory() and exportRecord() hand records out: frozen like the state.
      if (this.checked) Object.freeze(record)
    }
    return { action, ok: true }
  }

  /** Whether `playerId` is, or was, a player of this game: in the current or the initial state, or the author of a recorded action. */
  private wasPlayer(playerId: string): boolean {
    if (Object.hasOwn(this.current!.players, playerId) || (this.initial !== null && Object.hasOwn(this.initial.players, playerId))) return true
    return this.history.getAll().some((record) => record.action.playerId === playerId)
  }

  /** The handler of `type` and the rules that apply to it, or `null` when nothing handles it. */
  private routeOf(type: string): Route | null {
    let route = this.routes.get(type)
    if (route === undefined) {
      const handler = this.actionExecutor.get(type)
      if (handler === undefined) return null
      route = { handler, rules: this.ruleEngine.rulesFor(type) }
      this.routes.set(type, route)
    }
    return route
  }

  /** Runs the rules read-only (`rules`: those of the action's type, when known); returns the denial, or `null` when allowed. */
  private runRules(state: GameState, action: Action, rules?: readonly Rule[]): { ok: false; denyReason: string; denyCode?: string } | null {
    // A rule may call engine.validate()/getLegalActions() (through a closure): that nested run gets its
    // own context, and leaves the outer run's context and read-only guard as they were.
    const nested = this.readOnly
    let ctx = this.ruleCtx
    if (nested) {
      ctx = { state, action, game: this.context }
    } else {
      ctx.state = state
      ctx.action = action
    }
    this.readOnly = true
    try {
      const verdict = rules === undefined ? this.ruleEngine.validate(ctx as RuleContext) : this.ruleEngine.validateWith(rules, ctx as RuleContext)
      if (verdict.allowed) return null
      return verdict.code === undefined
        ? { ok: false, denyReason: verdict.reason }
        : { ok: false, denyReason: verdict.reason, denyCode: verdict.code }
    } finally {
      this.readOnly = nested
    }
  }

  private maybeValidate(phase: string): void {
    if (!this.checked) return
    const result = this.validator.validate(this.current!)
    if (!result.valid) {
      throw new StateValidationError(`State validation failed after ${phase}: ${result.errors.join('; ')}`, result.errors)
    }
  }

  private rollback(): void {
    this.current = this.rollbackState
    restoreRandom(this.randomProvider, this.rollbackRandom)
    this.history.truncate(this.rollbackHistoryLength)
    this.queue.clear()
    this.processing = false
    this.inTick = false
  }

  /**
   * Ends a tick that succeeded and hands its events to subscribers. A tick that a
   * subscriber runs (by dispatching) commits while earlier events are still being
   * delivered: its events wait until those are, so every subscriber sees events in
   * commit order.
   */
  private commitTick(): void {
    this.inTick = false
    const events = this.tickEvents
    if (events.length === 0 || (this.listeners.isEmpty && !this.delivering)) return
    if (this.delivering) {
      this.pendingDeliveries.push(events)
      return
    }
    this.delivering = true
    try {
      for (let i = 0; i < events.length; i++) this.listeners.emit(events[i]!)
      const pending = this.pendingDeliveries
      for (let p = 0; p < pending.length; p++) {
        const later = pending[p]!
        for (let i = 0; i < later.length; i++) this.listeners.emit(later[i]!)
      }
    } finally {
      this.delivering = false
      if (this.pendingDeliveries.length > 0) this.pendingDeliveries = []
    }
  }

  // ───────────────────────────── wiring ─────────────────────────────

  private wirePlugins(plugins: readonly GamePlugin[]): void {
    for (const p of plugins) {
      for (const r of p.rules ?? []) {
        try {
          this.ruleEngine.register(r)
        } catch (e) {
          if (e instanceof Error && (e as { code?: string }).code === 'DUPLICATE_RULE') {
            throw new GameLifecycleError(`Plugin '${p.id}' failed to register rule '${r.id}': ${e.message}`, 'DUPLICATE_RULE')
          }
          throw e
        }
      }
      for (const a of p.actions ?? []) this.actionExecutor.register(a)
    }
    this.wireEvents(plugins)
  }

  private wireEvents(plugins: readonly GamePlugin[]): void {
    for (const p of plugins) {
      for (const e of p.events ?? []) {
        this.eventBus.on(e.type, (event) => {
          if (this.destroyed) return
          e.handle(event, this.context)
        })
      }
    }
  }

  private resetGame(): void {
    this.current = null
    this.gameCreated = false
    this.ruleEngine = new RuleEngine()
    this.actionExecutor = new ActionExecutor()
    this.routes = new Map()
    this.eventBus.clear()
    this.validator = new StateValidator(this.checked)
    this.queue.clear()
  }

  private versioned(next: GameState, version: number): GameState {
    if (this.checked) {
      const unknown = findUnknownRootField(next)
      if (unknown !== null) {
        throw new GameLifecycleError(`GameState has no field '${unknown}'; keep game data in variables`, 'UNKNOWN_STATE_FIELD')
      }
    }
    // A root that already carries the new version is new (no earlier state has that version): no copy needed.
    return next.version === version ? next : withVersion(next, version)
  }

  private setCurrent(state: GameState): void {
    this.current = this.checked ? this.freezer.freeze(state) : state
  }

  private requireState(): GameState {
    if (this.current === null) throw new GameLifecycleError(NOT_CREATED, 'GAME_NOT_CREATED')
    return this.current
  }

  private assertNotDestroyed(): void {
    if (this.destroyed) throw new EngineDestroyedError()
  }

  /** Refuses a lifecycle call made from inside a tick or a rule (through a closure over the engine). */
  private assertNoTick(what: string): void {
    if (this.processing || this.inTick || this.readOnly) throw new GameLifecycleError(`Cannot ${what} while a tick is running`)
  }
}

/**
 * Seed of the random stream that `setup` and `GAME_CREATED` handlers draw from.
 * The game itself then starts on a fresh stream from the game seed, so a replay
 * needs only the seed, whatever setup drew (setup is re-run but its writes are
 * discarded, and an idempotent setup may not draw at all the second time).
 */
function setupSeed(seed: number): number {
  return Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) >>> 0
}

/**
 * The viewer that `subscribe`/`exportRecord` options ask for: `undefined` when
 * none (no options, or no `viewer` key). Fails closed: options that are not an
 * object, or a `viewer` key holding anything but a player id or `null` (such as
 * an `undefined` session id), throw instead of handing out everything.
 */
function viewerOption(options: unknown, method: string): string | null | undefined {
  if (options === undefined) return undefined
  if (typeof options !== 'object' || options === null) {
    throw new GameLifecycleError(`${method} options must be an object such as { viewer: 'p1' }, got ${String(options)}`)
  }
  if (!('viewer' in options)) return undefined
  const viewer = (options as { viewer: unknown }).viewer
  if (viewer === null || typeof viewer === 'string') return viewer
  throw new NotFoundError('player', String(viewer))
}

/** A copy of an event's `visibleTo`, checked: a list of player ids. */
function audience(init: EventInit): string[] {
  const list = init.visibleTo as unknown
  if (!Array.isArray(list)) throw invalidAudience(init)
  const copy = new Array<string>(list.length)
  for (let i = 0; i < list.length; i++) {
    const id: unknown = list[i]
    if (typeof id !== 'string') throw invalidAudience(init)
    copy[i] = id
  }
  return copy
}

function invalidAudience(init: EventInit): GameLifecycleError {
  return new GameLifecycleError(`Event '${init.type}' has a visibleTo that is not a list of player ids`, 'INVALID_EVENT')
}

function invalidResult(value: unknown): DispatchResult {
  return {
    action: value as Action,
    ok: false,
    denyReason: 'Action must be an object with a non-empty string type',
    denyCode: DispatchCodes.INVALID_ACTION,
    events: EMPTY_EVENTS,
    processedActions: EMPTY_PROCESSED,
  }
}

/** An action type's handler and rules, as the dispatch path looks them up. */
interface Route {
  readonly handler: ActionHandler
  readonly rules: readonly Rule[]
}
