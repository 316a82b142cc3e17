import type { ActionInit, ViewerRecord } from '@decklet/core'
import type { SessionResult, TurnSnapshot, WorkerState } from '@decklet/runtime'
import type { Observable } from './observable'

/** A seat as the table shows it. */
export interface SeatView {
  readonly id: string
  readonly name: string
  readonly bot: boolean
  /** Online: a client holds the seat (a bot's always is); offline: always. */
  readonly connected: boolean
}

/** Where a channel is. */
export type ChannelStatus = 'loading' | 'playing' | 'reconnecting' | 'over' | 'failed' | 'closed'

/** What a table knows besides the turn snapshot. */
export interface ChannelInfo {
  readonly status: ChannelStatus
  readonly seats: readonly SeatView[]
  /** Why it failed or closed against the player's will. */
  readonly error: string | null
  /** A refusal that did not come through the turn store (an online act refused, a click with no open request). */
  readonly notice: string | null
  readonly result: SessionResult | null
  /** The player's own record of the finished game. */
  readonly viewerRecord: ViewerRecord | null
  /** Online: the table (room) id. */
  readonly roomId: string | null
  /** Online: who is asked now and until when (server clock), from the public table summary. */
  readonly currentPlayerId: string | null
  readonly deadline: number | null
  /** Online: how many spectators watch. */
  readonly spectators: number
  /** Offline: where the worker's host is in its life (spec 004's WorkerState: starting, ready, running, paused, over, failed). */
  readonly worker: WorkerState | null
}

/**
 * One game as the page plays it, offline (a session in a Web Worker) or online (a seat or a spectator on
 * `@decklet/server`): the same turn snapshot, the same acts, so the same UI serves both.
 */
export interface GameChannel {
  readonly mode: 'offline' | 'online'
  /** The page's player; `null` for a spectator. */
  readonly me: string | null
  /** The runtime's turn store of this player (its read side). */
  readonly turn: Observable<TurnSnapshot>
  readonly info: Observable<ChannelInfo>
  /** Answers the open request (a refusal shows up as the turn snapshot's `rejection`, or the info's `notice`). */
  act(action: ActionInit): void
  /** Done with the open barrier: the ready barrier, or the animation it asked for has played. */
  acknowledge(): void
  /** The turn store's own animation (`ANIMATING`, offline and online): `false` when one is already running. */
  beginAnimation(): boolean
  endAnimation(ok: boolean): void
  /** Whether this page may pause the game (offline: the session is the page's own). */
  readonly canPause: boolean
  pause(): void
  resume(): void
  /** Leaves the game and frees what it holds (the worker, the connection). */
  close(): void
}

/** The info of a channel that has just started. */
export const STARTING_INFO: ChannelInfo = Object.freeze({
  status: 'loading',
  seats: [],
  error: null,
  notice: null,
  result: null,
  viewerRecord: null,
  roomId: null,
  currentPlayerId: null,
  deadline: null,
  spectators: 0,
  worker: null,
})
