import type { Action, ActionInit, GameEvent, PendingStep, PlayerView } from '@decklet/core'
import type { Scheduler } from './scheduler'

/**
 * What a response must look like to answer a request, beyond coming from the right player with the
 * request's id and passing the rules. By default the types of the player's legal actions.
 */
export interface RequestMatch {
  /** The action types accepted; another type is rejected with `WRONG_TYPE`. */
  readonly types?: readonly string[]
}

/** A request for one player's decision: what the session sends that player's controller. */
export interface DecisionRequest {
  /** Unique within the session (`r1`, `r2`, …); a response must name it. */
  readonly requestId: string
  readonly playerId: string
  /** `state.turn` when the request was opened. */
  readonly turn: number
  /** `state.version` when the request was opened. */
  readonly stateVersion: number
  /** The session clock's time at which the default action applies (moves on after a pause). */
  readonly deadline: number
  /** The request's whole duration (the turn timeout), the same after a pause. */
  readonly timeoutMs: number
  /**
   * The time left when the request was sent: `timeoutMs` at first, what the timer had left when the request
   * is sent again after a resume. A client on another clock runs its countdown from this.
   */
  readonly remainingMs: number
  /** The player's legal actions (from `engine.getLegalActions`, never another player's). */
  readonly legalActions: readonly Action[]
  /** The player's view: hidden cards are placeholders. */
  readonly view: PlayerView
  readonly match?: RequestMatch
}

/** A player's answer to a request. */
export interface DecisionResponse {
  readonly requestId: string
  readonly playerId: string
  /** The action; its `playerId`, when given, must be the responder. */
  readonly action: ActionInit
}

/** Why a response was not taken. The wait goes on. */
export type RejectionCode =
  | 'NO_OPEN_REQUEST'
  | 'UNKNOWN_REQUEST'
  | 'WRONG_PLAYER'
  | 'WRONG_TYPE'
  | 'ILLEGAL_ACTION'
  | 'PAUSED'
  | 'NOT_RUNNING'
  | 'MALFORMED'

/** The answer of {@link GameSession.respond}. */
export type RespondResult =
  | { readonly accepted: true; readonly action: Action }
  | { readonly accepted: false; readonly code: RejectionCode; readonly reason: string }

/** The animation of a pending step (`engine.getPending().animation`): what the clients show before its effect. */
export type BarrierAnimation = NonNullable<PendingStep['animation']>

/** A barrier: the session waits until every listed player reports (or the timeout passes). */
export interface Barrier {
  /** Unique within the session (`b1`, `b2`, …). */
  readonly barrierId: string
  /**
   * `ready`: before the first turn; `ack`: after an event chosen by `acknowledge.events` (the effect is
   * already in the state); `animation`: before the effect of a pending step with an animation (the effect
   * is dispatched once every player acknowledged it, or at the timeout).
   */
  readonly kind: 'ready' | 'ack' | 'animation'
  readonly playerIds: readonly string[]
  readonly deadline: number
  /** For `ack`: the event types that opened it. */
  readonly eventTypes?: readonly string[]
  /** For `animation`: the animation to show (its `id`, `name` and the game's `data`). */
  readonly animation?: BarrierAnimation
}

/** What a heartbeat reports. */
export interface Heartbeat {
  readonly at: number
  readonly phase: SessionPhase
  readonly turn: number
  readonly stateVersion: number
  readonly currentPlayerId: string | null
  /** Players the session waits for (open requests or a barrier's missing players). */
  readonly waitingFor: readonly string[]
  readonly waitingOn: 'decision' | Barrier['kind'] | null
  /**
   * A long operation is running: one of `runLongOperation` (or of the host, through the protocol's
   * `begin-operation`), or an acknowledgement or animation barrier while the clients animate.
   */
  readonly busy: boolean
  /**
   * The label of the latest long operation still running, if any (`ack:<event types>` during an
   * acknowledgement barrier, `animation:<name>` during an animation barrier).
   */
  readonly busyLabel: string | null
  readonly paused: boolean
}

/** Where a session is in its life. */
export type SessionPhase = 'created' | 'starting' | 'running' | 'finished' | 'failed' | 'stopped'

/** What the session knew when an error happened: enough to debug it, no hidden information beyond the authority's. */
export interface DebugSnapshot {
  readonly phase: SessionPhase
  readonly paused: boolean
  readonly busyLabel: string | null
  readonly turn: number | null
  readonly stateVersion: number | null
  readonly status: string | null
  readonly currentPlayerId: string | null
  readonly openRequests: readonly { requestId: string; playerId: string; deadline: number }[]
  readonly barrier: Barrier | null
  readonly historyLength: number | null
  /** The last top-level actions applied (at most 10). */
  readonly recentActions: readonly Action[]
}

/** An error as it crosses a boundary: plain data. */
export interface ErrorInfo {
  readonly name: string
  readonly message: string
  readonly code?: string
  readonly stack?: string
}

/** How a session ended. */
export interface SessionResult {
  readonly status: 'finished' | 'stopped'
  readonly winnerIds: readonly string[]
  readonly turn: number
  /** Top-level actions applied. */
  readonly actions: number
  /** How many of them were timeout defaults. */
  readonly timeouts: number
}

/**
 * What timed out: a decision round (a turn), the ready barrier, an acknowledgement barrier (after an
 * effect), or an animation barrier (before a pending step's effect).
 */
export type TimeoutOperation = 'decision' | 'ready' | 'ack' | 'animation'

/**
 * A `timeout` event (spec 004's timeout callback): what timed out, its ids, the players it still waited for
 * and the whole time it was allowed.
 */
export interface TimeoutNotice {
  readonly type: 'timeout'
  readonly operation: TimeoutOperation
  /** The timed-out requests' ids (`decision`), or the barrier's id (`ready`, `ack`, `animation`). */
  readonly ids: readonly string[]
  /** The players who had not answered (`decision`: everyone asked) or acknowledged (the barriers). */
  readonly playerIds: readonly string[]
  /**
   * The whole time the operation was allowed (the turn, ready, acknowledgement or animation timeout), in ms of
   * running time: time spent paused is not counted (the timer stops with the session), so this is the
   * configured timeout, however long the session was paused meanwhile.
   */
  readonly durationMs: number
}

/**
 * How an applied action came about: a player's answer, a timeout's default (`timeout`, or `fallback` when
 * the game has no default), or the game's own pending work (`auto`: `engine.getPending().action`,
 * dispatched by the session with nobody asked).
 */
export type ActionSource = 'player' | 'timeout' | 'fallback' | 'auto'

/** Everything a session reports to `session.on(listener)`. */
export type SessionEvent =
  | { readonly type: 'request'; readonly request: DecisionRequest }
  | { readonly type: 'request-closed'; readonly requestId: string; readonly playerId: string; readonly reason: 'answered' | 'timeout' | 'superseded' | 'stopped' }
  | { readonly type: 'rejected'; readonly response: unknown; readonly code: RejectionCode; readonly reason: string }
  | { readonly type: 'action'; readonly action: Action; readonly source: ActionSource; readonly events: readonly GameEvent[] }
  | { readonly type: 'view'; readonly playerId: string; readonly view: PlayerView; readonly events: readonly GameEvent[] }
  | { readonly type: 'barrier'; readonly barrier: Barrier }
  | { readonly type: 'barrier-done'; readonly barrier: Barrier; readonly missing: readonly string[] }
  /** A decision round or a barrier timed out; emitted before its requests or barrier close. */
  | TimeoutNotice
  | { readonly type: 'started' }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' }
  /** The busy flag or the label of the latest long operation changed. */
  | { readonly type: 'busy'; readonly busy: boolean; readonly label: string | null }
  | { readonly type: 'heartbeat'; readonly heartbeat: Heartbeat }
  | { readonly type: 'error'; readonly error: ErrorInfo; readonly fatal: boolean; readonly snapshot: DebugSnapshot }
  | { readonly type: 'game-over'; readonly result: SessionResult }

/** Sends a decision back to the session; returns the session's verdict. */
export type Reply = (action: ActionInit) => RespondResult

/** What a controller may use besides the request: the session's scheduler (for think time in virtual time). */
export interface ControllerTools {
  readonly scheduler: Scheduler
}

/**
 * Who decides for one seat: a human whose answers arrive as messages, a script or a bot. The session
 * treats them alike: it hands a request with the legal actions and the player's view, and takes the
 * answer from `reply` (or from {@link GameSession.respond}, which is the same path).
 */
export interface PlayerController {
  /** A short label for logs and heartbeats (`human`, `scripted`, `random-bot`). */
  readonly kind: string
  /**
   * A decision is wanted. Called again with the same `requestId` and a later deadline after a resume.
   * May reply at once, later, or never (the timeout then applies the game's default).
   */
  onRequest(request: DecisionRequest, reply: Reply, tools: ControllerTools): void
  /** The request is over (answered by this or another player, timed out, or the session stopped). */
  onRequestClosed?(requestId: string, reason: 'answered' | 'timeout' | 'superseded' | 'stopped'): void
  /**
   * A barrier includes this player; call `done()` when ready / the animation is over (for an `animation`
   * barrier, `barrier.animation` says what to show). Without this hook the player is done at once.
   */
  onBarrier?(barrier: Barrier, done: () => void): void
  /** The player's view after a tick and the tick's events as this player may see them. */
  onUpdate?(view: PlayerView, events: readonly GameEvent[]): void
  /** The session is over; free what the controller holds. */
  dispose?(): void
}
