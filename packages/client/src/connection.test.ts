import { createHmac } from 'node:crypto'
import { Client } from 'colyseus.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledgeBarriers, startTestServer, TEST_SECRET, until, type TestServer } from './__fixtures__/testServer'
import { ActionRejectedError, DeckletClientError, connect, createMemoryStorage, readTicket, spectate, type DeckletConnection, type TurnState } from './index'

let test: TestServer
const open: DeckletConnection[] = []

beforeAll(async () => {
  test = await startTestServer()
})

afterAll(async () => {
  for (const connection of open) await connection.leave()
  await test.close()
})

/** A table of one human seat (p1, Ann) and three UNO rule bots. */
async function table(options: { spectators?: boolean } = {}) {
  return test.server.createTable('uno', {
    seats: [{ name: 'Ann' }, { name: 'Bob', bot: 'rule-based' }, { name: 'Carol', bot: 'rule-based' }, { name: 'Dave', bot: 'rule-based' }],
    ...(options.spectators === undefined ? {} : { spectators: options.spectators }),
  })
}

async function seat(ticket: string, storage = createMemoryStorage()): Promise<DeckletConnection> {
  const connection = await connect({ endpoint: test.endpoint, ticket, storage, reconnect: { initialDelayMs: 50, maxDelayMs: 500 } })
  open.push(connection)
  return connection
}

/** Plays the first legal action at every request of the seat, until `stop()`. */
function playFirstLegal(connection: DeckletConnection): () => void {
  let answered: string | null = null
  const check = (): void => {
    const { turn } = connection.getSnapshot()
    if (!turn.canAct || turn.request === null || turn.request.requestId === answered) return
    answered = turn.request.requestId
    const action = turn.request.legalActions[0]!
    void connection.act({ type: action.type, payload: action.payload }).catch(() => undefined)
  }
  const stop = connection.subscribe(check)
  check()
  return stop
}

describe('connect', () => {
  it('takes the seat of the ticket: the welcome puts its own view in the snapshot, and nobody else sees its hand', async () => {
    const { roomId, tickets } = await table()
    const ann = await seat(tickets.p1!)
    const snapshot = ann.getSnapshot()
    expect(snapshot).toMatchObject({ roomId, playerId: 'p1', status: 'connected', error: null })
    expect(snapshot.turn.playerId).toBe('p1')
    expect(snapshot.turn.view?.viewer).toBe('p1')
    acknowledgeBarriers(ann)
    const dealt = await until(ann, 'the deal', (s) => (s.turn.view?.zones['hand-p1']?.cards.length ?? 0) > 0)
    // Another player's hand is there as placeholders only (core's `hidden:<zone>:<index>`); the seat's own is real.
    const bobs = dealt.turn.view!.zones['hand-p2']!.cards
    expect(bobs.length).toBeGreaterThan(0)
    for (const id of bobs) expect(id).toMatch(/^hidden:hand-p2:\d+$/)
    for (const id of dealt.turn.view!.zones['hand-p1']!.cards) expect(id).not.toMatch(/^hidden:/)
    // The methods work unbound, as React's useSyncExternalStore(subscribe, getSnapshot) calls them.
    const { subscribe, getSnapshot } = ann
    const stop = subscribe(() => undefined)
    await until(ann, 'the table summary', (s) => s.table?.seats.p1?.connected === true)
    expect(getSnapshot()).toBe(ann.getSnapshot())
    stop()
    expect(ann.getSnapshot().table?.seats.p2).toEqual({ playerId: 'p2', name: 'Bob', connected: true, bot: true })
  })

  it('feeds the turn store: WAITING_TURN, then MY_TURN with the request and its deadline, then back after an accepted act', async () => {
    const { tickets } = await table()
    const ann = await seat(tickets.p1!)
    const states: TurnState[] = []
    ann.subscribe(() => {
      const state = ann.getSnapshot().turn.state
      if (states.at(-1) !== state) states.push(state)
    })
    acknowledgeBarriers(ann)
    const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
    const request = mine.turn.request!
    expect(mine.turn.state).toBe('MY_TURN')
    expect(mine.turn.deadline).toBe(request.deadline)
    expect(request.deadline).toBeGreaterThan(Date.now())
    expect(request.legalActions.length).toBeGreaterThan(0)
    expect(mine.table?.currentPlayerId).toBeDefined()

    const action = request.legalActions[0]!
    await expect(ann.act({ type: action.type, payload: action.payload })).resolves.toEqual({ accepted: true, requestId: request.requestId })
    const after = await until(ann, 'the request closed', (s) => s.turn.request?.requestId !== request.requestId)
    expect(after.turn.state === 'WAITING_TURN' || after.turn.state === 'MY_TURN').toBe(true)
    expect(states.slice(0, 2)).toEqual(['WAITING_TURN', 'MY_TURN'])
    expect(states).toContain('MY_TURN')
  })

  it("rejects an act with the session's code and reason, and the request stays open", async () => {
    const { tickets } = await table()
    const ann = await seat(tickets.p1!)
    acknowledgeBarriers(ann)
    const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
    const requestId = mine.turn.request!.requestId

    const notAMove = await ann.act({ type: 'NOT_A_MOVE' }).catch((error: unknown) => error)
    expect(ActionRejectedError.isInstance(notAMove)).toBe(true)
    expect(notAMove).toMatchObject({ code: 'WRONG_TYPE', requestId })
    const legal = mine.turn.request!.legalActions[0]!
    const forBob = await ann.act({ type: legal.type, payload: legal.payload, playerId: 'p2' }).catch((error: unknown) => error)
    expect(forBob).toMatchObject({ name: 'ActionRejectedError', code: 'WRONG_PLAYER' })
    expect((forBob as ActionRejectedError).reason).not.toBe('')

    expect(ann.getSnapshot().turn).toMatchObject({ state: 'MY_TURN', rejection: { code: 'WRONG_PLAYER' } })
    expect(ann.getSnapshot().turn.request?.requestId).toBe(requestId)
    await expect(ann.act({ type: legal.type, payload: legal.payload })).resolves.toMatchObject({ accepted: true, requestId })
  })

  it('refuses a string that is not a ticket, and a forged ticket, before anything is joined', async () => {
    await expect(connect({ endpoint: test.endpoint, ticket: 'not-a-ticket' })).rejects.toMatchObject({ name: 'DeckletClientError', code: 'BAD_TICKET' })
    const { tickets } = await table()
    const forged = `${tickets.p1!.split('.')[0]}.${'A'.repeat(43)}`
    const refused = await connect({ endpoint: test.endpoint, ticket: forged, storage: createMemoryStorage() }).catch((error: unknown) => error)
    expect(DeckletClientError.isInstance(refused)).toBe(true)
    expect(refused).toMatchObject({ code: 'JOIN_FAILED', refusal: 'TICKET_FORGED', serverCode: 4231 })
  })

  it('fails with UNREACHABLE when no server listens there', async () => {
    const { tickets } = await table()
    await expect(connect({ endpoint: 'ws://127.0.0.1:9', ticket: tickets.p1!, storage: createMemoryStorage() })).rejects.toMatchObject({ code: 'UNREACHABLE' })
  })
})

describe('reconnection', () => {
  it('gets the view and the open request back after a dropped socket, by the stored reconnection token', async () => {
    const { roomId, tickets } = await table()
    const storage = createMemoryStorage()
    const ann = await seat(tickets.p1!, storage)
    acknowledgeBarriers(ann)
    const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
    const token = storage.getItem(`decklet:reconnection:${roomId}:p1`)
    expect(token).toMatch(new RegExp(`^${roomId}:`))

    const statuses: string[] = []
    ann.subscribe(() => {
      const { status } = ann.getSnapshot()
      if (statuses.at(-1) !== status) statuses.push(status)
    })
    expect(test.dropSockets()).toBeGreaterThan(0)
    const back = await until(ann, 'the reconnection', (s) => s.status === 'connected' && statuses.includes('reconnecting'))
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(back.turn.state).toBe('MY_TURN')
    expect(back.turn.request?.requestId).toBe(mine.turn.request!.requestId)
    expect(back.turn.view?.zones['hand-p1']?.cards).toEqual(mine.turn.view?.zones['hand-p1']?.cards)
    // The seat was held for this connection: the same token's room, and the act goes through.
    expect(storage.getItem(`decklet:reconnection:${roomId}:p1`)).toMatch(new RegExp(`^${roomId}:`))
    const action = back.turn.request!.legalActions[0]!
    await expect(ann.act({ type: action.type, payload: action.payload })).resolves.toMatchObject({ accepted: true })
  })

  it('rejects an act in flight when the socket drops (DISCONNECTED), and takes acts again once back', async () => {
    const { tickets } = await table()
    const ann = await seat(tickets.p1!)
    acknowledgeBarriers(ann)
    const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
    // Dropped in the same tick as the act is sent: its verdict cannot come back on this socket.
    const inFlight = ann.act({ type: 'NOT_A_MOVE' })
    test.dropSockets()
    await expect(inFlight).rejects.toMatchObject({ code: 'DISCONNECTED' })
    const back = await until(ann, 'the reconnection', (s) => s.status === 'connected' && s.turn.request !== null)
    expect(back.turn.request?.requestId).toBe(mine.turn.request!.requestId)
  })

  it('takes the seat back with its ticket when the server refuses the token (as after the reconnection window)', async () => {
    const { roomId, tickets } = await table()
    const storage = createMemoryStorage()
    const ann = await seat(tickets.p1!, storage)
    acknowledgeBarriers(ann)
    const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
    storage.setItem(`decklet:reconnection:${roomId}:p1`, `${roomId}:not-a-token`)
    test.dropSockets()
    const back = await until(ann, 'back with the ticket', (s) => s.status === 'connected' && s.turn.request !== null && s.turn.request !== mine.turn.request)
    expect(back.turn.request?.requestId).toBe(mine.turn.request!.requestId)
    expect(back.error).toBeNull()
    // A new connection, so a new token for the next drop.
    expect(storage.getItem(`decklet:reconnection:${roomId}:p1`)).not.toBe(`${roomId}:not-a-token`)
  })

  it('ends with SEAT_EXPIRED, telling the app to get a fresh ticket, when the token and the ticket are both refused', async () => {
    const { roomId } = await table()
    // A ticket of this server that expires in 3 s (signed as the server signs them, with the test's secret).
    const ticket = signSeatTicket(roomId, 'p1', Date.now() + 3_000)
    const storage = createMemoryStorage()
    const ann = await seat(ticket, storage)
    acknowledgeBarriers(ann)
    await until(ann, 'my first request', (s) => s.turn.request !== null)
    // The ticket runs out; then the reconnection token is lost (as after the server's window) and the socket drops.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, readTicket(ticket).expiresAt - Date.now() + 50)))
    storage.setItem(`decklet:reconnection:${roomId}:p1`, `${roomId}:not-a-token`)
    test.dropSockets()
    const ended = await until(ann, 'the end', (s) => s.status === 'closed')
    expect(ended.error).toMatchObject({ code: 'SEAT_EXPIRED', refusal: 'TICKET_EXPIRED', serverCode: 4232 })
    expect(ended.error?.message).toMatch(/fresh ticket/)
    expect(storage.getItem(`decklet:reconnection:${roomId}:p1`)).toBeNull()
    await expect(ann.act({ type: 'DRAW' })).rejects.toMatchObject({ code: 'SEAT_EXPIRED' })
  })

  it('closes with SEAT_TAKEN when a fresh ticket takes the seat from another connection', async () => {
    const { roomId, tickets } = await table()
    const first = await seat(tickets.p1!)
    const fresh = await test.server.issueTicket(roomId, 'p1')
    const second = await seat(fresh)
    const ended = await until(first, 'the first connection closed', (s) => s.status === 'closed')
    expect(ended.error).toMatchObject({ code: 'SEAT_TAKEN' })
    expect(second.getSnapshot()).toMatchObject({ status: 'connected', playerId: 'p1' })
  })
})

describe('spectate', () => {
  it('rejoins by itself after a dropped socket, with the spectator view again', async () => {
    const { roomId } = await table({ spectators: true })
    const watcher = await spectate({ endpoint: test.endpoint, roomId, reconnect: { initialDelayMs: 50, maxDelayMs: 500 } })
    open.push(watcher)
    const statuses: string[] = []
    watcher.subscribe(() => {
      const { status } = watcher.getSnapshot()
      if (statuses.at(-1) !== status) statuses.push(status)
    })
    expect(test.dropSockets()).toBeGreaterThan(0)
    const back = await until(watcher, 'the spectator back', (s) => s.status === 'connected' && statuses.includes('reconnecting'))
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(back.turn.view?.viewer).toBeNull()
    expect(back.error).toBeNull()
  })

  it('is refused (JOIN_FAILED, SPECTATORS_FORBIDDEN) at a table without spectators', async () => {
    const { roomId } = await table({ spectators: false })
    await expect(spectate({ endpoint: test.endpoint, roomId })).rejects.toMatchObject({ code: 'JOIN_FAILED', refusal: 'SPECTATORS_FORBIDDEN', serverCode: 4236 })
  })
})

describe('spectate and a whole game', () => {
  it('watches with the spectator view only, while a seat plays to game over and gets its viewer record', async () => {
    const { roomId, tickets } = await table({ spectators: true })
    const watcher = await spectate({ endpoint: test.endpoint, roomId })
    open.push(watcher)
    expect(watcher.getSnapshot()).toMatchObject({ playerId: null, status: 'connected' })
    expect(watcher.getSnapshot().turn.view?.viewer).toBeNull()
    await expect(watcher.act({ type: 'DRAW' })).rejects.toMatchObject({ code: 'WRONG_PLAYER' })

    const ann = await seat(tickets.p1!)
    acknowledgeBarriers(ann)
    playFirstLegal(ann)
    const over = await until(ann, 'game over', (s) => s.turn.gameOver !== null, 120_000)
    expect(over.turn.gameOver).toMatchObject({ status: 'finished' })
    expect(over.turn.gameOver!.winnerIds.length).toBe(1)
    expect(over.viewerRecord?.format).toBe('decklet-viewer-record')
    expect(over.turn.state).not.toBe('MY_TURN')

    const watched = await until(watcher, 'game over for the spectator', (s) => s.turn.gameOver !== null)
    expect(watched.viewerRecord).toBeNull()
    expect(watched.turn.gameOver).toEqual(over.turn.gameOver)
    expect(watched.table?.spectators).toBe(1)
    // Every hand stays hidden from the spectator to the end.
    const hands = ['p1', 'p2', 'p3', 'p4'].flatMap((id) => watched.turn.view!.zones[`hand-${id}`]?.cards ?? [])
    expect(hands.length).toBeGreaterThan(0)
    for (const card of hands) expect(card).toMatch(/^hidden:hand-p\d:\d+$/)
    // The finished table closes (the server's closeAfterMs): the connections close without an error.
    await until(ann, 'the table closed', (s) => s.status === 'closed')
    expect(ann.getSnapshot().error).toBeNull()
  })
})

describe('leave', () => {
  it('leaves for good: closed, the stored token dropped, the seat shown disconnected, acts refused', async () => {
    const { roomId, tickets } = await table({ spectators: true })
    const storage = createMemoryStorage()
    const ann = await seat(tickets.p1!, storage)
    const watcher = await spectate({ endpoint: test.endpoint, roomId })
    open.push(watcher)
    await until(watcher, 'Ann connected', (s) => s.table?.seats.p1?.connected === true)
    const token = storage.getItem(`decklet:reconnection:${roomId}:p1`)!
    await ann.leave()
    // A consented leave: the server holds nothing for this connection, its token opens nothing.
    await expect(new Client(test.endpoint).reconnect(token)).rejects.toMatchObject({ code: 4214 })
    expect(ann.getSnapshot()).toMatchObject({ status: 'closed', error: null })
    expect(storage.getItem(`decklet:reconnection:${roomId}:p1`)).toBeNull()
    await expect(ann.act({ type: 'DRAW' })).rejects.toMatchObject({ code: 'CLOSED' })
    await until(watcher, 'Ann shown disconnected', (s) => s.table?.seats.p1?.connected === false)
  })
})

/** A seat ticket as @decklet/server signs it: base64url(JSON) "." base64url(HMAC-SHA256(secret, "seat." + body)). */
function signSeatTicket(gameId: string, playerId: string, exp: number): string {
  const body = Buffer.from(JSON.stringify({ gameId, playerId, exp })).toString('base64url')
  return `${body}.${createHmac('sha256', TEST_SECRET).update(`seat.${body}`).digest('base64url')}`
}
