import { DeckletError, type DeckletErrorOptions } from './deckletError'

/** Thrown when a tick processes more actions than `maxActionsPerTick`. The tick is rolled back. */
export class ActionQueueOverflowError extends DeckletError {
  constructor(
    /** The `maxActionsPerTick` that was exceeded. */
    public readonly limit: number,
    /** Actions still queued when the tick was stopped. */
    public readonly remaining: number,
  ) {
    super(`maxActionsPerTick (${limit}) exceeded; ${remaining} actions remain in queue`, 'ACTION_QUEUE_OVERFLOW')
    this.name = 'ActionQueueOverflowError'
  }
}

/** Thrown when a state breaks an invariant. `errors` lists every broken invariant. */
export class StateValidationError extends DeckletError {
  constructor(
    message: string,
    /** Every problem found, one message each. */
    public readonly errors: readonly string[],
    options?: DeckletErrorOptions,
  ) {
    super(message, 'STATE_VALIDATION_FAILED', options)
    this.name = 'StateValidationError'
  }
}

/** Thrown by every public engine method after `destroy()`. */
export class EngineDestroyedError extends DeckletError {
  constructor() {
    super('GameEngine has been destroyed', 'ENGINE_DESTROYED')
    this.name = 'EngineDestroyedError'
  }
}

/** Thrown when a plugin with an id that is already registered is added. */
export class DuplicatePluginError extends DeckletError {
  constructor(
    /** The id registered twice. */
    public readonly pluginId: string,
  ) {
    super(`Plugin '${pluginId}' is already registered`, 'DUPLICATE_PLUGIN')
    this.name = 'DuplicatePluginError'
  }
}

/** Thrown when a rule id is registered twice in one {@link RuleEngine}. */
export class DuplicateRuleError extends DeckletError {
  constructor(
    /** The rule id registered twice. */
    public readonly ruleId: string,
  ) {
    super(`Rule '${ruleId}' is already registered`, 'DUPLICATE_RULE')
    this.name = 'DuplicateRuleError'
  }
}

/** Thrown when two action handlers claim the same action type. */
export class DuplicateActionHandlerError extends DeckletError {
  constructor(
    /** The action type claimed twice. */
    public readonly actionType: string,
  ) {
    super(`An action handler for '${actionType}' is already registered`, 'DUPLICATE_ACTION_HANDLER')
    this.name = 'DuplicateActionHandlerError'
  }
}

/** Thrown by `createGame` when a plugin's `dependencies` are not met. */
export class PluginDependencyError extends DeckletError {
  /**
   * `'missing'`: the dependency is not registered; `'version'`: its version is outside the range;
   * `'order'` (code `PLUGIN_ORDER`): it is registered after the plugin that needs it, so its setup would run
   * after that plugin's (a deck shuffled after the deal).
   */
  readonly reason: 'missing' | 'version' | 'order'

  constructor(
    /** The plugin that declares the dependency. */
    public readonly pluginId: string,
    /** The plugin it depends on. */
    public readonly dependencyId: string,
    /** The semver range it wants. */
    public readonly wantedRange: string,
    /** The registered version, or `null` when the dependency is not registered. */
    public readonly foundVersion: string | null,
    /** `true` when the dependency is registered, in range, but after `pluginId`. */
    registeredAfter = false,
  ) {
    super(
      registeredAfter
        ? `Plugin '${pluginId}' depends on plugin '${dependencyId}', which is registered after it: use('${dependencyId}') before use('${pluginId}')`
        : `Plugin '${pluginId}' requires plugin '${dependencyId}' ${wantedRange}, but ${
            foundVersion === null ? 'it is not registered' : `version ${foundVersion} is registered`
          }`,
      registeredAfter ? 'PLUGIN_ORDER' : 'PLUGIN_DEPENDENCY',
    )
    this.name = 'PluginDependencyError'
    this.reason = registeredAfter ? 'order' : foundVersion === null ? 'missing' : 'version'
  }
}

/** Thrown for an invalid plugin definition (missing id, name or version, or an invalid version). */
export class InvalidPluginError extends DeckletError {
  constructor(message: string) {
    super(message, 'INVALID_PLUGIN')
    this.name = 'InvalidPluginError'
  }
}

/** Thrown when a game record cannot be replayed (unknown format, missing plugin, other major version). */
export class GameRecordError extends DeckletError {
  constructor(message: string, code = 'INVALID_RECORD') {
    super(message, code)
    this.name = 'GameRecordError'
  }
}

/** Thrown when a context query (`getPlayer`, `getZone`, `getCard`), a state update or `Variable.require` names something missing. */
export class NotFoundError extends DeckletError {
  constructor(
    /** What was looked up. */
    public readonly kind: 'player' | 'zone' | 'card' | 'plugin' | 'state check' | 'variable',
    /** The id that was not found. */
    public readonly id: string,
  ) {
    super(`${kind[0]!.toUpperCase()}${kind.slice(1)} '${id}' not found`, 'NOT_FOUND')
    this.name = 'NotFoundError'
  }
}

/** Thrown for an engine method called at the wrong point of the lifecycle (bad arguments are {@link InvalidArgumentError}s). */
export class GameLifecycleError extends DeckletError {
  constructor(message: string, code = 'INVALID_LIFECYCLE') {
    super(message, code)
    this.name = 'GameLifecycleError'
  }
}

/**
 * Thrown for an argument no call could accept: `createGame`'s players, seed or game id, a `subscribe`
 * option that is not an object, `random.int(1.5, 2)`, `random.pick([])`, a random state of another generator.
 * The message says which argument and what is wrong (spec 000's messages, e.g. `Cannot create a game with no
 * players`, `Duplicate seat 2 for player p2`); `argument` names it.
 *
 * @example
 * try { engine.createGame({ players: [] }) } catch (e) {
 *   if (e instanceof InvalidArgumentError) console.log(e.argument, e.message) // 'players' 'Cannot create a game with no players'
 * }
 */
export class InvalidArgumentError extends DeckletError {
  constructor(
    message: string,
    /** The argument refused (`'players'`, `'seed'`, `'gameId'`, `'options'`, `'min, max'`, `'items'`, `'state'`). */
    readonly argument: string,
  ) {
    super(message, 'INVALID_ARGUMENT')
    this.name = 'InvalidArgumentError'
  }
}

/**
 * Options of {@link InvalidOptionError}.
 *
 * @example
 * new InvalidOptionError('deals', 0, 'a positive integer', { scope: 'doudizhu' })
 */
export interface InvalidOptionErrorOptions extends DeckletErrorOptions {
  /** Who owns the option, put before the message (e.g. `'UNO'`, `'fuzzPlugins'`). */
  scope?: string
  /**
   * The whole message, when a documented one must be kept (`UNO is played by 2 to 10 players, not 11`);
   * default `<scope>: <option> must be <allowed>, got <value>`.
   */
  message?: string
}

/**
 * Thrown for an option outside what is allowed: a plugin factory's options (`createUnoPlugin({ handSize: 0 })`),
 * a test helper's counts, an engine setting. `option`, `value` and `allowed` are kept as fields, so a host can
 * show its own message; the message reads `<option> must be <allowed>, got <value>`.
 *
 * @example
 * if (!Number.isInteger(decks) || decks < 1) throw new InvalidOptionError('decks', decks, 'a positive integer')
 * // InvalidOptionError: decks must be a positive integer, got 0
 * new InvalidOptionError('handSize', 11, 'an integer from 1 to 10', { scope: 'UNO' }).message
 * // "UNO: handSize must be an integer from 1 to 10, got 11"
 */
export class InvalidOptionError extends DeckletError {
  /** The option's name. */
  readonly option: string
  /** The value given. */
  readonly value: unknown
  /** What the option allows, as a phrase (`'a positive integer'`, `"'none', 'development' or 'always'"`). */
  readonly allowed: string
  /** Who owns the option, or `undefined`. */
  readonly scope: string | undefined

  constructor(option: string, value: unknown, allowed: string, options?: InvalidOptionErrorOptions) {
    const scope = options?.scope
    super(options?.message ?? `${scope === undefined ? '' : `${scope}: `}${option} must be ${allowed}, got ${describeValue(value)}`, 'INVALID_OPTION', options)
    this.name = 'InvalidOptionError'
    this.option = option
    this.value = value
    this.allowed = allowed
    this.scope = scope
  }
}

/** A value as an option message shows it: strings quoted, like the values they are compared with. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // A cycle or a BigInt inside: the message must not throw in its turn.
    return Object.prototype.toString.call(value)
  }
}
