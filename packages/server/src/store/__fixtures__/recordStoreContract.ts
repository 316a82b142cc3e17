import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReplayEngine } from '@decklet/core'
import { UnoPlugin } from '@decklet/plugin-uno'
import type { RecordMeta, RecordStore } from '../recordStore'
import { unoRecord } from './records'

function meta(actions: number, updatedAt = 1_000 + actions): RecordMeta {
  return {
    game: 'uno',
    seats: [{ playerId: 'p1', name: 'Ada' }, { playerId: 'p2', name: 'Bo', bot: 'uno-greedy' }],
    spectators: true,
    createdAt: 1_000,
    updatedAt,
    actions,
  }
}

/**
 * The `RecordStore` contract (see `recordStore.ts`), run against every implementation. The store may hold
 * other games (a shared PostgreSQL database): each test uses fresh game ids and looks only at those.
 */
export function describeRecordStoreContract(name: string, open: () => Promise<RecordStore> | RecordStore): void {
  describe(`${name} (the RecordStore contract)`, () => {
    let store: RecordStore
    const early = unoRecord(3)
    const later = unoRecord(9)
    const id = () => `contract-${randomUUID()}`

    beforeAll(async () => {
      store = await open()
    })
    afterAll(async () => {
      await store.close()
    })

    it('loads an unknown game as undefined', async () => {
      expect(await store.load(id())).toBeUndefined()
    })

    it('reads a live record back structurally equal, and it still replays', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), early.record)
      const stored = await store.load(gameId)
      expect(stored).toEqual({ gameId, meta: meta(3), status: 'live', record: JSON.parse(JSON.stringify(early.record)), viewerRecords: {} })
      expect(ReplayEngine.replayRecord(stored!.record, [UnoPlugin]).state).toEqual(ReplayEngine.replayRecord(early.record, [UnoPlugin]).state)
    })

    it('replaces a live record with the later save of the same game', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), early.record)
      await store.saveLive(gameId, meta(9), later.record)
      const stored = await store.load(gameId)
      expect(stored?.meta.actions).toBe(9)
      expect(stored?.record.history).toHaveLength(later.record.history.length)
    })

    it('replaces the record with another one saved under the same id, shorter or of another seed', async () => {
      const gameId = id()
      const other = unoRecord(9, 6).record
      await store.saveLive(gameId, meta(9), later.record)
      await store.saveLive(gameId, meta(9), other)
      expect((await store.load(gameId))?.record).toEqual(JSON.parse(JSON.stringify(other)))
      await store.saveLive(gameId, meta(3), early.record)
      expect((await store.load(gameId))?.record).toEqual(JSON.parse(JSON.stringify(early.record)))
    })

    it('keeps saves of one game in call order even when they are not awaited one by one', async () => {
      const gameId = id()
      const saves = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => store.saveLive(gameId, meta(n), unoRecord(n).record))
      await Promise.all(saves)
      expect((await store.load(gameId))?.meta.actions).toBe(9)
    })

    it('lists live games with their metas, and not finished ones', async () => {
      const live = id()
      const done = id()
      await store.saveLive(live, meta(3), early.record)
      await store.saveLive(done, meta(3), early.record)
      await store.saveFinal(done, meta(9), later.record, later.viewerRecords)
      const listed = (await store.listLive()).filter((game) => game.gameId === live || game.gameId === done)
      expect(listed).toEqual([{ gameId: live, meta: meta(3) }])
    })

    it('stores a finished game with every viewer record, the final status and no longer as live', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), early.record)
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      const stored = await store.load(gameId)
      expect(stored?.status).toBe('final')
      expect(stored?.meta).toEqual(meta(9))
      expect(stored?.viewerRecords).toEqual(JSON.parse(JSON.stringify(later.viewerRecords)))
      expect(Object.keys(stored!.viewerRecords).sort()).toEqual(['p1', 'p2'])
    })

    it('stores a game whose first save is its final one', async () => {
      const gameId = id()
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      expect((await store.load(gameId))?.status).toBe('final')
    })

    it('ignores a live save that comes after the final one', async () => {
      const gameId = id()
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      await store.saveLive(gameId, meta(3), early.record)
      const stored = await store.load(gameId)
      expect(stored?.status).toBe('final')
      expect(stored?.meta.actions).toBe(9)
      expect((await store.listLive()).some((game) => game.gameId === gameId)).toBe(false)
    })

    it('hands out copies: changing what was saved or loaded does not change what is stored', async () => {
      const gameId = id()
      const record = structuredClone(early.record) as { seed: number }
      await store.saveLive(gameId, meta(3), record as never)
      record.seed = -1
      const first = (await store.load(gameId)) as { record: { seed: number } }
      first.record.seed = -2
      expect((await store.load(gameId))?.record.seed).toBe(early.record.seed)
    })

    it('rejects calls after close with RECORD_STORE_CLOSED, and a second close is harmless', async () => {
      const other = await open()
      await other.close()
      await other.close()
      await expect(other.load(id())).rejects.toMatchObject({ name: 'RecordStoreError', code: 'RECORD_STORE_CLOSED' })
      await expect(other.saveLive(id(), meta(3), early.record)).rejects.toMatchObject({ code: 'RECORD_STORE_CLOSED' })
    })
  })
}
