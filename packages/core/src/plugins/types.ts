import type { JsonValue } from '../state/json'
import type { ActionHandler } from '../actions/types'
import type { GameContext } from '../engine/gameContext'
import type { EventHandler } from '../events/types'
import type { Rule } from '../rules/types'
import type { Action, ActionInit } from '../actions/types'
import type { GameState } from '../state/types'
import type { GameEvent } from '../events/types'
import type { PlayerView } from '../views/types'
import type { PendingStep } from '../engine/pending'
import type { ModifierKind } from '../modifiers/types'
import type { EngineCache } from '../views/engineCache'

/**
 * A unit of game logic: rules, action handlers, event handlers and an optional
 * one-time `setup`, registered with `engine.use(plugin)`.
 *
 * @example
 * const MyPlugin: GamePlugin = { id: 'my-plugin', name: 'My Plugin', version: '1.0.0' }
 */
export interface GamePlugin {
  /** Unique id, used to deduplicate and to name dependencies. */
  id: string
  /** Human-readable name. */
  name: string
  /** Semantic version (`1.2.3`), checked against other plugins' `dependencies`. */
  version: string
  /** One-time hook run by `createGame` (and by replay, whose writes are then discarded): keep it idempotent. */
  setup?(context: GameContext): void
  /** Rules checked before actions apply, in registration order across plugins. */
  rules?: Rule<any>[]
  /** Action handlers, one per action type across all plugins. */
  actions?: ActionHandler<any, any>[]
  /** Event handlers, subscribed in plugin order; they run inside the tick. */
  events?: EventHandler<any, any>[]
  /**
   * Modifier kinds: the code of the modifiers (`addModifier(state, { kind, … })`) that change how matching
   * actions run — cancel them, change their payload, replace their result. A kind declared twice across the
   * game's plugins fails `createGame` (`DUPLICATE_MODIFIER_KIND`). An engine none of whose plugins declares a
   * kind runs its plain dispatch step, with no modifier stage and no modifier state check at all.
   *
   * @see the "Modifiers" section of the package README
   */
  modifiers?: ModifierKind<any>[]
  /**
   * Other plugins this one needs, as `{ pluginId: semverRange }`, e.g.
   * `{ turn: '^1.0.0' }`. `createGame` fails with a {@link PluginDependencyError} when one is missing or out of range.
   */
  dependencies?: Readonly<Record<string, string>>
  /**
   * The plugin's resolved options, as JSON data: what makes this configuration of its rules differ from
   * another (`createUnoPlugin({ stacking: 'same' })` sets every UNO option's value). Records store it with
   * the plugin's id and version, and replay refuses a plugin configured otherwise
   * (`RECORD_PLUGIN_CONFIG`). Leave it out for a plugin without options.
   */
  readonly config?: JsonValue
  /**
   * A typed API for other plugins, UIs and bots (functions, evaluators: things
   * that must not live in JSON state). Reached with `ctx.plugin(id)` or
   * `engine.getPluginApi(id)`; declare its type in {@link PluginApis}.
   */
  api?: unknown
  /**
   * What `playerId` does when it does not answer in time (a runtime's timeout):
   * e.g. draw or pass in UNO, check or fold in Hold'em. Returns `null` when this
   * plugin has no opinion. `engine.getDefaultAction(playerId)` asks the plugins
   * in registration order and keeps the first answer the rules allow.
   */
  defaultAction?(state: GameState, playerId: string): ActionInit | null
  /**
   * Who may act now: the players that have a legal action in `state`, or may have one (UNO's current player,
   * and everyone while a missed UNO call may be caught; Hold'em's seat to act). `engine.getActors()` gives
   * the union of every plugin's answer, in registration order, and sessions, fuzzers and bots ask only these
   * players for legal actions instead of every player. Without any plugin hook the engine falls back to the
   * players (in seat order) whose legal actions are not empty, which costs a legal-action pass per player.
   * Must be pure and cheap (it runs on every move); it is not called while the game is not `'playing'`.
   * Listing a player who has no legal action is harmless (they get an empty list); leaving out one who has
   * is a bug: they never get asked.
   *
   * @example
   * actors: (state) => (state.currentPlayerId === null ? [] : [state.currentPlayerId])
   */
  actors?(state: GameState): readonly string[]
  /**
   * Work the game does next without a player (a scripted step, an effect after an animation), or `null` when
   * this plugin has none. `engine.getPending()` asks the plugins in registration order and returns the first
   * answer; the authority (a session, a test driver) dispatches its `action` top-level, after showing its
   * `animation` when it has one. Must be pure and cheap; it is not called while the game is not `'playing'`.
   *
   * @example
   * pending: (state) => (state.variables.dealt === true ? null : { action: { type: 'DEAL' } })
   */
  pending?(state: GameState): PendingStep | null
  /**
   * Hides what this plugin keeps in `variables` (or elsewhere) from a viewer:
   * gets the view the engine computed (hidden cards already replaced) and
   * returns the view `viewerId` may see (`null`: a spectator). Must be pure.
   */
  redact?(view: PlayerView, viewerId: string | null): PlayerView
  /**
   * The payload a viewer outside an event's `visibleTo` receives, or `undefined`
   * to leave it to other plugins (the default is `null`). E.g. a draw shown to
   * the others without the card.
   */
  redactEvent?(event: GameEvent, viewerId: string | null): unknown
  /** The action as a viewer's record shows it (default: unchanged, as actions are public intents). */
  redactAction?(action: Action, viewerId: string | null): Action
  /**
   * Compiled code shared by the engines that use this plugin instance (see {@link EngineCache}): a plugin
   * factory gives each plugin it makes `new EngineCache()`. Optional: an engine none of whose plugins has one
   * compiles its own. Never share one between plugin instances of different games.
   */
  readonly cache?: EngineCache
}
