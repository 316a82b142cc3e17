import { Protocol } from '@colyseus/core'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../__fixtures__/fakeClient'
import { handleAck, handleAct, handleLeave, handleReady, type MessageRoom } from './clientMessages'
import { RoomSeats } from './roomSeats'
import type { TableGame } from './tableGame'
import type { TableStatus } from './tableState'
import { TableState } from './tableState'

/** A room with seats p1 and p2 (p1's connection `s1`), and a table that records what it is handed. */
function room(options: { table?: boolean; status?: TableStatus; barrier?: { barrierId: string; kind: string } | null } = {}) {
  const seats = new RoomSeats({ game: 'uno', spectators: true, createdAt: 0, seats: [{ playerId: 'p1', name: 'Ann' }, { playerId: 'p2', name: 'Bob' }] }, new TableState())
  const ann = fakeClient('s1')
  seats.sit(seats.get('p1')!, ann.client)
  const calls: unknown[][] = []
  const table = {
    openBarrier: options.barrier ?? null,
    respond: (...args: unknown[]) => void calls.push(['respond', ...args]),
    reject: (...args: unknown[]) => void calls.push(['reject', ...args]),
    acknowledge: (barrierId: string, playerId: string) => (calls.push(['acknowledge', barrierId, playerId]), true),
  } as unknown as TableGame
  const messageRoom: MessageRoom = { seats, table: () => (options.table === false ? null : table), status: () => options.status ?? 'running' }
  return { room: messageRoom, seats, ann, calls }
}

const action = { type: 'DRAW' }

describe('the client messages', () => {
  it("act: hands the seat's action to the table, for the seat's player, with its request id", () => {
    const { room: r, ann, calls } = room()
    handleAct(r, ann.client, { requestId: 'r7', action })
    expect(calls).toEqual([['respond', 'p1', 'r7', action, ann.client]])
  })

  it("act: without a request id, answers the seat's open request (or none)", () => {
    const { room: r, seats, ann, calls } = room()
    handleAct(r, ann.client, { action })
    const controllers = seats.createControllers()
    controllers.get('p1')!.onRequest({ requestId: 'r9', playerId: 'p1' } as never)
    handleAct(r, ann.client, { action })
    expect(calls).toEqual([['respond', 'p1', '', action, ann.client], ['respond', 'p1', 'r9', action, ann.client]])
  })

  it('act: a spectator and an act before the game runs are rejected here', () => {
    const spectator = fakeClient('watcher')
    handleAct(room().room, spectator.client, { requestId: 'r1', action })
    expect(spectator.sent).toEqual([{ type: 'rejected', payload: { requestId: 'r1', code: 'WRONG_PLAYER', reason: 'A spectator does not act' } }])
    const waiting = room({ table: false })
    handleAct(waiting.room, waiting.ann.client, { action })
    expect(waiting.ann.sent).toEqual([{ type: 'rejected', payload: { requestId: null, code: 'NOT_RUNNING', reason: 'The game has not started' } }])
  })

  it('act: a malformed act is rejected through the table (after the verdicts on earlier acts)', () => {
    const { room: r, ann, calls } = room()
    for (const message of [null, 'DRAW', { requestId: 'r2' }, { requestId: 'r3', action: { type: 3 } }]) handleAct(r, ann.client, message)
    const reason = 'An act is { requestId?, action: { type, payload? } }'
    expect(calls).toEqual([
      ['reject', 'p1', null, 'MALFORMED', reason, ann.client],
      ['reject', 'p1', null, 'MALFORMED', reason, ann.client],
      ['reject', 'p1', 'r2', 'MALFORMED', reason, ann.client],
      ['reject', 'p1', 'r3', 'MALFORMED', reason, ann.client],
    ])
    expect(ann.sent).toEqual([])
  })

  it("ack: acknowledges a barrier for the seat's player; a spectator's or one without a barrier id is ignored", () => {
    const { room: r, ann, calls } = room()
    handleAck(r, ann.client, { barrierId: 'b1' })
    handleAck(r, ann.client, {})
    handleAck(r, fakeClient('watcher').client, { barrierId: 'b1' })
    expect(calls).toEqual([['acknowledge', 'b1', 'p1']])
  })

  it('ready: acknowledges the open ready barrier, and counts a ready said before it opened', () => {
    const open = room({ barrier: { barrierId: 'ready-1', kind: 'ready' } })
    handleReady(open.room, open.ann.client)
    expect(open.calls).toEqual([['acknowledge', 'ready-1', 'p1']])

    const early = room({ table: false })
    handleReady(early.room, early.ann.client)
    const done: string[] = []
    early.seats.sit(early.seats.get('p1')!, early.ann.client)
    early.seats.createControllers().get('p1')!.onBarrier({ barrierId: 'ready-1', kind: 'ready' } as never, () => done.push('p1'))
    expect(done).toEqual(['p1'])

    // While the game runs (no longer starting), a ready with no ready barrier open counts for nothing.
    const late = room({ status: 'running' })
    handleReady(late.room, late.ann.client)
    late.seats.createControllers().get('p1')!.onBarrier({ barrierId: 'ready-2', kind: 'ready' } as never, () => done.push('late'))
    expect(done).toEqual(['p1'])
  })

  it("leave: closes the connection with Colyseus's consented code, and its close gives the seat up", () => {
    const { room: r, seats, ann } = room()
    handleLeave(r, ann.client)
    expect(ann.closes).toEqual([Protocol.WS_CLOSE_CONSENTED])
    expect(seats.dropped('s1').leaving).toBe(true)
  })
})
