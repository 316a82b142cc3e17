import type { Action, ActionInit, GameEngine, GameEvent, GameState, PlayerView } from '@decklet/core'
import { DEFAULT_ACK_TIMEOUT_MS, DEFAULT_HEARTBEAT_MS, DEFAULT_READY_TIMEOUT_MS, DEFAULT_TURN_TIMEOUT_MS } from './defaults'
import { PausableTimer } from './pausableTimer'
import { realScheduler, type Scheduler, type TimerHandle } from './scheduler'
import { SessionError, toErrorInfo } from './sessionError'
import type {
  ActionSource,
  Barrier,
  DebugSnapshot,
  DecisionRequest,
  DecisionResponse,
  Heartbeat,
  PlayerController,
  RejectionCode,
  RequestMatch,
  RespondResult,
  SessionEvent,
  SessionPhase,
  SessionResult,
} from './types'

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

/** What a session's `defaultAction` option is told about a player whose time ran out. */
export interface DefaultActionContext {
  readonly playerId: string
  /** The player's legal actions (the default must be one of them). */
  readonly legalActions: readonly Action[]
  /** The player's own view. */
  readonly view: PlayerView
}

interface OpenRequest {
  request: DecisionRequest
  readonly controller: PlayerController
}

interface OpenBarrier {
  barrier: Barrier
  readonly waiting: Set<string>
  readonly timer: PausableTimer
  readonly onDone: (missing: readonly string[]) => void
}

/**
 * Runs one game with asynchronous players (the authority side of spec 004's rules loop). Whoever has legal
 * actions is asked through its controller, with its legal actions and its own view; the first matching,
 * legal answer is dispatched; when the deadline passes, the game's default action
 * (`engine.getDefaultAction`) is dispatched as an ordinary action, so the history and replay never depend
 * on the clock. Pause, ready and acknowledgement barriers, heartbeats, a busy flag and error reports with
 * a debug snapshot come with it.
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
  private readonly engine: GameEngine
  private readonly controllers: ReadonlyMap<string, PlayerController>
  private readonly scheduler: Scheduler
  private readonly turnTimeoutMs: number
  private readonly listeners = new Set<(event: SessionEvent) => void>()
  private readonly unsubscribers: (() => void)[] = []
  private readonly eventBuffers = new Map<string, GameEvent[]>()

  private phaseValue: SessionPhase = 'created'
  private pausedValue = false
  /** The long operations running, by id, in the order they began: overlapping ones nest. */
  private readonly operations = new Map<number, string>()
  private operationSeq = 0
  private announcedBusy: { busy: boolean; label: string | null } = { busy: false, label: null }
  private dispatching = false
  private requestSeq = 0
  private barrierSeq = 0
  private turnSeq = 0
  private readonly open = new Map<string, OpenRequest>()
  private turnTimer: PausableTimer | null = null
  private barrier: OpenBarrier | null = null
  private heartbeatHandle: TimerHandle | undefined
  private actions = 0
  private timeouts = 0
  private pumping = false
  private pumpAgain = false
  private settle: { resolve: (r: SessionResult) => void; reject: (e: unknown) => void } | null = null
  private readonly donePromise: Promise<SessionResult>

  constructor(private readonly options: GameSessionOptions) {
    this.engine = options.engine as GameEngine
    this.scheduler = options.scheduler ?? realScheduler
    this.turnTimeoutMs = options.turnTimeoutMs ?? DEFAULT_TURN_TIMEOUT_MS
    this.controllers = new Map(Object.entries(options.controllers))
    this.donePromise = new Promise<SessionResult>((resolve, reject) => {
      this.settle = { resolve, reject }
    })
    // The failure is reported as an `error` event; a caller that never awaits must not crash the process.
    this.donePromise.catch(() => undefined)
  }

  /** Where the session is: `created`, `starting` (ready barrier), `running`, `finished`, `failed`, `stopped`. */
  get phase(): SessionPhase {
    return this.phaseValue
  }

  get paused(): boolean {
    return this.pausedValue
  }

  /**
   * Whether a long operation is running: one run by {@link GameSession.runLongOperation} (or by the host
   * through the protocol), an acknowledgement barrier (an animation), or a dispatch.
   */
  get busy(): boolean {
    return this.operations.size > 0 || this.dispatching
  }

  /** The label of the latest long operation still running (`dispatch` during a dispatch), or `null`. */
  private get busyLabel(): string | null {
    return this.latestOperation() ?? (this.dispatching ? 'dispatch' : null)
  }

  /** Settles when the session ends: resolves with the result, rejects with a {@link SessionError}. */
  get done(): Promise<SessionResult> {
    return this.donePromise
  }

  /** The requests waiting for an answer (several when more than one player may act). */
  get openRequests(): readonly DecisionRequest[] {
    return [...this.open.values()].map((o) => o.request)
  }

  /** The open barrier, if any. */
  get openBarrier(): Barrier | null {
    return this.barrier?.barrier ?? null
  }

  /** Listens to everything the session reports; returns the unsubscribe function. */
  on(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Starts the game (when `waiting`), sends every controller its first view, waits for the ready barrier and
   * runs the loop. Returns {@link GameSession.done}.
   */
  start(): Promise<SessionResult> {
    if (this.phaseValue !== 'created') throw new SessionError(`Session already started (phase ${this.phaseValue})`, 'SESSION_STARTED')
    this.phaseValue = 'starting'
    this.guard(() => {
      const state = this.engine.getState()
      for (const playerId of Object.keys(state.players)) {
        if (!this.controllers.has(playerId)) throw new SessionError(`No controller for player ${playerId}`, 'NO_CONTROLLER')
      }
      if (state.status === 'waiting') this.engine.start()
      for (const playerId of this.controllers.keys()) {
        this.eventBuffers.set(playerId, [])
        this.unsubscribers.push(this.engine.subscribeAll((event) => this.eventBuffers.get(playerId)?.push(event), { viewer: playerId }))
      }
      this.startHeartbeat()
      this.sendViews()
      const begin = (): void => {
        this.phaseValue = 'running'
        this.emit({ type: 'started' })
        this.pump()
      }
      if (this.options.waitForReady === false) return begin()
      this.openBarrierFor('ready', [...this.controllers.keys()], this.options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS, undefined, (missing) => {
        if (missing.length > 0) {
          throw new SessionError(`Players not ready in time: ${missing.join(', ')}`, 'READY_TIMEOUT')
        }
        begin()
      })
    })
    return this.donePromise
  }

  /**
   * Answers an open request (what a human's message becomes). A response that does not match (no open
   * request, stale id, wrong player, wrong type, an action the rules deny) is rejected with a reason and the
   * wait goes on.
   */
  respond(response: DecisionResponse): RespondResult {
    const verdict = this.check(response)
    if (!verdict.accepted) {
      this.emit({ type: 'rejected', response, code: verdict.code, reason: verdict.reason })
      return verdict
    }
    const { open, action } = verdict
    let applied: RespondResult | undefined
    this.guard(() => {
      const result = this.dispatch(action)
      if (!result.ok) {
        if (result.errorCode !== undefined) this.report(result.error ?? new Error(`Action ${action.type} failed`), false)
        applied = this.reject(response, 'ILLEGAL_ACTION', result.denyReason ?? String(result.error ?? result.errorCode ?? 'denied'))
        return
      }
      this.closeTurn(open.request.requestId)
      applied = { accepted: true, action: result.action }
      this.afterTick(result.action, 'player', result.events)
    })
    return applied ?? { accepted: false, code: 'NOT_RUNNING', reason: 'The session failed while applying the action' }
  }

  /** Marks a player done with the open barrier (ready, or animation over). Returns whether it counted. */
  acknowledge(barrierId: string, playerId: string): boolean {
    const open = this.barrier
    if (open === null || open.barrier.barrierId !== barrierId || !open.waiting.has(playerId)) return false
    open.waiting.delete(playerId)
    if (open.waiting.size === 0) this.guard(() => this.closeBarrier([]))
    return true
  }

  /** Stops the loop: running timers keep their remaining time. Responses are rejected with `PAUSED` until {@link GameSession.resume}. */
  pause(): void {
    if (this.pausedValue || this.isOver()) return
    this.pausedValue = true
    this.turnTimer?.pause()
    this.barrier?.timer.pause()
    this.emit({ type: 'paused' })
  }

  /** Resumes the loop and the timers; open requests, and an open barrier, are sent again with their new deadlines. */
  resume(): void {
    if (!this.pausedValue || this.isOver()) return
    this.pausedValue = false
    this.turnTimer?.resume()
    this.barrier?.timer.resume()
    this.emit({ type: 'resumed' })
    this.guard(() => {
      if (this.barrier !== null) this.announceBarrier(this.barrier, true)
      const token = this.turnSeq
      for (const open of [...this.open.values()]) {
        if (this.turnSeq !== token) break
        const timer = this.turnTimer
        if (timer !== null) open.request = { ...open.request, deadline: timer.deadline, remainingMs: timer.remaining }
        this.ask(open)
      }
      this.pump()
    })
  }

  /**
   * Runs a long operation with the busy flag set (heartbeats report it and its label); the flag is cleared
   * when it settles. Operations may overlap: the session stays busy until the last one settles, and the
   * label is that of the latest one still running. Its error is reported (not fatal) and rethrown.
   */
  async runLongOperation<T>(label: string, operation: () => T | Promise<T>): Promise<T> {
    const end = this.beginBusy(label)
    try {
      return await operation()
    } catch (error) {
      this.report(error, false)
      throw error
    } finally {
      end()
    }
  }

  /** What a heartbeat would report now. */
  heartbeat(): Heartbeat {
    const state = this.safeState()
    const waitingOn = this.open.size > 0 ? 'decision' : this.barrier !== null ? this.barrier.barrier.kind : null
    return {
      at: this.scheduler.now(),
      phase: this.phaseValue,
      turn: state?.turn ?? 0,
      stateVersion: state?.version ?? 0,
      currentPlayerId: state?.currentPlayerId ?? null,
      waitingFor: this.open.size > 0 ? [...this.open.values()].map((o) => o.request.playerId) : this.barrier ? [...this.barrier.waiting] : [],
      waitingOn,
      busy: this.busy,
      busyLabel: this.busyLabel,
      paused: this.pausedValue,
    }
  }

  /** What the session knows now, for error reports. */
  debugSnapshot(): DebugSnapshot {
    const state = this.safeState()
    let history: readonly { action: Action }[] | null = null
    try {
      history = this.engine.getHistory() as readonly { action: Action }[]
    } catch {
      history = null
    }
    return {
      phase: this.phaseValue,
      paused: this.pausedValue,
      busyLabel: this.busyLabel,
      turn: state?.turn ?? null,
      stateVersion: state?.version ?? null,
      status: state?.status ?? null,
      currentPlayerId: state?.currentPlayerId ?? null,
      openRequests: [...this.open.values()].map(({ request }) => ({ requestId: request.requestId, playerId: request.playerId, deadline: request.deadline })),
      barrier: this.barrier?.barrier ?? null,
      historyLength: history?.length ?? null,
      recentActions: history === null ? [] : history.slice(-10).map((r) => r.action),
    }
  }

  /**
   * Ends the session now: open requests close as `stopped`, then `game-over` is emitted with
   * `status: 'stopped'` (as at the end of a game), timers, listeners and controllers are freed and `done`
   * resolves with the same result.
   */
  stop(): void {
    if (this.isOver()) return
    this.phaseValue = 'stopped'
    this.closeTurn(null, 'stopped')
    const result = this.result('stopped')
    this.emit({ type: 'game-over', result })
    this.cleanup()
    this.settle?.resolve(result)
  }

  // ---- the loop ----

  private pump(): void {
    if (this.pumping) {
      this.pumpAgain = true
      return
    }
    this.pumping = true
    try {
      do {
        this.pumpAgain = false
        this.step()
      } while (this.pumpAgain && !this.isOver())
    } finally {
      this.pumping = false
    }
  }

  private step(): void {
    if (this.phaseValue !== 'running' || this.pausedValue || this.open.size > 0 || this.barrier !== null) return
    const state = this.engine.getState()
    if (state.status === 'finished') return this.finish()
    const actors = this.actorsIn(state)
    if (actors.length === 0) throw new SessionError(`Nobody has a legal action (turn ${state.turn}, status ${state.status})`, 'STUCK')
    this.openTurn(state, actors)
  }

  /** Players with legal actions, the current player first, then in the order of `state.players`. */
  private actorsIn(state: GameState): { playerId: string; legal: Action[] }[] {
    const ids = Object.keys(state.players)
    const current = state.currentPlayerId
    const ordered = current !== null && current !== undefined && ids.includes(current) ? [current, ...ids.filter((id) => id !== current)] : ids
    return ordered.map((playerId) => ({ playerId, legal: this.engine.getLegalActions(playerId) })).filter((a) => a.legal.length > 0)
  }

  private openTurn(state: GameState, actors: { playerId: string; legal: Action[] }[]): void {
    const token = ++this.turnSeq
    this.turnTimer = new PausableTimer(this.scheduler, this.turnTimeoutMs, () => this.guard(() => this.onTimeout(token, actors)))
    const deadline = this.turnTimer.deadline
    for (const { playerId, legal } of actors) {
      const match = this.options.match ? this.options.match(playerId, legal, state) : { types: [...new Set(legal.map((a) => a.type))] }
      const request: DecisionRequest = {
        requestId: `r${++this.requestSeq}`,
        playerId,
        turn: state.turn,
        stateVersion: state.version,
        deadline,
        timeoutMs: this.turnTimeoutMs,
        remainingMs: this.turnTimeoutMs,
        legalActions: legal,
        view: this.engine.getPlayerView(playerId),
        ...(match === undefined ? {} : { match }),
      }
      this.open.set(request.requestId, { request, controller: this.controllers.get(playerId)! })
    }
    for (const open of [...this.open.values()]) {
      if (this.turnSeq !== token || this.pausedValue) break
      this.ask(open)
    }
  }

  private ask(open: OpenRequest): void {
    const { request, controller } = open
    this.emit({ type: 'request', request })
    try {
      controller.onRequest(
        request,
        (action: ActionInit) => this.respond({ requestId: request.requestId, playerId: request.playerId, action }),
        { scheduler: this.scheduler },
      )
    } catch (error) {
      // A controller that throws does not stop the game: the timeout applies the default.
      this.report(error, false)
    }
  }

  private onTimeout(token: number, actors: { playerId: string; legal: Action[] }[]): void {
    if (token !== this.turnSeq || this.open.size === 0) return
    this.closeTurn(null, 'timeout')
    let chosen: { action: Action; source: ActionSource } | null = null
    for (const { playerId } of actors) {
      const action = this.engine.getDefaultAction(playerId)
      if (action !== null) {
        chosen = { action: plain(action, playerId), source: 'timeout' }
        break
      }
    }
    const hostDefault = this.options.defaultAction
    if (chosen === null && hostDefault !== undefined) {
      for (const { playerId, legal } of actors) {
        const action = hostDefault({ playerId, legalActions: legal, view: this.engine.getPlayerView(playerId) })
        if (action !== null) {
          chosen = { action: plain(action, playerId), source: 'timeout' }
          break
        }
      }
    }
    // No plugin declares a default: the first legal action of the first player asked (still deterministic).
    chosen ??= { action: plain(actors[0]!.legal[0]!, actors[0]!.playerId), source: 'fallback' }
    const result = this.dispatch(chosen.action)
    if (!result.ok) {
      throw new SessionError(`Default action ${chosen.action.type} failed: ${result.denyReason ?? String(result.error)}`, 'DEFAULT_ACTION_FAILED', { cause: result.error })
    }
    this.timeouts++
    this.afterTick(result.action, chosen.source, result.events)
  }

  private dispatch(action: Action): ReturnType<GameEngine['dispatch']> {
    // Busy while the tick runs (a heartbeat from a listener sees it); short, so not announced.
    this.dispatching = true
    try {
      for (const buffer of this.eventBuffers.values()) buffer.length = 0
      return this.engine.dispatch(action as Action)
    } finally {
      this.dispatching = false
    }
  }

  private afterTick(action: Action, source: ActionSource, events: readonly GameEvent[]): void {
    this.actions++
    this.emit({ type: 'action', action, source, events })
    this.sendViews()
    const types = this.options.acknowledge?.events ?? []
    const hit = [...new Set(events.map((e) => e.type).filter((t) => types.includes(t)))]
    if (hit.length > 0 && this.engine.getState().status !== 'finished') {
      // Busy while the clients animate: heartbeats tell a stalled game from one playing its animations.
      const idle = this.beginBusy(`ack:${hit.join(',')}`)
      this.openBarrierFor('ack', [...this.controllers.keys()], this.options.acknowledge?.timeoutMs ?? DEFAULT_ACK_TIMEOUT_MS, hit, () => {
        idle()
        this.pump()
      })
    }
    this.pump()
  }

  private sendViews(): void {
    const players = this.engine.getState().players
    for (const [playerId, controller] of this.controllers) {
      // A player the game removed (a Hold'em player who left the table) watches on as a spectator.
      const view = this.engine.getPlayerView(Object.hasOwn(players, playerId) ? playerId : null)
      const events = [...(this.eventBuffers.get(playerId) ?? [])]
      this.emit({ type: 'view', playerId, view, events })
      try {
        controller.onUpdate?.(view, events)
      } catch (error) {
        this.report(error, false)
      }
    }
  }

  /** The one clean-up path of requests: an answer (`keep` is the answered one), a timeout, or a stop. */
  private closeTurn(answered: string | null, reason: 'timeout' | 'stopped' = 'timeout'): void {
    this.turnTimer?.cancel()
    this.turnTimer = null
    this.turnSeq++
    const closing = [...this.open.values()]
    this.open.clear()
    for (const { request, controller } of closing) {
      const why = answered === null ? reason : request.requestId === answered ? 'answered' : 'superseded'
      this.emit({ type: 'request-closed', requestId: request.requestId, playerId: request.playerId, reason: why })
      try {
        controller.onRequestClosed?.(request.requestId, why)
      } catch (error) {
        this.report(error, false)
      }
    }
  }

  private check(response: DecisionResponse): { accepted: true; open: OpenRequest; action: Action } | { accepted: false; code: RejectionCode; reason: string } {
    const no = (code: RejectionCode, reason: string) => ({ accepted: false as const, code, reason })
    if (this.phaseValue !== 'running') return no('NOT_RUNNING', `The session is ${this.phaseValue}`)
    const r = response as Partial<DecisionResponse> | null
    if (typeof r !== 'object' || r === null || typeof r.requestId !== 'string' || typeof r.playerId !== 'string' ||
      typeof r.action !== 'object' || r.action === null || typeof r.action.type !== 'string') {
      return no('MALFORMED', 'A response needs requestId, playerId and an action with a type')
    }
    if (this.pausedValue) return no('PAUSED', 'The game is paused')
    if (this.open.size === 0) return no('NO_OPEN_REQUEST', 'No decision is wanted now')
    const open = this.open.get(r.requestId)
    if (open === undefined) return no('UNKNOWN_REQUEST', `Request ${r.requestId} is not open (stale or unknown)`)
    const { request } = open
    if (r.playerId !== request.playerId) return no('WRONG_PLAYER', `Request ${request.requestId} is for ${request.playerId}, not ${r.playerId}`)
    if (r.action.playerId !== undefined && r.action.playerId !== request.playerId) {
      return no('WRONG_PLAYER', `The action is for ${r.action.playerId}, not ${request.playerId}`)
    }
    const types = request.match?.types
    if (types !== undefined && !types.includes(r.action.type)) return no('WRONG_TYPE', `Expected one of ${types.join(', ')}, got ${r.action.type}`)
    const action = plain(r.action, request.playerId)
    const verdict = this.engine.validate(action)
    if (!verdict.ok) return no('ILLEGAL_ACTION', verdict.denyReason ?? 'Denied by the rules')
    return { accepted: true, open, action }
  }

  private reject(response: DecisionResponse, code: RejectionCode, reason: string): RespondResult {
    this.emit({ type: 'rejected', response, code, reason })
    return { accepted: false, code, reason }
  }

  // ---- barriers ----

  private openBarrierFor(kind: Barrier['kind'], playerIds: string[], timeoutMs: number, eventTypes: string[] | undefined, onDone: (missing: readonly string[]) => void): void {
    const barrierId = `b${++this.barrierSeq}`
    const timer = new PausableTimer(this.scheduler, timeoutMs, () => this.guard(() => {
      if (this.barrier?.barrier.barrierId === barrierId) this.closeBarrier([...this.barrier.waiting])
    }))
    const barrier: Barrier = { barrierId, kind, playerIds, deadline: timer.deadline, ...(eventTypes === undefined ? {} : { eventTypes }) }
    if (this.pausedValue) timer.pause()
    this.barrier = { barrier, waiting: new Set(playerIds), timer, onDone }
    this.announceBarrier(this.barrier, false)
  }

  /**
   * Tells the session's listeners and the waiting players' controllers about a barrier. `again`: after a
   * resume, with the same id and the deadline moved by the pause, to the players still waiting only.
   */
  private announceBarrier(open: OpenBarrier, again: boolean): void {
    if (again) open.barrier = { ...open.barrier, deadline: open.timer.deadline }
    const barrier = open.barrier
    const barrierId = barrier.barrierId
    this.emit({ type: 'barrier', barrier })
    for (const playerId of [...open.waiting]) {
      if (this.barrier?.barrier.barrierId !== barrierId) break
      const controller = this.controllers.get(playerId)!
      if (controller.onBarrier === undefined) {
        this.acknowledge(barrierId, playerId)
        continue
      }
      try {
        controller.onBarrier(barrier, () => void this.acknowledge(barrierId, playerId))
      } catch (error) {
        this.report(error, false)
      }
    }
  }

  private closeBarrier(missing: readonly string[]): void {
    const open = this.barrier
    if (open === null) return
    open.timer.cancel()
    this.barrier = null
    this.emit({ type: 'barrier-done', barrier: open.barrier, missing })
    open.onDone(missing)
  }

  // ---- lifecycle, errors, heartbeat ----

  private finish(): void {
    this.phaseValue = 'finished'
    const result = this.result('finished')
    this.emit({ type: 'game-over', result })
    this.cleanup()
    this.settle?.resolve(result)
  }

  private result(status: SessionResult['status']): SessionResult {
    const state = this.safeState()
    return { status, winnerIds: [...(state?.winnerIds ?? [])], turn: state?.turn ?? 0, actions: this.actions, timeouts: this.timeouts }
  }

  /** Runs `body`; a throw fails the session (reported with a snapshot, `done` rejects). */
  private guard(body: () => void): void {
    if (this.isOver()) return
    try {
      body()
    } catch (error) {
      this.fail(error)
    }
  }

  private fail(error: unknown): void {
    if (this.isOver()) return
    const snapshot = this.debugSnapshot()
    this.phaseValue = 'failed'
    this.closeTurn(null, 'stopped')
    this.emitError(error, true, snapshot)
    this.cleanup()
    const sessionError = error instanceof SessionError && error.snapshot !== undefined
      ? error
      : new SessionError(error instanceof Error ? error.message : String(error), error instanceof SessionError ? error.code : 'SESSION_FAILED', { cause: error, snapshot })
    this.settle?.reject(sessionError)
  }

  private report(error: unknown, fatal: boolean): void {
    this.emitError(error, fatal, this.debugSnapshot())
  }

  private emitError(error: unknown, fatal: boolean, snapshot: DebugSnapshot): void {
    if (this.listeners.size === 0) console.error('[decklet runtime] session error', error)
    this.emit({ type: 'error', error: toErrorInfo(error), fatal, snapshot })
  }

  /** Marks the session busy with `label` until the returned function is called (once; later calls do nothing). */
  private beginBusy(label: string): () => void {
    const id = ++this.operationSeq
    this.operations.set(id, label)
    this.announceBusy()
    return () => {
      if (this.operations.delete(id)) this.announceBusy()
    }
  }

  /** Emits `busy` when the flag or the label of the long operations changed (dispatches are not announced). */
  private announceBusy(): void {
    const label = this.latestOperation()
    const busy = this.operations.size > 0
    if (busy === this.announcedBusy.busy && label === this.announcedBusy.label) return
    this.announcedBusy = { busy, label }
    if (!this.isOver()) this.emit({ type: 'busy', busy, label })
  }

  /** The label of the long operation begun last among those still running. */
  private latestOperation(): string | null {
    let label: string | null = null
    for (const l of this.operations.values()) label = l
    return label
  }

  private startHeartbeat(): void {
    const every = this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
    if (every <= 0) return
    const beat = (): void => {
      this.heartbeatHandle = this.scheduler.setTimeout(() => {
        if (this.isOver()) return
        this.emit({ type: 'heartbeat', heartbeat: this.heartbeat() })
        beat()
      }, every)
    }
    beat()
  }

  private cleanup(): void {
    this.turnTimer?.cancel()
    this.turnTimer = null
    this.barrier?.timer.cancel()
    this.barrier = null
    this.operations.clear()
    if (this.heartbeatHandle !== undefined) this.scheduler.clearTimeout(this.heartbeatHandle)
    this.heartbeatHandle = undefined
    for (const unsubscribe of this.unsubscribers.splice(0)) {
      try {
        unsubscribe()
      } catch {
        // the engine may already be destroyed: its listeners went with it
      }
    }
    for (const controller of this.controllers.values()) {
      try {
        controller.dispose?.()
      } catch (error) {
        this.emitError(error, false, this.debugSnapshot())
      }
    }
    if (this.options.destroyEngine === true) this.engine.destroy()
  }

  private isOver(): boolean {
    return this.phaseValue === 'finished' || this.phaseValue === 'failed' || this.phaseValue === 'stopped'
  }

  private safeState(): GameState | null {
    try {
      return this.engine.getState()
    } catch {
      return null
    }
  }

  private emit(event: SessionEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch (error) {
        // A listener's bug must not break the loop, nor vanish.
        console.error('[decklet runtime] session listener threw', error)
      }
    }
  }
}

/** The action to dispatch: type, payload and player only (the engine assigns the id, as for any top-level action). */
function plain(action: ActionInit, playerId: string): Action {
  return { type: action.type, payload: action.payload ?? {}, playerId } as Action
}
