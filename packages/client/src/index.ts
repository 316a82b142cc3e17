/**
 * @decklet/client — play a decklet game on `@decklet/server` (Colyseus 0.16) from a browser or Node: a seat
 * with its ticket, or a spectator; the seat's own view and open request feed the runtime's turn store;
 * automatic reconnection.
 * @packageDocumentation
 */
export { connect, spectate } from './connect'
export { ActionRejectedError, DeckletClientError } from './clientError'
export { readTicket } from './ticket'
export { createMemoryStorage } from './tokenStorage'

export type { ConnectOptions, SpectateOptions } from './connect'
export type { DeckletConnection, DeckletSnapshot } from './connection'
export type { ActResult } from './pendingActs'
export type { ConnectionStatus } from './roomLink'
export type { ReconnectOptions } from './backoff'
export type { DeckletClientErrorCode } from './clientError'
export type { TicketClaims } from './ticket'
export type { TokenStorage } from './tokenStorage'
export type { SeatSummary, TableSummary } from './tableSummary'
// The turn store's snapshot, which `DeckletSnapshot.turn` is (from @decklet/runtime, a dependency).
export type { TurnSnapshot, TurnState } from '@decklet/runtime'
export type {
  AckMessage,
  ActMessage,
  BarrierMessage,
  ClientMessages,
  ClientMessageType,
  ErrorMessage,
  GameOverMessage,
  JoinOptions,
  PauseStateMessage,
  RejectedMessage,
  ServerMessages,
  ServerMessageType,
  TimeoutMessage,
  TurnEndMessage,
  TurnMessage,
  ViewUpdateMessage,
  WelcomeMessage,
} from './protocol'
