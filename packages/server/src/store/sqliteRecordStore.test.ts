import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { describeRecordStoreContract } from './__fixtures__/recordStoreContract'
import { unoRecord } from './__fixtures__/records'
import { SqliteRecordStore } from './sqliteRecordStore'

const dir = mkdtempSync(join(tmpdir(), 'decklet-sqlite-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const file = () => join(dir, `store-${++files}.db`)

describeRecordStoreContract('SqliteRecordStore', () => new SqliteRecordStore({ path: file() }))

describe('SqliteRecordStore', () => {
  const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 3 }

  it('opens its file in WAL mode at schema version 1', async () => {
    const path = file()
    await new SqliteRecordStore({ path }).close()
    const db = new Database(path, { readonly: true })
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('user_version', { simple: true })).toBe(1)
    db.close()
  })

  it('keeps its games across a close and a reopen of the file', async () => {
    const path = file()
    const { record } = unoRecord(3)
    const first = new SqliteRecordStore({ path })
    await first.saveLive('g1', meta, record)
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
    await writer.saveLive('g1', meta, unoRecord(3).record)
    expect((await reader.load('g1'))?.status).toBe('live')
    await Promise.all([writer.close(), reader.close()])
  })

  it('refuses a file written by a newer schema version, and leaves it as it is', () => {
    const path = file()
    const db = new Database(path)
    db.pragma('user_version = 2')
    db.close()
    expect(() => new SqliteRecordStore({ path })).toThrow(expect.objectContaining({ name: 'RecordStoreError', code: 'RECORD_STORE_SCHEMA' }))
    const after = new Database(path, { readonly: true })
    expect(after.pragma('user_version', { simple: true })).toBe(2)
    expect(after.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'decklet_games'`).get()).toEqual({ n: 0 })
    after.close()
  })
})
