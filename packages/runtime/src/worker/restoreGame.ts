import { GameEngine, ReplayEngine, type GamePlugin } from '@decklet/core'
import { completeLiveRecord } from './completeLiveRecord'
import { GameLoadError } from './gameLoadError'
import type { GameSave, GameSpec, HostMessage } from './protocol'

type LoadGame = Extract<HostMessage, { type: 'load-game' }>

/**
 * The save a `load-game` carries, or `null` for a new game.
 * @throws {GameLoadError} `BAD_SAVE` for both a snapshot and a record, or one that is not shaped as one.
 * @internal
 */
export function saveOf(message: LoadGame): GameSave | null {
  const { snapshot, record } = message as { snapshot?: unknown; record?: unknown }
  if (snapshot !== undefined && record !== undefined) throw new GameLoadError('A load-game carries a snapshot or a record, not both', 'BAD_SAVE')
  if (snapshot !== undefined) {
    if (!isFormat(snapshot, 'decklet-snapshot')) throw new GameLoadError('The snapshot of load-game is not a decklet snapshot (engine.createSnapshot())', 'BAD_SAVE')
    return { snapshot: message.snapshot! }
  }
  if (record !== undefined) {
    if (!isFormat(record, 'decklet-record')) throw new GameLoadError('The record of load-game is not a decklet game record (engine.exportRecord())', 'BAD_SAVE')
    return { record: message.record! }
  }
  return null
}

/**
 * An engine with the game's plugins at the saved state. A snapshot is restored into a game created from the
 * spec (the snapshot's state, random position and players replace it; its record starts at the snapshot);
 * a record is replayed from its start (`ReplayEngine.replayRecord`: the record's seed, config and whole
 * history, which the record of the game keeps). Either way the restored game's players must be the spec's.
 * Nothing half-made is left behind: an engine that fails is destroyed.
 * @throws {GameLoadError} `SAVE_REFUSED` (the engine's error as `cause`) or `SAVE_PLAYERS`.
 * @internal
 */
export function restoreEngine(save: GameSave, plugins: readonly GamePlugin[], game: GameSpec): GameEngine {
  let engine: GameEngine | null = null
  try {
    if ('snapshot' in save && save.snapshot !== undefined) {
      engine = createSpecEngine(game, plugins)
      engine.restoreSnapshot(save.snapshot)
    } else {
      // A live record (record-update messages put together) has no final: it is computed by a first replay.
      engine = ReplayEngine.replayRecord(completeLiveRecord(save.record!, plugins), plugins).engine
    }
  } catch (error) {
    engine?.destroy()
    const what = 'snapshot' in save && save.snapshot !== undefined ? 'snapshot' : 'record'
    throw new GameLoadError(`The engine refused the ${what}: ${error instanceof Error ? error.message : String(error)}`, 'SAVE_REFUSED', { cause: error })
  }
  const saved = Object.keys(engine.getState().players).sort()
  const named = game.players.map((p) => p.id).sort()
  if (saved.join('\u0000') !== named.join('\u0000')) {
    engine.destroy()
    throw new GameLoadError(`The save's players (${saved.join(', ')}) are not the game's (${named.join(', ')})`, 'SAVE_PLAYERS')
  }
  return engine
}

/**
 * A new game of the spec: an engine with its seed and validation mode, the plugins, and the game created
 * with its players (and id).
 * @internal
 */
export function createSpecEngine(game: GameSpec, plugins: readonly GamePlugin[]): GameEngine {
  const engine = new GameEngine({ seed: game.seed, ...(game.validationMode === undefined ? {} : { validationMode: game.validationMode }) })
  for (const plugin of plugins) engine.use(plugin)
  engine.createGame({ players: [...game.players], ...(game.gameId === undefined ? {} : { gameId: game.gameId }) })
  return engine
}

function isFormat(value: unknown, format: string): boolean {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === format
}
