import type { PlayerView, ViewerRecord } from '@decklet/core'
import type { Barrier, DecisionRequest, SessionResult } from '@decklet/runtime'
import type { GameOverMessage, WelcomeMessage } from '../protocol/messages'

/** The announced end of a game: what a client joining after game over is sent too. @internal */
export interface GameEnd {
  readonly result: SessionResult
  readonly viewerRecords: Readonly<Record<string, ViewerRecord>>
}

/** What a `welcome` is made of, as the room knows it when a client joins. @internal */
export interface WelcomeParts {
  readonly roomId: string
  readonly playerId: string | null
  readonly view: PlayerView
  /** The seat's open request as it was sent (`null` for a spectator or when none is open). */
  readonly request: DecisionRequest | null
  readonly barrier: Barrier | null
  readonly paused: boolean
  /** The connection's Colyseus reconnection token, if it has one. */
  readonly reconnectionToken: string | undefined
}

/**
 * The `welcome` of a join or rejoin: the open request with the time it has left at `now` (a client on another
 * clock counts from it), and the reconnection token in the form colyseus.js's `client.reconnect(token)` takes.
 * @internal
 */
export function welcomeMessage(parts: WelcomeParts, now: number): WelcomeMessage {
  const open = parts.request
  const request = open === null ? null : { ...open, remainingMs: Math.max(0, open.deadline - now) }
  return {
    gameId: parts.roomId,
    playerId: parts.playerId,
    view: parts.view,
    request,
    barrier: parts.barrier,
    paused: parts.paused,
    ...(parts.reconnectionToken === undefined ? {} : { reconnectionToken: `${parts.roomId}:${parts.reconnectionToken}` }),
  }
}

/** The `game-over` for one viewer: a seat gets its own viewer record, a spectator (`null`) none. @internal */
export function gameOverMessage(end: GameEnd, playerId: string | null): GameOverMessage {
  const viewerRecord = playerId === null ? undefined : end.viewerRecords[playerId]
  return { result: end.result, ...(viewerRecord === undefined ? {} : { viewerRecord }) }
}
