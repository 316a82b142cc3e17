import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRecordStoreContract } from './__fixtures__/recordStoreContract'
import { describeWithService, scratchDatabase } from './__fixtures__/testServices'
import { unoRecord } from './__fixtures__/records'
import { PostgresRecordStore } from './postgresRecordStore'
import { liveSaveOf } from './recordStore'

describeWithService(['DECKLET_TEST_DATABASE_URL'], 'PostgresRecordStore', ({ DECKLET_TEST_DATABASE_URL: url }) => {
  describeRecordStoreContract('PostgresRecordStore', () => new PostgresRecordStore({ connectionString: url, max: 4 }))

  // Schema tests change the schema table, so they run in a database of their own, dropped afterwards.
  describe('its schema', () => {
    const scratch = scratchDatabase(url, 'decklet_schema')
    // For the migration test's own database.
    const admin = new pg.Client({ connectionString: url })
    beforeAll(() => admin.connect())
    afterAll(() => admin.end())

    it('is created once by stores that open together, at version 2: live actions one a row, finished records whole, as JSONB', async () => {
      const stores = [1, 2, 3].map(() => new PostgresRecordStore({ connectionString: scratch.href, max: 2 }))
      const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 3 }
      const { record } = unoRecord(3)
      await Promise.all(stores.map((store, i) => store.saveLive(`g${i}`, meta, liveSaveOf(record))))
      expect((await stores[0]!.listLive()).map((game) => game.gameId)).toEqual(['g0', 'g1', 'g2'])
      const later = unoRecord(9)
      await stores[0]!.saveLive('g0', { ...meta, actions: 9 }, { from: 3, actions: later.record.history.slice(3) })
      await stores[1]!.saveFinal('g1', { ...meta, actions: 9 }, later.record, later.viewerRecords)
      await Promise.all(stores.map((store) => store.close()))

      const db = new pg.Client({ connectionString: scratch.href })
      await db.connect()
      expect((await db.query('SELECT version FROM decklet_schema')).rows).toEqual([{ version: 2 }])
      const games = await db.query(`SELECT game_id, history_length, record ? 'history' AS whole, jsonb_array_length(record->'history') AS actions FROM decklet_games ORDER BY game_id`)
      expect(games.rows).toEqual([
        { game_id: 'g0', history_length: later.record.history.length, whole: false, actions: null },
        { game_id: 'g1', history_length: later.record.history.length, whole: true, actions: later.record.history.length },
        { game_id: 'g2', history_length: record.history.length, whole: false, actions: null },
      ])
      const rows = await db.query(`SELECT game_id, count(*)::int AS n, bool_and(jsonb_typeof(action) = 'object') AS objects FROM decklet_actions GROUP BY game_id ORDER BY game_id`)
      expect(rows.rows).toEqual([
        { game_id: 'g0', n: later.record.history.length, objects: true },
        { game_id: 'g2', n: record.history.length, objects: true },
      ])
      await db.end()
    })

    it('migrates a version 1 database (whole records) to version 2 with its games intact', async () => {
      const old = `decklet_v1_${randomUUID().replaceAll('-', '')}`
      await admin.query(`CREATE DATABASE ${old}`)
      const v1url = new URL(url)
      v1url.pathname = `/${old}`
      try {
        const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 5 }
        const live = unoRecord(5)
        const done = unoRecord(9)
        const db = new pg.Client({ connectionString: v1url.href })
        await db.connect()
        await db.query(`CREATE TABLE decklet_schema (version integer NOT NULL); INSERT INTO decklet_schema VALUES (1);
          CREATE TABLE decklet_games (game_id text PRIMARY KEY, status text NOT NULL CHECK (status IN ('live', 'final')), game text NOT NULL,
            meta jsonb NOT NULL, record jsonb NOT NULL, viewer_records jsonb NOT NULL DEFAULT '{}'::jsonb, updated_at timestamptz NOT NULL);
          CREATE INDEX decklet_games_live ON decklet_games (game_id) WHERE status = 'live';`)
        await db.query(`INSERT INTO decklet_games VALUES ('live', 'live', 'uno', $1, $2, '{}', now()), ('done', 'final', 'uno', $1, $3, $4, now())`, [
          JSON.stringify(meta), JSON.stringify(live.record), JSON.stringify(done.record), JSON.stringify(done.viewerRecords),
        ])
        await db.end()
        const store = new PostgresRecordStore({ connectionString: v1url.href })
        const { final: _final, ...liveRecord } = JSON.parse(JSON.stringify(live.record)) as typeof live.record
        expect(await store.load('live')).toEqual({ gameId: 'live', status: 'live', meta, record: liveRecord, viewerRecords: {} })
        expect((await store.load('done'))?.record).toEqual(JSON.parse(JSON.stringify(done.record)))
        await store.saveLive('live', meta, { from: 5, actions: done.record.history.slice(5) })
        expect((await store.load('live'))?.record.history).toEqual(JSON.parse(JSON.stringify(done.record.history)))
        await store.close()
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${old} WITH (FORCE)`)
      }
    })

    it('refuses a database at a newer schema version', async () => {
      const db = new pg.Client({ connectionString: scratch.href })
      await db.connect()
      await db.query('UPDATE decklet_schema SET version = 3')
      await db.end()
      const store = new PostgresRecordStore({ connectionString: scratch.href })
      await expect(store.listLive()).rejects.toMatchObject({ name: 'RecordStoreError', code: 'RECORD_STORE_SCHEMA' })
      await store.close()
    })
  })
})
