import type { Action, GameEngine, GameState, PlayerView } from '@decklet/core'
import { PausableTimer } from './pausableTimer'
import { plainAction } from './plainAction'
import type { AskedPlayer } from './playersToAsk'
import type { Scheduler } from './scheduler'
import type {
  DecisionRequest,
  DecisionResponse,
  PlayerController,
  RejectionCode,
  RequestMatch,
  RespondResult,
  SessionEvent,
  SessionPhase,
} from './types'

/**
 * What a {@link DecisionRound} uses of its session.
 * @internal
 */
export interface DecisionRoundHooks {
  readonly engine: Pick<GameEngine, 'validate'>
  readonly scheduler: Scheduler
  readonly controllers: ReadonlyMap<string, PlayerController>
  /** The turn timeout: every request of a round has this long, all with one deadline. */
  readonly timeoutMs: number
  /** The session's `match` option (default: the types of the player's legal actions). */
  readonly match: ((playerId: string, legalActions: readonly Action[], state: GameState) => RequestMatch | undefined) | undefined
  readonly emit: (event: SessionEvent) => void
  /** A controller's hook threw: reported, not fatal (the timeout applies the default). */
  readonly report: (error: unknown) => void
  /** Runs what the timer triggers: a throw fails the session. */
  readonly guard: (body: () => void) => void
  /** Where a controller's `reply` goes: the session's `respond`, the path of a human's message too. */
  readonly respond: (response: DecisionResponse) => RespondResult
  /** The deadline passed unanswered. The round is closed already; `asked` are its requests in the order they were asked. */
  readonly onTimeout: (asked: readonly DecisionRequest[]) => void
}

/**
 * A response that may be dispatched, or why not.
 * @internal
 */
export type Verdict =
  | { readonly accepted: true; readonly requestId: string; readonly action: Action }
  | { readonly accepted: false; readonly code: RejectionCode; readonly reason: string }

type CloseReason = 'timeout' | 'stopped'

interface OpenRequest {
  request: DecisionRequest
  readonly controller: PlayerController
}

/**
 * One decision round at a time (spec 004's wait for a player's operation, with a unique id, a timeout and
 * one clean-up path): asks every player the session names, with one deadline; checks a response against
 * the open requests and the rules; rejects what does not match, the wait going on; closes the whole round
 * on an answer, a timeout or a stop. The round's timer pauses with the session. Dispatching is the
 * session's: a round only says whether an answer may be dispatched.
 * @internal
 */
export class DecisionRound {
  readonly #hooks: DecisionRoundHooks
  readonly #open = new Map<string, OpenRequest>()
  #requestSeq = 0
  /** Which round is open: a timer or a loop of asks from an earlier round sees it moved on and stops. */
  #round = 0
  #timer: PausableTimer | null = null
  #paused = false

  constructor(hooks: DecisionRoundHooks) {
    this.#hooks = hooks
  }

  /** Whether requests are waiting for an answer. */
  get isOpen(): boolean {
    return this.#open.size > 0
  }

  /** The open requests, in the order they were asked. */
  get requests(): DecisionRequest[] {
    return [...this.#open.values()].map((o) => o.request)
  }

  /**
   * Opens a round: one request (`r1`, `r2`, …) per player in `asked`, in that order, each with its legal
   * actions, its `match` and its view from `viewOf`; then asks them one by one. An answer given while
   * asking closes the round, and the players after it are not asked; a pause meanwhile holds the rest
   * until {@link DecisionRound.askAgain}.
   */
  open(state: GameState, asked: readonly AskedPlayer[], viewOf: (playerId: string) => PlayerView): void {
    const round = ++this.#round
    const { timeoutMs, match } = this.#hooks
    this.#timer = new PausableTimer(this.#hooks.scheduler, timeoutMs, () => this.#hooks.guard(() => this.#expire(round)))
    const deadline = this.#timer.deadline
    for (const { playerId, legalActions } of asked) {
      const requestMatch = match ? match(playerId, legalActions, state) : { types: [...new Set(legalActions.map((a) => a.type))] }
      const request: DecisionRequest = {
        requestId: `r${++this.#requestSeq}`,
        playerId,
        turn: state.turn,
        stateVersion: state.version,
        deadline,
        timeoutMs,
        remainingMs: timeoutMs,
        legalActions,
        view: viewOf(playerId),
        ...(requestMatch === undefined ? {} : { match: requestMatch }),
      }
      this.#open.set(request.requestId, { request, controller: this.#hooks.controllers.get(playerId)! })
    }
    for (const open of [...this.#open.values()]) {
      if (this.#round !== round || this.#paused) break
      this.#ask(open)
    }
  }

  /**
   * Whether `response` answers an open request: the session running (`phase`), the shape, not paused, an
   * open request with its id, its player (also as the action's player), a type its `match` takes, and the
   * rules' consent (`engine.validate`). Checks in that order; the first failure is the rejection.
   */
  check(response: DecisionResponse, phase: SessionPhase): Verdict {
    const no = (code: RejectionCode, reason: string): Verdict => ({ accepted: false, code, reason })
    if (phase !== 'running') return no('NOT_RUNNING', `The session is ${phase}`)
    // A response is a message from outside: its shape is checked, not trusted.
    const r = response as Partial<DecisionResponse> | null
    if (typeof r !== 'object' || r === null || typeof r.requestId !== 'string' || typeof r.playerId !== 'string' ||
      typeof r.action !== 'object' || r.action === null || typeof r.action.type !== 'string') {
      return no('MALFORMED', 'A response needs requestId, playerId and an action with a type')
    }
    if (this.#paused) return no('PAUSED', 'The game is paused')
    if (this.#open.size === 0) return no('NO_OPEN_REQUEST', 'No decision is wanted now')
    const open = this.#open.get(r.requestId)
    if (open === undefined) return no('UNKNOWN_REQUEST', `Request ${r.requestId} is not open (stale or unknown)`)
    const { request } = open
    if (r.playerId !== request.playerId) return no('WRONG_PLAYER', `Request ${request.requestId} is for ${request.playerId}, not ${r.playerId}`)
    if (r.action.playerId !== undefined && r.action.playerId !== request.playerId) {
      return no('WRONG_PLAYER', `The action is for ${r.action.playerId}, not ${request.playerId}`)
    }
    const types = request.match?.types
    if (types !== undefined && !types.includes(r.action.type)) return no('WRONG_TYPE', `Expected one of ${types.join(', ')}, got ${r.action.type}`)
    const action = plainAction(r.action, request.playerId)
    const verdict = this.#hooks.engine.validate(action)
    if (!verdict.ok) return no('ILLEGAL_ACTION', verdict.denyReason ?? 'Denied by the rules')
    return { accepted: true, requestId: request.requestId, action }
  }

  /** Announces a rejection (`rejected` event); the wait goes on. Returns the answer `respond` gives. */
  reject(response: unknown, code: RejectionCode, reason: string): RespondResult {
    this.#hooks.emit({ type: 'rejected', response, code, reason })
    return { accepted: false, code, reason }
  }

  /**
   * The one clean-up path of requests: an answer (`answered` is its request id; the others are
   * `superseded`), a timeout or a stop (`answered` null). Every request is closed, in the order asked.
   */
  close(answered: string | null, reason: CloseReason = 'timeout'): void {
    this.#timer?.cancel()
    this.#timer = null
    this.#round++
    const closing = [...this.#open.values()]
    this.#open.clear()
    for (const { request, controller } of closing) {
      const why = answered === null ? reason : request.requestId === answered ? 'answered' : 'superseded'
      this.#hooks.emit({ type: 'request-closed', requestId: request.requestId, playerId: request.playerId, reason: why })
      try {
        controller.onRequestClosed?.(request.requestId, why)
      } catch (error) {
        this.#hooks.report(error)
      }
    }
  }

  /** Stops the round's timer (it keeps its remaining time); responses are rejected with `PAUSED`. */
  pause(): void {
    this.#paused = true
    this.#timer?.pause()
  }

  /** Restarts the timer with the time it had left; {@link DecisionRound.askAgain} then asks again. */
  resume(): void {
    this.#paused = false
    this.#timer?.resume()
  }

  /**
   * After a resume: every open request again, with the same id, the deadline moved by the pause and the
   * time left as `remainingMs` (a client on another clock counts down from it).
   */
  askAgain(): void {
    const round = this.#round
    for (const open of [...this.#open.values()]) {
      if (this.#round !== round) break
      const timer = this.#timer
      if (timer !== null) open.request = { ...open.request, deadline: timer.deadline, remainingMs: timer.remaining }
      this.#ask(open)
    }
  }

  /** Cancels the timer for good (the session is over; its requests were closed first). */
  dispose(): void {
    this.#timer?.cancel()
    this.#timer = null
  }

  #expire(round: number): void {
    if (round !== this.#round || this.#open.size === 0) return
    const asked = this.requests
    this.#hooks.emit({ type: 'timeout', operation: 'decision', ids: asked.map((r) => r.requestId), playerIds: asked.map((r) => r.playerId), durationMs: this.#hooks.timeoutMs })
    // A listener may have stopped the session meanwhile (its requests are closed then).
    if (round !== this.#round || this.#open.size === 0) return
    this.close(null, 'timeout')
    this.#hooks.onTimeout(asked)
  }

  #ask(open: OpenRequest): void {
    const { request, controller } = open
    this.#hooks.emit({ type: 'request', request })
    try {
      controller.onRequest(
        request,
        (action) => this.#hooks.respond({ requestId: request.requestId, playerId: request.playerId, action }),
        { scheduler: this.#hooks.scheduler },
      )
    } catch (error) {
      // A controller that throws does not stop the game: the timeout applies the default.
      this.#hooks.report(error)
    }
  }
}
