import { ReplayEngine, type GameEngine, type GamePlugin, type GameRecord } from '@decklet/core'
import { ServerError } from '../errors/serverError'
import { completeLiveRecord } from '@decklet/runtime'
import type { TableSpec } from './tableSpec'

/**
 * The engine of a live record: replayed from its start with the game's plugins (the record's seed, config
 * and history; a live record's `final` is computed first, see `completeLiveRecord`; `plugins` gives fresh plugins
 * for each replay); the session then goes on
 * from its last state. The record's players must be the table's.
 * @throws {ServerError} `RESTORE_FAILED`.
 * @internal
 */
export function restoredEngine(record: GameRecord, plugins: () => readonly GamePlugin[], spec: TableSpec): GameEngine {
  let engine: GameEngine
  try {
    // Fresh plugins for each replay: a plugin may keep caches for the game it plays.
    engine = ReplayEngine.replayRecord(completeLiveRecord(record, plugins()), plugins()).engine
  } catch (error) {
    throw new ServerError(`RESTORE_FAILED: the record does not replay: ${error instanceof Error ? error.message : String(error)}`, 'RESTORE_FAILED', { cause: error })
  }
  const saved = Object.keys(engine.getState().players).sort().join(',')
  const seats = spec.seats.map((s) => s.playerId).sort().join(',')
  if (saved !== seats) {
    engine.destroy()
    throw new ServerError(`RESTORE_FAILED: the record's players (${saved}) are not the table's (${seats})`, 'RESTORE_FAILED')
  }
  return engine
}
