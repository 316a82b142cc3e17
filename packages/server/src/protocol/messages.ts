import type { ActionInit, GameEvent, PackedPlayerView, PlayerView, ViewerRecord } from '@decklet/core'
import type { Barrier, DecisionRequest, RejectionCode, SessionResult, TimeoutNotice } from '@decklet/runtime'

/**
 * The wire protocol between a decklet server and its clients, as Colyseus messages
 * (`room.onMessage(type)` / `room.send(type, payload)`); payloads are plain JSON. The server → client
 * payloads reuse the runtime worker protocol's shapes where one exists. No decklet state goes through
 * Colyseus's synced schema state except the public table summary (`TableState`).
 */

/** `act`: the seat's decision. The server sets the acting player from the seat, never from the payload. */
export interface ActMessage {
  /** The request answered (the `turn`'s `requestId`); the open request of the seat when omitted. */
  readonly requestId?: string
  /** The action; a `playerId` other than the seat's is rejected `WRONG_PLAYER`. */
  readonly action: ActionInit
}

/** `ack`: the seat is done with a barrier (its animation played). */
export interface AckMessage {
  readonly barrierId: string
}

/** Messages a client sends, by type. */
export interface ClientMessages {
  readonly act: ActMessage
  readonly ack: AckMessage
  /** The seat is ready (the ready barrier before the first turn). */
  readonly ready: Record<string, never>
  /** The client leaves for good (its seat is not held for a reconnection). */
  readonly leave: Record<string, never>
}

/**
 * `welcome`: sent on every join and every rejoin. Everything a client needs to draw the table from
 * scratch: its own view (the spectator view for a spectator), its open request and the open barrier.
 */
export interface WelcomeMessage {
  readonly gameId: string
  /** The seat's player; `null` for a spectator. */
  readonly playerId: string | null
  readonly view: PlayerView
  /** The seat's open request (with its deadline), if any. Always `null` for a spectator. */
  readonly request: DecisionRequest | null
  /** The open barrier, if any (a spectator sees it but does not acknowledge it). */
  readonly barrier: Barrier | null
  /** Whether the game is paused now (a `pause-state` says when it changes). */
  readonly paused: boolean
  /** The Colyseus reconnection token of this connection, `roomId:token` as colyseus.js's `client.reconnect(token)` takes it. */
  readonly reconnectionToken?: string
}

/** `turn`: a request for this seat's decision (legal actions, view, deadline). Sent to that seat only. */
export type TurnMessage = DecisionRequest

/** `turn-end`: a request of this seat is over. */
export interface TurnEndMessage {
  readonly requestId: string
  readonly playerId: string
  readonly reason: 'answered' | 'timeout' | 'superseded' | 'stopped'
}

/** `rejected`: an `act` was not taken, with the session's code; the wait goes on. */
export interface RejectedMessage {
  readonly requestId: string | null
  readonly code: RejectionCode
  readonly reason: string
}

/** `view-update`: this viewer's view after a tick, with the tick's events as this viewer may see them. */
export interface ViewUpdateMessage {
  readonly view: PlayerView
  readonly events: readonly GameEvent[]
}

/** `barrier`: a barrier opened (or was sent again after a resume). */
export interface BarrierMessage {
  readonly barrier: Barrier
}

/** `timeout`: a decision round or a barrier timed out (the session's timeout notice, without its `type`). */
export type TimeoutMessage = Omit<TimeoutNotice, 'type'>

/** `pause-state`: the game was paused or resumed. */
export interface PauseStateMessage {
  readonly paused: boolean
}

/**
 * `game-over`: sent after the finished record and every viewer record are stored. A seat gets its own
 * viewer record; a spectator gets none.
 */
export interface GameOverMessage {
  readonly result: SessionResult
  readonly viewerRecord?: ViewerRecord
}

/** `error`: the game failed on the server (no debug data crosses: only the name and message). */
export interface ErrorMessage {
  readonly name: string
  readonly message: string
  readonly fatal: boolean
}

/** Messages the server sends, by type. */
export interface ServerMessages {
  readonly welcome: WelcomeMessage
  readonly turn: TurnMessage
  readonly 'turn-end': TurnEndMessage
  readonly rejected: RejectedMessage
  readonly 'view-update': ViewUpdateMessage
  readonly barrier: BarrierMessage
  readonly timeout: TimeoutMessage
  readonly 'pause-state': PauseStateMessage
  readonly 'game-over': GameOverMessage
  readonly error: ErrorMessage
}

/**
 * The server's messages as they cross the wire: every view in them (`welcome`'s view and its request's,
 * `turn`'s, `view-update`'s) is packed with `packPlayerView` of `@decklet/core`, a fully hidden zone sent as
 * its card count. `unpackServerMessage` gives back {@link ServerMessages}; `@decklet/client` does it for you.
 */
export interface WireServerMessages extends Omit<ServerMessages, 'welcome' | 'turn' | 'view-update'> {
  readonly welcome: Omit<WelcomeMessage, 'view' | 'request'> & { readonly view: PackedPlayerView; readonly request: WireRequest | null }
  readonly turn: WireRequest
  readonly 'view-update': Omit<ViewUpdateMessage, 'view'> & { readonly view: PackedPlayerView }
}

/** A {@link DecisionRequest} on the wire: its view packed. */
export type WireRequest = Omit<DecisionRequest, 'view'> & { readonly view: PackedPlayerView }

/** A client message type. */
export type ClientMessageType = keyof ClientMessages
/** A server message type. */
export type ServerMessageType = keyof ServerMessages

/** Every client → server message type. */
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = Object.freeze(['act', 'ack', 'ready', 'leave'])
/** Every server → client message type. */
export const SERVER_MESSAGE_TYPES: readonly ServerMessageType[] = Object.freeze([
  'welcome', 'turn', 'turn-end', 'rejected', 'view-update', 'barrier', 'timeout', 'pause-state', 'game-over', 'error',
])

/**
 * The options a client passes to `joinById(roomId, options)`: a seat ticket, or `spectate: true`.
 */
export type JoinOptions = { readonly ticket: string; readonly spectate?: false } | { readonly spectate: true; readonly ticket?: undefined }

/** Close codes the server uses when it ends a connection itself. */
export const CLOSE_CODES = Object.freeze({
  /** Another connection took this seat (a fresh ticket reclaimed it). */
  SEAT_TAKEN: 4101,
  /** The game is over and the room closes. */
  GAME_OVER: 4102,
})

/**
 * The numeric codes of a refused join (a seat ticket or a spectator the room's `onAuth` refuses), as
 * colyseus.js's join error `code`; its message starts with the same name (`TICKET_EXPIRED: …`). In the
 * range of Colyseus's matchmaking codes (4210-4299), above those Colyseus 0.16 uses.
 */
export const JOIN_REFUSAL_CODES = Object.freeze({
  /** No ticket, or one that does not parse. */
  TICKET_MALFORMED: 4230,
  /** A ticket signed with another secret. */
  TICKET_FORGED: 4231,
  /** A ticket past its expiry: get a fresh one. */
  TICKET_EXPIRED: 4232,
  /** A token that is not a seat ticket. */
  TICKET_WRONG_KIND: 4233,
  /** A ticket for another table. */
  TICKET_WRONG_TABLE: 4234,
  /** No such human seat at this table (a bot's seat). */
  UNKNOWN_SEAT: 4235,
  /** The table has no spectators, or `spectatorAuth` refused this one. */
  SPECTATORS_FORBIDDEN: 4236,
})

/** The reason of a refused join, by name. */
export type JoinRefusal = keyof typeof JOIN_REFUSAL_CODES
