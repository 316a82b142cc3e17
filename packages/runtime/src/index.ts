/**
 * @decklet/runtime — play decklet games with asynchronous players: sessions (timeouts, pause, barriers,
 * heartbeats), controllers and a random bot, the worker protocol (with the browser Web Worker side and its
 * host) and a client turn-state store.
 * The Node worker host is in `@decklet/runtime/node`.
 * @packageDocumentation
 */
export { GameSession } from './session/gameSession'
export { SessionError, toErrorInfo } from './session/sessionError'
export { PausableTimer } from './session/pausableTimer'
export { VirtualScheduler, realScheduler } from './session/scheduler'
export { HumanController } from './controllers/humanController'
export { ScriptedController } from './controllers/scriptedController'
export { RandomBotController } from './controllers/randomBotController'
export { PROTOCOL_VERSION, isHostMessage, isWorkerMessage, messageFor } from './worker/protocol'
export { serveSession } from './worker/serveSession'
export { completeLiveRecord } from './worker/completeLiveRecord'
export { serveWorkerScope } from './worker/serveWorkerScope'
export { BotSpecError, builtInBots } from './worker/botRegistry'
export { GameLoadError } from './worker/gameLoadError'
export { WorkerHost, WorkerHostError } from './worker/workerHost'
export { createWebWorkerHost, webWorkerLike } from './worker/webWorkerHost'
export { createTurnStore, isOutByStatus } from './client/turnStore'

export type { GameSessionOptions } from './session/sessionOptions'
export type { DefaultActionContext } from './session/timeoutChooser'
export type { Scheduler, TimerHandle } from './session/scheduler'
export type {
  ActionSource,
  Barrier,
  BarrierAnimation,
  ControllerTools,
  DebugSnapshot,
  DecisionRequest,
  DecisionResponse,
  ErrorInfo,
  Heartbeat,
  PlayerController,
  RejectionCode,
  Reply,
  RequestMatch,
  RespondResult,
  SessionEvent,
  SessionPhase,
  SessionResult,
  TimeoutNotice,
  TimeoutOperation,
} from './session/types'
export type { HumanOutbound } from './controllers/humanController'
export type { ScriptStep } from './controllers/scriptedController'
export type { RandomBotOptions } from './controllers/randomBotController'
export type {
  BotModuleSpec,
  BotSeatSpec,
  GameModuleSpec,
  GameOverMessage,
  GameRecordHead,
  GameSave,
  GameSpec,
  HostMessage,
  PluginSpec,
  ProtocolMessage,
  RecordUpdateMessage,
  SavedMessage,
  SeatInfo,
  SeatSpec,
  SessionSpec,
  WorkerMessage,
} from './worker/protocol'
export type { ServeSessionOptions, WorkerPort } from './worker/serveSession'
export type { WorkerScopeLike } from './worker/serveWorkerScope'
export type { BotContext, BotFactory, BotRegistry, BotSpecErrorCode } from './worker/botRegistry'
export type { GameLoadErrorCode } from './worker/gameLoadError'
export type { GameModule } from './worker/gameModule'
export type { SavedGame, WorkerHostOptions, WorkerLike, WorkerState, WorkerStateListener } from './worker/workerHost'
export type { WebWorkerLike } from './worker/webWorkerHost'
export type { TurnState, TurnSnapshot, TurnStore, TurnStoreOptions } from './client/turnStore'
