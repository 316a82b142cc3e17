import type { ActionRecord, GameRecord, ViewerRecord } from '@decklet/core'

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

/** A game record without its `history` and `final`: the part that stays the same while the game runs. */
export type RecordHead = Omit<GameRecord, 'history' | 'final'>

/**
 * What a live save carries: the actions since the game's previous live save, so that a save costs what is
 * new, not the whole record again.
 *
 * - With `head`, the save starts the stored record afresh: `head` and `actions` as the whole history (`from`
 *   is then 0). A room sends it with its first save, and again after a save failed.
 * - Without it, the save continues the stored record: its history keeps its first `from` actions and
 *   `actions` follow them. A store that holds fewer than `from` actions of the game (none at all, or an
 *   earlier save was lost) rejects with `RecordStoreError` `RECORD_GAP` and changes nothing; the caller
 *   then saves afresh with the head.
 */
export interface LiveSave {
  readonly head?: RecordHead
  /** The position in the history of `actions[0]`: how many actions of earlier saves the record keeps. */
  readonly from: number
  /** `history[from]`, `history[from + 1]`, …: the actions this save adds. */
  readonly actions: readonly ActionRecord[]
}

/** A stored game: its meta, its latest record and, once finished, every player's viewer record. */
export interface StoredGame {
  readonly gameId: string
  readonly meta: RecordMeta
  /** `live` while the game runs (the record after its latest action), `final` once it is over. */
  readonly status: 'live' | 'final'
  /**
   * The engine's `exportRecord()`: the seed and every hidden card. Never sent to a client. A live record
   * has no `final` (the state hash of its last action: the game has not ended, and hashing the state after
   * every action would cost more than the action); `restoreTable` computes it when it replays the record.
   */
  readonly record: GameRecord
  /** For a final game: `exportRecord({ viewer })` of each player, by player id. Empty for a live one. */
  readonly viewerRecords: Readonly<Record<string, ViewerRecord>>
}

/**
 * Where a server keeps its games' records (the room depends on this interface, not on a database).
 *
 * Contract the room relies on:
 * - `saveLive` is called after every action the game takes (several actions in one call when they came
 *   while the previous save was under way) with what is new since the previous call ({@link LiveSave}).
 *   It never turns a `final` game back into a `live` one (a late live save after `saveFinal` is ignored).
 * - `saveFinal` is called once, at game over, and its promise settles *before* game over is announced to
 *   the clients; afterwards `load` returns the game with `status: 'final'` and `listLive` no longer lists it.
 * - `load` of an unknown game resolves `undefined`.
 * - Records are stored as given and read back structurally equal (JSON round trip).
 * - `close()` releases connections; no call is made after it.
 *
 * Implementations: `MemoryRecordStore` (tests), `SqliteRecordStore` (the default), `PostgresRecordStore`.
 */
export interface RecordStore {
  /** Saves the record of a running game (after each of its actions): its new actions, or all of it afresh (see {@link LiveSave}). */
  saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void>
  /** Saves the finished game's record and every player's viewer record; settles before game over is announced. */
  saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void>
  /** The stored game, or `undefined`. */
  load(gameId: string): Promise<StoredGame | undefined>
  /** The ids and metas of the games still live (not finished), for crash recovery. */
  listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]>
  /** Releases the store's resources. */
  close(): Promise<void>
}

/**
 * The live save that stores `record` afresh: its head and its whole history (its `final` is not kept).
 * @internal
 */
export function liveSaveOf(record: GameRecord): LiveSave {
  return { head: recordHeadOf(record), from: 0, actions: record.history }
}

/** A record's head: the record without its history and `final`. @internal */
export function recordHeadOf(record: GameRecord): RecordHead {
  const { history: _history, final: _final, ...head } = record
  return head
}
