import type { ValidationMode } from '../engine/types'
import type { CreateGameOptions } from '../engine/types'
import type { ActionRecord } from '../history/actionHistory'
import type { RandomState } from '../random/randomProvider'
import type { JsonValue } from '../state/json'
import type { GameState } from '../state/types'

/** A plugin as a record names it: the rule set that played the game. */
export interface RecordedPlugin {
  readonly id: string
  readonly version: string
  /** The plugin's `config` (its resolved options), or `null` for a plugin without one. Absent in format 1. */
  readonly config?: JsonValue | null
}

/** How a record's game ended, for replay to check that it got there. */
export interface RecordedFinal {
  /** `state.version` of the last state. */
  readonly version: number
  /** `hashState` of the last state (`sha256:<hex>` of its canonical JSON). */
  readonly hash: string
}

/**
 * A complete, JSON-serialisable game record: enough to replay the game exactly
 * with the same plugins (same major versions, same configs), and to know it did.
 * Format 1 records (no plugin configs, no `final`) are still read.
 */
export interface GameRecord {
  /** Marks the JSON as a decklet game record. */
  readonly format: 'decklet-record'
  /** {@link GAME_RECORD_FORMAT_VERSION} of the package that wrote it. */
  readonly formatVersion: 1 | 2
  /** The plugins in registration order, with the versions and configs that played the game. */
  readonly plugins: readonly RecordedPlugin[]
  /** The game's seed. */
  readonly seed: number
  /** The engine options that affect play (the clock is replaced by recorded timestamps). */
  readonly config: { readonly maxActionsPerTick: number; readonly validationMode: ValidationMode }
  /** The options given to `createGame`. */
  readonly createGameOptions: CreateGameOptions
  /** The state at the end of `createGame` (or of the restored snapshot the record starts from). */
  readonly initialState: GameState
  /** The random position matching `initialState`. */
  readonly initialRandom: RandomState | null
  /** Clock time of `start()`, or `null` when the record starts after it. */
  readonly startedAt: number | null
  /**
   * Number of `history` records applied before `start()` (which is not itself a
   * record), or `null` when `start()` is not part of the record. Absent in
   * records written before it existed: `start()` then comes first.
   */
  readonly startedAfter?: number | null
  /** The top-level actions applied since `initialState`. */
  readonly history: readonly ActionRecord[]
  /** The state the history ends in (format 2; absent in format 1). */
  readonly final?: RecordedFinal
}

/** The record format version this package writes (it reads this one and 1). */
export const GAME_RECORD_FORMAT_VERSION = 2
