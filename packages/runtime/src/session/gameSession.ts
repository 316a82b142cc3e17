import type { GameEngine } from '@decklet/core'
import { Barriers } from './barriers'
import { BusyTracker } from './busyTracker'
import { DecisionRound } from './decisionRound'
import { DEFAULT_HEARTBEAT_MS, DEFAULT_TURN_TIMEOUT_MS } from './defaults'
import { HeartbeatTimer, debugSnapshotOf, heartbeatOf, safeState, type SessionReadout } from './diagnostics'
import { PendingRunner } from './pendingRunner'
import { realScheduler, type Scheduler } from './scheduler'
import { SessionEnding } from './sessionEnding'
import { SessionError } from './sessionError'
import { SessionEvents } from './sessionEvents'
import { SessionLifecycle } from './sessionLifecycle'
import type { GameSessionOptions } from './sessionOptions'
import { startSession } from './startSession'
import { StepLoop } from './stepLoop'
import { TickApplier } from './tickApplier'
import { chooseTimeoutAction } from './timeoutChooser'
import type { Barrier, DebugSnapshot, DecisionRequest, DecisionResponse, Heartbeat, PlayerController, RespondResult, SessionEvent, SessionPhase, SessionResult } from './types'
import { ViewFanOut } from './viewFanOut'

/**
 * Runs one game with asynchronous players (the authority side of spec 004's rules loop). Whoever may act
 * (`engine.getActors()`) and has legal actions is asked through its controller, with its legal actions and
 * its own view; the first matching, legal answer is dispatched; when the deadline passes, the game's
 * default action (`engine.getDefaultAction`) is dispatched as an ordinary action, so the history and
 * replay never depend on the clock. The game's own pending work (`engine.getPending()`: a scripted step, an
 * effect) comes before any question: its action is dispatched by the session (source `auto`), after an
 * *animation* barrier when the step has an animation (spec 004's "animation before effect": the effect is
 * not in the state until every player acknowledged the animation, or its timeout passed), and never while
 * paused. Pause, ready, acknowledgement and animation barriers, heartbeats, a busy flag and error reports
 * with a debug snapshot come with it.
 *
 * The session is a coordinator: it wires the parts that do the work, each in its own file with its own
 * state, and leads its methods to them: the start (seats, first views, the ready barrier), the step loop
 * (a step asks, runs the pending work or finishes), the pending runner (animation barrier, then the action),
 * the tick applier (dispatch; count, announce, views, acknowledgement barrier), the decision round (ask,
 * check, reject, close), the timeout chooser, the barriers, the busy tracker, the diagnostics (heartbeat,
 * debug snapshot), the view fan-out and the ending (game over, stop, failure, cleanup).
 *
 * @example
 * ```ts
 * const engine = new GameEngine({ seed: 7 }).use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin)
 * engine.createGame({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] })
 * const session = new GameSession({
 *   engine,
 *   controllers: { p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }) },
 * })
 * const result = await session.start() // { status: 'finished', winnerIds: [...], ... }
 * ```
 */
export class GameSession {
  readonly #options: GameSessionOptions
  readonly #engine: GameEngine
  readonly #controllers: ReadonlyMap<string, PlayerController>
  readonly #scheduler: Scheduler
  readonly #events = new SessionEvents(() => this.debugSnapshot())
  readonly #life = new SessionLifecycle()
  readonly #round: DecisionRound
  readonly #barriers: Barriers
  readonly #busy: BusyTracker
  readonly #views: ViewFanOut
  readonly #heartbeat: HeartbeatTimer
  readonly #tick: TickApplier
  readonly #pending: PendingRunner
  readonly #loop: StepLoop
  readonly #ending: SessionEnding
  #paused = false

  constructor(options: GameSessionOptions) {
    this.#options = options
    const engine = (this.#engine = options.engine as GameEngine)
    const scheduler = (this.#scheduler = options.scheduler ?? realScheduler)
    const controllers = (this.#controllers = new Map(Object.entries(options.controllers)))
    // What the parts share: the engine, time, the seats, the options, the loop, and the session's ways to report and to fail.
    const hooks = {
      engine, scheduler, controllers, options,
      emit: (event: SessionEvent): void => this.#events.emit(event),
      report: (error: unknown): void => this.#report(error),
      guard: (body: () => void): void => this.#ending.guard(body),
      pump: (): void => this.#loop.run(),
    }
    const { emit } = hooks
    const timeoutMs = options.turnTimeoutMs ?? DEFAULT_TURN_TIMEOUT_MS
    this.#round = new DecisionRound({ ...hooks, timeoutMs, match: options.match, respond: (response) => this.respond(response), onTimeout: (asked) => this.#applyTimeout(asked) })
    this.#barriers = new Barriers(hooks)
    this.#busy = new BusyTracker((busy, label) => {
      if (!this.#life.isOver) emit({ type: 'busy', busy, label })
    })
    this.#views = new ViewFanOut(engine)
    this.#heartbeat = new HeartbeatTimer(scheduler, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, () => {
      if (!this.#life.isOver) emit({ type: 'heartbeat', heartbeat: this.heartbeat() })
    })
    const parts = { ...hooks, life: this.#life, events: this.#events, round: this.#round, barriers: this.#barriers, busy: this.#busy, views: this.#views, heartbeat: this.#heartbeat }
    this.#tick = new TickApplier({ ...parts, barrierOpened: () => this.#pending.barrierOpened() })
    this.#pending = new PendingRunner({ ...parts, tick: this.#tick })
    this.#loop = new StepLoop({ ...parts, pending: this.#pending, isPaused: () => this.#paused, finish: () => this.#ending.finish() })
    this.#ending = new SessionEnding({ ...parts, snapshot: () => this.debugSnapshot() })
  }

  /** Where the session is: `created`, `starting` (ready barrier), `running`, `finished`, `failed`, `stopped`. */
  get phase(): SessionPhase {
    return this.#life.phase
  }

  get paused(): boolean {
    return this.#paused
  }

  /**
   * Whether a long operation is running: one run by {@link GameSession.runLongOperation} (or by the host
   * through the protocol), an acknowledgement or animation barrier (the clients animate), or a dispatch.
   */
  get busy(): boolean {
    return this.#busy.busy
  }

  /** Settles when the session ends: resolves with the result, rejects with a {@link SessionError}. */
  get done(): Promise<SessionResult> {
    return this.#life.done
  }

  /** The requests waiting for an answer (several when more than one player may act). */
  get openRequests(): readonly DecisionRequest[] {
    return this.#round.requests
  }

  /** The open barrier, if any. */
  get openBarrier(): Barrier | null {
    return this.#barriers.current
  }

  /** Listens to everything the session reports; returns the unsubscribe function. */
  on(listener: (event: SessionEvent) => void): () => void {
    return this.#events.on(listener)
  }

  /**
   * Starts the game (when `waiting`), sends every controller its first view, waits for the ready barrier and
   * runs the loop. Returns {@link GameSession.done}.
   */
  start(): Promise<SessionResult> {
    if (this.#life.phase !== 'created') throw new SessionError(`Session already started (phase ${this.#life.phase})`, 'SESSION_STARTED')
    this.#life.enter('starting')
    const parts = { engine: this.#engine, controllers: this.#controllers, options: this.#options, views: this.#views, heartbeat: this.#heartbeat, tick: this.#tick, barriers: this.#barriers }
    this.#ending.guard(() => startSession(parts, () => {
      this.#life.enter('running')
      this.#events.emit({ type: 'started' })
      this.#loop.run()
    }))
    return this.#life.done
  }

  /**
   * Answers an open request (what a human's message becomes). A response that does not match (no open
   * request, stale id, wrong player, wrong type, an action the rules deny) is rejected with a reason and the
   * wait goes on.
   */
  respond(response: DecisionResponse): RespondResult {
    const verdict = this.#round.check(response, this.#life.phase)
    if (!verdict.accepted) return this.#round.reject(response, verdict.code, verdict.reason)
    let applied: RespondResult | undefined
    this.#ending.guard(() => {
      const result = this.#tick.dispatch(verdict.action)
      if (!result.ok) {
        if (result.errorCode !== undefined) this.#report(result.error ?? new Error(`Action ${verdict.action.type} failed`))
        applied = this.#round.reject(response, 'ILLEGAL_ACTION', result.denyReason ?? String(result.error ?? result.errorCode ?? 'denied'))
        return
      }
      this.#round.close(verdict.requestId)
      applied = { accepted: true, action: result.action }
      this.#tick.after(result.action, 'player', result.events)
    })
    return applied ?? { accepted: false, code: 'NOT_RUNNING', reason: 'The session failed while applying the action' }
  }

  /**
   * Marks a player done with the open barrier (ready, or the animation over: an `ack` or `animation`
   * barrier). Returns whether it counted. The last acknowledgement of an animation barrier dispatches the
   * pending step's effect (unless the session is paused: then at the resume).
   */
  acknowledge(barrierId: string, playerId: string): boolean {
    return this.#barriers.acknowledge(barrierId, playerId)
  }

  /** Stops the loop: running timers keep their remaining time. Responses are rejected with `PAUSED` until {@link GameSession.resume}. */
  pause(): void {
    if (this.#paused || this.#life.isOver) return
    this.#paused = true
    this.#round.pause()
    this.#barriers.pause()
    this.#events.emit({ type: 'paused' })
  }

  /** Resumes the loop and the timers; open requests, and an open barrier, are sent again with their new deadlines. */
  resume(): void {
    if (!this.#paused || this.#life.isOver) return
    this.#paused = false
    this.#round.resume()
    this.#barriers.resume()
    this.#events.emit({ type: 'resumed' })
    this.#ending.guard(() => {
      this.#barriers.announceAgain()
      this.#round.askAgain()
      this.#loop.run()
    })
  }

  /**
   * Runs a long operation with the busy flag set (heartbeats report it and its label); the flag is cleared
   * when it settles. Operations may overlap: the session stays busy until the last one settles, and the
   * label is that of the latest one still running. Its error is reported (not fatal) and rethrown.
   */
  runLongOperation<T>(label: string, operation: () => T | Promise<T>): Promise<T> {
    return this.#busy.run(label, operation, (error) => this.#report(error))
  }

  /** What a heartbeat would report now. */
  heartbeat(): Heartbeat {
    return heartbeatOf(this.#scheduler.now(), this.#readout(), safeState(this.#engine))
  }

  /** What the session knows now, for error reports. */
  debugSnapshot(): DebugSnapshot {
    return debugSnapshotOf(this.#readout(), this.#engine)
  }

  /**
   * Ends the session now: open requests close as `stopped`, then `game-over` is emitted with
   * `status: 'stopped'` (as at the end of a game), timers, listeners and controllers are freed and `done`
   * resolves with the same result.
   */
  stop(): void {
    this.#ending.stop()
  }

  /** The round timed out (and is closed): the chosen default is applied as an ordinary action. */
  #applyTimeout(asked: readonly DecisionRequest[]): void {
    const chosen = chooseTimeoutAction(asked, (playerId) => this.#engine.getDefaultAction(playerId), this.#options.defaultAction)
    this.#tick.applyOrFail(chosen.action, chosen.source, 'Default action', 'DEFAULT_ACTION_FAILED')
  }

  /** A part's or a controller's error that does not stop the game. */
  #report(error: unknown): void {
    this.#events.error(error, false, this.debugSnapshot())
  }

  #readout(): SessionReadout {
    return {
      phase: this.#life.phase,
      paused: this.#paused,
      busy: this.#busy.busy,
      busyLabel: this.#busy.label,
      requests: this.#round.requests,
      barrier: this.#barriers.current,
      barrierWaiting: this.#barriers.waiting,
    }
  }
}

