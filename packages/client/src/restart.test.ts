// One test in a file of its own: it stops its server and starts another in the same process (Colyseus runs
// one server per process), on the same port, from the same store.
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
