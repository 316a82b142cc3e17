import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReplayEngine } from '@decklet/core'
import { UnoPlugin } from '@decklet/plugin-uno'
import { completeLiveRecord } from '@decklet/runtime'
import { liveSaveOf, recordHeadOf, type RecordMeta, type RecordStore } from '../recordStore'
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

/** A record as a store gives it back for a live game: JSON data, without `final`. */
function live(record: ReturnType<typeof unoRecord>['record']): unknown {
  const { final: _final, ...rest } = JSON.parse(JSON.stringify(record)) as typeof record
  return rest
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
    /** The live save that continues `early` up to `later` (the same game, six actions on). */
    const continued = () => ({ from: early.record.history.length, actions: later.record.history.slice(early.record.history.length) })

    beforeAll(async () => {
      store = await open()
    })
    afterAll(async () => {
      await store.close()
    })

    it('loads an unknown game as undefined', async () => {
      expect(await store.load(id())).toBeUndefined()
    })

    it('reads a live record back structurally equal, without its final; completed, it replays to the same end', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      const stored = await store.load(gameId)
      expect(stored).toEqual({ gameId, meta: meta(3), status: 'live', record: live(early.record), viewerRecords: {} })
      const completed = completeLiveRecord(stored!.record, [UnoPlugin])
      expect(completed.final).toEqual(early.record.final)
      expect(ReplayEngine.replayRecord(completed, [UnoPlugin]).state).toEqual(ReplayEngine.replayRecord(early.record, [UnoPlugin]).state)
    })

    it('appends the actions of a live save to the stored ones', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      await store.saveLive(gameId, meta(9), continued())
      const stored = await store.load(gameId)
      expect(stored?.meta.actions).toBe(9)
      expect(stored?.record).toEqual(live(later.record))
    })

    it('a live save from before the stored end replaces the actions after its start', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(9), liveSaveOf(later.record))
      await store.saveLive(gameId, meta(4), { from: 3, actions: later.record.history.slice(3, 4) })
      expect((await store.load(gameId))?.record.history).toEqual(JSON.parse(JSON.stringify(later.record.history.slice(0, 4))))
      await store.saveLive(gameId, meta(9), { from: 4, actions: later.record.history.slice(4) })
      expect((await store.load(gameId))?.record).toEqual(live(later.record))
    })

    it('refuses a live save that continues actions it does not hold (RECORD_GAP), and changes nothing', async () => {
      const gameId = id()
      await expect(store.saveLive(gameId, meta(9), continued())).rejects.toMatchObject({ name: 'RecordStoreError', code: 'RECORD_GAP' })
      expect(await store.load(gameId)).toBeUndefined()
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      await expect(store.saveLive(gameId, meta(9), { from: 5, actions: later.record.history.slice(5) })).rejects.toMatchObject({ code: 'RECORD_GAP' })
      expect(await store.load(gameId)).toEqual({ gameId, meta: meta(3), status: 'live', record: live(early.record), viewerRecords: {} })
    })

    it('a save with the head starts the record afresh: another record under the same id, shorter or of another seed', async () => {
      const gameId = id()
      const other = unoRecord(9, 6).record
      await store.saveLive(gameId, meta(9), liveSaveOf(later.record))
      await store.saveLive(gameId, meta(9), liveSaveOf(other))
      expect((await store.load(gameId))?.record).toEqual(live(other))
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      expect((await store.load(gameId))?.record).toEqual(live(early.record))
      expect(recordHeadOf(early.record)).not.toHaveProperty('history')
    })

    it('keeps saves of one game in call order even when they are not awaited one by one', async () => {
      const gameId = id()
      const history = later.record.history
      const saves = [liveSaveOf({ ...later.record, history: history.slice(0, 1) }), ...history.slice(1).map((action, i) => ({ from: i + 1, actions: [action] }))]
      await Promise.all(saves.map((save, i) => store.saveLive(gameId, meta(i + 1), save)))
      const stored = await store.load(gameId)
      expect(stored?.meta.actions).toBe(history.length)
      expect(stored?.record).toEqual(live(later.record))
    })

    it('lists live games with their metas, and not finished ones', async () => {
      const liveId = id()
      const done = id()
      await store.saveLive(liveId, meta(3), liveSaveOf(early.record))
      await store.saveLive(done, meta(3), liveSaveOf(early.record))
      await store.saveFinal(done, meta(9), later.record, later.viewerRecords)
      const listed = (await store.listLive()).filter((game) => game.gameId === liveId || game.gameId === done)
      expect(listed).toEqual([{ gameId: liveId, meta: meta(3) }])
    })

    it('stores a finished game whole (with its final) with every viewer record, the final status and no longer as live', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      const stored = await store.load(gameId)
      expect(stored?.status).toBe('final')
      expect(stored?.meta).toEqual(meta(9))
      expect(stored?.record).toEqual(JSON.parse(JSON.stringify(later.record)))
      expect(stored?.viewerRecords).toEqual(JSON.parse(JSON.stringify(later.viewerRecords)))
      expect(Object.keys(stored!.viewerRecords).sort()).toEqual(['p1', 'p2'])
      expect(ReplayEngine.replayRecord(stored!.record, [UnoPlugin]).state.version).toBe(later.record.final!.version)
    })

    it('stores a game whose first save is its final one', async () => {
      const gameId = id()
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      expect((await store.load(gameId))?.status).toBe('final')
    })

    it('ignores a live save that comes after the final one, afresh or appended', async () => {
      const gameId = id()
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      await store.saveFinal(gameId, meta(9), later.record, later.viewerRecords)
      await store.saveLive(gameId, meta(3), liveSaveOf(early.record))
      await store.saveLive(gameId, meta(9), continued())
      const stored = await store.load(gameId)
      expect(stored?.status).toBe('final')
      expect(stored?.meta.actions).toBe(9)
      expect(stored?.record).toEqual(JSON.parse(JSON.stringify(later.record)))
      expect((await store.listLive()).some((game) => game.gameId === gameId)).toBe(false)
    })

    it('hands out copies: changing what was saved or loaded does not change what is stored', async () => {
      const gameId = id()
      const record = structuredClone(early.record) as { seed: number }
      await store.saveLive(gameId, meta(3), liveSaveOf(record as never))
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
      await expect(other.saveLive(id(), meta(3), liveSaveOf(early.record))).rejects.toMatchObject({ code: 'RECORD_STORE_CLOSED' })
    })
  })
}
