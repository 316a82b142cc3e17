import type { ActionInit, GameRecord, PlayerView, GameEvent, ViewerRecord } from '@decklet/core'
import type { Barrier, DecisionRequest, ErrorInfo, PlayerController, RejectionCode, SessionResult, TimeoutNotice } from '@decklet/runtime'
import type { GameSessionSettings } from '../games/gameDefinition'
import type { LiveRecordSource } from './tableRecords'

/** A finished (or failed) game's records: the whole record and each seat's viewer record. @internal */
export interface FinalRecords {
  readonly record: GameRecord
  readonly viewerRecords: Readonly<Record<string, ViewerRecord>>
}

/** What a running table reports to its room, in the order it happens. @internal */
export type TableEvent =
  | { readonly type: 'started' }
  | { readonly type: 'request'; readonly request: Pick<DecisionRequest, 'requestId' | 'playerId' | 'deadline'> }
  | { readonly type: 'request-closed'; readonly requestId: string }
  /** The live record grew (the start, an action): the room saves it. */
  | { readonly type: 'record'; readonly source: LiveRecordSource }
  /** The spectator's view after the start and after each action, with the events a spectator may see. */
  | { readonly type: 'spectator-view'; readonly view: PlayerView; readonly events: readonly GameEvent[] }
  | { readonly type: 'barrier'; readonly barrier: Barrier }
  | { readonly type: 'barrier-done'; readonly barrierId: string }
  | TimeoutNotice
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' }
  /** An answer of `playerId` was not taken (the wait goes on); `origin` is what the room passed with it (the connection that sent it). */
  | { readonly type: 'rejected'; readonly playerId: string; readonly requestId: string | null; readonly code: RejectionCode; readonly reason: string; readonly origin: unknown }
  | { readonly type: 'error'; readonly error: ErrorInfo; readonly fatal: boolean }
  | { readonly type: 'game-over'; readonly result: SessionResult }

/** What a table is started with, wherever its session runs. @internal */
export interface TableStart {
  /** Each seat's controller: a {@link SeatController} for a human, the bot's for a bot (in process). */
  readonly controllers: Readonly<Record<string, PlayerController>>
  readonly session: GameSessionSettings
  /** Wait for every seat's `ready` before the first turn (a restored game does not). */
  readonly waitForReady: boolean
  /** Whether the table keeps spectators (the spectator's view after every action). */
  readonly spectators: boolean
  readonly onEvent: (event: TableEvent) => void
}

/**
 * A running game as its room sees it, whether its session runs in the server's process
 * ({@link LocalTableGame}) or in a worker thread ({@link WorkerTableGame}). Seat controllers hear their
 * requests, views and barriers directly; the room hears the rest as {@link TableEvent}s.
 * @internal
 */
export interface TableGame {
  /** The view of `viewer` now (`null`: a spectator); a player who is no longer seated sees the spectator's. */
  viewOf(viewer: string | null): PlayerView
  readonly openBarrier: Barrier | null
  /** The requests still open, oldest first. */
  readonly openRequests: readonly Pick<DecisionRequest, 'requestId' | 'playerId' | 'deadline'>[]
  readonly paused: boolean
  /**
   * `playerId`'s answer; its verdict comes as a `rejected` event (with `origin`: the connection that sent it,
   * which may not be the seat's connection any more) or as the request's closing.
   */
  respond(playerId: string, requestId: string, action: ActionInit, origin: unknown): void
  /** A rejection the room decided itself, reported after the verdicts on the player's earlier answers. */
  reject(playerId: string, requestId: string | null, code: RejectionCode, reason: string, origin: unknown): void
  /** `playerId` is done with barrier `barrierId`; whether the barrier was open and waited for it. */
  acknowledge(barrierId: string, playerId: string): boolean
  pause(): void
  resume(): void
  /** Ends the game now: a `game-over` with `status: 'stopped'` follows. */
  stop(): void
  /**
   * The records of the game as it stands: at game over the final ones; after a failure, the last state the
   * room knows of.
   * @throws when they cannot be made (the room stores nothing final then).
   */
  finalRecords(playerIds: readonly string[]): FinalRecords
  /** Ends the game without a game over (the room closes): the live record stays live. */
  halt(): void
  /** Frees what is left of the game, once the room's saves have settled. */
  dispose(): void
}
