import { ReplayEngine, hashState, type GamePlugin, type GameRecord } from '@decklet/core'

/**
 * A live record (one put together from `record-update` messages, or a server's stored live record) with its
 * `final`: the version and state hash its history ends in, which `ReplayEngine.replayRecord` wants of a
 * format 2 record. Live records leave it out, as hashing the whole state (canonical JSON and SHA-256) after
 * every action would cost more than the action; it is computed here, when a record is loaded again, by
 * replaying the history once with the record's plugins. Then replay the completed record with
 * `replayRecord`, whose checks of the plugins' versions and configs still apply (`load-game` with such a
 * record does both). A record that has its `final`, or one of format 1, is returned as it is.
 *
 * @example
 * ```ts
 * const record = { ...head, history } // from record-update messages
 * const { engine } = ReplayEngine.replayRecord(completeLiveRecord(record, plugins), plugins)
 * ```
 * @throws GameRecordError when a plugin of the record is not among `plugins` (or another major version); the replay's error when the history does not replay.
 */
export function completeLiveRecord(record: GameRecord, plugins: readonly GamePlugin[]): GameRecord {
  if (record.final !== undefined || record.formatVersion !== 2) return record
  const { engine, state } = ReplayEngine.replayRecord(record, plugins, { checkFinal: false })
  try {
    return { ...record, final: { version: state.version, hash: hashState(state) } }
  } finally {
    engine.destroy()
  }
}
