import type { ValidationMode } from '../engine/types'
import type { CreateGameOptions } from '../engine/types'
import type { ActionRecord } from '../history/actionHistory'
import type { RandomState } from '../random/randomProvider'
import type { GameState } from '../state/types'

/**
 * A complete, JSON-serialisable game record: enough to replay the game exactly
 * with the same plugins (same major versions).
 */
export interface GameRecord {
  /** Marks the JSON as a decklet game record. */
  readonly format: 'decklet-record'
  /** {@link GAME_RECORD_FORMAT_VERSION} of the package that wrote it. */
  readonly formatVersion: 1
  /** The plugins in registration order, with the versions that played the game. */
  readonly plugins: readonly { readonly id: string; readonly version: string }[]
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
}

/** The record format version this package writes and reads. */
export const GAME_RECORD_FORMAT_VERSION = 1
