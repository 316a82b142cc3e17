import Database from 'better-sqlite3'
import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError, RecordStoreError } from './recordStoreError'

/** Options of {@link SqliteRecordStore}. */
export interface SqliteRecordStoreOptions {
  /** The database file (created when missing), or `:memory:`. */
  path: string
  /** How long a write waits for another connection's lock before it fails (default 5,000 ms). */
  busyTimeoutMs?: number
}

/**
 * The schema version this package writes, kept in SQLite's `user_version`. A database at a higher version
 * was written by a newer server and is refused; a lower one is migrated when the store opens.
 */
const SCHEMA_VERSION = 1

// Version 1. `meta`, `record` and `viewer_records` are JSON text; `game` and `updated_at` are copies of meta
// fields so that a person with the sqlite3 shell can list games without parsing JSON.
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE decklet_games (
     game_id        TEXT PRIMARY KEY,
     status         TEXT NOT NULL CHECK (status IN ('live', 'final')),
     game           TEXT NOT NULL,
     meta           TEXT NOT NULL,
     record         TEXT NOT NULL,
     viewer_records TEXT NOT NULL DEFAULT '{}',
     updated_at     INTEGER NOT NULL
   );
   CREATE INDEX decklet_games_live ON decklet_games (status) WHERE status = 'live';`,
]

interface GameRow {
  game_id: string
  status: 'live' | 'final'
  meta: string
  record: string
  viewer_records: string
}

/**
 * The default `RecordStore`: one SQLite file through `better-sqlite3`, in WAL mode (readers do not block the
 * writer, a save is one small transaction), with its statements prepared once. Several processes may open
 * the same file on one machine; servers on several machines share a `PostgresRecordStore` instead.
 *
 * better-sqlite3 is synchronous: each call runs to completion before its promise settles, so saves of a game
 * are stored in the order they were made.
 *
 * @example
 * const store = new SqliteRecordStore({ path: './decklet.db' })
 */
export class SqliteRecordStore implements RecordStore {
  readonly #db: Database.Database
  readonly #saveLive: Database.Statement<[string, string, string, string, number]>
  readonly #saveFinal: Database.Statement<[string, string, string, string, string, number]>
  readonly #load: Database.Statement<[string], GameRow>
  readonly #listLive: Database.Statement<[], Pick<GameRow, 'game_id' | 'meta'>>
  #closed = false

  constructor(options: SqliteRecordStoreOptions) {
    this.#db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 5_000 })
    try {
      this.#db.pragma('journal_mode = WAL')
      // With WAL, NORMAL loses at most the last transactions on a power cut, never consistency; FULL would
      // fsync on every action of every game.
      this.#db.pragma('synchronous = NORMAL')
      migrate(this.#db)
    } catch (error) {
      this.#db.close()
      throw error
    }
    this.#saveLive = this.#db.prepare(
      `INSERT INTO decklet_games (game_id, status, game, meta, record, updated_at) VALUES (?, 'live', ?, ?, ?, ?)
       ON CONFLICT (game_id) DO UPDATE SET game = excluded.game, meta = excluded.meta, record = excluded.record,
         updated_at = excluded.updated_at
       WHERE decklet_games.status = 'live'`,
    )
    this.#saveFinal = this.#db.prepare(
      `INSERT INTO decklet_games (game_id, status, game, meta, record, viewer_records, updated_at) VALUES (?, 'final', ?, ?, ?, ?, ?)
       ON CONFLICT (game_id) DO UPDATE SET status = 'final', game = excluded.game, meta = excluded.meta,
         record = excluded.record, viewer_records = excluded.viewer_records, updated_at = excluded.updated_at`,
    )
    this.#load = this.#db.prepare('SELECT game_id, status, meta, record, viewer_records FROM decklet_games WHERE game_id = ?')
    this.#listLive = this.#db.prepare(`SELECT game_id, meta FROM decklet_games WHERE status = 'live' ORDER BY game_id`)
  }

  async saveLive(gameId: string, meta: RecordMeta, record: GameRecord): Promise<void> {
    this.#open()
    this.#saveLive.run(gameId, meta.game, JSON.stringify(meta), JSON.stringify(record), meta.updatedAt)
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    this.#open()
    this.#saveFinal.run(gameId, meta.game, JSON.stringify(meta), JSON.stringify(record), JSON.stringify(viewerRecords), meta.updatedAt)
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    this.#open()
    const row = this.#load.get(gameId)
    if (row === undefined) return undefined
    return {
      gameId: row.game_id,
      status: row.status,
      meta: JSON.parse(row.meta) as RecordMeta,
      record: JSON.parse(row.record) as GameRecord,
      viewerRecords: JSON.parse(row.viewer_records) as Record<string, ViewerRecord>,
    }
  }

  async listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    this.#open()
    return this.#listLive.all().map((row) => ({ gameId: row.game_id, meta: JSON.parse(row.meta) as RecordMeta }))
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    this.#db.close()
  }

  #open(): void {
    if (this.#closed) throw closedStoreError('SqliteRecordStore')
  }
}

/** Brings the file to {@link SCHEMA_VERSION}; `immediate` takes the write lock first, so two processes opening a new file do not both migrate it. */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number
    if (version > SCHEMA_VERSION) {
      throw new RecordStoreError(
        `the SQLite database is at decklet schema version ${version}, newer than this server's ${SCHEMA_VERSION}; upgrade @decklet/server`,
        'RECORD_STORE_SCHEMA',
      )
    }
    for (let next = version; next < SCHEMA_VERSION; next++) db.exec(MIGRATIONS[next]!)
    if (version !== SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }).immediate()
}
