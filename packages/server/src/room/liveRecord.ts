import { ReplayEngine, hashState, type GamePlugin, type GameRecord } from '@decklet/core'

/**
 * A stored live record with its `final` (the version and state hash the history ends in), as
 * `ReplayEngine.replayRecord` takes a record. Live saves leave `final` out: hashing the whole state after every
 * action (canonical JSON and SHA-256) cost more than the action itself. So it is computed here, when a restore
 * needs it, by replaying the history once with the record's plugins; the restore then replays the completed
 * record through `replayRecord`, with its checks of the plugins' versions and configs. A record that has its
 * `final` is returned as it is.
 * @throws Error when a plugin of the record is not among `plugins`, or the history does not replay.
 * @internal
 */
export function withFinal(record: GameRecord, plugins: readonly GamePlugin[]): GameRecord {
  if (record.final !== undefined || record.formatVersion !== 2) return record
  const given = new Map(plugins.map((plugin) => [plugin.id, plugin]))
  const ordered = record.plugins.map(({ id, version }) => {
    const plugin = given.get(id)
    if (plugin === undefined) throw new Error(`the record needs plugin '${id}' ${version}, which the game does not have`)
    return plugin
  })
  const { engine, state } = ReplayEngine.replay({
    plugins: ordered,
    seed: record.seed,
    initialState: record.initialState,
    history: record.history,
    config: record.config,
    initialRandom: record.initialRandom,
    startedAt: record.startedAt,
    ...(record.startedAfter === undefined ? {} : { startedAfter: record.startedAfter }),
  })
  try {
    return { ...record, final: { version: state.version, hash: hashState(state) } }
  } finally {
    engine.destroy()
  }
}
