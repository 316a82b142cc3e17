import type { Action, ActionInit, GameEngine, GameState } from '@decklet/core'
import type { Scheduler } from './scheduler'
import type { DefaultActionContext } from './timeoutChooser'
import type { PlayerController, RequestMatch } from './types'

/** Options of {@link GameSession}. */
export interface GameSessionOptions {
  /** The engine, with its game created (started or not: the session starts a `waiting` game). */
  readonly engine: GameEngine<any>
  /** One controller per player id of the game. */
  readonly controllers: Readonly<Record<string, PlayerController>>
  /** How long a player has to decide (default 30 000 ms). */
  readonly turnTimeoutMs?: number
  /** Ready barrier before the first turn: `false` skips it (default `true`). */
  readonly waitForReady?: boolean
  /** How long the ready barrier waits (default 30 000 ms); after it the session fails with `READY_TIMEOUT`. */
  readonly readyTimeoutMs?: number
  /** An acknowledgement barrier after ticks with one of these event types (animations); it ends on its timeout (default 5 000 ms). */
  readonly acknowledge?: { readonly events: readonly string[]; readonly timeoutMs?: number }
  /**
   * How long an *animation* barrier waits (default 5 000 ms, the acknowledgement barrier's default): the
   * barrier the session opens before dispatching a pending step that has an animation
   * (`engine.getPending().animation`). At the timeout the step's action is dispatched anyway, and a
   * `timeout` event (operation `animation`) names the players who had not acknowledged.
   */
  readonly animationTimeoutMs?: number
  /** Heartbeat interval (default 5 000 ms; `0` turns heartbeats off). */
  readonly heartbeatMs?: number
  /** Clock and timers (default: real ones). */
  readonly scheduler?: Scheduler
  /** The `match` of a request (default: the types of the player's legal actions). */
  readonly match?: (playerId: string, legalActions: readonly Action[], state: GameState) => RequestMatch | undefined
  /** Destroy the engine when the session ends (default `false`: the caller may still export its record). */
  readonly destroyEngine?: boolean
  /**
   * The timeout default for a game whose plugins declare none (`engine.getDefaultAction` is `null` for every
   * player asked), tried for each player asked in order before the first-legal-action fallback. It must
   * depend on its context only (never the clock), so the history replays. The built-in games (UNO, Dou
   * Dizhu, Hold'em, the simple game) declare their own defaults and need none.
   */
  readonly defaultAction?: (context: DefaultActionContext) => ActionInit | null
}
