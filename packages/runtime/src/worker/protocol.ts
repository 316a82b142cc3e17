import type { ActionInit, ActionRecord, CreateGamePlayerInit, GameEvent, GameRecord, GameSnapshot, PlayerView, ViewerRecord } from '@decklet/core'
import type { GameModule } from './gameModule'
import type { Barrier, DebugSnapshot, DecisionRequest, ErrorInfo, Heartbeat, RejectionCode, SessionResult, TimeoutNotice } from '../session/types'

/** Version of the message protocol; `load-game` and the worker's `ready` carry it. */
export const PROTOCOL_VERSION = 1

/**
 * A plugin the worker loads itself: `await import(module)`, then the named export (default `default`).
 * A function export is called with `options` (a plugin factory such as `createTurnPlugin`); a factory that
 * returns a list of plugins (`createDoudizhuPlugins`: the deck and the game) adds them all, in order.
 */
export interface PluginSpec {
  readonly module: string
  readonly export?: string
  readonly options?: unknown
}

/**
 * A bot seated inside the worker, by name: the worker resolves `bot` in its bot registry (the built-in
 * `random`, the registries of `GameSpec.botModules`, and `serveSession`'s `bots` option). An unknown name
 * fails the load with a `BotSpecError` (`UNKNOWN_BOT`), reported to the host as a fatal `error` message.
 */
export interface BotSeatSpec {
  readonly kind: 'bot'
  /** The registry name, e.g. `random`, or `rule-based` with `@decklet/bots`' registry. */
  readonly bot: string
  /** The bot's own seed (default: derived from the game's seed and the seat). */
  readonly seed?: number
  /** Think time before each answer, on the session's clock (default 0). */
  readonly delayMs?: number
  /** Bot-specific options, passed to its factory as they are (plain data). */
  readonly options?: unknown
}

/**
 * Who plays a seat inside the worker: a remote player (messages), a bot from the worker's registry, or
 * `random-bot` (the same as `{ kind: 'bot', bot: 'random' }`, kept for existing hosts).
 */
export type SeatSpec =
  | { readonly kind: 'remote' }
  | BotSeatSpec
  | { readonly kind: 'random-bot'; readonly seed: number; readonly delayMs?: number }

/** A module whose export is a bot registry (`{ [name]: factory }`), loaded by the worker like a plugin. */
export interface BotModuleSpec {
  readonly module: string
  /** The export holding the registry (default `botRegistry`). */
  readonly export?: string
}

/**
 * A module whose export is the game's {@link GameModule} (its hooks, such as `postRestore`), loaded by the
 * worker like a plugin.
 */
export interface GameModuleSpec {
  readonly module: string
  /** The export holding the game module (default `gameModule`). */
  readonly export?: string
}

/**
 * A saved game to load instead of a new one (spec 004's 存档): an `engine.createSnapshot()` or an
 * `engine.exportRecord()`, as plain data. A snapshot is restored into a game created from the spec's
 * plugins and players (the game's record then starts at the snapshot); a record is replayed from its start
 * with the spec's plugins (the record of the continued game holds the whole history; its later actions get
 * the live time again). Either way the saved game's players must be
 * the spec's `players`, and the game goes on from the saved state: the game module's `postRestore`, then
 * `game-init` and the ready barrier.
 */
export type GameSave =
  | { readonly snapshot: GameSnapshot; readonly record?: undefined }
  | { readonly record: GameRecord; readonly snapshot?: undefined }

/** Session options that cross the boundary (plain data). */
export interface SessionSpec {
  readonly turnTimeoutMs?: number
  readonly waitForReady?: boolean
  readonly readyTimeoutMs?: number
  readonly acknowledge?: { readonly events: readonly string[]; readonly timeoutMs?: number }
  /** The animation barrier's timeout (see `GameSessionOptions.animationTimeoutMs`). */
  readonly animationTimeoutMs?: number
  readonly heartbeatMs?: number
}

/** Everything the worker needs to set up a game: only data and module specifiers cross, never objects. */
export interface GameSpec {
  readonly plugins: readonly PluginSpec[]
  readonly players: readonly CreateGamePlayerInit[]
  readonly seed: number
  readonly gameId?: string
  /** Default for a player not listed: `remote`. */
  readonly seats?: Readonly<Record<string, SeatSpec>>
  /** Modules with bot registries for `{ kind: 'bot' }` seats (e.g. `{ module: '@decklet/bots' }`). */
  readonly botModules?: readonly BotModuleSpec[]
  /** The module of the game's own hooks ({@link GameModule}: `postRestore`). */
  readonly gameModule?: GameModuleSpec
  /**
   * Send the game's records with `game-over` (default `true`): the full `exportRecord()` for the host, and
   * each remote player's `exportRecord({ viewer })`.
   */
  readonly records?: boolean
  /**
   * Whose viewer records `game-over` carries (with `records`): every remote player's (`'remote'`, the
   * default), or every player's, bots included (`'players'`: a server that keeps each seat's record).
   */
  readonly viewerRecords?: 'remote' | 'players'
  /**
   * Viewer records with the viewer's view after every step (core's `exportRecord({ viewer, stepViews: true })`),
   * for replay viewers that show each position (default `false`: smaller records, views at the start and end).
   */
  readonly stepViews?: boolean
  /**
   * Post the game's record as it grows (`record-update`, for the host only): once the game has started, its
   * head and the actions so far; then, after every action, the actions since the last update. A host that
   * saves the live game after every action keeps it this way without asking for whole saves (`save`).
   */
  readonly liveRecord?: boolean
  /**
   * Post the spectator's view (`getPlayerView(null)`) once the game has started and after every action
   * (`spectator-update`), with the events of the tick a spectator may see: for a host with spectators.
   */
  readonly spectatorView?: boolean
  readonly session?: SessionSpec
  /** Engine validation mode (default the engine's; a game loaded from a record keeps the record's config). */
  readonly validationMode?: 'none' | 'development' | 'always'
}

/** Messages from the host to the worker. */
export type HostMessage =
  /**
   * Sets up the game: a new one, or the saved one of `snapshot` or `record` (at most one of them: see
   * {@link GameSave}). A save that cannot be loaded fails the load with a fatal `error` (a `GameLoadError`).
   */
  | { readonly type: 'load-game'; readonly protocol: number; readonly game: GameSpec; readonly snapshot?: GameSnapshot; readonly record?: GameRecord }
  /** A remote player is ready (the ready barrier before the first turn). */
  | { readonly type: 'ready'; readonly playerId: string }
  /** A remote player's decision. */
  | { readonly type: 'operation'; readonly requestId: string; readonly playerId: string; readonly action: ActionInit }
  /** A remote player is done with an acknowledgement or animation barrier (its animation played). */
  | { readonly type: 'ack'; readonly barrierId: string; readonly playerId: string }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'stop' }
  /**
   * The host runs a long operation for the game (saving it, loading what a client needs): the session is
   * busy, and its heartbeats say so with `label`, until the `end-operation` of the same `operationId`.
   * Operations may overlap.
   */
  | { readonly type: 'begin-operation'; readonly operationId: string; readonly label: string }
  | { readonly type: 'end-operation'; readonly operationId: string }
  /**
   * Asks for a save of the running game (for a later `load-game`): the worker answers with `saved` and the
   * same `saveId`. The game goes on.
   */
  | { readonly type: 'save'; readonly saveId: string }

/** Public facts about a player, sent with `game-init`. */
export interface SeatInfo {
  readonly id: string
  readonly name: string
  readonly seat: number
  readonly kind: SeatSpec['kind']
  /** For a `bot` seat: the registry name. */
  readonly bot?: string
}

/** The `game-over` message: the result, and (unless `records: false`) the records of the game. */
export interface GameOverMessage {
  readonly type: 'game-over'
  readonly result: SessionResult
  /** The engine's `exportRecord()`: everything, hidden cards and seed included. For the host only. */
  readonly record?: GameRecord
  /** `exportRecord({ viewer })` of each remote player; {@link messageFor} keeps only the receiver's own. */
  readonly viewerRecords?: Readonly<Record<string, ViewerRecord>>
}

/**
 * The answer to a `save`: the game as it is now, `engine.createSnapshot()` and `engine.exportRecord()`
 * (either one loads it again: {@link GameSave}), or why it could not be saved (no game loaded yet). For the
 * host only: both hold every hidden card ({@link messageFor} gives it to no player).
 */
export interface SavedMessage {
  readonly type: 'saved'
  readonly saveId: string
  readonly snapshot?: GameSnapshot
  readonly record?: GameRecord
  readonly error?: ErrorInfo
}

/** A game record without its `history` and `final`: the part that stays the same while the game runs. */
export type GameRecordHead = Omit<GameRecord, 'history' | 'final'>

/**
 * The `record-update` message (with `GameSpec.liveRecord`): the game's record as it grows. `actions` are
 * `history[from…]`; an update with `head` starts the record (`from` is 0), one without continues the one
 * before. Together: `{ ...head, history }`, the record without its `final` (the state hash is left out: it
 * would cost a hash of the whole state after every action; `exportRecord()` at game over has it). For the
 * host only: the head holds the seed and every hidden card.
 */
export interface RecordUpdateMessage {
  readonly type: 'record-update'
  readonly head?: GameRecordHead
  readonly from: number
  readonly actions: readonly ActionRecord[]
}

/** Messages from the worker to the host. Those with a `playerId` and a view or request are for that player only (see {@link messageFor}). */
export type WorkerMessage =
  /** The worker is up and waits for `load-game`. */
  | { readonly type: 'ready'; readonly protocol: number }
  /** The game is created: who plays. Views follow as `view-update`s, then the ready barrier. */
  | { readonly type: 'game-init'; readonly gameId: string; readonly players: readonly SeatInfo[] }
  /** Every player reported ready: the first turn begins. */
  | { readonly type: 'init-finished' }
  /**
   * A player is asked; `request` (legal actions, view) only when the seat is remote, for that player only.
   * Sent again with the same `requestId` after a resume: `deadline` has moved and `remainingMs` is the time
   * left (`timeoutMs` stays the whole turn timeout).
   */
  | {
    readonly type: 'turn'
    readonly requestId: string
    readonly playerId: string
    readonly turn: number
    readonly deadline: number
    readonly timeoutMs: number
    readonly remainingMs: number
    readonly request?: DecisionRequest
  }
  /** A request is over. */
  | { readonly type: 'turn-end'; readonly requestId: string; readonly playerId: string; readonly reason: 'answered' | 'timeout' | 'superseded' | 'stopped' }
  /** An `operation` was not taken (the wait goes on). */
  | { readonly type: 'rejected'; readonly requestId: string | null; readonly playerId: string | null; readonly code: RejectionCode; readonly reason: string }
  /** A player's view after a tick and the tick's events as that player may see them. */
  | { readonly type: 'view-update'; readonly playerId: string; readonly view: PlayerView; readonly events: readonly GameEvent[] }
  /**
   * A barrier opened (`ready` before the first turn, `ack` after chosen events, `animation` before a pending
   * step's effect, with `barrier.animation`); sent again with the same id and a moved deadline after a resume.
   */
  | { readonly type: 'barrier'; readonly barrier: Barrier }
  /** A barrier closed: everyone acknowledged, or it timed out (`missing`: the players it still waited for). */
  | { readonly type: 'barrier-done'; readonly barrierId: string; readonly missing: readonly string[] }
  /** With `GameSpec.spectatorView`: the spectator's view after the start and after each action, and the tick's events a spectator may see. */
  | { readonly type: 'spectator-update'; readonly view: PlayerView; readonly events: readonly GameEvent[] }
  | RecordUpdateMessage
  /**
   * A decision round or a barrier timed out (the session's `timeout` event, spec 004's timeout callback):
   * the operation (`decision`, `ready`, `ack`, `animation`), its ids, the players it still waited for and
   * the whole time it was allowed. Sent before the round's `turn-end`s, or before the barrier's effect.
   */
  | TimeoutNotice
  | { readonly type: 'pause-state'; readonly paused: boolean }
  | { readonly type: 'heartbeat'; readonly heartbeat: Heartbeat }
  | { readonly type: 'error'; readonly error: ErrorInfo; readonly fatal: boolean; readonly snapshot?: DebugSnapshot }
  | SavedMessage
  | GameOverMessage

/** Any protocol message. */
export type ProtocolMessage = HostMessage | WorkerMessage

const HOST_TYPES = new Set<string>(['load-game', 'ready', 'operation', 'ack', 'pause', 'resume', 'stop', 'begin-operation', 'end-operation', 'save'])
const WORKER_TYPES = new Set<string>([
  'ready', 'game-init', 'init-finished', 'turn', 'turn-end', 'rejected', 'view-update', 'barrier', 'barrier-done', 'timeout', 'pause-state', 'heartbeat', 'error', 'saved',
  'game-over', 'spectator-update', 'record-update',
])

/**
 * Whether a value is a host message (a cheap structural check of the discriminant and its required fields).
 *
 * @example
 * ```ts
 * port.on('message', (data) => { if (isHostMessage(data)) handle(data) })
 * ```
 */
export function isHostMessage(value: unknown): value is HostMessage {
  if (!isTyped(value) || !HOST_TYPES.has(value.type)) return false
  switch (value.type) {
    case 'load-game': return typeof value.game === 'object' && value.game !== null
    case 'ready': return typeof value.playerId === 'string'
    case 'operation': return typeof value.requestId === 'string' && typeof value.playerId === 'string' && typeof value.action === 'object' && value.action !== null
    case 'ack': return typeof value.barrierId === 'string' && typeof value.playerId === 'string'
    case 'begin-operation': return typeof value.operationId === 'string' && typeof value.label === 'string'
    case 'end-operation': return typeof value.operationId === 'string'
    case 'save': return typeof value.saveId === 'string'
    default: return true
  }
}

/** Whether a value is a worker message (its `type` is one of the worker's). */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return isTyped(value) && WORKER_TYPES.has(value.type)
}

/**
 * The part of a worker message that one player may receive, or `null`: a `view-update` goes to its own
 * player only, a `spectator-update` to spectators only, a `turn`'s private `request` is removed for everyone
 * else, `saved` and `record-update` go to nobody, and `game-over` keeps only the player's own viewer record
 * (never the full record). `playerId: null` is a spectator.
 *
 * @example
 * ```ts
 * host.on((message) => { for (const [id, socket] of sockets) { const m = messageFor(message, id); if (m) socket.send(m) } })
 * ```
 */
export function messageFor(message: WorkerMessage, playerId: string | null): WorkerMessage | null {
  switch (message.type) {
    case 'view-update':
      return message.playerId === playerId ? message : null
    case 'turn': {
      if (message.request === undefined || message.playerId === playerId) return message
      const { request: _private, ...rest } = message
      return rest
    }
    case 'rejected':
      return message.playerId === playerId ? message : null
    case 'spectator-update':
      return playerId === null ? message : null
    case 'saved':
    case 'record-update':
      return null
    case 'error':
      // The debug snapshot is for the host: it names the last actions applied.
      return { type: 'error', error: { name: message.error.name, message: message.error.message }, fatal: message.fatal }
    case 'game-over': {
      // The full record holds every hidden card and the seed; a player gets its own viewer record only.
      if (message.record === undefined && message.viewerRecords === undefined) return message
      const own = playerId === null ? undefined : message.viewerRecords?.[playerId]
      return { type: 'game-over', result: message.result, ...(own === undefined ? {} : { viewerRecords: { [playerId!]: own } }) }
    }
    default:
      return message
  }
}

function isTyped(value: unknown): value is { type: string } & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}
