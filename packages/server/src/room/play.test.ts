import { matchMaker } from '@colyseus/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_THREADS } from '../__fixtures__/sessionThreads'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { autoplay, firstLegal, randomLegal } from '../__fixtures__/autoplay'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'
import { doudizhuGame } from '../games/doudizhuGame'
import { holdemGame } from '../games/holdemGame'
import { unoGame } from '../games/unoGame'
import type { DeckletRoom } from './deckletRoom'

for (const runIn of SESSION_THREADS) {
  describe(`sessions ${runIn === 'process' ? 'in the server process' : 'in worker threads'}`, () => {
  let server: DeckletServer
  const store = new RecordingStore()

  beforeAll(async () => {
    server = await createDeckletServer({
      runIn,
      games: {
        uno: unoGame({ rules: { scoring: 'single-hand' } }),
        doudizhu: doudizhuGame(),
        holdem: holdemGame({ seats: 6, rules: { smallBlind: 1, bigBlind: 2, startingStack: 30, maxHands: 10 } }),
      },
      store,
      port: 0,
      closeAfterMs: 200,
      log: () => {},
    })
  })
  afterAll(async () => {
    await server.close()
  })

  describe('a table with one human and bots', () => {
    it('UNO: created by the server, joined with a ticket and played to game over', async () => {
      const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'rule-based' }] })
      expect(Object.keys(tickets)).toEqual(['p1'])
      const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
      const stop = autoplay(ann, firstLegal)
      await ann.until('the first view of the game', () => ann.last('view-update'))
      // Where the session runs: with runIn 'worker', no engine or session of the game is left in this process.
      const room = matchMaker.getLocalRoomById(roomId) as DeckletRoom
      expect(room.table).not.toBeNull()
      if (runIn === 'worker') await waitFor('the waiting engine to go', async () => room.engine === null)
      expect(room.engine === null).toBe(runIn === 'worker')
      expect(room.session === null).toBe(runIn === 'worker')
      const over = await ann.until('game over', () => ann.last('game-over'), 120_000)
      stop()
      expect(over.result.status).toBe('finished')
      expect(over.viewerRecord?.viewer).toBe('p1')
      const welcome = ann.all('welcome')[0]!
      expect(welcome.playerId).toBe('p1')
      expect(welcome.gameId).toBe(roomId)
      expect(ann.all('turn').length).toBeGreaterThan(0)
      expect(ann.all('view-update').length).toBeGreaterThan(0)
      // On the wire the draw pile and the bot's hand go as card counts, not as a placeholder per card; the views the
      // client reads are whole again.
      // (The game-over frame carries the viewer record, whose views are not packed.)
      const frames = ann.frames.map((f) => Buffer.from(f).toString('latin1'))
      const wire = frames.slice(0, frames.findIndex((f) => f.includes('game-over'))).join('')
      expect(wire).toContain('view-update')
      expect(wire).not.toContain('hidden:uno-draw:')
      expect(wire).not.toContain('hidden:hand-p2:')
      expect(ann.last('view-update')!.view.zones['uno-draw']!.cards.every((id, i) => id === `hidden:uno-draw:${i}`)).toBe(true)
      // The room closes on its own a moment after game over (closeAfterMs), with no zombie left.
      expect((await ann.until('the room closed', () => ann.closed)).code).toBe(4102)
      await waitFor('the room to be disposed', async () => (await matchMaker.query({ roomId })).length === 0)
    })

    it.runIf(runIn === 'worker')('a burst of new tables: their workers start a few at a time, and every game starts', async () => {
      const tables = await Promise.all(Array.from({ length: 6 }, () => server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })))
      const clients = await Promise.all(tables.map(({ roomId, tickets }) => TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })))
      for (const client of clients) client.send('ready')
      // Each seat is asked (its game started in its worker), and no game failed for want of time to start.
      await Promise.all(clients.map((client) => client.until('a turn', () => client.all('turn')[0], 60_000)))
      expect(clients.flatMap((client) => client.all('error'))).toEqual([])
      for (const client of clients) await client.leave()
    })

    const others = [
      ['doudizhu', [{ name: 'Bot 1', bot: 'rule-based' }, { name: 'Bot 2', bot: 'random' }]],
      ['holdem', [1, 2, 3, 4, 5].map((n) => ({ name: `Bot ${n}`, bot: n % 2 === 0 ? 'random' : 'rule-based' }))],
    ] as const
    for (const [game, bots] of others) {
      it(`${game}: one human and ${bots.length} server bots play to game over`, async () => {
        const { roomId, tickets } = await server.createTable(game, { seats: [{ name: 'Ann' }, ...bots] })
        const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
        const stop = autoplay(ann, randomLegal(5))
        const over = await ann.until('game over', () => ann.last('game-over'), 120_000)
        stop()
        expect(over.result.status).toBe('finished')
        expect(over.result.timeouts).toBe(0)
        expect((await store.load(roomId))?.status).toBe('final')
        await ann.leave()
      })
    }
  })

  async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  })
}
