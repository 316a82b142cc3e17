import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { autoplay, firstLegal } from '../__fixtures__/autoplay'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'
import { unoGame } from '../games/unoGame'

let server: DeckletServer
const store = new RecordingStore()

beforeAll(async () => {
  server = await createDeckletServer({ games: { uno: unoGame({ rules: { scoring: 'single-hand' } }) }, store, port: 0, closeAfterMs: 200, log: () => {} })
})
afterAll(async () => {
  await server.close()
})

describe('a table with one human and a bot', () => {
  it('is created by the server, joined with a ticket and played to game over', async () => {
    const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'rule-based' }] })
    expect(Object.keys(tickets)).toEqual(['p1'])
    const ann = await TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })
    const stop = autoplay(ann, firstLegal)
    const over = await ann.until('game over', () => ann.last('game-over'), 120_000)
    stop()
    expect(over.result.status).toBe('finished')
    expect(over.viewerRecord?.viewer).toBe('p1')
    const welcome = ann.all('welcome')[0]!
    expect(welcome.playerId).toBe('p1')
    expect(welcome.gameId).toBe(roomId)
    expect(ann.all('turn').length).toBeGreaterThan(0)
    expect(ann.all('view-update').length).toBeGreaterThan(0)
    await ann.leave()
  })
})
