import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRecordStoreContract } from './__fixtures__/recordStoreContract'
import { describeWithService } from './__fixtures__/testServices'
import { unoRecord } from './__fixtures__/records'
import { PostgresRecordStore } from './postgresRecordStore'

describeWithService(['DECKLET_TEST_DATABASE_URL'], 'PostgresRecordStore', ({ DECKLET_TEST_DATABASE_URL: url }) => {
  describeRecordStoreContract('PostgresRecordStore', () => new PostgresRecordStore({ connectionString: url, max: 4 }))

  // Schema tests change the schema table, so they run in a database of their own, dropped afterwards.
  describe('its schema', () => {
    const admin = new pg.Client({ connectionString: url })
    const database = `decklet_schema_${randomUUID().replaceAll('-', '')}`
    const scratch = new URL(url)
    scratch.pathname = `/${database}`

    beforeAll(async () => {
      await admin.connect()
      await admin.query(`CREATE DATABASE ${database}`)
    })
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    })

    it('is created once by stores that open together, at version 1, with JSONB records', async () => {
      const stores = [1, 2, 3].map(() => new PostgresRecordStore({ connectionString: scratch.href, max: 2 }))
      const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 3 }
      await Promise.all(stores.map((store, i) => store.saveLive(`g${i}`, meta, unoRecord(3).record)))
      expect((await stores[0]!.listLive()).map((game) => game.gameId)).toEqual(['g0', 'g1', 'g2'])
      await Promise.all(stores.map((store) => store.close()))

      const db = new pg.Client({ connectionString: scratch.href })
      await db.connect()
      expect((await db.query('SELECT version FROM decklet_schema')).rows).toEqual([{ version: 1 }])
      const { rows } = await db.query(`SELECT jsonb_typeof(record) AS type, jsonb_array_length(record->'history') AS actions FROM decklet_games WHERE game_id = 'g0'`)
      expect(rows).toEqual([{ type: 'object', actions: unoRecord(3).record.history.length }])
      await db.end()
    })

    it('refuses a database at a newer schema version', async () => {
      const db = new pg.Client({ connectionString: scratch.href })
      await db.connect()
      await db.query('UPDATE decklet_schema SET version = 2')
      await db.end()
      const store = new PostgresRecordStore({ connectionString: scratch.href })
      await expect(store.listLive()).rejects.toMatchObject({ name: 'RecordStoreError', code: 'RECORD_STORE_SCHEMA' })
      await store.close()
    })
  })
})
