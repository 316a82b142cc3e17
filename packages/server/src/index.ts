/**
 * @decklet/server — multiplayer decklet games on Colyseus 0.16: the room holds the engine and the session,
 * clients get only their own view.
 * @packageDocumentation
 */
export { createDeckletServer } from './server/createDeckletServer'
export { loopbackOnly } from './server/httpRoutes'
export { unoGame } from './games/unoGame'
export { doudizhuGame } from './games/doudizhuGame'
export { holdemGame } from './games/holdemGame'
export { TableState, SeatState } from './room/tableState'
export { ServerError } from './errors/serverError'
export { CLIENT_MESSAGE_TYPES, SERVER_MESSAGE_TYPES, CLOSE_CODES, JOIN_REFUSAL_CODES } from './protocol/messages'
export type { DeckletServer, DeckletServerOptions, CreatedTable } from './server/createDeckletServer'
export type { HttpAuth, HttpRequestKind } from './server/httpRoutes'
export type { GameDefinition, GameSessionSettings } from './games/gameDefinition'
export type { UnoGameOptions } from './games/unoGame'
export type { DoudizhuGameOptions } from './games/doudizhuGame'
export type { HoldemGameOptions } from './games/holdemGame'
export type { CreateTableOptions, TableSeatInit } from './room/tableSpec'
export type { TableStatus } from './room/tableState'
export type { SpectatorAuth } from './room/roomContext'
export type { ServerErrorCode } from './errors/serverError'
export type { TicketErrorCode } from './auth/tickets'
export type {
  AckMessage,
  ActMessage,
  BarrierMessage,
  ClientMessageType,
  ClientMessages,
  ErrorMessage,
  GameOverMessage,
  JoinOptions,
  PauseStateMessage,
  RejectedMessage,
  ServerMessageType,
  ServerMessages,
  TimeoutMessage,
  TurnEndMessage,
  TurnMessage,
  ViewUpdateMessage,
  WelcomeMessage,
  WireRequest,
  WireServerMessages,
} from './protocol/messages'
export { packServerMessage, unpackServerMessage } from './protocol/wireMessages'
export type { RecordMeta, RecordSeat, RecordStore, StoredGame } from './store/recordStore'
export { MemoryRecordStore } from './store/memoryRecordStore'
export { SqliteRecordStore } from './store/sqliteRecordStore'
export { PostgresRecordStore } from './store/postgresRecordStore'
export { RecordStoreError } from './store/recordStoreError'
export type { SqliteRecordStoreOptions } from './store/sqliteRecordStore'
export type { PostgresRecordStoreOptions } from './store/postgresRecordStore'
export type { RecordStoreErrorCode } from './store/recordStoreError'
export { createRedisScaleOut } from './scale/redisScaleOut'
export { GameOwnership } from './scale/gameOwnership'
export { RecoverySweep } from './scale/recoverySweep'
export { GameNotOwnedError } from './scale/ownedRecordStore'
export type { RedisOptions, RedisScaleOut, RedisScaleOutOptions } from './scale/redisScaleOut'
export type { GameOwnershipOptions } from './scale/gameOwnership'
export type { RecoverySweepOptions } from './scale/recoverySweep'
