import { matchMaker } from '@colyseus/core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { unoGame } from '../games/unoGame'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'

let server: DeckletServer
const store = new RecordingStore()

beforeAll(async () => {
  server = await createDeckletServer({ games: { uno: unoGame() }, store, port: 0, startTimeoutMs: 300, log: () => {} })
})
afterAll(async () => {
  await server.close()
})

it('a table whose seats never all join closes unplayed, leaving no record and no room', async () => {
  const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bob' }] })
  const deadline = Date.now() + 20_000
  while ((await matchMaker.query({ roomId })).length > 0) {
    if (Date.now() > deadline) throw new Error('the table did not close')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(store.calls.filter((c) => c.gameId === roomId)).toEqual([])
  await expect(TestClient.join(`ws://127.0.0.1:${server.port}`, roomId, { ticket: tickets.p1! })).rejects.toThrow()
})
