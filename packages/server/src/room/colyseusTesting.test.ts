// The room through Colyseus's own test kit (`@colyseus/testing`): its test server wraps the decklet server, its
// SDK (colyseus.js) joins by seat ticket, and its server-side helpers (`getRoomById`, `waitForMessage`) watch
// the room take each message. Join, act, reject, reconnect, spectators and timeouts; loopback only, every wait
// bounded.
import { ColyseusTestServer } from '@colyseus/testing'
import type { DecisionRequest } from '@decklet/runtime'
import type { Room as ClientRoom } from 'colyseus.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { unoGame } from '../games/unoGame'
import type { RejectedMessage, ServerMessageType, TurnEndMessage, WelcomeMessage } from '../protocol/messages'
import { unpackServerMessage } from '../protocol/wireMessages'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'
import type { DeckletRoom } from './deckletRoom'

/** What one SDK client received, by message type. */
class Inbox {
  readonly messages: { type: string; message: unknown }[] = []
  constructor(readonly room: ClientRoom) {
    room.onMessage('*', (type, message) => void this.messages.push({ type: String(type), message: unpackServerMessage(type as ServerMessageType, message as never) }))
  }
  all<T>(type: string): T[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.message as T)
  }
  /** Waits (bounded) until a message of `type` matching `test` has come. */
  async next<T>(type: string, test: (message: T) => boolean = () => true, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.all<T>(type).find(test)
      if (found !== undefined) return found
      if (Date.now() > deadline) throw new Error(`no '${type}' within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  /** The seat's open request: its last `turn` (or the one its `welcome` carried) without a `turn-end`. */
  openRequest(): DecisionRequest | undefined {
    const ended = new Set(this.all<TurnEndMessage>('turn-end').map((m) => m.requestId))
    const welcome = this.all<WelcomeMessage>('welcome').at(-1)
    const turns = [...(welcome?.request ? [welcome.request] : []), ...this.all<DecisionRequest>('turn')]
    return turns.filter((t) => !ended.has(t.requestId)).at(-1)
  }
}

describe('the room with @colyseus/testing', () => {
  let server: DeckletServer
  let colyseus: ColyseusTestServer

  beforeAll(async () => {
    server = await createDeckletServer({
      games: { uno: unoGame({ session: { turnTimeoutMs: 60_000 } }), fast: unoGame({ session: { turnTimeoutMs: 300 } }) },
      store: new RecordingStore(),
      port: 0,
      secret: 'colyseus-testing-secret-0123456789',
      reconnectSeconds: 5,
      log: () => {},
    })
    // The kit's server reads the port it listens on from the Colyseus server: the decklet server listens already.
    ;(server.server as unknown as { port: number }).port = server.port
    colyseus = new ColyseusTestServer(server.server)
  })
  afterAll(async () => {
    await server.close()
  })

  /** A table of two seats joined through the kit's SDK, both ready, and who is asked first. */
  async function table(game = 'uno') {
    const { roomId, tickets } = await server.createTable(game, { seats: [{ name: 'Ann' }, { name: 'Bob' }], spectators: true })
    const room = colyseus.getRoomById(roomId) as DeckletRoom
    const seats = await Promise.all(Object.values(tickets).map(async (ticket) => new Inbox(await colyseus.sdk.joinById(roomId, { ticket }))))
    for (const seat of seats) seat.room.send('ready')
    const deadline = Date.now() + 20_000
    while (!seats.some((s) => s.openRequest() !== undefined)) {
      if (Date.now() > deadline) throw new Error('nobody was asked')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const asked = seats.find((s) => s.openRequest() !== undefined)!
    const other = seats.find((s) => s !== asked)!
    return { roomId, room, tickets, asked, other, request: asked.openRequest()! }
  }

  it('joins each seat by ticket: the room holds both, each client is welcomed with its own view', async () => {
    const { room, asked, other, request } = await table()
    expect(room.clients.length).toBe(2)
    const welcomes = [asked, other].map((s) => s.all<WelcomeMessage>('welcome')[0]!)
    expect(new Set(welcomes.map((w) => w.playerId)).size).toBe(2)
    for (const w of welcomes) expect(w.view.viewer).toBe(w.playerId)
    expect(request.playerId).toBe(welcomes.find((w) => w.playerId === request.playerId)!.playerId)
    await Promise.all([asked.room.leave(), other.room.leave()])
  })

  it('takes an act (the room receives it) and ends the turn as answered', async () => {
    const { room, asked, other, request } = await table()
    // The kit's server-side wait (its types omit the time limit its code takes).
    const waitFor = room.waitForMessage as unknown as (type: string, rejectTimeout: number) => Promise<[{ sessionId: string }, unknown]>
    const received = waitFor.call(room, 'act', 20_000)
    const action = request.legalActions[0]!
    asked.room.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
    const [client, message] = await received
    expect(client.sessionId).toBe(asked.room.sessionId)
    expect((message as { requestId: string }).requestId).toBe(request.requestId)
    const ended = await asked.next<TurnEndMessage>('turn-end', (m) => m.requestId === request.requestId)
    expect(ended.reason).toBe('answered')
    await Promise.all([asked.room.leave(), other.room.leave()])
  })

  it('rejects an act for the other seat and an illegal one, and the wait goes on', async () => {
    const { asked, other, request } = await table()
    const action = request.legalActions[0]!
    other.room.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
    const wrong = await other.next<RejectedMessage>('rejected')
    expect(wrong).toMatchObject({ requestId: request.requestId, code: 'WRONG_PLAYER' })
    asked.room.send('act', { requestId: request.requestId, action: { type: 'NOT_AN_UNO_ACTION' } })
    const illegal = await asked.next<RejectedMessage>('rejected')
    expect(illegal.requestId).toBe(request.requestId)
    expect(asked.openRequest()?.requestId).toBe(request.requestId)
    expect(asked.all<TurnEndMessage>('turn-end').some((m) => m.requestId === request.requestId)).toBe(false)
    await Promise.all([asked.room.leave(), other.room.leave()])
  })

  it('lets a dropped seat back in with its reconnection token: welcomed again with its open request', async () => {
    const { asked, other, request } = await table()
    const token = asked.room.reconnectionToken
    // Drop the socket as a lost network would (no close handshake): the seat is held for the reconnection window.
    ;(asked.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate()
    // Until the server has seen the drop, the token is not valid yet: retry, bounded.
    let rejoined: ClientRoom | null = null
    for (let attempt = 0; rejoined === null; attempt++) {
      rejoined = await colyseus.sdk.reconnect(token).catch((error: unknown) => {
        if (attempt >= 100) throw error
        return null
      })
      if (rejoined === null) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const back = new Inbox(rejoined)
    const welcome = await back.next<WelcomeMessage>('welcome')
    expect(welcome.playerId).toBe(request.playerId)
    expect(welcome.request?.requestId).toBe(request.requestId)
    await Promise.all([back.room.leave(), other.room.leave()])
  })

  it('shows a spectator the spectator view only', async () => {
    const { roomId, room, asked, other } = await table()
    const spectator = new Inbox(await colyseus.sdk.joinById(roomId, { spectate: true }))
    const welcome = await spectator.next<WelcomeMessage>('welcome')
    expect(welcome.playerId).toBeNull()
    expect(welcome.view.viewer).toBeNull()
    expect(welcome.request).toBeNull()
    for (const zone of Object.values(welcome.view.zones)) if (zone.visibility !== 'public') expect(zone.cards.every((id) => id.startsWith('hidden:'))).toBe(true)
    expect(room.clients.length).toBe(3)
    await Promise.all([spectator.room.leave(), asked.room.leave(), other.room.leave()])
  })

  it('plays the default when a seat lets its turn time out', async () => {
    const { asked, other, request } = await table('fast')
    const ended = await asked.next<TurnEndMessage>('turn-end', (m) => m.requestId === request.requestId)
    expect(ended.reason).toBe('timeout')
    await Promise.all([asked.room.leave(), other.room.leave()])
  })
})
