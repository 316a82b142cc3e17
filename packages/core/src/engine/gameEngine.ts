import type { Action, ActionInitOf } from '../actions/types'
import { EngineDestroyedError, GameLifecycleError, NotFoundError } from '../errors/errors'
import type { DeckletEvent, DeckletEvents, EventListener, GameEvent, RedactedEvent, Unsubscribe } from '../events/types'
import type { ActionRecord } from '../history/actionHistory'
import type { PluginApis } from '../plugins/pluginApis'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import type { GameRecord } from '../replay/gameRecord'
import { deepFreeze } from '../state/json'
import type { GameState } from '../state/types'
import type { ExportRecordOptions, PlayerView, SubscribeOptions, ViewerRecord } from '../views/types'
import { assembleEngine, clearParts, listen, registerPlugin, type EngineParts } from './engineParts'
import { forkParts, forkRandom } from './forkParts'
import { resolveConfig } from './gameSetup'
import { computePending, type PendingStep } from './pending'
import { exportGameRecord } from './records'
import { refusedResult, type Tick } from './tick'
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
 * The engine: assembles plugins, runs the action queue, keeps state, history and randomness, and hands state and
 * events out. It is a facade over internal parts it owns — the tick, the pure step, the dry runs, the records, the
 * setup phases, the registry of what plugins registered: see "How the engine is built" in the package README.
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

  private readonly parts: EngineParts
  // The tick, read by every call: one load less than through the parts.
  private readonly tick: Tick
  private destroyed = false

  constructor(config: GameConfigInit = {}) {
    this.config = resolveConfig(config)
    const random = config.random ?? new SeededRandomProvider(config.seed ?? 0)
    this.parts = assembleEngine(this.config, random, config.random !== undefined, this)
    this.tick = this.parts.tick
  }

  // ───────────────────────────── lifecycle ─────────────────────────────

  /** Registers a plugin. Must be called before {@link GameEngine.createGame}. */
  use(plugin: GamePlugin): this {
    this.assertNotDestroyed()
    registerPlugin(this.parts, plugin)
    return this
  }

  /**
   * Creates the game: builds the initial state, wires plugins, runs their `setup` and emits `GAME_CREATED`
   * (`{ gameId }`); nothing dispatched here is recorded. Setup draws randomness from a stream derived from the seed;
   * the game proper (from `start()` on) from a fresh `SeededRandomProvider(seed)`, so that replay needs only the seed.
   * When a setup or a handler throws, or an invariant breaks, `createGame` throws that error and no game is created.
   */
  createGame(options: CreateGameOptions): this {
    this.assertNotDestroyed()
    const parts = this.parts
    if (parts.setup.created) throw new GameLifecycleError('Game already created; create a new GameEngine instance instead')
    this.assertNoTick('create a game')
    parts.setup.create(parts.pluginList, options, this.config.seed)
    return this
  }

  /**
   * Starts the game (`waiting → playing`) and emits `GAME_STARTED`; its chained dispatches are not recorded. When a
   * handler throws or an invariant breaks, `start` throws that error and the game stays as it was, `waiting`.
   */
  start(): this {
    this.assertNotDestroyed()
    this.assertNoTick('start the game')
    const state = this.tick.current()
    if (state.status !== 'waiting') throw new GameLifecycleError(`Cannot start game in status: ${state.status}`)
    this.parts.setup.start()
    return this
  }

  /**
   * Dispatches an action. At top level the whole tick (the action and every action chained from event handlers) runs
   * before this returns; inside an event handler the action is queued and a placeholder result returned.
   *
   * Bad input (not an object, no `type`, unknown type) is denied with a `DispatchCodes` code. A handler that throws
   * rolls the tick back and returns `ok: false` with `error`; overflow and broken invariants roll it back and throw.
   */
  dispatch(action: Dispatchable<TAction>): DispatchResult<TAction> {
    this.live()
    const tick = this.tick
    // A rule reaches the engine through its GameContext, or a closure: dispatching from it would change state.
    this.parts.rules.assertWritable('dispatch actions')
    // From an event handler holding the engine: queued, like the context's dispatch.
    if (tick.processing || tick.active) return tick.enqueue(action) as DispatchResult<TAction>
    const normalized = tick.beginDispatch(action) as TAction | null
    if (normalized === null) return refusedResult(action, tick.refusal!) as DispatchResult<TAction>
    try {
      tick.run(normalized)
      if (tick.error === undefined) this.parts.registry.validate(tick.state!, 'dispatch')
    } catch (e) {
      tick.rollback()
      throw e
    }
    return tick.settle(normalized)
  }

  /**
   * Clears plugins, subscriptions, queue, history and checks. Every later call (through a kept `GameContext` too)
   * throws {@link EngineDestroyedError}. May be called from a subscriber, not from inside a tick (a plugin's handler
   * or rule).
   */
  destroy(): void {
    if (this.destroyed) return
    // Mid-tick, the tick would go on with no state; subscribers (which run after the commit) may destroy.
    this.assertNoTick('destroy the engine')
    this.destroyed = true
    clearParts(this.parts)
  }

  // ───────────────────────────── reading and dry runs ─────────────────────────────

  /** The current state (deeply frozen unless `validationMode` is `'none'`). */
  getState(): GameState {
    return this.live()
  }

  /** The state at the end of `createGame`, from which replay starts. */
  getInitialState(): GameState {
    this.live()
    return this.parts.records.initial!
  }

  /** The top-level actions applied so far (a read-only view that grows as the game goes on). */
  getHistory(): readonly ActionRecord[] {
    this.assertNotDestroyed()
    return this.tick.history.getAll()
  }

  /** The registered plugins, in registration order. */
  getPlugins(): GamePlugin[] {
    this.assertNotDestroyed()
    return this.parts.plugins.getAll()
  }

  /** Whether `destroy()` was called. */
  get isDestroyed(): boolean {
    return this.destroyed
  }

  /**
   * The API a registered plugin exposes (`GamePlugin.api`), typed through {@link PluginApis}. Throws `NotFoundError`
   * when no plugin with that id has one.
   *
   * @example
   * const poker = engine.getPluginApi('poker-rules')
   */
  getPluginApi<K extends keyof PluginApis>(pluginId: K): PluginApis[K]
  getPluginApi<T = unknown>(pluginId: string): T
  getPluginApi(pluginId: string): unknown {
    this.assertNotDestroyed()
    const plugin = this.parts.plugins.get(pluginId)
    if (plugin === undefined || plugin.api === undefined) throw new NotFoundError('plugin', pluginId)
    return plugin.api
  }

  /**
   * The actions `playerId` may take now: every candidate returned by the action handlers' `enumerate` that has a
   * handler and passes the rules. Changes nothing (a rule's draws from `ctx.game.random` are undone).
   */
  getLegalActions(playerId: string): TAction[] {
    return this.parts.dryRuns.legalActions(this.live(), playerId, this.tick.random) as TAction[]
  }

  /**
   * The action `playerId` takes by default (when a runtime's timeout expires): the first plugin `defaultAction`
   * answer the rules allow, or `null`. The result is an ordinary action: dispatched, it is recorded and replays like
   * any other. Changes nothing.
   */
  getDefaultAction(playerId: string): TAction | null {
    return this.parts.dryRuns.defaultAction(this.live(), playerId, this.parts.pluginList, this.tick.random) as TAction | null
  }

  /** Dry-runs the rules on an action. Changes nothing (a rule's draws from `ctx.game.random` are undone). */
  validate(action: Dispatchable<TAction>): ValidateResult {
    return this.parts.dryRuns.validate(this.live(), action, this.tick.random)
  }

  /**
   * Who may act now, whom a session, a fuzzer or a bot should ask for legal actions: nobody unless the game is
   * `'playing'`, else the union of the plugins' `actors` hooks in registration order or, when no plugin has one, every
   * player (in seat order) with legal actions. Changes nothing. Do not change the returned list.
   *
   * @example
   * for (const playerId of engine.getActors()) bot.think(engine.getLegalActions(playerId))
   */
  getActors(): readonly string[] {
    return this.parts.dryRuns.actors(this.live(), this.parts.pluginList, this.tick.random)
  }

  /**
   * The game's pending work: what it does next without a player, which the authority (a session, a test driver)
   * triggers by dispatching `action` top-level (after showing `animation`, if any): the first answer of the plugins'
   * `pending` hooks in registration order, `null` when none has work or the game is not `'playing'`. Changes nothing.
   *
   * @example
   * for (let step = engine.getPending(); step !== null; step = engine.getPending()) engine.dispatch(step.action)
   * @see the "Pending work" section of the package README
   */
  getPending(): PendingStep | null {
    return computePending(this.live(), this.parts.pluginList)
  }

  // ───────────────────────────── events and views ─────────────────────────────

  /**
   * Listens to one event type (`'*'` for all). Events arrive after their tick commits. With `{ viewer }` (a player
   * id, or `null` for a spectator) the listener gets each event as that viewer may see it (see `scopeEvent`); an
   * unknown player throws `NotFoundError`. A type that {@link DeckletEvents} names gets its payload typed (core's
   * events, and each plugin's once imported); a scoped listener may receive it redacted (check `event.redacted`).
   *
   * @example
   * engine.subscribe('GAME_STARTED', (e) => console.log(e.payload.gameId))
   */
  subscribe<K extends keyof DeckletEvents & string>(type: K, listener: (event: DeckletEvent<K>) => void): Unsubscribe
  subscribe<K extends keyof DeckletEvents & string>(type: K, listener: (event: DeckletEvent<K> | RedactedEvent<K>) => void, options: SubscribeOptions): Unsubscribe
  subscribe<TEvent extends GameEvent = GameEvent>(type: string, listener: EventListener<TEvent>, options?: SubscribeOptions): Unsubscribe
  subscribe(type: string, listener: EventListener, options?: SubscribeOptions): Unsubscribe {
    this.assertNotDestroyed()
    return listen(this.parts, type, listener, options)
  }

  /** Listens to every event. Events arrive after their tick commits. `{ viewer }` scopes them as for `subscribe`. */
  subscribeAll(listener: EventListener, options?: SubscribeOptions): Unsubscribe {
    this.assertNotDestroyed()
    return listen(this.parts, '*', listener, options)
  }

  /**
   * What `viewer` may know of the current state (`null`: a spectator): hidden cards replaced by placeholders, no
   * seed, plugins' `redact` hooks applied. Throws `NotFoundError` for an unknown player.
   *
   * @example
   * const view = engine.getPlayerView('p1') // p2's hand shows as 5 placeholders
   */
  getPlayerView(viewer: string | null = null): PlayerView {
    const parts = this.parts
    const view = parts.views.view(this.live(), viewer, parts.pluginList)
    return parts.checked ? deepFreeze(view) : view
  }

  // ───────────────────────────── snapshots, forks, records ─────────────────────────────

  /**
   * An O(1) snapshot of state, random position and history length. Throws mid-tick (from an event handler): the state
   * would hold part of a tick that the history does not record yet, or that may still be rolled back.
   */
  createSnapshot(): GameSnapshot {
    this.live()
    this.assertNoTick('take a snapshot', false)
    return this.parts.records.snapshot(this.tick)
  }

  /**
   * Restores a snapshot: state, random position and, for a snapshot of this game taken in this process (by this
   * engine or a fork of it), the history. Any other snapshot starts a new record: its state becomes the initial state
   * of `exportRecord()`. A malformed or inconsistent snapshot throws {@link StateValidationError} and keeps the
   * current state. The queue is cleared.
   */
  restoreSnapshot(snapshot: GameSnapshot): void {
    this.live()
    this.assertNoTick('restore a snapshot')
    const parts = this.parts
    parts.records.restore(this.tick, snapshot, parts.registry.validator, parts.checked)
    parts.queue.clear()
  }

  /**
   * An independent engine at the same state, random position, history and plugins (subscriptions are not copied), in
   * O(plugins). With `{ seed }`, a new game instead: the fork of a game created but not started, its seed replaced, so
   * that `start()` deals from `seed`; the wiring is shared and setup not run again (the fork keeps the created state),
   * so a fast reset costs O(plugins), and the fork's record replays from its own seed. Throws a
   * {@link GameLifecycleError} once the game has started, and an `InvalidArgumentError` for a seed that is not a
   * finite number or an engine on a random source of its own.
   *
   * @example
   * const template = new GameEngine({ validationMode: 'none' }).use(UnoPlugin).createGame({ players })
   * const game = template.fork({ seed: 42 }).start() // a new game, as fast as a fork
   */
  fork(options?: ForkOptions): GameEngine<TAction> {
    this.live()
    this.assertNoTick('fork')
    const { seed, random } = forkRandom(this.parts, options)
    const child = new GameEngine<TAction>({ ...this.config, random })
    forkParts(this.parts, child.parts, child, seed)
    return child
  }

  /**
   * A JSON record of the game: plugins and versions, seed, config, initial state and history. Throws mid-tick. With
   * `{ viewer }` (a player id, or `null` for a spectator): the {@link ViewerRecord} that viewer may keep (no seed or
   * random state; its own views and scoped events; a spectator's views while it was not seated), and with
   * `stepViews: true` the viewer's view after each step. A viewer who never played throws `NotFoundError`.
   */
  exportRecord(): GameRecord
  exportRecord(options: ExportRecordOptions & { viewer: string | null }): ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord
  exportRecord(options?: ExportRecordOptions): GameRecord | ViewerRecord {
    this.live()
    // Mid-tick the history may hold the tick's own action, which a failure would still roll back.
    this.assertNoTick('export a record', false)
    return exportGameRecord(this.parts, this.config, options, GameEngine)
  }

  /**
   * An engine at a recorded initial state, as if `createGame` had just made it, without the history (which
   * `ReplayEngine.replayRecord` applies). `plugins` are registered in the order given; their `setup` runs for its
   * registrations, its writes and draws discarded. The random source starts at `record.initialRandom` (default: fresh
   * from the seed, unless `config.random` is given). Throws {@link StateValidationError} for a malformed state.
   *
   * @example
   * const engine = GameEngine.fromRecord(record, [MyPlugin], record.config)
   * engine.start()
   */
  static fromRecord<TAction extends Action = Action>(record: GameRecordStart, plugins: readonly GamePlugin[], config?: GameConfigInit): GameEngine<TAction> {
    const engine = new GameEngine<TAction>(config)
    for (const plugin of plugins) engine.use(plugin)
    engine.parts.setup.install(engine.parts.pluginList, record, engine.parts.checked)
    return engine
  }

  // ───────────────────────────── helpers ─────────────────────────────

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
    if (this.tick.processing || this.tick.active || (inRules && this.parts.rules.readOnly)) throw new GameLifecycleError(`Cannot ${what} while a tick is running`)
  }
}
