import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { unoGame } from '../games/unoGame'
import { createDeckletServer, type DeckletServer } from './createDeckletServer'
import { loopbackOnly } from './httpRoutes'

let server: DeckletServer
let base: string
const seen: string[] = []

beforeAll(async () => {
  server = await createDeckletServer({
    games: { uno: unoGame() },
    store: new RecordingStore(),
    port: 0,
    log: () => {},
    auth: (request, what) => {
      seen.push(what.kind)
      return request.headers['x-api-key'] === 'k1'
    },
  })
  base = `http://127.0.0.1:${server.port}`
})
afterAll(async () => {
  await server.close()
})

const post = (path: string, body: unknown, key: string | null = 'k1') =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) }, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('HTTP routes', () => {
  it('POST /decklet/tables creates a table when auth allows it, and its ticket joins', async () => {
    const response = await post('/decklet/tables', { game: 'uno', seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }] })
    expect(response.status).toBe(200)
    const { roomId, tickets } = (await response.json()) as { roomId: string; tickets: Record<string, string> }
    expect(Object.keys(tickets)).toEqual(['p1'])
    const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
    expect((await ann.until('welcome', () => ann.last('welcome'))).playerId).toBe('p1')
    await ann.leave()
  })

  it('a table may be given its room id, once', async () => {
    const body = { game: 'uno', roomId: 'table-42', seats: [{ name: 'A' }, { name: 'B' }] }
    const first = await post('/decklet/tables', body)
    expect(await first.json()).toMatchObject({ roomId: 'table-42' })
    expect((await post('/decklet/tables', body)).status).toBe(400)
  })

  it('auth says no: 403, and nothing is created', async () => {
    const response = await post('/decklet/tables', { game: 'uno', seats: [{ name: 'A' }, { name: 'B' }] }, 'wrong')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'TABLE_NOT_AUTHORIZED' })
  })

  it('an unknown game is 404; a bad body or a bad table is 400; another method is 405', async () => {
    expect((await post('/decklet/tables', { game: 'chess', seats: [{ name: 'A' }, { name: 'B' }] })).status).toBe(404)
    expect((await post('/decklet/tables', '{not json')).status).toBe(400)
    expect((await post('/decklet/tables', { game: 'uno', seats: [{ name: 'Alone' }] })).status).toBe(400)
    const badBot = await post('/decklet/tables', { game: 'uno', seats: [{ name: 'A' }, { name: 'B', bot: 'nobody' }] })
    expect(badBot.status).toBe(400)
    expect(await badBot.json()).toMatchObject({ error: 'BAD_TABLE', message: expect.stringContaining('rule-based') })
    expect((await fetch(`${base}/decklet/tables`)).status).toBe(405)
  })

  it('POST /decklet/tables/:roomId/tickets gives a fresh ticket for a seat; an unknown table is 404', async () => {
    const { roomId } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bob' }] })
    const response = await post(`/decklet/tables/${roomId}/tickets`, { playerId: 'p2' })
    expect(response.status).toBe(200)
    const { ticket } = (await response.json()) as { ticket: string }
    const bob = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket })
    expect((await bob.until('welcome', () => bob.last('welcome'))).playerId).toBe('p2')
    await bob.leave()
    expect((await post('/decklet/tables/nosuchroom/tickets', { playerId: 'p1' })).status).toBe(404)
    expect(seen).toContain('ticket')
  })
})

describe('the default auth', () => {
  const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as IncomingMessage
  it('lets loopback callers in and nobody else', () => {
    const what = { kind: 'ticket', roomId: 'r', playerId: 'p1' } as const
    expect([from('127.0.0.1'), from('::1'), from('::ffff:127.0.0.1')].map((r) => loopbackOnly(r, what))).toEqual([true, true, true])
    expect([from('10.0.0.2'), from('192.168.1.4'), from('')].map((r) => loopbackOnly(r, what))).toEqual([false, false, false])
  })
})
