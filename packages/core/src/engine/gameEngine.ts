import type { Action, ActionInitOf } from '../actions/types'
import { EngineDestroyedError, GameLifecycleError, InvalidArgumentError, NotFoundError, StateValidationError } from '../errors/errors'
import { EventBus } from '../events/eventBus'
import type { DeckletEvent, DeckletEvents, EventListener, GameEvent, RedactedEvent, Unsubscribe } from '../events/types'
import { ActionHistory, type ActionRecord } from '../history/actionHistory'
import { assertDependencies } from '../plugins/dependencies'
import type { PluginApis } from '../plugins/pluginApis'
import { PluginManager } from '../plugins/pluginManager'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import type { GameRecord } from '../replay/gameRecord'
import { createViewerRecord } from '../replay/viewerRecord'
import { createGameState } from '../state/factories'
import { cloneJson, deepFreeze } from '../state/json'
import type { GameState } from '../state/types'
import { scopedListener, viewerOption } from '../views/scopedListener'
import type { ExportRecordOptions, PlayerView, SubscribeOptions, ViewerRecord } from '../views/types'
import { PlayerViewCache } from '../views/viewCache'
import { ActionQueue } from './actionQueue'
import { DryRuns } from './dryRuns'
import { GameContextImpl } from './gameContextImpl'
import { computePending, type PendingStep } from './pending'
import { resolveConfig, resolvePlayers, resolveSeedAndGameId } from './gameSetup'
import { EnginePlumbing } from './plumbing'
import { recordedInitialState, Records } from './records'
import { Registry } from './registry'
import { SetupPhases } from './setupPhases'
import { RuleRunner, Step } from './step'
import { CommandBus } from '../modifiers/commandBus'
import { ModifiedStep } from '../modifiers/modifiedStep'
import { refusedResult, Tick } from './tick'
import type {
  CreateGameOptions,
  DispatchResult,
  ForkOptions,
  GameConfig,
  GameConfigInit,
  GameRecordStart,
  GameSnapshot,
  ValidateResult,
} from './types'

/** An action, or an action whose `id` the engine fills in. */
export type Dispatchable<TAction extends Action> = TAction | ActionInitOf<TAction>

/**
 * The engine: assembles plugins, runs the action queue, keeps state, history and
 * randomness, and hands state and events out. It is a facade over internal
 * parts it owns — the tick, the pure step, the dry runs, the records, the setup
 * phases, the registry of what plugins registered: see "How the engine is built"
 * in the package README.
 *
 * @typeParam TAction - the union of actions `dispatch` accepts (default: any action)
 *
 * @example
 * const engine = new GameEngine({ seed: 123456 })
 * engine.use(MyPlugin).createGame({ players: [{ id: 'p1', name: 'Alice' }] }).start()
 * const result = engine.dispatch(createAction({ type: 'MY_ACTION', playerId: 'p1' }))
 */
export class GameEngine<TAction extends Action = Action> {
  /** The resolved configuration. */
  readonly config: GameConfig

  private readonly plugins = new PluginManager()
  // The plugins in registration order as one list: dry runs, views and scoped listeners read it often.
  private pluginList: readonly GamePlugin[] = []
  private readonly registry: Registry
  private readonly listeners = new EventBus()
  private readonly rules: RuleRunner
  private readonly queue: ActionQueue
  private readonly tick: Tick
  private readonly dryRuns: DryRuns
  private readonly records = new Records()
  private readonly context: GameContextImpl
  private readonly setup: SetupPhases
  private readonly checked: boolean
  private readonly views: PlayerViewCache
  // The step of an engine without modifier kinds, the one the tick starts with (see pickStep).
  private readonly plainStep: Step
  private destroyed = false

  constructor(config: GameConfigInit = {}) {
    this.config = resolveConfig(config)
    const checked = this.config.validationMode !== 'none'
    this.checked = checked
    this.views = new PlayerViewCache(checked)
    this.registry = new Registry(checked)
    this.rules = new RuleRunner(this.registry)
    this.queue = new ActionQueue(this.config.maxActionsPerTick)
    const step = new Step(this.registry, this.rules, checked)
    this.plainStep = step
    const parts = { queue: this.queue, step, handlers: this.registry.handlers, subscribers: this.listeners, checked, clock: this.config.clock }
    this.tick = new Tick(parts, config.random ?? new SeededRandomProvider(config.seed ?? 0))
    this.dryRuns = new DryRuns(this.registry, this.rules, checked)
    this.context = new GameContextImpl(new EnginePlumbing(this, this.tick, this.rules, this.registry))
    this.rules.attach(this.context)
    const customRandom = config.random !== undefined
    const wired = () => this.pickStep()
    this.setup = new SetupPhases({ tick: this.tick, queue: this.queue, registry: this.registry, records: this.records, context: this.context, engine: this, customRandom, wired })
  }

  // ───────────────────────────── lifecycle ─────────────────────────────

  /** Registers a plugin. Must be called before {@link GameEngine.createGame}. */
  use(plugin: GamePlugin): this {
    this.assertNotDestroyed()
    // In a tick: a plugin added by another plugin's setup would be recorded without ever being wired.
    if (this.setup.created || this.tick.active) throw new GameLifecycleError('Plugins must be registered before createGame()')
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
    if (this.setup.created) throw new GameLifecycleError('Game already created; create a new GameEngine instance instead')
    this.assertNoTick('create a game')
    const players = resolvePlayers(options)
    assertDependencies(this.pluginList)
    const { seed, gameId } = resolveSeedAndGameId(options, this.config.seed)
    this.setup.create(this.pluginList, createGameState({ gameId, seed, players }), cloneJson({ ...options }))
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
    const state = this.tick.current()
    if (state.status !== 'waiting') throw new GameLifecycleError(`Cannot start game in status: ${state.status}`)
    this.setup.start()
    return this
  }

  /**
   * Dispatches an action. At top level the whole tick (the action and every
   * action chained from event handlers) runs before this returns; inside an
   * event handler the action is queued and a placeholder result returned.
   *
   * Bad input (not an object, no `type`, unknown type) is denied with a
   * `DispatchCodes` code. A handler that throws rolls the tick back and
   * returns `ok: false` with `error`. Overflow and broken invariants roll the
   * tick back and throw.
   */
  dispatch(action: Dispatchable<TAction>): DispatchResult<TAction> {
    this.live()
    const tick = this.tick
    // A rule reaches the engine through its GameContext, or a closure: dispatching from it would change state.
    this.rules.assertWritable('dispatch actions')
    // From an event handler holding the engine: queued, like the context's dispatch.
    if (tick.processing || tick.active) return tick.enqueue(action) as DispatchResult<TAction>
    const normalized = tick.beginDispatch(action) as TAction | null
    if (normalized === null) return refusedResult(action, tick.refusal!) as DispatchResult<TAction>
    try {
      tick.run(normalized)
      if (tick.error === undefined) this.registry.validate(tick.state!, 'dispatch')
    } catch (e) {
      tick.rollback()
      throw e
    }
    return tick.settle(normalized)
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
    this.listeners.clear()
    this.plugins.clear()
    this.pluginList = []
    this.registry.clear()
    this.queue.clear()
    this.tick.history = new ActionHistory()
    this.tick.state = null
    this.records.clear()
    this.views.clear()
  }

  // ───────────────────────────── reading and dry runs ─────────────────────────────

  /** The current state (deeply frozen unless `validationMode` is `'none'`). */
  getState(): GameState {
    return this.live()
  }

  /** The state at the end of `createGame`, from which replay starts. */
  getInitialState(): GameState {
    this.live()
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

  /**
   * The actions `playerId` may take now: every candidate returned by the action
   * handlers' `enumerate` that has a handler and passes the rules. Changes
   * nothing (a rule's draws from `ctx.game.random` are undone).
   */
  getLegalActions(playerId: string): TAction[] {
    return this.dryRuns.legalActions(this.live(), playerId, this.tick.random) as TAction[]
  }

  /**
   * The action `playerId` takes by default (when a runtime's timeout expires):
   * the first plugin `defaultAction` answer the rules allow, or `null`. The
   * result is an ordinary action: dispatched, it is recorded and replays like any
   * other. Changes nothing.
   */
  getDefaultAction(playerId: string): TAction | null {
    return this.dryRuns.defaultAction(this.live(), playerId, this.pluginList, this.tick.random) as TAction | null
  }

  /** Dry-runs the rules on an action. Changes nothing (a rule's draws from `ctx.game.random` are undone). */
  validate(action: Dispatchable<TAction>): ValidateResult {
    return this.dryRuns.validate(this.live(), action, this.tick.random)
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
    return this.dryRuns.actors(this.live(), this.pluginList, this.tick.random)
  }

  /**
   * The game's pending work: what it does next without a player, which the authority (a session, a test
   * driver) triggers by dispatching `action` top-level (after showing `animation`, when there is one).
   * `null` unless the game is `'playing'`; otherwise the first answer of the plugins' `pending` hooks in
   * registration order, or `null` when none has work. Changes nothing.
   *
   * @example
   * for (let step = engine.getPending(); step !== null; step = engine.getPending()) engine.dispatch(step.action)
   * @see the "Pending work" section of the package README
   */
  getPending(): PendingStep | null {
    return computePending(this.live(), this.pluginList)
  }

  // ───────────────────────────── events and views ─────────────────────────────

  /**
   * Listens to one event type (`'*'` for all). Events arrive after their tick commits.
   * With `{ viewer }` (a player id, or `null` for a spectator) the listener gets
   * each event as that viewer may see it (see `scopeEvent`); an unknown player throws `NotFoundError`.
   *
   * A type that {@link DeckletEvents} names gets its payload typed (core's events, and each plugin's once its
   * package is imported); a scoped listener may receive it redacted (`event.redacted`: check it first).
   *
   * @example
   * engine.subscribe('GAME_STARTED', (e) => console.log(e.payload.gameId))
   */
  subscribe<K extends keyof DeckletEvents & string>(type: K, listener: (event: DeckletEvent<K>) => void): Unsubscribe
  subscribe<K extends keyof DeckletEvents & string>(type: K, listener: (event: DeckletEvent<K> | RedactedEvent<K>) => void, options: SubscribeOptions): Unsubscribe
  subscribe<TEvent extends GameEvent = GameEvent>(type: string, listener: EventListener<TEvent>, options?: SubscribeOptions): Unsubscribe
  subscribe(type: string, listener: EventListener, options?: SubscribeOptions): Unsubscribe {
    this.assertNotDestroyed()
    return this.listeners.on(type, this.scoped(listener, options))
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
    const view = this.views.view(this.live(), viewer, this.pluginList)
    return this.checked ? deepFreeze(view) : view
  }

  // ───────────────────────────── snapshots, forks, records ─────────────────────────────

  /**
   * An O(1) snapshot of state, random position and history length. Throws
   * mid-tick (from an event handler): the state would hold part of a tick that
   * the history does not record yet, or that may still be rolled back.
   */
  createSnapshot(): GameSnapshot {
    this.live()
    this.assertNoTick('take a snapshot', false)
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
    this.live()
    this.assertNoTick('restore a snapshot')
    this.records.restore(this.tick, snapshot, this.registry.validator, this.checked)
    this.queue.clear()
  }

  /**
   * An independent engine at the same state, random position, history and
   * plugins (subscriptions are not copied). O(plugins), not O(state).
   *
   * With `{ seed }`, a new game instead: the fork of a game created but not started, its seed replaced, so
   * that `start()` deals from `seed`. The plugins' wiring is shared and setup is not run again (the fork
   * keeps the created state, which `createGame` drew with the first seed), so a fast reset of a simulation
   * costs O(plugins); the fork's record replays from its own seed. Throws a {@link GameLifecycleError} once
   * the game has started, and an `InvalidArgumentError` for a seed that is not a finite number or an engine
   * on a random source of its own.
   *
   * @example
   * const template = new GameEngine({ validationMode: 'none' }).use(UnoPlugin).createGame({ players })
   * const game = template.fork({ seed: 42 }).start() // a new game, as fast as a fork
   */
  fork(options?: ForkOptions): GameEngine<TAction> {
    this.live()
    this.assertNoTick('fork')
    const seed = forkSeed(options)
    if (seed !== undefined) this.assertForkable()
    const random = seed === undefined ? this.tick.random.clone() : new SeededRandomProvider(seed)
    const child = new GameEngine<TAction>({ ...this.config, random })
    for (const p of this.pluginList) child.plugins.use(p)
    child.pluginList = this.pluginList
    child.registry.share(this.registry, this.pluginList, child.context, child)
    child.pickStep()
    child.setup.created = true
    if (seed === undefined) {
      child.tick.state = this.tick.state
      child.tick.history = this.tick.history.share()
      this.records.copyTo(child.records)
      return child
    }
    const state = { ...this.tick.state!, seed }
    child.tick.state = this.checked ? deepFreeze(state) : state
    child.records.created(child.tick.state, child.tick, this.records.reseededOptions(seed))
    return child
  }

  /** Refuses `fork({ seed })` of a game that has started (its draws so far came from the first seed). */
  private assertForkable(): void {
    if (!(this.tick.random instanceof SeededRandomProvider)) {
      throw new InvalidArgumentError('fork({ seed }) needs an engine on its seeded random source, not a random provider of its own', 'seed')
    }
    const status = this.tick.state!.status
    if (status !== 'waiting' || this.tick.history.length > 0) {
      throw new GameLifecycleError(`fork({ seed }) makes a new game from one that is created and not started; this one is ${status}`)
    }
  }

  /**
   * A JSON record of the game: plugins and versions, seed, config, initial state and history. Throws mid-tick.
   * With `{ viewer }` (a player id, or `null` for a spectator): the {@link ViewerRecord} that viewer may keep
   * (no seed, no random state, its own views and scoped events). The viewer may be a player who left (or joined
   * late): the views are then a spectator's while they were not seated. A viewer who never played throws `NotFoundError`.
   * With `{ viewer, stepViews: true }` each step also carries the viewer's view after it.
   */
  exportRecord(): GameRecord
  exportRecord(options: ExportRecordOptions & { viewer: string | null }): ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord {
    this.live()
    // Mid-tick the history may hold the tick's own action, which a failure would still roll back.
    this.assertNoTick('export a record', false)
    const viewer = viewerOption(options, 'exportRecord')
    const stepViews = options?.stepViews
    if (stepViews !== undefined && typeof stepViews !== 'boolean') throw new InvalidArgumentError(`stepViews must be true or false, got ${String(stepViews)}`, 'stepViews')
    if (stepViews === true && viewer === undefined) throw new InvalidArgumentError('stepViews needs a viewer: exportRecord({ viewer, stepViews: true })', 'stepViews')
    if (typeof viewer === 'string' && !this.records.wasPlayer(this.tick, viewer)) throw new NotFoundError('player', viewer)
    const record = this.records.export(this.tick, this.pluginList, this.config)
    return viewer === undefined ? record : createViewerRecord(record, this.pluginList, viewer, GameEngine, stepViews === true)
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
    const state = recordedInitialState(record.initialState, engine.checked)
    assertDependencies(engine.pluginList)
    engine.setup.install(engine.pluginList, state, record.initialRandom ?? null)
    return engine
  }

  // ───────────────────────────── helpers ─────────────────────────────

  /**
   * Picks the dispatch step once the plugins are wired: the plain step when no plugin declares a modifier
   * kind (so a game without modifiers runs exactly as before: no per-action test), else the step through the
   * command bus, whose `before` modifiers the dry runs also run.
   */
  private pickStep(): void {
    const kinds = this.registry.modifierKinds
    if (kinds === null) {
      this.tick.useStep(this.plainStep)
      this.dryRuns.bus = null
      return
    }
    const bus = new CommandBus(kinds, this.registry, this.rules, this.checked)
    this.tick.useStep(new ModifiedStep(this.registry, this.rules, this.checked, bus))
    this.dryRuns.bus = bus
  }

  private scoped(listener: EventListener, options: SubscribeOptions | undefined): EventListener {
    const viewer = viewerOption(options, 'subscribe')
    if (viewer === undefined) return listener
    return scopedListener(listener, viewer, this.tick.state, () => this.pluginList, this.checked)
  }

  private assertNotDestroyed(): void {
    if (this.destroyed) throw new EngineDestroyedError()
  }

  /** The current state of a live engine: throws after `destroy()` and before `createGame()`. */
  private live(): GameState {
    if (this.destroyed) throw new EngineDestroyedError()
    return this.tick.current()
  }

  /** Refuses a call made from inside a tick or (`inRules`) a rule, through a closure over the engine. */
  private assertNoTick(what: string, inRules = true): void {
    if (this.tick.processing || this.tick.active || (inRules && this.rules.readOnly)) throw new GameLifecycleError(`Cannot ${what} while a tick is running`)
  }
}

/** The seed of `fork(options)`, checked (`undefined`: a plain fork). */
function forkSeed(options: ForkOptions | undefined): number | undefined {
  if (options === undefined) return undefined
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError('fork() takes an options object ({ seed })', 'options')
  const seed = options.seed
  if (seed === undefined) return undefined
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new InvalidArgumentError(`seed must be a finite number, got ${String(seed)}`, 'seed')
  return seed
}
