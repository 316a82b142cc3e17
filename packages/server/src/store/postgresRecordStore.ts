import pg from 'pg'
import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError, RecordStoreError } from './recordStoreError'

/** Options of {@link PostgresRecordStore}. */
export interface PostgresRecordStoreOptions {
  /** A PostgreSQL URL, e.g. `postgres://decklet@db:5432/decklet`. */
  connectionString: string
  /** Connections in the pool (default 10). */
  max?: number
  /**
   * Told about an error of an idle pooled connection (the database restarted, the network dropped); the pool
   * replaces the connection. Default: `console.error`. Without a listener such an error would end the process.
   */
  onError?: (error: Error) => void
}

/** The schema version this package writes, in `decklet_schema`; see the SQLite store for the rule. */
const SCHEMA_VERSION = 1

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE decklet_games (
     game_id        text PRIMARY KEY,
     status         text NOT NULL CHECK (status IN ('live', 'final')),
     game           text NOT NULL,
     meta           jsonb NOT NULL,
     record         jsonb NOT NULL,
     viewer_records jsonb NOT NULL DEFAULT '{}'::jsonb,
     updated_at     timestamptz NOT NULL
   );
   CREATE INDEX decklet_games_live ON decklet_games (game_id) WHERE status = 'live';`,
]

// Named statements: pg prepares each once per pooled connection.
const SAVE_LIVE = {
  name: 'decklet_save_live',
  text: `INSERT INTO decklet_games (game_id, status, game, meta, record, updated_at)
         VALUES ($1, 'live', $2, $3::jsonb, $4::jsonb, to_timestamp($5::double precision / 1000))
         ON CONFLICT (game_id) DO UPDATE SET game = excluded.game, meta = excluded.meta, record = excluded.record,
           updated_at = excluded.updated_at
         WHERE decklet_games.status = 'live'`,
}
const SAVE_FINAL = {
  name: 'decklet_save_final',
  text: `INSERT INTO decklet_games (game_id, status, game, meta, record, viewer_records, updated_at)
         VALUES ($1, 'final', $2, $3::jsonb, $4::jsonb, $5::jsonb, to_timestamp($6::double precision / 1000))
         ON CONFLICT (game_id) DO UPDATE SET status = 'final', game = excluded.game, meta = excluded.meta,
           record = excluded.record, viewer_records = excluded.viewer_records, updated_at = excluded.updated_at`,
}
const LOAD = { name: 'decklet_load', text: 'SELECT game_id, status, meta, record, viewer_records FROM decklet_games WHERE game_id = $1' }
const LIST_LIVE = { name: 'decklet_list_live', text: `SELECT game_id, meta FROM decklet_games WHERE status = 'live' ORDER BY game_id` }

interface GameRow {
  game_id: string
  status: 'live' | 'final'
  meta: RecordMeta
  record: GameRecord
  viewer_records: Record<string, ViewerRecord>
}

/**
 * A `RecordStore` in PostgreSQL (`pg`, a connection pool): records and viewer records are JSONB, so they can
 * be queried in SQL (`record->'history'`). The store every process of a scaled-out server shares, so that
 * one of them can rebuild a game whose owner died. The tables are created, or migrated, on first use, under
 * an advisory lock so that processes starting together do not race.
 *
 * Saves of one game are sent one after another: over a pool, two queries in flight may otherwise commit in
 * either order, and an older live record could replace a newer one.
 *
 * @example
 * const store = new PostgresRecordStore({ connectionString: process.env.DATABASE_URL! })
 */
export class PostgresRecordStore implements RecordStore {
  readonly #pool: pg.Pool
  readonly #ready: Promise<void>
  readonly #pending = new Map<string, Promise<unknown>>()
  #closed = false

  constructor(options: PostgresRecordStoreOptions) {
    this.#pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10 })
    const onError = options.onError ?? ((error: Error) => console.error('decklet PostgresRecordStore: idle connection error', error))
    this.#pool.on('error', onError)
    this.#ready = migrate(this.#pool)
    // A failed migration is reported by every call that awaits it; this only keeps it from being unhandled meanwhile.
    this.#ready.catch(() => {})
  }

  async saveLive(gameId: string, meta: RecordMeta, record: GameRecord): Promise<void> {
    await this.#inOrder(gameId, () =>
      this.#pool.query({ ...SAVE_LIVE, values: [gameId, meta.game, JSON.stringify(meta), JSON.stringify(record), meta.updatedAt] }),
    )
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    await this.#inOrder(gameId, () =>
      this.#pool.query({
        ...SAVE_FINAL,
        values: [gameId, meta.game, JSON.stringify(meta), JSON.stringify(record), JSON.stringify(viewerRecords), meta.updatedAt],
      }),
    )
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    await this.#open()
    const { rows } = await this.#pool.query<GameRow>({ ...LOAD, values: [gameId] })
    const row = rows[0]
    if (row === undefined) return undefined
    return { gameId: row.game_id, status: row.status, meta: row.meta, record: row.record, viewerRecords: row.viewer_records }
  }

  async listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    await this.#open()
    const { rows } = await this.#pool.query<Pick<GameRow, 'game_id' | 'meta'>>(LIST_LIVE)
    return rows.map((row) => ({ gameId: row.game_id, meta: row.meta }))
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await Promise.allSettled(this.#pending.values())
    await this.#pool.end()
  }

  async #open(): Promise<void> {
    if (this.#closed) throw closedStoreError('PostgresRecordStore')
    await this.#ready
  }

  /** Runs `write` after the game's earlier writes have settled (failed or not). */
  async #inOrder(gameId: string, write: () => Promise<unknown>): Promise<void> {
    await this.#open()
    const previous = this.#pending.get(gameId) ?? Promise.resolve()
    const next = previous.catch(() => {}).then(write)
    this.#pending.set(gameId, next)
    try {
      await next
    } finally {
      if (this.#pending.get(gameId) === next) this.#pending.delete(gameId)
    }
  }
}

/** Creates or upgrades the tables to {@link SCHEMA_VERSION} in one transaction, under a transaction-scoped advisory lock. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('decklet_schema'))`)
    await client.query('CREATE TABLE IF NOT EXISTS decklet_schema (version integer NOT NULL)')
    const { rows } = await client.query<{ version: number }>('SELECT version FROM decklet_schema')
    const version = rows[0]?.version ?? 0
    if (version > SCHEMA_VERSION) {
      throw new RecordStoreError(
        `the PostgreSQL database is at decklet schema version ${version}, newer than this server's ${SCHEMA_VERSION}; upgrade @decklet/server`,
        'RECORD_STORE_SCHEMA',
      )
    }
    for (let next = version; next < SCHEMA_VERSION; next++) await client.query(MIGRATIONS[next]!)
    if (rows.length === 0) await client.query('INSERT INTO decklet_schema (version) VALUES ($1)', [SCHEMA_VERSION])
    else if (version !== SCHEMA_VERSION) await client.query('UPDATE decklet_schema SET version = $1', [SCHEMA_VERSION])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
