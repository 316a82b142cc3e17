import pg from 'pg'
import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { LiveSave, RecordHead, RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError, recordGapError, RecordStoreError } from './recordStoreError'

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
const SCHEMA_VERSION = 2

/**
 * Version 1: one row per game, its whole record as JSONB. Version 2 keeps a live game's history one action a
 * row (`decklet_actions`), so a live save inserts its new actions and updates the game's small row instead of
 * rewriting the whole record (a JSONB value is rewritten whole on every update); the game's `record` then holds
 * the record without its history (its head). A final save writes the whole record into `record`, as version 1
 * did, and drops the game's action rows: finished games stay queryable in SQL (`record->'history'`).
 */
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
  `CREATE TABLE decklet_actions (
     game_id text NOT NULL,
     seq     integer NOT NULL,
     action  jsonb NOT NULL,
     PRIMARY KEY (game_id, seq)
   );
   ALTER TABLE decklet_games ADD COLUMN history_length integer NOT NULL DEFAULT 0;
   INSERT INTO decklet_actions (game_id, seq, action)
     SELECT g.game_id, t.ord - 1, t.action FROM decklet_games g, jsonb_array_elements(g.record->'history') WITH ORDINALITY AS t(action, ord)
     WHERE g.status = 'live';
   UPDATE decklet_games SET history_length = jsonb_array_length(record->'history'), record = record - 'history' - 'final' WHERE status = 'live';`,
]

// Named statements: pg prepares each once per pooled connection. A data-modifying WITH runs whether or not
// the main query reads it, so each save is one statement (one round trip, atomic).
const SAVE_LIVE_AFRESH = {
  name: 'decklet_save_live_afresh',
  text: `WITH game AS (
           INSERT INTO decklet_games (game_id, status, game, meta, record, history_length, updated_at)
           VALUES ($1, 'live', $2, $3::jsonb, $4::jsonb, jsonb_array_length($5::jsonb), to_timestamp($6::double precision / 1000))
           ON CONFLICT (game_id) DO UPDATE SET game = excluded.game, meta = excluded.meta, record = excluded.record,
             history_length = excluded.history_length, updated_at = excluded.updated_at
           WHERE decklet_games.status = 'live'
           RETURNING game_id
         ), added AS (
           INSERT INTO decklet_actions (game_id, seq, action)
           SELECT game.game_id, t.ord::integer - 1, t.action FROM game, jsonb_array_elements($5::jsonb) WITH ORDINALITY AS t(action, ord)
           ON CONFLICT (game_id, seq) DO UPDATE SET action = excluded.action
         )
         SELECT count(*)::int AS saved FROM game`,
}
const SAVE_LIVE_APPEND = {
  name: 'decklet_save_live_append',
  text: `WITH game AS (
           UPDATE decklet_games SET meta = $2::jsonb, history_length = $3::integer + jsonb_array_length($4::jsonb),
             updated_at = to_timestamp($5::double precision / 1000)
           WHERE game_id = $1 AND status = 'live' AND history_length >= $3::integer
           RETURNING game_id
         ), added AS (
           INSERT INTO decklet_actions (game_id, seq, action)
           SELECT game.game_id, $3::integer + t.ord::integer - 1, t.action FROM game, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS t(action, ord)
           ON CONFLICT (game_id, seq) DO UPDATE SET action = excluded.action
         )
         SELECT count(*)::int AS saved FROM game`,
}
const SAVED = { name: 'decklet_saved', text: 'SELECT status, history_length FROM decklet_games WHERE game_id = $1' }
const SAVE_FINAL = {
  name: 'decklet_save_final',
  text: `WITH game AS (
           INSERT INTO decklet_games (game_id, status, game, meta, record, viewer_records, history_length, updated_at)
           VALUES ($1, 'final', $2, $3::jsonb, $4::jsonb, $5::jsonb, jsonb_array_length($4::jsonb->'history'), to_timestamp($6::double precision / 1000))
           ON CONFLICT (game_id) DO UPDATE SET status = 'final', game = excluded.game, meta = excluded.meta, record = excluded.record,
             viewer_records = excluded.viewer_records, history_length = excluded.history_length, updated_at = excluded.updated_at
           RETURNING game_id
         )
         DELETE FROM decklet_actions WHERE game_id = $1`,
}
// A live game's record is its head and its action rows; a final game's is whole in `record`.
const LOAD = {
  name: 'decklet_load',
  text: `SELECT g.game_id, g.status, g.meta, g.record, g.viewer_records,
           CASE WHEN g.status = 'live' THEN
             (SELECT coalesce(jsonb_agg(a.action ORDER BY a.seq), '[]'::jsonb) FROM decklet_actions a WHERE a.game_id = g.game_id AND a.seq < g.history_length)
           END AS history
         FROM decklet_games g WHERE g.game_id = $1`,
}
const LIST_LIVE = { name: 'decklet_list_live', text: `SELECT game_id, meta FROM decklet_games WHERE status = 'live' ORDER BY game_id` }

interface GameRow {
  game_id: string
  status: 'live' | 'final'
  meta: RecordMeta
  record: GameRecord | RecordHead
  viewer_records: Record<string, ViewerRecord>
  /** A live game's history, from its action rows (`null` for a final game). */
  history: GameRecord['history'] | null
}

/**
 * A `RecordStore` in PostgreSQL (`pg`, a connection pool): records and viewer records are JSONB, so they can
 * be queried in SQL (a finished game's `record->'history'`; a live game's actions are rows of
 * `decklet_actions`, so that a live save inserts its new actions rather than rewriting the record). The store every process of a scaled-out server shares, so that
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

  async saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void> {
    await this.#inOrder(gameId, async () => {
      const actions = JSON.stringify(save.actions)
      const { rows } =
        save.head === undefined
          ? await this.#pool.query<{ saved: number }>({ ...SAVE_LIVE_APPEND, values: [gameId, JSON.stringify(meta), save.from, actions, meta.updatedAt] })
          : await this.#pool.query<{ saved: number }>({ ...SAVE_LIVE_AFRESH, values: [gameId, meta.game, JSON.stringify(meta), JSON.stringify(save.head), actions, meta.updatedAt] })
      if (rows[0]?.saved === 1) return
      // Nothing saved: the game is over (a late live save, ignored), or the store lacks the actions it continues.
      const saved = (await this.#pool.query<{ status: string; history_length: number }>({ ...SAVED, values: [gameId] })).rows[0]
      if (saved?.status !== 'final') throw recordGapError(gameId, save.from, saved?.history_length ?? 0)
    })
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
    const record = (row.history === null ? row.record : { ...row.record, history: row.history }) as GameRecord
    return { gameId: row.game_id, status: row.status, meta: row.meta, record, viewerRecords: row.viewer_records }
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
