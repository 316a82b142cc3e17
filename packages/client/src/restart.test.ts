// Tests that stop their server, in a file of their own: a server is started again in the same process
// (Colyseus runs one at a time), on the same port, from the same store.
import { expect, it } from 'vitest'
import { acknowledgeBarriers, startTestServer, until } from './__fixtures__/testServer'
import { connect, createMemoryStorage } from './index'

it('takes the seat back when the server restarts and rebuilds the live game under the same id (the ticket, as the token is stale)', async () => {
  const first = await startTestServer()
  const { roomId, tickets } = await first.server.createTable('uno', {
    seats: [{ name: 'Ann' }, { name: 'Bob', bot: 'rule-based' }, { name: 'Carol', bot: 'rule-based' }],
  })
  // Enough tries, close together, to outlast the restart below however slow the machine is.
  const ann = await connect({ endpoint: first.endpoint, ticket: tickets.p1!, storage: createMemoryStorage(), reconnect: { attempts: 200, initialDelayMs: 50, maxDelayMs: 250 } })
  acknowledgeBarriers(ann)
  const mine = await until(ann, 'my turn', (s) => s.turn.canAct)
  const move = mine.turn.request!.legalActions[0]!
  await ann.act({ type: move.type, payload: move.payload })
  const live = await first.store.load(roomId)
  expect(live?.status).toBe('live')

  const statuses: string[] = []
  ann.subscribe(() => {
    const { status } = ann.getSnapshot()
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  // A graceful shutdown closes the room with Colyseus's 4000 before the game is over: the client retries.
  await first.close()
  const away = await until(ann, 'reconnecting', (s) => s.status === 'reconnecting')
  const handBefore = away.turn.view!.zones['hand-p1']!.cards
  const second = await startTestServer({ port: first.server.port, store: first.store })
  try {
    const stored = await first.store.load(roomId)
    await second.server.restoreTable(stored!)
    const back = await until(ann, 'back at the rebuilt table', (s) => s.status === 'connected')
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(back.error).toBeNull()
    expect(back.turn.view?.viewer).toBe('p1')
    // The rebuilt game is the stored one: the seat's hand is the one it had when the first server stopped.
    expect(back.turn.view!.zones['hand-p1']!.cards).toEqual(handBefore)
    // And it goes on: the seat is asked again at its turn.
    await until(ann, 'a request in the rebuilt game', (s) => s.turn.canAct)
  } finally {
    await ann.leave()
    await second.close()
  }
})

it('gives up with UNREACHABLE, after its tries, when the server does not come back', async () => {
  const server = await startTestServer()
  const { tickets } = await server.server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bob', bot: 'rule-based' }] })
  const storage = createMemoryStorage()
  const ann = await connect({ endpoint: server.endpoint, ticket: tickets.p1!, storage, reconnect: { attempts: 3, initialDelayMs: 20, maxDelayMs: 40 } })
  acknowledgeBarriers(ann)
  await until(ann, 'the game under way', (s) => s.turn.started)
  await server.close()
  const ended = await until(ann, 'the end', (s) => s.status === 'closed')
  expect(ended.error).toMatchObject({ name: 'DeckletClientError', code: 'UNREACHABLE' })
  expect(ended.error?.message).toMatch(/3 tries to get back in failed/)
  // Nothing is left to take the seat back with.
  expect(storage.getItem(`decklet:reconnection:${ann.roomId}:p1`)).toBeNull()
})
