import type { GameRecord, ViewerRecord } from '@decklet/core'

/**
 * What a store keeps beside a game's record: enough to rebuild the room that played it (crash recovery)
 * and to list games, without reading the record itself. Plain JSON data.
 */
export interface RecordMeta {
  /** The game definition's name (the Colyseus room type), e.g. `uno`. */
  readonly game: string
  /** The seats as the table was created: the player id, the display name and, for a bot seat, its bot name. */
  readonly seats: readonly RecordSeat[]
  /** Whether the table lets spectators in. */
  readonly spectators: boolean
  /** When the table was created (ms since the epoch, the server's clock). */
  readonly createdAt: number
  /** When this record was saved (ms since the epoch, the server's clock). */
  readonly updatedAt: number
  /** How many actions the record holds (its length, so a reader can tell which of two saves is newer). */
  readonly actions: number
}

/** One seat of a stored table. */
export interface RecordSeat {
  readonly playerId: string
  readonly name: string
  /** The bot registry name for a bot seat; absent for a human seat. */
  readonly bot?: string
}

/** A stored game: its meta, its latest record and, once finished, every player's viewer record. */
export interface StoredGame {
  readonly gameId: string
  readonly meta: RecordMeta
  /** `live` while the game runs (the record after its latest action), `final` once it is over. */
  readonly status: 'live' | 'final'
  /** The engine's `exportRecord()`: the seed and every hidden card. Never sent to a client. */
  readonly record: GameRecord
  /** For a final game: `exportRecord({ viewer })` of each player, by player id. Empty for a live one. */
  readonly viewerRecords: Readonly<Record<string, ViewerRecord>>
}

/**
 * Where a server keeps its games' records (the room depends on this interface, not on a database).
 *
 * Contract the room relies on:
 * - `saveLive` is called after every action the game takes; a later call replaces the earlier record of the
 *   same game. It never turns a `final` game back into a `live` one (a late live save after `saveFinal` is
 *   ignored).
 * - `saveFinal` is called once, at game over, and its promise settles *before* game over is announced to
 *   the clients; afterwards `load` returns the game with `status: 'final'` and `listLive` no longer lists it.
 * - `load` of an unknown game resolves `undefined`.
 * - Records are stored as given and read back structurally equal (JSON round trip).
 * - `close()` releases connections; no call is made after it.
 *
 * Implementations: `MemoryRecordStore` (tests), `SqliteRecordStore` (the default), `PostgresRecordStore`.
 */
export interface RecordStore {
  /** Saves the record of a running game (after each of its actions). */
  saveLive(gameId: string, meta: RecordMeta, record: GameRecord): Promise<void>
  /** Saves the finished game's record and every player's viewer record; settles before game over is announced. */
  saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void>
  /** The stored game, or `undefined`. */
  load(gameId: string): Promise<StoredGame | undefined>
  /** The ids and metas of the games still live (not finished), for crash recovery. */
  listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]>
  /** Releases the store's resources. */
  close(): Promise<void>
}
