import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReplayEngine } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { BotSeat } from '../load/botSeat'
import { PostgresRecordStore } from '../store/postgresRecordStore'
import { describeWithService } from '../store/__fixtures__/testServices'
import { SESSION_THREADS } from '../__fixtures__/sessionThreads'
import { OwnershipPresence } from './ownershipPresence'
import { postJson, startServerProcess, type ServerProcess } from './__fixtures__/serverProcesses'

/** Polls `check` every `intervalMs` until it returns a value other than undefined/false, at most `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 60_000, intervalMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

const turnsOf = (seat: BotSeat) => seat.received.filter((m) => m.type === 'turn').length
// The servers' UNO: one hand, the first player out wins (see serverProcess.ts).
const plugins = () => [createUnoPlugin({ scoring: 'single-hand' })]

for (const runIn of SESSION_THREADS) {
  describeWithService(['DECKLET_TEST_REDIS_URL', 'DECKLET_TEST_DATABASE_URL'], `Three server processes on Redis and PostgreSQL, sessions ${runIn === 'process' ? 'in process' : 'in worker threads'}`, (urls) => {
    const database = `decklet_mp_${randomUUID().replaceAll('-', '')}`
    const databaseUrl = new URL(urls.DECKLET_TEST_DATABASE_URL)
    databaseUrl.pathname = `/${database}`
    const admin = new pg.Client({ connectionString: urls.DECKLET_TEST_DATABASE_URL })
    const redis = new OwnershipPresence(urls.DECKLET_TEST_REDIS_URL)
    let servers: ServerProcess[] = []
    let store: PostgresRecordStore

    /** The Colyseus process id that runs `roomId` now (its room listing in Redis). */
    const hostOf = async (roomId: string): Promise<string | undefined> => {
      const listing = await redis.hget('roomcaches', roomId)
      return listing ? (JSON.parse(listing) as { processId: string }).processId : undefined
    }
    const serverOf = (processId: string) => servers.find((s) => s.processId === processId)!
    const createTable = (via: ServerProcess) =>
      postJson<{ roomId: string; tickets: Record<string, string> }>(via.port, '/decklet/tables', { game: 'uno', seats: [{ name: 'Ada' }, { name: 'Bo' }], spectators: true })

    beforeAll(async () => {
      await admin.connect()
      // A database of its own: the recovery sweeps rebuild every live game they find, so no other test's records may be there.
      await admin.query(`CREATE DATABASE ${database}`)
      const config = { redisUrl: urls.DECKLET_TEST_REDIS_URL, store: databaseUrl.href, secret: randomUUID(), ownerTtlMs: 4_000, sweepIntervalMs: 500, reconnectSeconds: 30, runIn }
      servers = await Promise.all([0, 1, 2].map(() => startServerProcess(config)))
      store = new PostgresRecordStore({ connectionString: databaseUrl.href, max: 2 })
    })

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await store?.close()
      redis.shutdown()
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    })

    it('plays a table created through one process with seats and a spectator on the others, a seat reconnecting through a third, and stores a record that replays', async () => {
      const table = await createTable(servers[0]!)
      const owner = await until('the room listing', () => hostOf(table.roomId))
      const others = servers.filter((s) => s.processId !== owner)
      expect(others).toHaveLength(2)
      const failures: string[] = []
      const [ada, bo] = ['p1', 'p2'].map((playerId) => new BotSeat({ roomId: table.roomId, ticket: table.tickets[playerId]!, thinkMs: 10, events: { onFailure: (f) => failures.push(f), onStale: () => {} } })) as [BotSeat, BotSeat]
      const spectator = new BotSeat({ roomId: table.roomId, ticket: null })
      await ada.join(others[0]!.endpoint)
      await bo.join(others[1]!.endpoint)
      await spectator.join(others[1]!.endpoint)

      // Ada's network drops mid-game; she comes back through the other process with her reconnection token.
      await until("Ada's third turn", () => turnsOf(ada) >= 3 || ada.gameOver !== null)
      if (ada.gameOver === null) {
        const token = await ada.drop()
        await ada.reconnect(others[1]!.endpoint, token)
      }
      const [adaOver, boOver, watched] = await Promise.all([ada.over, bo.over, spectator.over])

      expect(failures).toEqual([])
      expect(adaOver.result.status).toBe('finished')
      expect(boOver.result).toEqual(adaOver.result)
      expect(watched.result).toEqual(adaOver.result)
      expect(ada.received.filter((m) => m.type === 'welcome').length).toBe(2)
      expect(spectator.received.some((m) => m.type === 'turn')).toBe(false)
      expect(watched.viewerRecord).toBeUndefined()

      const stored = await until('the final record', async () => {
        const game = await store.load(table.roomId)
        return game?.status === 'final' ? game : undefined
      })
      const replay = ReplayEngine.replayRecord(stored.record, plugins())
      expect(replay.state.status).toBe('finished')
      expect(stored.record.history).toHaveLength(adaOver.result.actions)
      expect(stored.viewerRecords.p1).toEqual(adaOver.viewerRecord)
      expect(stored.viewerRecords.p2).toEqual(boOver.viewerRecord)
    })

    it("rebuilds the game of a SIGKILLed owner on another process under the same room id, where the players rejoin with their tickets and finish it", async () => {
      const table = await createTable(servers[1]!)
      const owner = await until('the room listing', () => hostOf(table.roomId))
      const failures: string[] = []
      const [ada, bo] = ['p1', 'p2'].map((playerId) => new BotSeat({ roomId: table.roomId, ticket: table.tickets[playerId]!, thinkMs: 10, events: { onFailure: (f) => failures.push(f), onStale: () => {} } })) as [BotSeat, BotSeat]
      await ada.join(serverOf(owner).endpoint)
      await bo.join(servers.find((s) => s.processId !== owner)!.endpoint)
      await until('a few turns and the ownership key', async () => turnsOf(ada) + turnsOf(bo) >= 6 && (await redis.keyOwner(`decklet:owner:${table.roomId}`)) === owner)

      await serverOf(owner).kill()
      const live = await store.load(table.roomId)
      expect(live?.status).toBe('live')
      const survivors = servers.filter((s) => s.processId !== owner)

      const host = await until('the room rebuilt on a survivor', async () => {
        const now = await hostOf(table.roomId)
        return now !== undefined && now !== owner ? now : undefined
      })
      expect(survivors.map((s) => s.processId)).toContain(host)
      expect(await redis.keyOwner(`decklet:owner:${table.roomId}`)).toBe(host)

      // Each player rejoins through a survivor (either one: the listing sends the socket to the new host).
      await until('Ada back', () => ada.join(survivors[0]!.endpoint).then(() => true, () => false), 20_000, 500)
      await until('Bo back', () => bo.join(survivors[1]!.endpoint).then(() => true, () => false), 20_000, 500)
      const [adaOver, boOver] = await Promise.all([ada.over, bo.over])

      expect(failures).toEqual([])
      expect(adaOver.result.status).toBe('finished')
      expect(boOver.result).toEqual(adaOver.result)
      const stored = await until('the final record', async () => {
        const game = await store.load(table.roomId)
        return game?.status === 'final' ? game : undefined
      })
      // The same game went on: the record before the crash is the start of the final one, which replays.
      expect(stored.record.history.slice(0, live!.record.history.length)).toEqual(live!.record.history)
      expect(stored.record.history.length).toBeGreaterThan(live!.record.history.length)
      expect(ReplayEngine.replayRecord(stored.record, plugins()).state.status).toBe('finished')
    })
  })
}
