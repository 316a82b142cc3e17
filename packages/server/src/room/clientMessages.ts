import { Protocol, type Client } from '@colyseus/core'
import type { ActMessage } from '../protocol/messages'
import type { RoomSeats } from './roomSeats'
import { sendTo } from './sendTo'
import type { TableGame } from './tableGame'
import type { TableStatus } from './tableState'

/** What the client messages read of their room. @internal */
export interface MessageRoom {
  readonly seats: RoomSeats
  /** The running game, `null` before it starts. */
  table(): TableGame | null
  status(): TableStatus
}

/**
 * `act`: a seat's decision, handed to the table for the seat's player (never the payload's). A spectator, an act
 * before the game runs and a malformed act are rejected here; the table's verdict comes back as the request's
 * `turn-end`, or as a `rejected` table event.
 * @internal
 */
export function handleAct(room: MessageRoom, client: Client, message: unknown): void {
  const playerId = room.seats.playerOf(client.sessionId)
  const m = message as Partial<ActMessage> | null
  const requestId = typeof m?.requestId === 'string' ? m.requestId : null
  if (playerId === undefined) return sendTo(client, 'rejected', { requestId, code: 'WRONG_PLAYER', reason: 'A spectator does not act' })
  const table = room.table()
  if (table === null) return sendTo(client, 'rejected', { requestId, code: 'NOT_RUNNING', reason: 'The game has not started' })
  if (typeof m !== 'object' || m === null || typeof m.action !== 'object' || m.action === null || typeof m.action.type !== 'string') {
    // After the verdicts on this seat's earlier acts: the client pairs each verdict with its oldest act.
    return table.reject(playerId, requestId, 'MALFORMED', 'An act is { requestId?, action: { type, payload? } }', client)
  }
  table.respond(playerId, requestId ?? room.seats.openRequestOf(playerId)?.requestId ?? '', m.action, client)
}

/** `ack`: the seat is done with a barrier; a spectator's and a malformed one are ignored. @internal */
export function handleAck(room: MessageRoom, client: Client, message: unknown): void {
  const playerId = room.seats.playerOf(client.sessionId)
  const barrierId = (message as { barrierId?: unknown } | null)?.barrierId
  if (playerId === undefined || typeof barrierId !== 'string') return
  if (room.table()?.acknowledge(barrierId, playerId) === true) room.seats.get(playerId)?.controller?.barrierDone(barrierId)
}

/**
 * `ready`: acknowledges the open ready barrier; before it opened (a worker still loading the game) it counts
 * once it does. @internal
 */
export function handleReady(room: MessageRoom, client: Client): void {
  const playerId = room.seats.playerOf(client.sessionId)
  if (playerId === undefined) return
  const table = room.table()
  const barrier = table?.openBarrier
  if (barrier?.kind === 'ready') handleAck(room, client, { barrierId: barrier.barrierId })
  else if (table === null || room.status() === 'starting') room.seats.readyEarly(playerId)
}

/**
 * `leave`: the client gives its seat up. Closed with Colyseus's consented code (4000): a close without
 * a code (1005) would be taken for a drop and the seat held for a reconnection. @internal
 */
export function handleLeave(room: MessageRoom, client: Client): void {
  room.seats.leaving(client.sessionId)
  client.leave(Protocol.WS_CLOSE_CONSENTED)
}
