import { matchMaker } from '@colyseus/core'
import { ReplayEngine } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { Client } from 'colyseus.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_THREADS } from '../__fixtures__/sessionThreads'
import { TokenSigner, issueSeatTicket } from '../auth/tickets'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { openTurn, someoneAsked, tableOf } from '../__fixtures__/tables'
import { TestClient } from '../__fixtures__/testClient'
import { unoGame } from '../games/unoGame'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'
import { JOIN_REFUSAL_CODES } from '../protocol/messages'
import type { DeckletRoom } from './deckletRoom'

const SECRET = 'seats-test-secret-0123456789'
for (const runIn of SESSION_THREADS) {
  describe(`sessions ${runIn === 'process' ? 'in the server process' : 'in worker threads'}`, () => {
  let server: DeckletServer
  let endpoint: string
  const store = new RecordingStore()

  beforeAll(async () => {
    server = await createDeckletServer({
      runIn,
      // `slow`: a silent seat would hold the game for a minute, so a timeout there means something went wrong.
      games: { uno: unoGame({ session: { turnTimeoutMs: 60_000 } }), fast: unoGame({ session: { turnTimeoutMs: 300 } }) },
      store,
      port: 0,
      secret: SECRET,
      reconnectSeconds: 1,
      abandonAfterMs: 300,
      // A test's stand-in for a real check (a session cookie in `headers`…): joins that say `banned` are refused.
      spectatorAuth: ({ options }) => (options as { banned?: boolean }).banned !== true,
      closeAfterMs: 200,
      log: () => {},
    })
    endpoint = `ws://127.0.0.1:${server.port}`
  })
  afterAll(async () => {
    await server.close()
  })

  const two = { seats: [{ name: 'Ann' }, { name: 'Bob' }] }

  async function seated(game = 'uno', table: Parameters<DeckletServer['createTable']>[1] = two) {
    const { roomId, tickets } = await server.createTable(game, table)
    const clients = await Promise.all(Object.values(tickets).map((ticket) => TestClient.join(endpoint, roomId, { ticket })))
    return { roomId, tickets, clients }
  }

  async function started(game = 'uno') {
    const table = await seated(game)
    for (const client of table.clients) client.send('ready')
    const asked = await someoneAsked(table.clients)
    const other = table.clients.find((c) => c !== asked.client)!
    return { ...table, ...asked, other }
  }

  const local = (roomId: string): DeckletRoom => matchMaker.getLocalRoomById(roomId) as DeckletRoom

  describe('joining with a ticket', () => {
    it('a seat ticket joins its seat: welcome with its own view, and the seat shows connected', async () => {
      const { roomId, clients } = await seated()
      const [ann] = clients
      const welcome = await ann!.until('welcome', () => ann!.last('welcome'))
      expect(welcome).toMatchObject({ gameId: roomId, playerId: 'p1', request: null })
      expect(welcome.view.viewer).toBe('p1')
      await ann!.until('p1 connected', () => tableOf(ann!)?.seats.p1?.connected)
      for (const c of clients) await c.leave()
    })

    it('a forged ticket is refused', async () => {
      const { roomId } = await server.createTable('uno', two)
      const forged = issueSeatTicket(new TokenSigner('not-the-server-secret!!'), roomId, 'p1', 60_000, Date.now())
      await expect(TestClient.join(endpoint, roomId, { ticket: forged })).rejects.toThrow(/^TICKET_FORGED: /)
      // A numeric code the client can read (Colyseus sends 0 for a string code).
      await expect(TestClient.join(endpoint, roomId, { ticket: forged })).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.TICKET_FORGED })
    })

    it('an expired ticket is refused', async () => {
      const { roomId } = await server.createTable('uno', two)
      const expired = issueSeatTicket(new TokenSigner(SECRET), roomId, 'p1', 1_000, Date.now() - 10_000)
      await expect(TestClient.join(endpoint, roomId, { ticket: expired })).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.TICKET_EXPIRED, message: expect.stringMatching(/^TICKET_EXPIRED: /) })
    })

    it("another table's ticket, a bot's seat and no ticket are refused", async () => {
      const a = await server.createTable('uno', two)
      const b = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })
      await expect(TestClient.join(endpoint, b.roomId, { ticket: a.tickets.p1! })).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.TICKET_WRONG_TABLE, message: expect.stringMatching(/^TICKET_WRONG_TABLE: /) })
      const botTicket = issueSeatTicket(new TokenSigner(SECRET), b.roomId, 'p2', 60_000, Date.now())
      await expect(TestClient.join(endpoint, b.roomId, { ticket: botTicket })).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.UNKNOWN_SEAT, message: expect.stringMatching(/^UNKNOWN_SEAT: /) })
      await expect(TestClient.join(endpoint, b.roomId, {} as never)).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.TICKET_MALFORMED, message: expect.stringMatching(/^TICKET_MALFORMED: /) })
    })

    it('a client cannot create a table, nor choose its seed', async () => {
      await expect(new Client(endpoint).create('uno', { seed: 7, seats: two.seats })).rejects.toThrow(/created by the server/)
      const first = await server.createTable('uno', { ...two, seed: 7 } as never)
      const second = await server.createTable('uno', { ...two, seed: 7 } as never)
      const seeds = [first, second].map(({ roomId }) => local(roomId).engine!.getState().seed)
      expect(seeds).not.toContain(7)
      expect(seeds[0]).not.toBe(seeds[1])
    })
  })

  describe('acting', () => {
    it('an answer for another seat is rejected with the session code, and the wait goes on', async () => {
      const { client, request, other, clients } = await started()
      // The public summary says whose turn it is and until when, to everyone.
      await other.until('the turn in the table state', () => tableOf(other)?.currentPlayerId === request.playerId && tableOf(other)?.deadline === request.deadline)
      expect(tableOf(other)?.status).toBe('running')
      const action = request.legalActions[0]!
      other.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
      const rejected = await other.until('rejected', () => other.last('rejected'))
      expect(rejected).toMatchObject({ requestId: request.requestId, code: 'WRONG_PLAYER' })
      // The asked seat naming another player in its action is rejected the same way.
      const impostor = request.playerId === 'p1' ? 'p2' : 'p1'
      client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload, playerId: impostor } })
      expect(await client.until('rejected', () => client.last('rejected'))).toMatchObject({ requestId: request.requestId, code: 'WRONG_PLAYER' })
      expect(openTurn(client)?.requestId).toBe(request.requestId)
      client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
      const ended = await client.until('turn-end', () => client.all('turn-end').find((m) => m.requestId === request.requestId))
      expect(ended.reason).toBe('answered')
      for (const c of clients) await c.leave()
    })

    it('a stale answer (a request already answered) is rejected UNKNOWN_REQUEST', async () => {
      const { client, request, clients } = await started()
      const action = request.legalActions[0]!
      client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
      await client.until('turn-end', () => client.all('turn-end').find((m) => m.requestId === request.requestId))
      client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
      expect(await client.until('rejected', () => client.last('rejected'))).toMatchObject({ requestId: request.requestId, code: 'UNKNOWN_REQUEST' })
      for (const c of clients) await c.leave()
    })

    it('a malformed act and an act from a spectator are rejected', async () => {
      const { roomId, clients } = await seated('uno', { ...two, spectators: true })
      const [ann] = clients
      ann!.send('act', { action: 'DRAW' })
      expect(await ann!.until('rejected', () => ann!.last('rejected'))).toMatchObject({ code: 'MALFORMED' })
      const watcher = await TestClient.join(endpoint, roomId, { spectate: true })
      watcher.send('act', { action: { type: 'DRAW' } })
      expect(await watcher.until('rejected', () => watcher.last('rejected'))).toMatchObject({ code: 'WRONG_PLAYER' })
      for (const c of [...clients, watcher]) await c.leave()
    })
  })

  describe('dropped seats', () => {
    it('a seat that drops is shown disconnected; it rejoins within the window with its view and open request', async () => {
      const { client, request, other, clients } = await started()
      const token = client.last('welcome')!.reconnectionToken!
      expect(token).toBe(client.room.reconnectionToken)
      client.drop()
      // A real drop: the socket is gone without a close handshake (1006), not a close with a code.
      expect((await client.until('dropped', () => client.closed)).code).toBe(1006)
      await other.until('seat disconnected', () => tableOf(other)?.seats[request.playerId]?.connected === false)
      await client.reconnect(token)
      const welcome = await client.until('second welcome', () => client.all('welcome')[1])
      expect(welcome.playerId).toBe(request.playerId)
      expect(welcome.view.viewer).toBe(request.playerId)
      expect(welcome.request?.requestId).toBe(request.requestId)
      // The time it has left (the drop and the rejoin took some), not the whole turn again.
      expect(welcome.request!.deadline).toBe(request.deadline)
      expect(welcome.request!.remainingMs).toBeLessThan(request.remainingMs)
      await other.until('seat connected again', () => tableOf(other)?.seats[request.playerId]?.connected === true)
      for (const c of clients) await c.leave()
    })

    it("an absent seat's turn times out and the game's default plays; the game goes on", async () => {
      const { client, request, other, clients } = await started('fast')
      client.drop()
      const notice = await other.until('timeout notice', () => other.all('timeout').find((t) => t.ids.includes(request.requestId)))
      expect(notice).toMatchObject({ operation: 'decision', playerIds: [request.playerId], durationMs: 300 })
      // The default was dispatched: the other seat sees the table move on (a new view after the timeout).
      const before = other.all('view-update').length
      await other.until('a later view', () => other.all('view-update').length > before || other.last('game-over'))
      for (const c of clients) await c.leave()
    })

    it('after the window the old token no longer rejoins, and a fresh ticket reclaims the seat', async () => {
      const { roomId, client, request, clients } = await started()
      const token = client.room.reconnectionToken
      client.drop()
      const room = local(roomId) as unknown as { _reconnections: Record<string, unknown> }
      await waitFor('the seat to be held', () => Object.keys(room._reconnections).length === 1)
      // Bounded: the window is 1 s; the server's timer releases the seat.
      await waitFor('the window to pass', () => Object.keys(room._reconnections).length === 0 && tableOf(clients.find((c) => c !== client)!)?.seats[request.playerId]?.connected === false)
      await expect(new Client(endpoint).reconnect(token)).rejects.toThrow()
      const fresh = await server.issueTicket(roomId, request.playerId)
      const back = await TestClient.join(endpoint, roomId, { ticket: fresh })
      const welcome = await back.until('welcome', () => back.last('welcome'))
      expect(welcome.playerId).toBe(request.playerId)
      for (const c of [...clients, back]) await c.leave()
    })

    it('the `leave` message gives the seat up: not held, the token does not rejoin, a fresh ticket is needed', async () => {
      const { roomId, client, request, other, clients } = await started()
      const token = client.room.reconnectionToken
      client.send('leave')
      await client.until('closed by the server', () => client.closed)
      await other.until('seat disconnected', () => tableOf(other)?.seats[request.playerId]?.connected === false)
      const room = local(roomId) as unknown as { _reconnections: Record<string, unknown> }
      expect(Object.keys(room._reconnections)).toEqual([])
      await expect(new Client(endpoint).reconnect(token)).rejects.toThrow()
      const back = await TestClient.join(endpoint, roomId, { ticket: await server.issueTicket(roomId, request.playerId) })
      expect((await back.until('welcome', () => back.last('welcome'))).playerId).toBe(request.playerId)
      for (const c of [...clients, back]) await c.leave()
    })

    it('a fresh ticket takes a seat from a connection still holding it', async () => {
      const { roomId, tickets, clients } = await seated()
      const [ann] = clients
      const again = await TestClient.join(endpoint, roomId, { ticket: tickets.p1! })
      await ann!.until('old connection closed', () => ann!.closed)
      expect(ann!.closed?.code).toBe(4101)
      expect((await again.until('welcome', () => again.last('welcome'))).playerId).toBe('p1')
      for (const c of [...clients, again]) await c.leave()
    })
  })

  describe('the deal', () => {
    it('every seat gets its own view of the events of the tick that starts the game, as a spectator gets its own', async () => {
      const { roomId, tickets } = await server.createTable('uno', { ...two, spectators: true })
      const watcher = await TestClient.join(endpoint, roomId, { spectate: true })
      const clients = await Promise.all(Object.values(tickets).map((ticket) => TestClient.join(endpoint, roomId, { ticket })))
      const watched = await watcher.until('the deal', () => watcher.all('view-update').find((u) => u.events.length > 0))
      for (const client of clients) {
        const update = await client.until('the deal', () => client.all('view-update').at(0))
        // The same events (by id), each as this seat may see it.
        expect(update.events.map((e) => e.id)).toEqual(watched.events.map((e) => e.id))
        expect(update.view.viewer).toBe(client.last('welcome')!.playerId)
      }
      for (const c of [...clients, watcher]) await c.leave()
    })
  })

  describe('pause', () => {
    it('welcome says whether the game is paused, on every join and rejoin', async () => {
      const { roomId, tickets, clients } = await started()
      expect(clients[0]!.last('welcome')?.paused).toBe(false)
      local(roomId).table!.pause()
      // A worker's session confirms the pause with a message.
      await waitFor('the pause', () => local(roomId).table!.paused)
      const again = await TestClient.join(endpoint, roomId, { ticket: tickets.p1! })
      expect((await again.until('welcome', () => again.last('welcome'))).paused).toBe(true)
      local(roomId).table!.resume()
      await waitFor('the resume', () => !local(roomId).table!.paused)
      const third = await TestClient.join(endpoint, roomId, { ticket: tickets.p1! })
      expect((await third.until('welcome', () => third.last('welcome'))).paused).toBe(false)
      for (const c of [...clients, again, third]) await c.leave()
    })
  })

  describe('abandoned games', () => {
    it('once every human seat has left for good the game is stopped and stored as final', async () => {
      const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })
      const ann = await TestClient.join(endpoint, roomId, { ticket: tickets.p1! })
      ann.send('ready')
      await someoneAsked([ann])
      await ann.leave()
      await waitFor('the final record', () => store.games.get(roomId)?.status === 'final')
      // Stopped, not played out: the stored game is still being played.
      const { engine } = ReplayEngine.replayRecord(store.games.get(roomId)!.record, [createUnoPlugin()])
      expect(engine.getState().status).not.toBe('finished')
      expect(await store.listLive()).not.toContainEqual(expect.objectContaining({ gameId: roomId }))
    })
  })

  describe('spectators', () => {
    it('a table that allows them: a spectator gets the spectator view only, never a turn', async () => {
      const { roomId, clients } = await seated('uno', { ...two, spectators: true })
      const watcher = await TestClient.join(endpoint, roomId, { spectate: true })
      const welcome = await watcher.until('welcome', () => watcher.last('welcome'))
      expect(welcome).toMatchObject({ playerId: null, request: null })
      expect(welcome.view.viewer).toBeNull()
      for (const client of clients) client.send('ready')
      const { client, request } = await someoneAsked(clients)
      const action = request.legalActions[0]!
      client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
      const update = await watcher.until('a view update', () => watcher.last('view-update'))
      expect(update.view.viewer).toBeNull()
      for (const playerId of ['p1', 'p2']) {
        const hand = Object.values(update.view.zones).find((z) => z.ownerId === playerId && z.cards.length > 0)
        expect(hand?.cards.every((id) => id.startsWith('hidden:'))).toBe(true)
      }
      expect(watcher.all('turn')).toEqual([])
      await watcher.until('counted', () => tableOf(watcher)?.spectators === 1)
      for (const c of [...clients, watcher]) await c.leave()
    })

    it('the spectator hook can refuse a spectator at a table that allows them', async () => {
      const { roomId } = await server.createTable('uno', { ...two, spectators: true })
      await expect(TestClient.join(endpoint, roomId, { spectate: true, banned: true } as never)).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.SPECTATORS_FORBIDDEN, message: expect.stringMatching(/^SPECTATORS_FORBIDDEN: not allowed to watch/) })
    })

    it('a table that forbids them refuses a spectator', async () => {
      const { roomId } = await server.createTable('uno', two)
      await expect(TestClient.join(endpoint, roomId, { spectate: true })).rejects.toMatchObject({ code: JOIN_REFUSAL_CODES.SPECTATORS_FORBIDDEN, message: expect.stringMatching(/^SPECTATORS_FORBIDDEN: /) })
    })
  })

  async function waitFor(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  })
}
