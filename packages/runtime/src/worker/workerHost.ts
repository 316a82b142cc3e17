import { DeckletError, type ActionInit, type GameRecord, type GameSnapshot } from '@decklet/core'
import { DEFAULT_HEARTBEAT_MS } from '../session/defaults'
import { realScheduler, type Scheduler, type TimerHandle } from '../session/scheduler'
import type { ErrorInfo, SessionResult } from '../session/types'
import { PROTOCOL_VERSION, isWorkerMessage, type GameOverMessage, type GameSave, type GameSpec, type HostMessage, type WorkerMessage } from './protocol'

/** The host's view of a worker: what `new Worker(...)` from `node:worker_threads` offers (or a test double). */
export interface WorkerLike {
  postMessage(message: HostMessage): void
  on(event: 'message', listener: (data: unknown) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  terminate(): Promise<number> | void
}

/** Options of {@link WorkerHost}. */
export interface WorkerHostOptions {
  /** Creates the worker (the Node entry point supplies one that starts `dist/worker.js`). */
  readonly createWorker: () => WorkerLike
  /** From start until `game-init` (default 10 000 ms); after it the worker is terminated. */
  readonly initTimeoutMs?: number
  /**
   * Longest silence (no message at all) once the game is loaded; then the worker is terminated
   * (`HEARTBEAT_LOST`). Default: three heartbeat intervals of the loaded game (`session.heartbeatMs`, so
   * 15 000 ms at the default 5 000 ms); `0` turns the watchdog off. It is off whatever this says when the
   * game is loaded with `heartbeatMs: 0`: without heartbeats a silent worker is a game waiting for a
   * player, not a dead worker.
   */
  readonly heartbeatTimeoutMs?: number
  /** Clock and timers of the watchdogs (default: real ones). */
  readonly scheduler?: Scheduler
}

/**
 * Where a {@link WorkerHost} is in its life (spec 004's WorkerState):
 * - `starting`: created; the worker boots and loads the game (until `game-init`);
 * - `ready`: the game is loaded (`game-init`); the ready barrier waits for the players;
 * - `running`: the game started (`init-finished`: everyone is ready, the first turn begins);
 * - `paused`: the worker confirmed a pause (`pause-state`); a resume goes back to `ready` or `running`;
 * - `over`: the game ended (`game-over`, finished or stopped) or the host terminated the worker
 *   ({@link WorkerHost.terminate}, `TERMINATED`);
 * - `failed`: the initialisation timeout (`INIT_TIMEOUT`), the heartbeat watchdog (`HEARTBEAT_LOST`), a worker
 *   error or exit (`WORKER_ERROR`, `WORKER_EXIT`) or a fatal session error (`GAME_ERROR`).
 *
 * `over` and `failed` are final.
 */
export type WorkerState = 'starting' | 'ready' | 'running' | 'paused' | 'over' | 'failed'

/** A {@link WorkerHost}'s state change: the new state and the one before it. */
export type WorkerStateListener = (state: WorkerState, previous: WorkerState) => void

/** What {@link WorkerHost.save} resolves with: the running game's snapshot and record (either one loads it again). */
export interface SavedGame {
  readonly snapshot: GameSnapshot
  readonly record: GameRecord
}

/** Why a hosted game ended without a `game-over`. */
export class WorkerHostError extends DeckletError {
  /**
   * For `GAME_ERROR`: the worker's fatal error as it crossed (its `code` tells, e.g. `UNKNOWN_BOT` for a
   * seat naming a bot the worker does not know, `STUCK`, `READY_TIMEOUT`).
   */
  readonly gameError: ErrorInfo | undefined

  constructor(
    message: string,
    override readonly code: 'INIT_TIMEOUT' | 'HEARTBEAT_LOST' | 'WORKER_ERROR' | 'WORKER_EXIT' | 'GAME_ERROR' | 'TERMINATED',
    override readonly cause?: unknown,
  ) {
    super(message, code, cause === undefined ? undefined : { cause })
    this.name = 'WorkerHostError'
    const crossed = cause as { type?: unknown; error?: ErrorInfo } | undefined
    this.gameError = code === 'GAME_ERROR' && crossed?.type === 'error' ? crossed.error : undefined
  }
}

/**
 * The host side of the worker boundary (spec 004's room): starts a worker, sends it the game, watches the
 * initialisation timeout and the heartbeats, forwards players' messages, and terminates the worker when the
 * game is over or anything goes wrong. `done` settles with the game's result.
 *
 * @example
 * ```ts
 * import { createNodeWorkerHost } from '@decklet/runtime/node'
 * const host = createNodeWorkerHost()
 * host.on((message) => console.log(message.type))
 * await host.load({ plugins: [{ module: '@decklet/plugin-simple-game', export: 'SimpleGamePlugin' }], players, seed: 1 })
 * const result = await host.done
 * ```
 */
export class WorkerHost {
  private readonly worker: WorkerLike
  private readonly scheduler: Scheduler
  private readonly listeners = new Set<(message: WorkerMessage) => void>()
  private readonly stateListeners = new Set<WorkerStateListener>()
  private lifecycle: WorkerState = 'starting'
  // The state a resume goes back to (`ready` or `running`): `init-finished` may come while paused.
  private resumeTo: 'ready' | 'running' = 'ready'
  private watchdog: TimerHandle | undefined
  private phase: 'booting' | 'loading' | 'running' | 'over' = 'booting'
  private pendingGame: GameSpec | null = null
  private pendingSave: GameSave | undefined
  private heartbeatLimitMs = 0
  private endError: WorkerHostError | null = null
  private operationSeq = 0
  private saveSeq = 0
  private readonly saves = new Map<string, { resolve: (save: SavedGame) => void; reject: (e: unknown) => void }>()
  private loaded: { resolve: () => void; reject: (e: unknown) => void } | null = null
  private gameOverMessage: GameOverMessage | null = null
  private settle!: { resolve: (r: SessionResult) => void; reject: (e: unknown) => void }
  /** Settles when the game ends: the result of `game-over`, or a {@link WorkerHostError}. */
  readonly done: Promise<SessionResult>

  constructor(private readonly options: WorkerHostOptions) {
    this.scheduler = options.scheduler ?? realScheduler
    this.done = new Promise<SessionResult>((resolve, reject) => {
      this.settle = { resolve, reject }
    })
    this.done.catch(() => undefined)
    this.worker = options.createWorker()
    this.worker.on('message', (data) => this.receive(data))
    this.worker.on('error', (error) => this.end(new WorkerHostError(`Worker failed: ${error.message}`, 'WORKER_ERROR', error)))
    this.worker.on('exit', (code) => this.end(new WorkerHostError(`Worker exited (code ${code})`, 'WORKER_EXIT')))
    this.arm(options.initTimeoutMs ?? 10_000, () => new WorkerHostError('The worker did not initialise the game in time', 'INIT_TIMEOUT'))
  }

  /**
   * The worker's `game-over` message once the game ended, else `null`: the result, the full game record
   * (`record`, replayable with `ReplayEngine.replayRecord(record, plugins)`) and the remote players'
   * `viewerRecords`, unless the game was loaded with `records: false`.
   */
  get gameOver(): GameOverMessage | null {
    return this.gameOverMessage
  }

  /** Where the host is in its life (see {@link WorkerState}); {@link WorkerHost.onState} reports its changes. */
  get state(): WorkerState {
    return this.lifecycle
  }

  /**
   * Listens to the host's state changes (see {@link WorkerState}), each reported once, in order, after the
   * message listeners heard the worker message that caused it; returns the unsubscribe function. A listener
   * that throws is logged and the others still hear the change. Nothing follows `over` or `failed`, and the
   * listeners are dropped then.
   *
   * @example
   * ```ts
   * host.onState((state, previous) => console.log(`${previous} -> ${state}`)) // starting -> ready -> running -> over
   * ```
   */
  onState(listener: WorkerStateListener): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  /** Listens to every message of the worker (route them to players with `messageFor`). */
  on(listener: (message: WorkerMessage) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Sends the game; resolves at `game-init`, rejects on the initialisation timeout or an error. With a
   * `save` (`{ snapshot }` from `engine.createSnapshot()`, or `{ record }` from `engine.exportRecord()`), the
   * worker loads the saved game instead of a new one and goes on from its state (see {@link GameSave}); a
   * save it cannot load rejects with `GAME_ERROR`, whose `gameError.code` is the `GameLoadError`'s.
   *
   * @example
   * ```ts
   * await host.load(game, { record: saved.record }) // the players of `game` are the saved game's
   * host.ready('ann')
   * ```
   * @throws {WorkerHostError} when this host already ended (the initialisation timeout passed before
   *   `load`, the worker died, …): its code is the reason; a host serves one worker, so create another.
   */
  load(game: GameSpec, save?: GameSave): Promise<void> {
    const ended = this.endError
    if (ended !== null) {
      throw new WorkerHostError(`Cannot load a game: this host already ended (${ended.code}: ${ended.message}); create a new host`, ended.code, ended)
    }
    if (this.pendingGame !== null || this.phase === 'running' || this.phase === 'over') throw new Error('A game was already loaded')
    this.pendingGame = game
    this.pendingSave = save
    const every = game.session?.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
    this.heartbeatLimitMs = every > 0 ? (this.options.heartbeatTimeoutMs ?? 3 * every) : 0
    const promise = new Promise<void>((resolve, reject) => {
      this.loaded = { resolve, reject }
    })
    if (this.phase === 'loading') this.sendLoad()
    return promise
  }

  /** A remote player is ready. */
  ready(playerId: string): void {
    this.send({ type: 'ready', playerId })
  }

  /** A remote player's decision for `requestId`. */
  operate(playerId: string, requestId: string, action: ActionInit): void {
    this.send({ type: 'operation', requestId, playerId, action })
  }

  /** A remote player finished the animation of barrier `barrierId`. */
  ack(playerId: string, barrierId: string): void {
    this.send({ type: 'ack', barrierId, playerId })
  }

  pause(): void {
    this.send({ type: 'pause' })
  }

  resume(): void {
    this.send({ type: 'resume' })
  }

  /**
   * Runs `operation` as a long operation of the game: the worker's session is busy (its heartbeats report
   * `busy` and `label`) from `begin-operation` until `end-operation`, sent when `operation` settles.
   * Operations may overlap; the session stays busy until the last one ends.
   *
   * @example
   * ```ts
   * await host.runLongOperation('save', () => saveGame(host.gameOver))
   * ```
   */
  async runLongOperation<T>(label: string, operation: () => T | Promise<T>): Promise<T> {
    const operationId = `h${++this.operationSeq}`
    this.send({ type: 'begin-operation', operationId, label })
    try {
      return await operation()
    } finally {
      this.send({ type: 'end-operation', operationId })
    }
  }

  /**
   * A save of the running game, for a later `load(game, save)`: the worker's snapshot and record of the
   * game as it is now (`save`, answered by `saved`); the game goes on. Rejects when there is no game to
   * save yet, or the host ends first.
   *
   * @example
   * ```ts
   * const { record } = await host.save()
   * await storage.put(gameId, record) // later: createNodeWorkerHost().load(game, { record })
   * ```
   */
  save(): Promise<SavedGame> {
    if (this.phase === 'over') return Promise.reject(new WorkerHostError('Cannot save: this host already ended', this.endError?.code ?? 'TERMINATED', this.endError ?? undefined))
    const saveId = `s${++this.saveSeq}`
    const saved = new Promise<SavedGame>((resolve, reject) => this.saves.set(saveId, { resolve, reject }))
    this.send({ type: 'save', saveId })
    return saved
  }

  /** Sends any host message. Ignored once the game is over. */
  send(message: HostMessage): void {
    if (this.phase !== 'over') this.worker.postMessage(message)
  }

  /** Stops the worker now; `done` rejects with `TERMINATED` unless the game was already over. */
  async terminate(): Promise<void> {
    this.end(new WorkerHostError('Terminated by the host', 'TERMINATED'))
  }

  private receive(data: unknown): void {
    if (this.phase === 'over' || !isWorkerMessage(data)) return
    const message = data
    if (this.phase !== 'booting' && this.phase !== 'loading') this.armHeartbeat()
    if (message.type === 'game-over') this.gameOverMessage = message
    for (const listener of [...this.listeners]) {
      try {
        listener(message)
      } catch (error) {
        console.error('[decklet runtime] host listener threw', error)
      }
    }
    switch (message.type) {
      case 'ready':
        this.phase = 'loading'
        if (this.pendingGame !== null) this.sendLoad()
        return
      case 'game-init':
        this.phase = 'running'
        this.armHeartbeat()
        this.enter('ready')
        this.loaded?.resolve()
        return
      case 'init-finished':
        if (this.lifecycle === 'paused') this.resumeTo = 'running'
        else this.enter('running')
        return
      case 'pause-state':
        if (message.paused) {
          if (this.lifecycle === 'ready' || this.lifecycle === 'running') {
            this.resumeTo = this.lifecycle
            this.enter('paused')
          }
        } else if (this.lifecycle === 'paused') {
          this.enter(this.resumeTo)
        }
        return
      case 'saved': {
        const waiting = this.saves.get(message.saveId)
        if (waiting === undefined) return
        this.saves.delete(message.saveId)
        if (message.snapshot !== undefined && message.record !== undefined) waiting.resolve({ snapshot: message.snapshot, record: message.record })
        else waiting.reject(new Error(`The worker could not save the game: ${message.error?.message ?? 'no save in its answer'}`))
        return
      }
      case 'error':
        if (message.fatal) this.end(new WorkerHostError(`Game failed: ${message.error.message}`, 'GAME_ERROR', message))
        return
      case 'game-over':
        this.end(null, message.result)
        return
      default:
        return
    }
  }

  private sendLoad(): void {
    const save = this.pendingSave
    this.worker.postMessage({
      type: 'load-game',
      protocol: PROTOCOL_VERSION,
      game: this.pendingGame!,
      ...(save?.snapshot === undefined ? {} : { snapshot: save.snapshot }),
      ...(save?.record === undefined ? {} : { record: save.record }),
    })
  }

  private armHeartbeat(): void {
    const ms = this.heartbeatLimitMs
    if (ms > 0) {
      this.arm(ms, () => new WorkerHostError(`No message from the worker for ${ms} ms`, 'HEARTBEAT_LOST'))
    } else if (this.watchdog !== undefined) {
      // No heartbeats: the initialisation watchdog ends at game-init and none follows.
      this.scheduler.clearTimeout(this.watchdog)
      this.watchdog = undefined
    }
  }

  private arm(ms: number, error: () => WorkerHostError): void {
    if (this.watchdog !== undefined) this.scheduler.clearTimeout(this.watchdog)
    this.watchdog = this.scheduler.setTimeout(() => this.end(error()), ms)
  }

  private enter(state: WorkerState): void {
    const previous = this.lifecycle
    if (state === previous || previous === 'over' || previous === 'failed') return
    this.lifecycle = state
    for (const listener of [...this.stateListeners]) {
      try {
        listener(state, previous)
      } catch (error) {
        console.error('[decklet runtime] host state listener threw', error)
      }
    }
  }

  private end(error: WorkerHostError | null, result?: SessionResult): void {
    if (this.phase === 'over') return
    this.phase = 'over'
    this.enter(error === null || error.code === 'TERMINATED' ? 'over' : 'failed')
    this.stateListeners.clear()
    if (this.watchdog !== undefined) this.scheduler.clearTimeout(this.watchdog)
    this.watchdog = undefined
    this.listeners.clear()
    this.endError = error
    for (const waiting of this.saves.values()) waiting.reject(error ?? new WorkerHostError('The game ended before it was saved', 'TERMINATED'))
    this.saves.clear()
    if (error === null) {
      this.loaded?.resolve()
      this.settle.resolve(result!)
    } else {
      this.loaded?.reject(error)
      this.settle.reject(error)
    }
    try {
      const terminating = this.worker.terminate()
      if (terminating instanceof Promise) terminating.catch(() => undefined)
    } catch {
      // already gone
    }
  }
}
