import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { liveSaveOf, type StoredGame } from '../store/recordStore'
import { describeWithService } from '../store/__fixtures__/testServices'
import { unoRecord } from '../store/__fixtures__/records'
import { MemoryRecordStore } from '../store/memoryRecordStore'
import { GameOwnership } from './gameOwnership'
import { GameNotOwnedError, OwnedRecordStore } from './ownedRecordStore'
import { OwnershipPresence } from './ownershipPresence'
import { RecoverySweep } from './recoverySweep'

const meta = { game: 'uno', seats: [{ playerId: 'p1', name: 'Ada' }, { playerId: 'p2', name: 'Bo' }], spectators: false, createdAt: 1, updatedAt: 2, actions: 3 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeWithService(['DECKLET_TEST_REDIS_URL'], 'Crash recovery', ({ DECKLET_TEST_REDIS_URL: url }) => {
  const presence = new OwnershipPresence(url)
  afterAll(() => presence.shutdown())
  const ownership = (owner: string, ttlMs = 300) => new GameOwnership({ presence, owner: () => owner, ttlMs })
  const { record } = unoRecord(3)
  const save = liveSaveOf(record)
  const game = () => `game-${randomUUID()}`

  /**
   * A process: its ownership (claims expire `ttlMs` after the last heartbeat), the store its rooms save through,
   * and a sweep that records what it rebuilt.
   */
  function process(owner: string, store: MemoryRecordStore, restore?: (game: StoredGame) => Promise<void>, ttlMs?: number) {
    const owned = ownership(owner, ttlMs)
    const rebuilt: StoredGame[] = []
    const errors: unknown[] = []
    const sweep = new RecoverySweep({
      store,
      ownership: owned,
      restore: restore ?? (async (game) => void rebuilt.push(game)),
      onError: (error) => void errors.push(error),
    })
    return { owned, rooms: new OwnedRecordStore(store, owned), sweep, rebuilt, errors }
  }

  describe('the store of a scaled-out server', () => {
    it("claims a game at its first live save and releases it once the final record is stored", async () => {
      const a = process('a', new MemoryRecordStore())
      const id = game()
      await a.rooms.saveLive(id, meta, save)
      expect(await a.owned.ownerOf(id)).toBe('a')
      await a.rooms.saveFinal(id, meta, record, {})
      expect(await a.owned.ownerOf(id)).toBeNull()
      expect((await a.rooms.load(id))?.status).toBe('final')
    })

    it("refuses the saves of a process whose game another process owns, and keeps the owner's record", async () => {
      const store = new MemoryRecordStore()
      // Claims that outlive a busy machine's pauses: with the sweep tests' 300 ms, b's claim could expire (no
      // heartbeat runs here) before a's saves, and a would rightly take the game over.
      const [a, b] = [process('a', store, undefined, 60_000), process('b', store, undefined, 60_000)]
      const id = game()
      await b.rooms.saveLive(id, { ...meta, actions: 9 }, save)
      await expect(a.rooms.saveLive(id, meta, save)).rejects.toBeInstanceOf(GameNotOwnedError)
      await expect(a.rooms.saveFinal(id, meta, record, {})).rejects.toMatchObject({ code: 'GAME_NOT_OWNED', gameId: id })
      expect((await store.load(id))?.meta.actions).toBe(9)
    })
  })

  describe('the sweep', () => {
    it("leaves a game whose owner's heartbeat runs", async () => {
      const store = new MemoryRecordStore()
      const a = { owned: ownership('a', 2_000) }
      const b = process('b', store)
      const id = game()
      await new OwnedRecordStore(store, a.owned).saveLive(id, meta, save)
      a.owned.start()
      // Past the TTL of a game nobody renews (300 ms elsewhere here), well within this one's 2 s.
      await sleep(700)
      expect(await b.sweep.sweep()).not.toContain(id)
      await a.owned.stop()
    })

    it('rebuilds a game whose owner stopped heartbeating, on exactly one of the survivors, from its live record', async () => {
      const store = new MemoryRecordStore()
      const [dead, b, c] = [process('dead', store), process('b', store), process('c', store)]
      const id = game()
      await dead.rooms.saveLive(id, meta, save)
      await sleep(400)
      const [byB, byC] = await Promise.all([b.sweep.sweep(), c.sweep.sweep()])
      expect([...byB, ...byC].filter((gameId) => gameId === id)).toHaveLength(1)
      const rebuilt = [...b.rebuilt, ...c.rebuilt].filter((g) => g.gameId === id)
      expect(rebuilt).toHaveLength(1)
      expect(rebuilt[0]).toMatchObject({ status: 'live', meta, record: JSON.parse(JSON.stringify({ ...save.head, history: save.actions })) })
      const winner = byB.includes(id) ? b : c
      expect(await winner.owned.ownerOf(id)).toBe(winner === b ? 'b' : 'c')
      // The new owner's rooms save without claiming again; the old owner is fenced off.
      await winner.rooms.saveLive(id, { ...meta, actions: 4 }, save)
      await expect(dead.rooms.saveLive(id, meta, save)).rejects.toBeInstanceOf(GameNotOwnedError)
    })

    it('does not rebuild a finished game', async () => {
      const store = new MemoryRecordStore()
      const [a, b] = [process('a', store), process('b', store)]
      const id = game()
      await a.rooms.saveLive(id, meta, save)
      await a.rooms.saveFinal(id, meta, record, {})
      expect(await b.sweep.sweep()).not.toContain(id)
    })

    it('rebuilds at most maxPerSweep games in one sweep, the rest at the next', async () => {
      const store = new MemoryRecordStore()
      const dead = process('dead', store)
      const ids = Array.from({ length: 5 }, game)
      for (const id of ids) await dead.rooms.saveLive(id, meta, save)
      await sleep(400)
      const b = ownership('b', 5_000)
      const restored: string[] = []
      const sweep = new RecoverySweep({ store, ownership: b, restore: async (g) => void restored.push(g.gameId), maxPerSweep: 3 })
      expect(await sweep.sweep()).toHaveLength(3)
      expect(await sweep.sweep()).toHaveLength(2)
      expect(restored.sort()).toEqual([...ids].sort())
      for (const id of ids) await b.release(id)
    })

    it('lets the claim on a game it could not rebuild expire, and tries it again after that', async () => {
      const store = new MemoryRecordStore()
      const dead = process('dead', store)
      const id = game()
      await dead.rooms.saveLive(id, meta, save)
      await sleep(400)
      let attempts = 0
      const b = process('b', store, async () => {
        attempts += 1
        if (attempts === 1) throw new Error('replay diverged')
      })
      expect(await b.sweep.sweep()).not.toContain(id)
      expect(b.errors).toHaveLength(1)
      expect(await b.sweep.sweep()).not.toContain(id)
      expect(attempts).toBe(1)
      await sleep(400)
      expect(await b.sweep.sweep()).toContain(id)
      expect(attempts).toBe(2)
    })

    it('runs on its own once started, until stopped', async () => {
      const store = new MemoryRecordStore()
      const dead = process('dead', store)
      const id = game()
      await dead.rooms.saveLive(id, meta, save)
      const rebuilt: string[] = []
      const sweep = new RecoverySweep({ store, ownership: ownership('b'), restore: async (g) => void rebuilt.push(g.gameId), intervalMs: 100 })
      sweep.start()
      for (let i = 0; i < 50 && !rebuilt.includes(id); i++) await sleep(50)
      await sweep.stop()
      expect(rebuilt).toContain(id)
    })
  })
})
