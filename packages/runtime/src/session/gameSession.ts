import type { Action, ActionInit, GameEngine, GameEvent, PendingStep } from '@decklet/core'
import { Barriers, ackEventTypes } from './barriers'
import { BusyTracker } from './busyTracker'
import { DecisionRound } from './decisionRound'
import { DEFAULT_ACK_TIMEOUT_MS, DEFAULT_HEARTBEAT_MS, DEFAULT_READY_TIMEOUT_MS, DEFAULT_TURN_TIMEOUT_MS, MAX_AUTO_ACTIONS_IN_A_ROW } from './defaults'
import { HeartbeatTimer, debugSnapshotOf, heartbeatOf, safeState, type SessionReadout } from './diagnostics'
import { playersToAsk } from './playersToAsk'
import { realScheduler, type Scheduler } from './scheduler'
import { SessionError } from './sessionError'
import { SessionEvents } from './sessionEvents'
import { SessionLifecycle } from './sessionLifecycle'
import type { GameSessionOptions } from './sessionOptions'
import { chooseTimeoutAction } from './timeoutChooser'
import type { ActionSource, Barrier, DebugSnapshot, DecisionRequest, DecisionResponse, Heartbeat, PlayerController, RespondResult, SessionEvent, SessionPhase, SessionResult } from './types'
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
 * The session is a coordinator: it runs the loop (a step asks, an answer or a timeout dispatches, every
 * seat gets its view) and the session's life (start, stop, failure, `done`), and wires the parts that do
 * the rest, each with its own state: the decision round (ask, check, reject, close), the timeout chooser,
 * the barriers, the busy tracker, the diagnostics (heartbeat, debug snapshot), the view fan-out and who to
 * ask (`playersToAsk`).
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
  readonly #round: DecisionRound
  readonly #barriers: Barriers
  readonly #busy: BusyTracker
  readonly #views: ViewFanOut
  readonly #heartbeat: HeartbeatTimer
  readonly #life = new SessionLifecycle()
  #paused = false
  #pumping = false
  #pumpAgain = false
  /** The id of the animation whose barrier closed: its pending step is dispatched next, without another barrier. */
  #animated: string | null = null
  /** Pending actions dispatched since the last wait (a request, or a barrier someone must acknowledge): a bound on a game that never waits. */
  #autoInARow = 0

  constructor(options: GameSessionOptions) {
    this.#options = options
    this.#engine = options.engine as GameEngine
    this.#scheduler = options.scheduler ?? realScheduler
    this.#controllers = new Map(Object.entries(options.controllers))
    // What the parts share: time, the seats, and the session's ways to report and to fail.
    const hooks = {
      scheduler: this.#scheduler,
      controllers: this.#controllers,
      emit: (event: SessionEvent): void => this.#events.emit(event),
      report: (error: unknown): void => this.#report(error),
      guard: (body: () => void): void => this.#guard(body),
    }
    this.#round = new DecisionRound({
      ...hooks,
      engine: this.#engine,
      timeoutMs: options.turnTimeoutMs ?? DEFAULT_TURN_TIMEOUT_MS,
      match: options.match,
      respond: (response) => this.respond(response),
      onTimeout: (asked) => this.#applyTimeout(asked),
    })
    this.#barriers = new Barriers(hooks)
    this.#busy = new BusyTracker((busy, label) => {
      if (!this.#life.isOver) hooks.emit({ type: 'busy', busy, label })
    })
    this.#views = new ViewFanOut(this.#engine)
    this.#heartbeat = new HeartbeatTimer(this.#scheduler, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, () => {
      if (!this.#life.isOver) hooks.emit({ type: 'heartbeat', heartbeat: this.heartbeat() })
    })
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
    this.#guard(() => {
      const state = this.#engine.getState()
      for (const playerId of Object.keys(state.players)) {
        if (!this.#controllers.has(playerId)) throw new SessionError(`No controller for player ${playerId}`, 'NO_CONTROLLER')
      }
      // Listening first: each player's first view comes with the events of the start (the deal) it may see.
      this.#views.listen(this.#controllers.keys())
      if (state.status === 'waiting') this.#engine.start()
      this.#heartbeat.start()
      this.#sendViews()
      const begin = (): void => {
        this.#life.enter('running')
        this.#events.emit({ type: 'started' })
        this.#pump()
      }
      if (this.#options.waitForReady === false) return begin()
      this.#barriers.open('ready', [...this.#controllers.keys()], this.#options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS, {}, (missing) => {
        if (missing.length > 0) {
          throw new SessionError(`Players not ready in time: ${missing.join(', ')}`, 'READY_TIMEOUT')
        }
        begin()
      })
    })
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
    this.#guard(() => {
      const result = this.#dispatch(verdict.action)
      if (!result.ok) {
        if (result.errorCode !== undefined) this.#report(result.error ?? new Error(`Action ${verdict.action.type} failed`))
        applied = this.#round.reject(response, 'ILLEGAL_ACTION', result.denyReason ?? String(result.error ?? result.errorCode ?? 'denied'))
        return
      }
      this.#round.close(verdict.requestId)
      applied = { accepted: true, action: result.action }
      this.#afterTick(result.action, 'player', result.events)
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
    this.#guard(() => {
      this.#barriers.announceAgain()
      this.#round.askAgain()
      this.#pump()
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
    if (this.#life.isOver) return
    this.#life.enter('stopped')
    this.#round.close(null, 'stopped')
    this.#end('stopped')
  }

  // ---- the loop ----

  /** Runs steps until one opens a wait; a step reached from inside a step (an answer given at once) runs after it. */
  #pump(): void {
    if (this.#pumping) {
      this.#pumpAgain = true
      return
    }
    this.#pumping = true
    try {
      do {
        this.#pumpAgain = false
        this.#step()
      } while (this.#pumpAgain && !this.#life.isOver)
    } finally {
      this.#pumping = false
    }
  }

  #step(): void {
    if (this.#life.phase !== 'running' || this.#paused || this.#round.isOpen || this.#barriers.current !== null) return
    const state = this.#engine.getState()
    if (state.status === 'finished') return this.#finish()
    const pending = this.#engine.getPending()
    if (pending !== null) return this.#runPending(pending)
    const asked = playersToAsk(this.#engine, state)
    if (asked.length === 0) throw new SessionError(`Nobody has a legal action (turn ${state.turn}, status ${state.status})`, 'STUCK')
    this.#autoInARow = 0
    this.#round.open(state, asked, (playerId) => this.#views.viewOf(playerId))
  }

  /**
   * The game's pending work: an animation first (a barrier every player acknowledges; its end pumps, and
   * the next step finds the same pending step with its animation done), then the action, dispatched as an
   * ordinary action of source `auto`.
   */
  #runPending(pending: PendingStep): void {
    const { animation } = pending
    if (animation !== undefined && animation.id !== this.#animated) {
      const idle = this.#busy.begin(`animation:${animation.name}`)
      const timeoutMs = this.#options.animationTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS
      this.#barriers.open('animation', [...this.#controllers.keys()], timeoutMs, { animation }, () => {
        idle()
        this.#animated = animation.id
        this.#pump()
      })
      this.#waitedIfOpen()
      return
    }
    this.#animated = null
    if (++this.#autoInARow > MAX_AUTO_ACTIONS_IN_A_ROW) {
      throw new SessionError(`The game dispatched ${MAX_AUTO_ACTIONS_IN_A_ROW} pending actions in a row without waiting for anyone (last: ${pending.action.type})`, 'PENDING_LOOP')
    }
    const result = this.#dispatch(pending.action)
    if (!result.ok) {
      throw new SessionError(`Pending action ${pending.action.type} failed: ${result.denyReason ?? String(result.error)}`, 'PENDING_ACTION_FAILED', { cause: result.error })
    }
    this.#afterTick(result.action, 'auto', result.events)
  }

  /**
   * A barrier that is still open once announced waits for someone: the run of pending actions ends there.
   * One every seat acknowledged at once (bots have no `onBarrier`) does not, so a game of bots whose pending
   * work never ends still meets `PENDING_LOOP`.
   */
  #waitedIfOpen(): void {
    if (this.#barriers.current !== null) this.#autoInARow = 0
  }

  /** The round timed out (and is closed): the chosen default is dispatched as an ordinary action. */
  #applyTimeout(asked: readonly DecisionRequest[]): void {
    const chosen = chooseTimeoutAction(asked, (playerId) => this.#engine.getDefaultAction(playerId), this.#options.defaultAction)
    const result = this.#dispatch(chosen.action)
    if (!result.ok) {
      throw new SessionError(`Default action ${chosen.action.type} failed: ${result.denyReason ?? String(result.error)}`, 'DEFAULT_ACTION_FAILED', { cause: result.error })
    }
    this.#afterTick(result.action, chosen.source, result.events)
  }

  #dispatch(action: Action | ActionInit): ReturnType<GameEngine['dispatch']> {
    return this.#busy.whileDispatching(() => {
      this.#views.clearEvents()
      return this.#engine.dispatch(action)
    })
  }

  #afterTick(action: Action, source: ActionSource, events: readonly GameEvent[]): void {
    this.#life.count(source)
    this.#events.emit({ type: 'action', action, source, events })
    this.#sendViews()
    const hit = ackEventTypes(events, this.#options.acknowledge?.events ?? [])
    if (hit.length > 0 && this.#engine.getState().status !== 'finished') {
      // Busy while the clients animate: heartbeats tell a stalled game from one playing its animations.
      const idle = this.#busy.begin(`ack:${hit.join(',')}`)
      this.#barriers.open('ack', [...this.#controllers.keys()], this.#options.acknowledge?.timeoutMs ?? DEFAULT_ACK_TIMEOUT_MS, { eventTypes: hit }, () => {
        idle()
        this.#pump()
      })
      this.#waitedIfOpen()
    }
    this.#pump()
  }

  #sendViews(): void {
    this.#views.send({ controllers: this.#controllers, emit: (event) => this.#events.emit(event), report: (error) => this.#report(error) })
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

  // ---- lifecycle and errors ----

  #finish(): void {
    this.#life.enter('finished')
    this.#end('finished')
  }

  /** A game over, or a stop: announced as `game-over`, everything freed, then `done` resolves with the same result. */
  #end(status: SessionResult['status']): void {
    const result = this.#life.result(status, safeState(this.#engine))
    this.#events.emit({ type: 'game-over', result })
    this.#cleanup()
    this.#life.resolve(result)
  }

  /** Runs `body`; a throw fails the session (reported with a snapshot, `done` rejects). */
  #guard(body: () => void): void {
    if (this.#life.isOver) return
    try {
      body()
    } catch (error) {
      this.#fail(error)
    }
  }

  #fail(error: unknown): void {
    if (this.#life.isOver) return
    const snapshot = this.debugSnapshot()
    this.#life.enter('failed')
    this.#round.close(null, 'stopped')
    this.#events.error(error, true, snapshot)
    this.#cleanup()
    this.#life.reject(error, snapshot)
  }

  /** A part's or a controller's error that does not stop the game. */
  #report(error: unknown): void {
    this.#events.error(error, false, this.debugSnapshot())
  }

  #cleanup(): void {
    this.#round.dispose()
    this.#barriers.dispose()
    this.#busy.clear()
    this.#heartbeat.stop()
    this.#views.dispose()
    for (const controller of this.#controllers.values()) {
      try {
        controller.dispose?.()
      } catch (error) {
        this.#events.error(error, false, this.debugSnapshot())
      }
    }
    if (this.#options.destroyEngine === true) this.#engine.destroy()
  }
}

