import type { Client } from '@colyseus/core'
import type { SessionResult } from '@decklet/runtime'
import type { ServerMessages, ServerMessageType } from '../protocol/messages'
import type { RoomSeats } from './roomSeats'
import { sendTo } from './sendTo'
import type { TableEvent, TableGame } from './tableGame'
import type { TableRecords } from './tableRecords'
import type { TableState } from './tableState'
import type { TableSummary } from './tableSummary'

/** What the table's events reach in their room. @internal */
export interface EventRoom {
  readonly roomId: string
  readonly state: TableState
  readonly summary: TableSummary
  readonly seats: RoomSeats
  readonly records: Pick<TableRecords, 'saveLive'>
  /** The running game. */
  table(): TableGame | null
  /** Whether the room is going (a shutdown: no game over, no failure is announced then). */
  closing(): boolean
  /** Sends a message to every client of the room. */
  broadcast<TType extends ServerMessageType>(type: TType, payload: ServerMessages[TType]): void
  log(message: string): void
  /** The session failed for good. */
  failed(error: { readonly name: string; readonly message: string }): void
  /** The game is over. */
  gameOver(result: SessionResult): void
}

/**
 * Routes one event of the running table to where it goes: the public summary (patched after every event), the
 * live record, the spectators (seats hear their own views and barriers through their controllers), every
 * client (timeouts, pause and resume), the connection whose answer was rejected, and the room's end of game.
 * @internal
 */
export function routeTableEvent(room: EventRoom, event: TableEvent): void {
  room.summary.patchSoon()
  switch (event.type) {
    case 'started':
      room.state.status = 'running'
      return
    case 'request':
      room.summary.asked(event.request)
      return
    case 'request-closed':
      room.summary.closed(event.requestId, room.table()?.openRequests ?? [])
      return
    case 'record':
      room.records.saveLive(event.source)
      return
    case 'spectator-view':
      for (const client of room.seats.spectators()) sendTo(client, 'view-update', { view: event.view, events: event.events })
      return
    case 'barrier':
      for (const client of room.seats.spectators()) sendTo(client, 'barrier', { barrier: event.barrier })
      return
    case 'barrier-done':
      for (const seat of room.seats.all()) seat.controller?.barrierDone(event.barrierId)
      return
    case 'timeout': {
      const { operation, ids, playerIds, durationMs } = event
      room.broadcast('timeout', { operation, ids, playerIds, durationMs })
      return
    }
    case 'paused':
    case 'resumed':
      room.broadcast('pause-state', { paused: event.type === 'paused' })
      return
    case 'rejected':
      // To the connection that sent the answer (closed by now, it is not sent): a seat's newer connection
      // did not send it and would take it for the verdict on one of its own.
      if (event.origin !== null) sendTo(event.origin as Client, 'rejected', { requestId: event.requestId, code: event.code, reason: event.reason })
      return
    case 'error':
      room.log(`Table ${room.roomId}: ${event.fatal ? 'fatal ' : ''}error ${event.error.name}: ${event.error.message}`)
      if (event.fatal && !room.closing()) room.failed(event.error)
      return
    case 'game-over':
      if (!room.closing()) room.gameOver(event.result)
      return
  }
}
