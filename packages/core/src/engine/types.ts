import type { Action } from '../actions/types'
import type { GameEvent } from '../events/types'
import type { JsonValue } from '../state/json'
import type { GameState } from '../state/types'
import type { RandomProvider, RandomState } from '../random/randomProvider'

/**
 * When the engine checks invariants and freezes state:
 * - `none`: never (fastest; for trusted code on a hot path);
 * - `development`: the same as `always`;
 * - `always` (default): after createGame, start, every top-level dispatch and restoreSnapshot.
 */
export type ValidationMode = 'none' | 'development' | 'always'

/** Options of `new GameEngine(config)`. */
export interface GameConfigInit {
  /** Seed of the default {@link SeededRandomProvider}; `createGame({ seed })` overrides it. */
  seed?: number
  /** Most actions one tick may process before {@link ActionQueueOverflowError} (default 1000). */
  maxActionsPerTick?: number
  /** See {@link ValidationMode} (default `'always'`). */
  validationMode?: ValidationMode
  /** Source of time for event and history timestamps (default `Date.now`). */
  clock?: () => number
  /**
   * A random source to use instead of a `SeededRandomProvider` built from the
   * seed (e.g. `new MathRandomProvider()`, which makes the game non-replayable).
   */
  random?: RandomProvider
}

/** The resolved engine configuration. */
export interface GameConfig {
  /** The engine's default seed (`undefined`: `createGame` picks one unless given). */
  readonly seed: number | undefined
  /** Most actions one tick may process (default 1000). */
  readonly maxActionsPerTick: number
  /** When invariants are checked and state is frozen (default `'always'`). */
  readonly validationMode: ValidationMode
  /** Source of time for timestamps (default `Date.now`). */
  readonly clock: () => number
}

/** A player as given to `createGame`; `seat` defaults to its index + 1. */
export interface CreateGamePlayerInit {
  /** Unique, non-empty player id. */
  id: string
  /** Display name. */
  name: string
  /** Unique seat number; turn order follows ascending seats. */
  seat?: number
  readonly [field: string]: JsonValue | undefined
}

/** Options of `engine.fork()`. */
export interface ForkOptions {
  /**
   * A new game instead of a copy: the fork of a game created but not started, with this seed (setup is not
   * run again; `start()` deals from it). Leave it out for a copy of the game as it is.
   */
  seed?: number
}

/** Options of `engine.createGame`. */
export interface CreateGameOptions {
  /** At least one player. Extra player fields must be JSON data. */
  players: readonly CreateGamePlayerInit[]
  /** Overrides the engine's seed for this game. */
  seed?: number
  /**
   * The game's id, shown to every player (default `'game'`; it is never derived
   * from the seed, which would give every shuffle away). Hosts running several
   * games pass their own.
   */
  gameId?: string
}

/** What happened to one action of a tick. */
export interface ProcessedAction {
  /** The action, with the id the engine gave it. */
  readonly action: Action
  /** True when it was applied (in a rolled-back tick, applied and then undone). */
  readonly ok: boolean
  /** Why a rule (or the engine, for an unknown type) denied it. */
  readonly denyReason?: string
  /** Stable code of the denial. */
  readonly denyCode?: string
  /** Message of the error its handler threw. */
  readonly error?: string
}

/**
 * Outcome of `engine.dispatch`. A chained dispatch (from an event handler)
 * returns a placeholder: `{ action, ok: true, events: [], processedActions: [] }`.
 */
export interface DispatchResult<TAction extends Action = Action> {
  /** True when the rules allowed the action and no handler threw. */
  readonly ok: boolean
  /** The dispatched action, with the id the engine gave it (for bad input, the value as given). */
  readonly action: TAction
  /** Why a rule denied the action. */
  readonly denyReason?: string
  /** Stable code of the denial (see {@link DispatchCodes} for the engine's own). */
  readonly denyCode?: string
  /** Message of the error a handler threw (the tick was rolled back). */
  readonly error?: string
  /** Stable code of the error (`HANDLER_ERROR`). */
  readonly errorCode?: string
  /** Events emitted during the tick. */
  readonly events: readonly GameEvent[]
  /** Every action processed during the tick, chained ones included. */
  readonly processedActions: readonly ProcessedAction[]
}

/** Outcome of `engine.validate(action)`: a dry run of the rules. */
export interface ValidateResult {
  /** True when `dispatch` would pass the rules (its handler may still throw). */
  readonly ok: boolean
  /** Why the action would be denied. */
  readonly denyReason?: string
  /** Stable code of the denial. */
  readonly denyCode?: string
}

/** The engine's own denial and error codes. */
export const DispatchCodes = Object.freeze({
  /** The dispatched value is not an object with a non-empty string `type` (and a string `playerId`, when set), or cannot be read. */
  INVALID_ACTION: 'INVALID_ACTION',
  /** No action handler is registered for the action's type. */
  UNKNOWN_ACTION_TYPE: 'UNKNOWN_ACTION_TYPE',
  /**
   * The payload is not taken: in checked modes, not JSON data (a function, `undefined`, `NaN`, a `Date`, …);
   * in every mode, unreadable (a throwing getter or Proxy), nested deeper than 64 levels, or cyclic.
   */
  INVALID_PAYLOAD: 'INVALID_PAYLOAD',
  /** The action's `playerId` is not a player of the game (and its handler takes no new players). */
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  /** A top-level dispatch of an action only plugins may dispatch (`ActionHandler.internal`). */
  INTERNAL_ACTION: 'INTERNAL_ACTION',
  /** An action handler threw; the tick was rolled back. */
  HANDLER_ERROR: 'HANDLER_ERROR',
  /** A `before` modifier cancelled the action without a code of its own (`ctx.cancel(reason)`). */
  MODIFIER_CANCELLED: 'MODIFIER_CANCELLED',
})

/**
 * A restorable point of a game. Taking one is O(1): state is immutable and
 * shared. It serialises to JSON (the history it was taken with is carried only
 * in memory, so a snapshot restored from JSON into another engine starts a new
 * history from its state).
 */
export interface GameSnapshot {
  /** Marks the JSON as a decklet snapshot. */
  readonly format: 'decklet-snapshot'
  /** The state (deeply frozen and shared with the engine unless `validationMode` is `'none'`). */
  readonly state: GameState
  /** `state.version`. */
  readonly version: number
  /** The random provider's position, so restore-then-continue equals continue. */
  readonly random: RandomState | null
  /** Number of history records when the snapshot was taken. */
  readonly historyLength: number
}

/**
 * Where `GameEngine.fromRecord` starts an engine: the part of a `GameRecord`
 * before its history (a whole `GameRecord` will do).
 */
export interface GameRecordStart {
  /** The state at the end of `createGame` (`GameRecord.initialState`); its `seed` seeds the engine's random source. */
  readonly initialState: GameState
  /** The random position at `initialState` (default: that of a fresh `SeededRandomProvider(initialState.seed)`). */
  readonly initialRandom?: RandomState | null
}
