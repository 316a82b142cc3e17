import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { describeRecordStoreContract } from './__fixtures__/recordStoreContract'
import { unoRecord } from './__fixtures__/records'
import { liveSaveOf } from './recordStore'
import { SqliteRecordStore } from './sqliteRecordStore'

const dir = mkdtempSync(join(tmpdir(), 'decklet-sqlite-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const file = () => join(dir, `store-${++files}.db`)

describeRecordStoreContract('SqliteRecordStore', () => new SqliteRecordStore({ path: file() }))

describe('SqliteRecordStore', () => {
  const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 3 }

  it('opens its file in WAL mode at schema version 2', async () => {
    const path = file()
    await new SqliteRecordStore({ path }).close()
    const db = new Database(path, { readonly: true })
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('user_version', { simple: true })).toBe(2)
    db.close()
  })

  it('keeps a history one action a row; an appended live save adds its actions and leaves the head alone', async () => {
    const path = file()
    const store = new SqliteRecordStore({ path })
    const early = unoRecord(3).record
    const later = unoRecord(9).record
    await store.saveLive('g1', meta, liveSaveOf(early))
    const db = new Database(path, { readonly: true })
    const head = () => db.prepare<[], { record: string; final: string | null }>(`SELECT record, final FROM decklet_games WHERE game_id = 'g1'`).get()
    const before = head()
    await store.saveLive('g1', meta, { from: early.history.length, actions: later.history.slice(early.history.length) })
    const rows = db.prepare<[], { seq: number; action: string }>(`SELECT seq, action FROM decklet_actions WHERE game_id = 'g1' ORDER BY seq`).all()
    expect(rows.map((row) => JSON.parse(row.action))).toEqual(JSON.parse(JSON.stringify(later.history)))
    expect(db.prepare(`SELECT history_length AS n FROM decklet_games WHERE game_id = 'g1'`).get()).toEqual({ n: later.history.length })
    expect(head()).toEqual(before)
    expect(before?.final).toBeNull()
    db.close()
    const { final: _final, ...live } = JSON.parse(JSON.stringify(later)) as typeof later
    expect((await store.load('g1'))?.record).toEqual(live)
    await store.close()
  })

  it('stores the live saves of one turn together; one that fails (RECORD_GAP) rejects alone and the others are stored', async () => {
    const store = new SqliteRecordStore({ path: file() })
    const { record } = unoRecord(3)
    const saves = [
      store.saveLive('g1', meta, liveSaveOf(record)),
      store.saveLive('g2', meta, { from: 3, actions: record.history }),
      store.saveLive('g3', meta, liveSaveOf(record)),
      store.saveLive('g1', { ...meta, actions: 3 }, { from: 3, actions: [] }),
    ]
    const settled = await Promise.allSettled(saves)
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'RecordStoreError', code: 'RECORD_GAP' })
    expect((await store.listLive()).map((game) => game.gameId)).toEqual(['g1', 'g3'])
    expect((await store.load('g1'))?.record.history).toHaveLength(record.history.length)
    await store.close()
  })

  it('migrates a version 1 file, whole records in one column, to version 2 with its games intact', async () => {
    const path = file()
    const { record } = unoRecord(5)
    const v1 = new Database(path)
    v1.exec(`CREATE TABLE decklet_games (game_id TEXT PRIMARY KEY, status TEXT NOT NULL, game TEXT NOT NULL, meta TEXT NOT NULL,
               record TEXT NOT NULL, viewer_records TEXT NOT NULL DEFAULT '{}', updated_at INTEGER NOT NULL)`)
    v1.prepare(`INSERT INTO decklet_games VALUES ('old', 'live', 'uno', ?, ?, '{}', 2)`).run(JSON.stringify(meta), JSON.stringify(record))
    v1.pragma('user_version = 1')
    v1.close()
    const store = new SqliteRecordStore({ path })
    expect(await store.load('old')).toEqual({ gameId: 'old', status: 'live', meta, record: JSON.parse(JSON.stringify(record)), viewerRecords: {} })
    await store.saveLive('old', meta, { from: record.history.length, actions: unoRecord(8).record.history.slice(record.history.length) })
    expect((await store.load('old'))?.record.history).toHaveLength(unoRecord(8).record.history.length)
    await store.close()
  })

  it('keeps its games across a close and a reopen of the file', async () => {
    const path = file()
    const { record } = unoRecord(3)
    const first = new SqliteRecordStore({ path })
    await first.saveLive('g1', meta, liveSaveOf(record))
    await first.close()
    const second = new SqliteRecordStore({ path })
    expect((await second.load('g1'))?.meta).toEqual(meta)
    expect(await second.listLive()).toEqual([{ gameId: 'g1', meta }])
    await second.close()
  })

  it('sees the saves of another connection to the same file', async () => {
    const path = file()
    const writer = new SqliteRecordStore({ path })
    const reader = new SqliteRecordStore({ path })
    await writer.saveLive('g1', meta, liveSaveOf(unoRecord(3).record))
    expect((await reader.load('g1'))?.status).toBe('live')
    await Promise.all([writer.close(), reader.close()])
  })

  it('refuses a file written by a newer schema version, and leaves it as it is', () => {
    const path = file()
    const db = new Database(path)
    db.pragma('user_version = 3')
    db.close()
    expect(() => new SqliteRecordStore({ path })).toThrow(expect.objectContaining({ name: 'RecordStoreError', code: 'RECORD_STORE_SCHEMA' }))
    const after = new Database(path, { readonly: true })
    expect(after.pragma('user_version', { simple: true })).toBe(3)
    expect(after.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'decklet_games'`).get()).toEqual({ n: 0 })
    after.close()
  })
})
