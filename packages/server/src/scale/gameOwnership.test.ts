import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { describeWithService } from '../store/__fixtures__/testServices'
import { GameOwnership } from './gameOwnership'
import { OwnershipPresence } from './ownershipPresence'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeWithService(['DECKLET_TEST_REDIS_URL'], 'GameOwnership', ({ DECKLET_TEST_REDIS_URL: url }) => {
  const presence = new OwnershipPresence(url)
  afterAll(() => presence.shutdown())
  const ownership = (owner: string, options: { ttlMs?: number; heartbeatMs?: number; onLost?: (gameId: string) => void } = {}) =>
    new GameOwnership({ presence, owner: () => owner, ttlMs: 400, onError: (error) => { throw error }, ...options })
  const game = () => `game-${randomUUID()}`

  describe('claims', () => {
    it('gives a game to the first process that acquires it, and to nobody else while it is held', async () => {
      const id = game()
      const [a, b] = [ownership('a'), ownership('b')]
      expect(await Promise.all([a.acquire(id), b.acquire(id)])).toEqual([true, false])
      expect(await b.ownerOf(id)).toBe('a')
      expect(a.owns(id)).toBe(true)
      expect(b.owns(id)).toBe(false)
    })

    it('answers two claims of one process for the same game at once with one claim, both true', async () => {
      const id = game()
      const a = ownership('a')
      expect(await Promise.all([a.acquire(id), a.acquire(id), a.acquire(id)])).toEqual([true, true, true])
      expect(await a.ownerOf(id)).toBe('a')
    })

    it('lets only the holder release a game, after which another may acquire it', async () => {
      const id = game()
      const [a, b] = [ownership('a'), ownership('b')]
      await a.acquire(id)
      await b.release(id)
      expect(await a.ownerOf(id)).toBe('a')
      await a.release(id)
      expect(await a.ownerOf(id)).toBeNull()
      expect(await b.acquire(id)).toBe(true)
    })
  })

  describe('heartbeats', () => {
    it('keep a game owned past its TTL while they run', async () => {
      const id = game()
      // Three TTLs of waiting; the heartbeat would have to stall for most of a TTL (900 ms) to lose the game.
      const a = ownership('a', { ttlMs: 1_000, heartbeatMs: 100 })
      await a.acquire(id)
      a.start()
      await sleep(3_000)
      expect(await a.ownerOf(id)).toBe('a')
      await a.stop()
    })

    it('once stopped, let the claim expire so that another process can take the game', async () => {
      const id = game()
      const a = ownership('a', { ttlMs: 200 })
      await a.acquire(id)
      await sleep(350)
      expect(await a.ownerOf(id)).toBeNull()
      expect(await ownership('b').acquire(id)).toBe(true)
    })

    it('report a game another process took meanwhile as lost, once, and stop renewing it', async () => {
      const id = game()
      const lost: string[] = []
      const a = ownership('a', { ttlMs: 150, onLost: (gameId) => lost.push(gameId) })
      await a.acquire(id)
      await sleep(250)
      const b = ownership('b', { ttlMs: 5_000 })
      expect(await b.acquire(id)).toBe(true)
      await a.heartbeat()
      await a.heartbeat()
      expect(lost).toEqual([id])
      expect(a.owns(id)).toBe(false)
      expect(await a.ownerOf(id)).toBe('b')
    })

    it('renew many games in one pass and leave a released one alone', async () => {
      const ids = Array.from({ length: 1_200 }, game)
      const a = ownership('a', { ttlMs: 2_000 })
      for (const id of ids) await a.acquire(id)
      await a.release(ids[0]!)
      await a.heartbeat()
      expect(await a.ownerOf(ids[0]!)).toBeNull()
      expect(await a.ownerOf(ids[1_199]!)).toBe('a')
      // The games nobody holds among many (asked in batches), in their order.
      const free = [game(), game()]
      expect(await a.unowned([free[0]!, ...ids, free[1]!])).toEqual([free[0]!, ids[0]!, free[1]!])
      expect(await a.unowned([])).toEqual([])
      for (const id of ids) await a.release(id)
    })
  })
})
