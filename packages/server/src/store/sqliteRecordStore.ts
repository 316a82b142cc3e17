import Database from 'better-sqlite3'
import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { LiveSave, RecordHead, RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError, recordGapError, RecordStoreError } from './recordStoreError'

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
const SCHEMA_VERSION = 2

/**
 * Version 1: one row per game, its whole record as JSON text. Version 2 keeps a record's history one action a
 * row (`decklet_actions`), so a live save writes its new actions and the game's small row, not the whole
 * record again: the record's part before its history (`record`: the initial state, the plugins…) is written
 * when a save starts the record afresh, its `final` (version and hash) by the final save (a live record has
 * none). `game` and `updated_at` copy meta fields so that a person with the sqlite3 shell can list games
 * without parsing JSON.
 */
const MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  (db) =>
    db.exec(`CREATE TABLE decklet_games (
       game_id        TEXT PRIMARY KEY,
       status         TEXT NOT NULL CHECK (status IN ('live', 'final')),
       game           TEXT NOT NULL,
       meta           TEXT NOT NULL,
       record         TEXT NOT NULL,
       viewer_records TEXT NOT NULL DEFAULT '{}',
       updated_at     INTEGER NOT NULL
     );
     CREATE INDEX decklet_games_live ON decklet_games (status) WHERE status = 'live';`),
  (db) => {
    db.exec(`CREATE TABLE decklet_actions (
       game_id TEXT NOT NULL,
       seq     INTEGER NOT NULL,
       action  TEXT NOT NULL,
       PRIMARY KEY (game_id, seq)
     ) WITHOUT ROWID;
     ALTER TABLE decklet_games ADD COLUMN final TEXT;
     ALTER TABLE decklet_games ADD COLUMN history_length INTEGER NOT NULL DEFAULT 0;`)
    const insert = db.prepare<[string, number, string]>('INSERT INTO decklet_actions (game_id, seq, action) VALUES (?, ?, ?)')
    const update = db.prepare<[string, string | null, number, string]>('UPDATE decklet_games SET record = ?, final = ?, history_length = ? WHERE game_id = ?')
    for (const row of db.prepare<[], { game_id: string; record: string }>('SELECT game_id, record FROM decklet_games').all()) {
      const { head, history, final } = splitRecord(JSON.parse(row.record) as GameRecord)
      history.forEach((action, seq) => insert.run(row.game_id, seq, JSON.stringify(action)))
      update.run(JSON.stringify(head), final === undefined ? null : JSON.stringify(final), history.length, row.game_id)
    }
  },
]

function splitRecord(record: GameRecord): { head: RecordHead; history: GameRecord['history']; final: GameRecord['final'] } {
  const { history, final, ...head } = record
  return { head, history, final }
}

interface SavedRow {
  status: 'live' | 'final'
  history_length: number
}

interface GameRow {
  game_id: string
  status: 'live' | 'final'
  meta: string
  record: string
  final: string | null
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
  readonly #saved: Database.Statement<[string], SavedRow>
  readonly #savedHead: Database.Statement<[string], { record: string }>
  readonly #insertGame: Database.Statement<[string, string, string, string, string, string | null, number, string, number]>
  readonly #updateGame: Database.Statement<[string, string, string, string | null, number, string, number, string]>
  readonly #updateHead: Database.Statement<[string, string]>
  readonly #insertAction: Database.Statement<[string, number, string]>
  readonly #trimActions: Database.Statement<[string, number]>
  readonly #action: Database.Statement<[string, number], { action: string }>
  readonly #load: Database.Statement<[string], GameRow>
  readonly #actions: Database.Statement<[string], { action: string }>
  readonly #listLive: Database.Statement<[], Pick<GameRow, 'game_id' | 'meta'>>
  readonly #updateLive: Database.Statement<[string, number, number, string]>
  readonly #saveLive: (gameId: string, meta: RecordMeta, save: LiveSave) => void
  /** The live saves of this turn of the event loop, stored together in one transaction (see {@link SqliteRecordStore.saveLive}). */
  readonly #queue: { readonly gameId: string; readonly meta: RecordMeta; readonly save: LiveSave; readonly settle: (error?: unknown) => void }[] = []
  #flushQueued = false
  readonly #saveFinal: (gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: string) => void
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
    const db = this.#db
    this.#saved = db.prepare('SELECT status, history_length FROM decklet_games WHERE game_id = ?')
    this.#savedHead = db.prepare('SELECT record FROM decklet_games WHERE game_id = ?')
    this.#insertGame = db.prepare(
      `INSERT INTO decklet_games (game_id, status, game, meta, record, final, history_length, viewer_records, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    this.#updateGame = db.prepare(
      'UPDATE decklet_games SET status = ?, game = ?, meta = ?, final = ?, history_length = ?, viewer_records = ?, updated_at = ? WHERE game_id = ?',
    )
    this.#updateHead = db.prepare('UPDATE decklet_games SET record = ? WHERE game_id = ?')
    this.#insertAction = db.prepare('INSERT OR REPLACE INTO decklet_actions (game_id, seq, action) VALUES (?, ?, ?)')
    this.#trimActions = db.prepare('DELETE FROM decklet_actions WHERE game_id = ? AND seq >= ?')
    this.#action = db.prepare('SELECT action FROM decklet_actions WHERE game_id = ? AND seq = ?')
    this.#load = db.prepare('SELECT game_id, status, meta, record, final, viewer_records FROM decklet_games WHERE game_id = ?')
    this.#actions = db.prepare('SELECT action FROM decklet_actions WHERE game_id = ? ORDER BY seq')
    this.#listLive = db.prepare(`SELECT game_id, meta FROM decklet_games WHERE status = 'live' ORDER BY game_id`)
    this.#updateLive = db.prepare('UPDATE decklet_games SET meta = ?, history_length = ?, updated_at = ? WHERE game_id = ?')
    this.#saveLive = db.transaction((gameId, meta, save) => this.#writeLive(gameId, meta, save))
    this.#saveFinal = db.transaction((gameId, meta, record, viewerRecords) => this.#write(gameId, 'final', meta, record, viewerRecords))
  }

  /**
   * Queues the save; the live saves of one turn of the event loop (every table of the process) are stored
   * together in one transaction, each in a savepoint of its own (a save that fails, `RECORD_GAP`, rejects
   * alone), right after that turn: one write lock and one commit for all of them instead of one each. Any
   * other call stores the queued saves first, so calls keep their order.
   */
  saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#open()
      this.#queue.push({ gameId, meta, save, settle: (error) => (error === undefined ? resolve() : reject(error)) })
      if (this.#flushQueued) return
      this.#flushQueued = true
      setImmediate(() => this.#flush())
    })
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    this.#open()
    this.#flush()
    this.#saveFinal(gameId, meta, record, JSON.stringify(viewerRecords))
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    this.#open()
    this.#flush()
    const row = this.#load.get(gameId)
    if (row === undefined) return undefined
    const history = this.#actions.all(gameId).map((entry) => JSON.parse(entry.action) as GameRecord['history'][number])
    const record = { ...(JSON.parse(row.record) as RecordHead), history, ...(row.final === null ? {} : { final: JSON.parse(row.final) as GameRecord['final'] }) } as GameRecord
    return {
      gameId: row.game_id,
      status: row.status,
      meta: JSON.parse(row.meta) as RecordMeta,
      record,
      viewerRecords: JSON.parse(row.viewer_records) as Record<string, ViewerRecord>,
    }
  }

  async listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    this.#open()
    this.#flush()
    return this.#listLive.all().map((row) => ({ gameId: row.game_id, meta: JSON.parse(row.meta) as RecordMeta }))
  }

  /**
   * A live save, inside a transaction: afresh (with the head) as a whole record, else its actions after the
   * first `from` stored ones and the game's small row. Reads nothing but the stored status and length.
   */
  #writeLive(gameId: string, meta: RecordMeta, save: LiveSave): void {
    if (save.head !== undefined) return this.#write(gameId, 'live', meta, { ...save.head, history: save.actions } as GameRecord, '{}')
    const saved = this.#saved.get(gameId)
    // A live save after the final one is late: the game is over.
    if (saved?.status === 'final') return
    if (saved === undefined || saved.history_length < save.from) throw recordGapError(gameId, save.from, saved?.history_length ?? 0)
    const length = save.from + save.actions.length
    if (saved.history_length > length) this.#trimActions.run(gameId, length)
    save.actions.forEach((action, i) => this.#insertAction.run(gameId, save.from + i, JSON.stringify(action)))
    this.#updateLive.run(JSON.stringify(meta), length, meta.updatedAt, gameId)
  }

  /** A whole record, inside a transaction: the actions since the stored ones, the head when it changed, the game's row. */
  #write(gameId: string, status: 'live' | 'final', meta: RecordMeta, record: GameRecord, viewerRecords: string): void {
    const saved = this.#saved.get(gameId)
    // A live save after the final one is late: the game is over.
    if (saved?.status === 'final' && status === 'live') return
    const { head, history, final } = splitRecord(record)
    const headJson = JSON.stringify(head)
    const finalJson = final === undefined ? null : JSON.stringify(final)
    let from = saved?.history_length ?? 0
    // A game's history only grows: the stored actions are the start of the new record's unless the last one
    // stored differs (another record under the same id), and then the whole history is written again.
    if (from > 0 && (history.length < from || this.#action.get(gameId, from - 1)?.action !== JSON.stringify(history[from - 1]))) {
      this.#trimActions.run(gameId, 0)
      from = 0
    }
    for (let seq = from; seq < history.length; seq++) this.#insertAction.run(gameId, seq, JSON.stringify(history[seq]))
    if (saved === undefined) {
      this.#insertGame.run(gameId, status, meta.game, JSON.stringify(meta), headJson, finalJson, history.length, viewerRecords, meta.updatedAt)
      return
    }
    if (this.#savedHead.get(gameId)?.record !== headJson) this.#updateHead.run(headJson, gameId)
    this.#updateGame.run(status, meta.game, JSON.stringify(meta), finalJson, history.length, viewerRecords, meta.updatedAt, gameId)
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#flush()
    this.#closed = true
    this.#db.close()
  }

  /** Stores the queued live saves in one transaction, then settles each one's promise. */
  #flush(): void {
    this.#flushQueued = false
    if (this.#queue.length === 0 || this.#closed) return
    const batch = this.#queue.splice(0)
    const errors: unknown[] = []
    try {
      // IMMEDIATE: the write lock first, so that two processes sharing the file wait for it instead of
      // failing to upgrade a read lock.
      this.#db
        .transaction(() => {
          for (const { gameId, meta, save } of batch) {
            try {
              // A transaction inside a transaction is a savepoint: a failing save is undone alone.
              this.#saveLive(gameId, meta, save)
              errors.push(undefined)
            } catch (error) {
              errors.push(error ?? new Error('the live save failed'))
            }
          }
        })
        .immediate()
    } catch (error) {
      for (const { settle } of batch) settle(error)
      return
    }
    batch.forEach(({ settle }, i) => settle(errors[i]))
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
    for (let next = version; next < SCHEMA_VERSION; next++) MIGRATIONS[next]!(db)
    if (version !== SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }).immediate()
}
