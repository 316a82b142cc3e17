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
  readonly format: 'decklet-record'
  readonly formatVersion: 1
  /** The plugins in registration order, with the versions that played the game. */
  readonly plugins: readonly { readonly id: string; readonly version: string }[]
  readonly seed: number
  readonly config: { readonly maxActionsPerTick: number; readonly validationMode: ValidationMode }
  readonly createGameOptions: CreateGameOptions
  /** The state at the end of `createGame` (or of the restored snapshot the record starts from). */
  readonly initialState: GameState
  /** The random position matching `initialState`. */
  readonly initialRandom: RandomState | null
  /** Clock time of `start()`, or `null` when the record starts after it. */
  readonly startedAt: number | null
  readonly history: readonly ActionRecord[]
}

/** The record format version this package writes and reads. */
export const GAME_RECORD_FORMAT_VERSION = 1
