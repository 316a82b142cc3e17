// The wire protocol is @decklet/server's (src/protocol/messages.ts); a type-only import, so the client has no
// runtime dependency on the server package (the declaration build inlines these types).
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
} from '@decklet/server'
