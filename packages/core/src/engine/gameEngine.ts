import type { Action } from '../actions/types'
import { NotFoundError, EngineDestroyedError, GameLifecycleError, StateValidationError } from '../errors/errors'
import { EventBus } from '../events/eventBus'
import type { EventInit, EventListener, GameEvent, Unsubscribe } from '../events/types'
import { ActionHistory, type ActionRecord } from '../history/actionHistory'
import { assertDependencies } from '../plugins/dependencies'
import { PluginManager } from '../plugins/pluginManager'
import type { PluginApis } from '../plugins/pluginApis'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider, type RandomProvider, type RandomState } from '../random/randomProvider'
import type { GameRecord } from '../replay/gameRecord'
import { createGameState } from '../state/factories'
import { cloneJson, deepFreeze } from '../state/json'
import { setStatus } from '../state/stateUtils'
import type { GameState } from '../state/types'
import { StateValidator } from '../validation/stateValidator'
import type { StateCheck } from '../validation/types'
import { GameContextImpl, type EngineInternal } from './gameContextImpl'
import { createViewerRecord } from '../replay/viewerRecord'
import { scopeEvent } from '../views/eventView'
import { createPlayerView } from '../views/playerView'
import type { ExportRecordOptions, PlayerView, SubscribeOptions, ViewerRecord } from '../views/types'
import { ActionQueue } from './actionQueue'
import { DryRuns } from './dryRuns'
import { resolvePlayers, resolveSeedAndGameId, setupSeed } from './gameSetup'
import { recordedInitialState, Records } from './records'
import { Routes } from './routes'
import { RuleRunner, Step } from './step'
import { EMPTY_EVENTS, invalidResult, Tick } from './tick'
import {
  DispatchCodes,
  type CreateGameOptions,
  type DispatchResult,
  type GameConfig,
  type GameConfigInit,
  type GameRecordStart,
  type GameSnapshot,
  type ValidateResult,
} from './types'

/** An action, or an action whose `id` the engine fills in. */
export type Dispatchable<TAction extends Action> = TAction extends Action
  ? TAction | (Omit<TAction, 'id' | 'payload'> & { id?: string } & ({} extends TAction['payload'] ? { payload?: TAction['payload'] } : { payload: TAction['payload'] }))
  : never

const NOT_CREATED = 'Game has not been created yet; call createGame() first'

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
export class GameEngine<TAction extends Action = Action> implements EngineInternal {
  /** The resolved configuration. */
  readonly config: GameConfig

  private readonly plugins = new PluginManager()
  private readonly routes = new Routes()
  private readonly eventBus = new EventBus()
  private readonly listeners = new EventBus()
  private validator: StateValidator
  private readonly customRandom: boolean
  private readonly context: GameContextImpl
  private readonly checked: boolean
  private readonly rules: RuleRunner
  private readonly queue: ActionQueue
  private readonly tick: Tick
  private readonly dryRuns: DryRuns
  // The plugins in registration order, kept as one list: dry runs, views and scoped listeners read it often.
  private pluginList: readonly GamePlugin[] = []

  private readonly records = new Records()
  private gameCreated = false
  private destroyed = false

  constructor(config: GameConfigInit = {}) {
    const maxActionsPerTick = config.maxActionsPerTick ?? 1000
    if (!Number.isInteger(maxActionsPerTick) || maxActionsPerTick < 1) {
      throw new RangeError(`maxActionsPerTick must be a positive integer, got ${maxActionsPerTick}`)
    }
    const validationMode = config.validationMode ?? 'always'
    if (validationMode !== 'none' && validationMode !== 'development' && validationMode !== 'always') {
      throw new RangeError(`validationMode must be 'none', 'development' or 'always', got '${String(validationMode)}'`)
    }
    const clock = config.clock ?? Date.now
    this.config = Object.freeze({ seed: config.seed, maxActionsPerTick, validationMode, clock })
    const checked = validationMode !== 'none'
    this.checked = checked
    this.validator = new StateValidator(checked)
    this.customRandom = config.random !== undefined
    this.context = new GameContextImpl(this)
    this.rules = new RuleRunner(this.routes, this.context)
    this.queue = new ActionQueue(maxActionsPerTick)
    const step = new Step(this.routes, this.rules, checked)
    const parts = { queue: this.queue, step, handlers: this.eventBus, subscribers: this.listeners, checked, clock }
    this.tick = new Tick(parts, config.random ?? new SeededRandomProvider(config.seed ?? 0))
    this.dryRuns = new DryRuns(this.routes, this.rules)
  }

  // ───────────────────────────── lifecycle ─────────────────────────────

  /** Registers a plugin. Must be called before {@link GameEngine.createGame}. */
  use(plugin: GamePlugin): this {
    this.assertNotDestroyed()
    // In a tick: a plugin added by another plugin's setup would be recorded without ever being wired.
    if (this.gameCreated || this.tick.active) throw new GameLifecycleError('Plugins must be registered before createGame()')
    this.plugins.use(plugin)
    this.pluginList = this.plugins.getAll()
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
    const players = resolvePlayers(options)
    const all = this.pluginList
    assertDependencies(all)
    const { seed, gameId } = resolveSeedAndGameId(options, this.config.seed)
    const tick = this.tick
    if (!this.customRandom) tick.random = new SeededRandomProvider(setupSeed(seed))
    const createOptions = cloneJson({ ...options })
    tick.setState(createGameState({ gameId, seed, players }))
    tick.setup = true
    tick.begin('c', null)
    try {
      this.wirePlugins(all)
      for (const p of all) p.setup?.(this.context)
      this.gameCreated = true
      tick.emit({ type: 'GAME_CREATED', payload: { gameId } })
      tick.pump()
      // No DispatchResult reaches the caller during setup: an action handler that threw fails createGame.
      if (tick.error !== undefined) throw tick.error
      this.maybeValidate('createGame')
    } catch (e) {
      tick.active = false
      this.resetGame()
      throw e
    } finally {
      tick.setup = false
    }
    if (!this.customRandom) tick.random = new SeededRandomProvider(seed)
    this.records.created(tick.state!, tick, createOptions)
    tick.commit()
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
    const tick = this.tick
    tick.begin('s', null)
    tick.setup = true
    try {
      tick.applyMutation(setStatus(state, 'playing'))
      tick.emit({ type: 'GAME_STARTED', payload: { gameId: state.gameId } })
      tick.pump()
      if (tick.error !== undefined) throw tick.error
      this.maybeValidate('start')
    } catch (e) {
      tick.rollback()
      throw e
    } finally {
      tick.setup = false
    }
    this.records.started(tick)
    tick.commit()
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
    if (this.rules.readOnly) throw new GameLifecycleError('Rules must not dispatch actions', 'READ_ONLY_CONTEXT')
    const tick = this.tick
    // From an event handler holding the engine: queued like the context's dispatch.
    if (tick.processing || tick.active) return tick.enqueue(action) as DispatchResult<TAction>
    const normalized = tick.beginDispatch(action) as TAction | null
    if (normalized === null) return invalidResult(action) as DispatchResult<TAction>
    try {
      tick.run(normalized)
      if (tick.error === undefined) this.maybeValidate('dispatch')
    } catch (e) {
      tick.rollback()
      throw e
    }
    const processed = tick.processed
    if (tick.error !== undefined) {
      const error = tick.error
      tick.rollback()
      return {
        action: normalized,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        errorCode: DispatchCodes.HANDLER_ERROR,
        events: EMPTY_EVENTS,
        processedActions: processed,
      }
    }
    const events = tick.events
    tick.commit()
    const first = processed[0]!
    if (first.ok) return { action: normalized, ok: true, events, processedActions: processed }
    return first.denyCode === undefined
      ? { action: normalized, ok: false, denyReason: first.denyReason!, events, processedActions: processed }
      : { action: normalized, ok: false, denyReason: first.denyReason!, denyCode: first.denyCode, events, processedActions: processed }
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
    this.pluginList = []
    this.routes.clear()
    this.queue.clear()
    this.tick.history = new ActionHistory()
    this.validator.clear()
    this.tick.state = null
    this.records.clear()
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
    return this.records.initial!
  }

  /** The top-level actions applied so far (a read-only view that grows as the game goes on). */
  getHistory(): readonly ActionRecord[] {
    this.assertNotDestroyed()
    return this.tick.history.getAll()
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
    return this.dryRuns.legalActions(this.requireState(), playerId, this.tick.random) as TAction[]
  }

  /**
   * The action `playerId` takes by default (when a runtime's timeout expires):
   * the first plugin `defaultAction` answer the rules allow, or `null`. The
   * result is an ordinary action: dispatched, it is recorded and replays like any
   * other. Changes nothing.
   */
  getDefaultAction(playerId: string): TAction | null {
    this.assertNotDestroyed()
    return this.dryRuns.defaultAction(this.requireState(), playerId, this.pluginList, this.tick.random) as TAction | null
  }

  /** Dry-runs the rules on an action. Changes nothing (a rule's draws from `ctx.game.random` are undone). */
  validate(action: Dispatchable<TAction>): ValidateResult {
    this.assertNotDestroyed()
    return this.dryRuns.validate(this.requireState(), action, this.tick.random)
  }

  /**
   * Who may act now: the players a session, a fuzzer or a bot should ask for legal
   * actions. Nobody unless the game is `'playing'`; otherwise the union of the
   * plugins' `actors` hooks in registration order, or, when no plugin has one,
   * every player (in seat order) whose {@link GameEngine.getLegalActions} is not
   * empty. Changes nothing. Do not change the returned list.
   *
   * @example
   * for (const playerId of engine.getActors()) bot.think(engine.getLegalActions(playerId))
   */
  getActors(): readonly string[] {
    this.assertNotDestroyed()
    return this.dryRuns.actors(this.requireState(), this.pluginList, this.tick.random)
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
    const view = createPlayerView(this.requireState(), viewer, this.pluginList)
    return this.checked ? deepFreeze(view) : view
  }

  private scoped(listener: EventListener, options: SubscribeOptions | undefined): EventListener {
    const viewer = viewerOption(options, 'subscribe')
    if (viewer === undefined) return listener
    const state = this.tick.state
    if (viewer !== null && state !== null && !Object.hasOwn(state.players, viewer)) {
      throw new NotFoundError('player', viewer)
    }
    return (event) => {
      const scoped = scopeEvent(event, viewer, this.pluginList)
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
    this.requireState()
    if (this.tick.processing || this.tick.active) throw new GameLifecycleError('Cannot take a snapshot while a tick is running')
    return this.records.snapshot(this.tick)
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
    this.records.restore(this.tick, snapshot, this.validator, this.checked)
    this.queue.clear()
  }

  /**
   * An independent engine at the same state, random position, history and
   * plugins (subscriptions are not copied). O(plugins), not O(state).
   */
  fork(): GameEngine<TAction> {
    this.assertNotDestroyed()
    this.requireState()
    this.assertNoTick('fork')
    const child = new GameEngine<TAction>({ ...this.config, random: this.tick.random.clone() })
    for (const p of this.pluginList) child.plugins.use(p)
    child.pluginList = this.pluginList
    child.routes.share(this.routes)
    child.wireEvents(this.pluginList)
    child.validator = this.validator.clone()
    child.tick.state = this.tick.state
    child.tick.history = this.tick.history.share()
    this.records.copyTo(child.records)
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
    this.requireState()
    // Mid-tick the history may hold the tick's own action, which a failure would still roll back.
    if (this.tick.processing || this.tick.active) throw new GameLifecycleError('Cannot export a record while a tick is running')
    const viewer = viewerOption(options, 'exportRecord')
    if (typeof viewer === 'string' && !this.records.wasPlayer(this.tick, viewer)) throw new NotFoundError('player', viewer)
    const record = this.records.export(this.tick, this.pluginList, this.config)
    return viewer === undefined ? record : createViewerRecord(record, this.pluginList, viewer, GameEngine)
  }

  /**
   * An engine at a recorded initial state, as if `createGame` had just made it,
   * without the history: replay applies that (`ReplayEngine.replayRecord` does
   * both). `plugins` are registered in the order given; their `setup` still runs,
   * for its registrations (state checks), but its writes and random draws are
   * discarded. The random source starts at `record.initialRandom` (default: a
   * fresh `SeededRandomProvider(initialState.seed)`, unless `config.random` is given).
   * Throws {@link StateValidationError} for an initial state that is not a game state.
   *
   * @example
   * const engine = GameEngine.fromRecord(record, [MyPlugin], record.config)
   * engine.start()
   */
  static fromRecord<TAction extends Action = Action>(record: GameRecordStart, plugins: readonly GamePlugin[], config?: GameConfigInit): GameEngine<TAction> {
    const engine = new GameEngine<TAction>(config)
    for (const plugin of plugins) engine.use(plugin)
    return engine.install(recordedInitialState(record.initialState, engine.checked), record.initialRandom ?? null)
  }

  /** Installs a recorded initial state (already copied and checked) instead of running `createGame`. */
  private install(state: GameState, initialRandom: RandomState | null): this {
    assertDependencies(this.pluginList)
    const tick = this.tick
    if (!this.customRandom) tick.random = new SeededRandomProvider(setupSeed(state.seed))
    this.wirePlugins(this.pluginList)
    tick.state = state
    tick.setup = true
    tick.begin('c', null)
    try {
      for (const p of this.pluginList) p.setup?.(this.context)
      tick.pump()
    } finally {
      tick.setup = false
      tick.active = false
      this.queue.clear()
    }
    tick.state = state
    if (!this.customRandom) tick.random = new SeededRandomProvider(state.seed)
    if (initialRandom !== null) tick.random.setState(initialRandom)
    this.validator.reset()
    this.maybeValidate('restoreSnapshot')
    this.records.created(state, tick, null)
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
    return this.tick.random
  }

  /** @internal */
  applyMutation(next: GameState): void {
    this.assertNotDestroyed()
    if (this.rules.readOnly) throw new GameLifecycleError('Rules must not change state', 'READ_ONLY_CONTEXT')
    if (!this.tick.active) {
      throw new GameLifecycleError('GameContext mutations are only allowed during setup, event handling or a tick', 'OUTSIDE_TICK')
    }
    this.tick.applyMutation(next)
  }

  /** @internal */
  emitEvent(init: EventInit): void {
    this.assertNotDestroyed()
    if (this.rules.readOnly) throw new GameLifecycleError('Rules must not emit events', 'READ_ONLY_CONTEXT')
    if (!this.tick.active) throw new GameLifecycleError('Events can only be emitted during setup, event handling or a tick', 'OUTSIDE_TICK')
    this.tick.emit(init)
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

  // ───────────────────────────── helpers ─────────────────────────────

  private maybeValidate(phase: string): void {
    if (!this.checked) return
    const result = this.validator.validate(this.tick.state!)
    if (!result.valid) {
      throw new StateValidationError(`State validation failed after ${phase}: ${result.errors.join('; ')}`, result.errors)
    }
  }

  private wirePlugins(plugins: readonly GamePlugin[]): void {
    this.routes.wire(plugins)
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
    this.tick.state = null
    this.gameCreated = false
    this.routes.clear()
    this.eventBus.clear()
    this.validator = new StateValidator(this.checked)
    this.queue.clear()
  }

  private requireState(): GameState {
    const state = this.tick.state
    if (state === null) throw new GameLifecycleError(NOT_CREATED, 'GAME_NOT_CREATED')
    return state
  }

  private assertNotDestroyed(): void {
    if (this.destroyed) throw new EngineDestroyedError()
  }

  /** Refuses a lifecycle call made from inside a tick or a rule (through a closure over the engine). */
  private assertNoTick(what: string): void {
    if (this.tick.processing || this.tick.active || this.rules.readOnly) throw new GameLifecycleError(`Cannot ${what} while a tick is running`)
  }
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

