// The README's example, run as it is written there.
import { Client } from 'colyseus.js'
import { expect, it } from 'vitest'
import { MemoryRecordStore, createDeckletServer, unoGame } from './index'
import type { DecisionRequest, SessionResult } from '@decklet/runtime'

it('runs the example: one human seat and a rule bot, to game over, records stored', async () => {
  const store = new MemoryRecordStore()
  const server = await createDeckletServer({ games: { uno: unoGame({ rules: { scoring: 'single-hand' } }) }, store, port: 0 })
  try {
    const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'rule-based' }] })

    const room = await new Client(`ws://127.0.0.1:${server.port}`).joinById(roomId, { ticket: tickets.p1 })
    const result = await new Promise<SessionResult>((resolve) => {
      room.onMessage('welcome', () => room.send('ready', {}))
      room.onMessage('barrier', ({ barrier }: { barrier: { barrierId: string } }) => room.send('ack', { barrierId: barrier.barrierId }))
      room.onMessage('turn', (request: DecisionRequest) => {
        const [first] = request.legalActions
        room.send('act', { requestId: request.requestId, action: { type: first!.type, payload: first!.payload } })
      })
      room.onMessage('game-over', ({ result }: { result: SessionResult }) => resolve(result))
    })
    expect(result.status).toBe('finished')

    const stored = await store.load(roomId)
    expect(stored?.status).toBe('final')
    expect(Object.keys(stored!.viewerRecords).sort()).toEqual(['p1', 'p2'])
    await room.leave()
  } finally {
    await server.close()
  }
})
