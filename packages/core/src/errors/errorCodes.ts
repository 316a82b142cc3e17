/**
 * Every `code` that `@decklet/core`'s own errors carry, and the engine's dispatch codes
 * ({@link DispatchCodes}: `DispatchResult.denyCode` / `errorCode`), by name. Each value is its key: a
 * stable string to branch on (`e.code === DeckletErrorCodes.NOT_FOUND`). Other packages' errors
 * (plugins, runtime, testing) extend {@link DeckletError} with codes of their own, so `DeckletError.code`
 * stays a `string`; narrow it with {@link isDeckletErrorCode}.
 *
 * @example
 * try {
 *   engine.getState()
 * } catch (e) {
 *   if (DeckletError.isInstance(e) && e.code === DeckletErrorCodes.GAME_NOT_CREATED) engine.createGame(options)
 * }
 */
export const DeckletErrorCodes = Object.freeze({
  /** A {@link DeckletError} created without a code. */
  DECKLET_ERROR: 'DECKLET_ERROR',
  /** `ActionQueueOverflowError`: a tick processed more than `maxActionsPerTick` actions. */
  ACTION_QUEUE_OVERFLOW: 'ACTION_QUEUE_OVERFLOW',
  /** `StateValidationError`: a state breaks an invariant. */
  STATE_VALIDATION_FAILED: 'STATE_VALIDATION_FAILED',
  /** `EngineDestroyedError`: the engine was destroyed. */
  ENGINE_DESTROYED: 'ENGINE_DESTROYED',
  /** `DuplicatePluginError`: a plugin id registered twice. */
  DUPLICATE_PLUGIN: 'DUPLICATE_PLUGIN',
  /** `DuplicateRuleError`, or a plugin's rule clashing at `createGame` (`GameLifecycleError`). */
  DUPLICATE_RULE: 'DUPLICATE_RULE',
  /** `DuplicateActionHandlerError`: two handlers for one action type. */
  DUPLICATE_ACTION_HANDLER: 'DUPLICATE_ACTION_HANDLER',
  /** A state check name registered twice (`addStateCheck`). */
  DUPLICATE_STATE_CHECK: 'DUPLICATE_STATE_CHECK',
  /** `PluginDependencyError`: a plugin's `dependencies` are not met. */
  PLUGIN_DEPENDENCY: 'PLUGIN_DEPENDENCY',
  /** `PluginDependencyError`: a plugin is registered before a plugin it depends on. */
  PLUGIN_ORDER: 'PLUGIN_ORDER',
  /** `InvalidPluginError`: a malformed plugin definition. */
  INVALID_PLUGIN: 'INVALID_PLUGIN',
  /** `InvalidOptionError`: an option outside what is allowed. */
  INVALID_OPTION: 'INVALID_OPTION',
  /** `InvalidArgumentError`: an argument no call could accept (players, seed, game id, random ranges). */
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  /** `GameRecordError`: not a record that can be replayed. */
  INVALID_RECORD: 'INVALID_RECORD',
  /** `GameRecordError`: the record needs a plugin that was not given. */
  RECORD_PLUGIN_MISSING: 'RECORD_PLUGIN_MISSING',
  /** `GameRecordError`: a given plugin has another major version than the record's. */
  RECORD_PLUGIN_MAJOR: 'RECORD_PLUGIN_MAJOR',
  /** `GameRecordError` (with `strict`), or a replay warning: a given plugin's version differs from the record's. */
  RECORD_PLUGIN_VERSION: 'RECORD_PLUGIN_VERSION',
  /** `GameRecordError`: a given plugin's `config` differs from the record's. */
  RECORD_PLUGIN_CONFIG: 'RECORD_PLUGIN_CONFIG',
  /** `GameRecordError`: an action of the history no longer applies. */
  REPLAY_DIVERGED: 'REPLAY_DIVERGED',
  /** `NotFoundError`: a player, zone, card, plugin or state check is missing. */
  NOT_FOUND: 'NOT_FOUND',
  /** `GameLifecycleError`: a call at the wrong point of the lifecycle. */
  INVALID_LIFECYCLE: 'INVALID_LIFECYCLE',
  /** `GameLifecycleError`: no game was created yet. */
  GAME_NOT_CREATED: 'GAME_NOT_CREATED',
  /** `GameLifecycleError`: a rule tried to change state, emit or dispatch. */
  READ_ONLY_CONTEXT: 'READ_ONLY_CONTEXT',
  /** `GameLifecycleError`: a context mutation or `emit` outside setup, event handling or a tick. */
  OUTSIDE_TICK: 'OUTSIDE_TICK',
  /** `GameLifecycleError`: a `GameContext.update` function returned no state. */
  INVALID_UPDATE: 'INVALID_UPDATE',
  /** `GameLifecycleError`: a state has a root field that `GameState` does not have. */
  UNKNOWN_STATE_FIELD: 'UNKNOWN_STATE_FIELD',
  /** `GameLifecycleError`: an event's `visibleTo` is not a list of player ids. */
  INVALID_EVENT: 'INVALID_EVENT',
  /** Dispatch: the value is not an object with a non-empty string `type`. */
  INVALID_ACTION: 'INVALID_ACTION',
  /** Dispatch: no handler for the action's type. */
  UNKNOWN_ACTION_TYPE: 'UNKNOWN_ACTION_TYPE',
  /** Dispatch: the payload is not JSON data (checked modes), or cannot be read, nests too deep or cycles. */
  INVALID_PAYLOAD: 'INVALID_PAYLOAD',
  /** Dispatch: the action's `playerId` is not a player of the game. */
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  /** Dispatch: a top-level dispatch of an internal action (only plugins may dispatch it). */
  INTERNAL_ACTION: 'INTERNAL_ACTION',
  /** Dispatch: an action handler threw and the tick was rolled back. */
  HANDLER_ERROR: 'HANDLER_ERROR',
  /** Dispatch: a `before` modifier cancelled the action without a code of its own. */
  MODIFIER_CANCELLED: 'MODIFIER_CANCELLED',
  /** `GameLifecycleError`: the state holds a modifier of a kind no plugin registers (the tick was rolled back). */
  UNKNOWN_MODIFIER_KIND: 'UNKNOWN_MODIFIER_KIND',
  /** `GameLifecycleError` at `createGame`: two plugins (or one, twice) declare the same modifier kind. */
  DUPLICATE_MODIFIER_KIND: 'DUPLICATE_MODIFIER_KIND',
})

/**
 * A code of `@decklet/core`'s errors or of its dispatch results (see {@link DeckletErrorCodes}).
 *
 * @example
 * const code: DeckletErrorCode = 'NOT_FOUND'
 */
export type DeckletErrorCode = (typeof DeckletErrorCodes)[keyof typeof DeckletErrorCodes]

/**
 * Whether `code` is one of core's codes (and not another package's).
 *
 * @example
 * if (DeckletError.isInstance(e) && isDeckletErrorCode(e.code)) report(e.code) // e.code: DeckletErrorCode
 */
export function isDeckletErrorCode(code: unknown): code is DeckletErrorCode {
  return typeof code === 'string' && Object.hasOwn(DeckletErrorCodes, code)
}
