import { ReplayEngine, type ActionInit, type ActionRecord, type GamePlugin, type GameRecord, type PlayerView } from '@decklet/core'
import { completeLiveRecord, WorkerHostError, type Barrier, type GameOverMessage, type GameRecordHead, type GameSave, type GameSpec, type RejectionCode, type WorkerHost, type WorkerMessage } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'
import type { SeatController } from './seatController'
import type { FinalRecords, TableEvent, TableGame } from './tableGame'
import type { LiveRecordSource } from './tableRecords'

type OpenRequest = TableGame['openRequests'][number]
type Rejection = Extract<TableEvent, { type: 'rejected' }>

/** What a {@link WorkerTableGame} is made of. @internal */
export interface WorkerTableOptions {
  /** The worker's host (`createNodeWorkerHost()`), not loaded yet. */
  readonly host: WorkerHost
  /** The game as the worker loads it: `liveRecord: true`, `spectatorView` when the table has spectators. */
  readonly game: GameSpec
  /** The human seats' controllers: the worker's messages for each seat become their calls. */
  readonly seats: ReadonlyMap<string, SeatController>
  /** Fresh plugins of the game, to rebuild the records of a game whose worker failed. */
  readonly plugins: () => readonly GamePlugin[]
  readonly onEvent: (event: TableEvent) => void
}

/**
 * A table whose `GameSession` runs in a Node worker thread (`@decklet/runtime/node`'s `WorkerHost`): the
 * room's calls become protocol messages, and the worker's messages become the seats' requests, views and
 * barriers and the room's {@link TableEvent}s. The room keeps what it must answer without asking the
 * worker: each seat's last view, the spectator's, the open requests and barrier, and the live record
 * (its head and actions, from the worker's `record-update`s).
 *
 * Answers are verdicts in order: a player's answer goes to the worker, and a rejection the room decides
 * itself (a malformed act) waits until the verdicts on that player's earlier answers came back, so a
 * client can pair each verdict with its oldest act still waiting.
 * @internal
 */
export class WorkerTableGame implements TableGame {
  readonly #host: WorkerHost
  readonly #game: GameSpec
  readonly #seats: ReadonlyMap<string, SeatController>
  readonly #plugins: () => readonly GamePlugin[]
  readonly #onEvent: (event: TableEvent) => void
  readonly #views = new Map<string, PlayerView>()
  #spectatorView: PlayerView | null = null
  #barrier: Barrier | null = null
  readonly #requests = new Map<string, OpenRequest>()
  #paused = false
  #head: GameRecordHead | null = null
  readonly #history: ActionRecord[] = []
  readonly #source: LiveRecordSource
  #gameOver: GameOverMessage | null = null
  /** The origins of the answers sent to the worker and not yet given a verdict, by player, oldest first. */
  readonly #inFlight = new Map<string, unknown[]>()
  /** The room's own rejections waiting for those verdicts, by player. */
  readonly #held = new Map<string, Rejection[]>()
  #halted = false
  #started: { resolve: () => void; reject: (error: unknown) => void } | null = null

  constructor(options: WorkerTableOptions) {
    this.#host = options.host
    this.#game = options.game
    this.#seats = options.seats
    this.#plugins = options.plugins
    this.#onEvent = options.onEvent
    const history = this.#history
    const self = this
    this.#source = {
      get head() {
        return self.#head!
      },
      history: () => history,
    }
    this.#host.on((message) => this.#receive(message))
    this.#host.done.catch((error: unknown) => this.#failed(error))
  }

  /**
   * Loads the game in the worker (a new one, or the `save` of a live record) and resolves once it has
   * started there (its first live record and the first views came back); rejects when the worker could not
   * load it.
   */
  begin(save?: GameSave): Promise<void> {
    const started = new Promise<void>((resolve, reject) => {
      this.#started = { resolve, reject }
    })
    this.#host.load(this.#game, save).catch((error: unknown) => this.#started?.reject(error))
    return started
  }

  viewOf(viewer: string | null): PlayerView {
    const view = (viewer === null ? undefined : this.#views.get(viewer)) ?? this.#spectatorView
    if (view === null) throw new Error(`No view of ${viewer ?? 'a spectator'} came from the worker yet`)
    return view
  }

  get openBarrier(): Barrier | null {
    return this.#barrier
  }

  /** The live record as far as the worker's updates came (`null` before the game started there): for tests and tools. */
  get liveRecord(): LiveRecordSource | null {
    return this.#head === null ? null : this.#source
  }

  get openRequests(): readonly OpenRequest[] {
    return [...this.#requests.values()]
  }

  get paused(): boolean {
    return this.#paused
  }

  respond(playerId: string, requestId: string, action: ActionInit, origin: unknown): void {
    const inFlight = this.#inFlight.get(playerId) ?? []
    inFlight.push(origin)
    this.#inFlight.set(playerId, inFlight)
    this.#host.operate(playerId, requestId, action)
  }

  reject(playerId: string, requestId: string | null, code: RejectionCode, reason: string, origin: unknown): void {
    const rejection: Rejection = { type: 'rejected', playerId, requestId, code, reason, origin }
    if ((this.#inFlight.get(playerId)?.length ?? 0) === 0) return this.#onEvent(rejection)
    const held = this.#held.get(playerId) ?? []
    held.push(rejection)
    this.#held.set(playerId, held)
  }

  acknowledge(barrierId: string, playerId: string): boolean {
    const barrier = this.#barrier
    if (barrier?.barrierId !== barrierId || !barrier.playerIds.includes(playerId)) return false
    this.#host.ack(playerId, barrierId)
    return true
  }

  pause(): void {
    this.#host.pause()
  }

  resume(): void {
    this.#host.resume()
  }

  stop(): void {
    this.#host.send({ type: 'stop' })
  }

  /**
   * At game over, the worker's records. After a failure, the live record as far as it came, completed by a
   * replay here (its `final`, and each seat's viewer record from the replayed engine).
   */
  finalRecords(playerIds: readonly string[]): FinalRecords {
    const over = this.#gameOver
    if (over?.record !== undefined) return { record: over.record, viewerRecords: over.viewerRecords ?? {} }
    if (this.#head === null) throw new Error('The worker failed before the game started: there is no record')
    const record = completeLiveRecord({ ...this.#head, history: [...this.#history] } as GameRecord, this.#plugins())
    const { engine } = ReplayEngine.replayRecord(record, this.#plugins())
    try {
      return { record, viewerRecords: Object.fromEntries(playerIds.map((playerId) => [playerId, engine.exportRecord({ viewer: playerId })])) }
    } finally {
      engine.destroy()
    }
  }

  halt(): void {
    this.#halted = true
    void this.#host.terminate()
  }

  dispose(): void {}

  #receive(message: WorkerMessage): void {
    const emit = this.#onEvent
    switch (message.type) {
      case 'init-finished':
        return emit({ type: 'started' })
      case 'turn': {
        const { requestId, playerId, deadline } = message
        this.#requests.set(requestId, { requestId, playerId, deadline })
        if (message.request !== undefined) this.#seats.get(playerId)?.onRequest(message.request)
        return emit({ type: 'request', request: { requestId, playerId, deadline } })
      }
      case 'turn-end':
        this.#requests.delete(message.requestId)
        this.#seats.get(message.playerId)?.onRequestClosed(message.requestId, message.reason)
        emit({ type: 'request-closed', requestId: message.requestId })
        if (message.reason === 'answered') this.#verdict(message.playerId)
        return
      case 'rejected': {
        if (message.playerId === null) return
        // The verdict on the player's oldest answer in flight: its origin is the rejected answer's.
        const origin = this.#inFlight.get(message.playerId)?.[0] ?? null
        emit({ type: 'rejected', playerId: message.playerId, requestId: message.requestId === '' ? null : message.requestId, code: message.code, reason: message.reason, origin })
        return this.#verdict(message.playerId)
      }
      case 'view-update':
        this.#views.set(message.playerId, message.view)
        this.#seats.get(message.playerId)?.onUpdate(message.view, message.events)
        return this.#checkStarted()
      case 'spectator-update':
        this.#spectatorView = message.view
        emit({ type: 'spectator-view', view: message.view, events: message.events })
        return this.#checkStarted()
      case 'record-update':
        return this.#record(message.head, message.from, message.actions)
      case 'barrier': {
        const { barrier } = message
        this.#barrier = barrier
        for (const playerId of barrier.playerIds) this.#seats.get(playerId)?.onBarrier(barrier, () => this.#host.ack(playerId, barrier.barrierId))
        return emit({ type: 'barrier', barrier })
      }
      case 'barrier-done':
        if (this.#barrier?.barrierId === message.barrierId) this.#barrier = null
        for (const seat of this.#seats.values()) seat.barrierDone(message.barrierId)
        return emit({ type: 'barrier-done', barrierId: message.barrierId })
      case 'timeout': {
        const { operation, ids, playerIds, durationMs } = message
        return emit({ type: 'timeout', operation, ids, playerIds, durationMs })
      }
      case 'pause-state':
        if (this.#paused === message.paused) return
        this.#paused = message.paused
        return emit({ type: message.paused ? 'paused' : 'resumed' })
      case 'error':
        return emit({ type: 'error', error: message.error, fatal: message.fatal })
      case 'game-over':
        this.#gameOver = message
        this.#releaseAll()
        return emit({ type: 'game-over', result: message.result })
      default:
        return
    }
  }

  #record(head: GameRecordHead | undefined, from: number, actions: readonly ActionRecord[]): void {
    if (head !== undefined) this.#head = head
    this.#history.length = from
    this.#history.push(...actions)
    this.#onEvent({ type: 'record', source: this.#source })
    this.#checkStarted()
  }

  /** The game has started in the worker once its record and every view the room answers with are here. */
  #checkStarted(): void {
    if (this.#started === null || this.#head === null) return
    for (const playerId of this.#seats.keys()) if (!this.#views.has(playerId)) return
    if (this.#game.spectatorView === true && this.#spectatorView === null) return
    const started = this.#started
    this.#started = null
    started.resolve()
  }

  /** A verdict on one of `playerId`'s answers came: the room's rejections held behind it go out. */
  #verdict(playerId: string): void {
    const inFlight = this.#inFlight.get(playerId) ?? []
    inFlight.shift()
    if (inFlight.length > 0) return
    const held = this.#held.get(playerId)
    this.#held.delete(playerId)
    for (const rejection of held ?? []) this.#onEvent(rejection)
  }

  /** No verdict will come any more (the game is over, or the worker is gone). */
  #releaseAll(): void {
    this.#inFlight.clear()
    const held = [...this.#held.values()].flat()
    this.#held.clear()
    for (const rejection of held) this.#onEvent(rejection)
  }

  /** The host ended without a game over: a failed load, a fatal game error, or the worker died. */
  #failed(error: unknown): void {
    this.#started?.reject(error)
    this.#started = null
    if (this.#halted || this.#gameOver !== null) return
    this.#releaseAll()
    // A fatal game error came as an `error` message already; a worker that died or fell silent did not.
    if (WorkerHostError.isInstance(error) && (error as WorkerHostError).code === 'GAME_ERROR') return
    const e = error instanceof Error ? error : new Error(String(error))
    this.#onEvent({ type: 'error', error: { name: e.name, message: e.message }, fatal: true })
  }
}

/** What {@link startWorkerTable} takes: a table's parts but its host, and how its start waits its turn. @internal */
export interface WorkerTableStart extends Omit<WorkerTableOptions, 'host'> {
  /** Runs the start when the server's limit on workers starting at once allows (see `workerStarts`). */
  readonly queue: <T>(start: () => Promise<T>) => Promise<T>
  /** The worker's initialisation timeout (`WorkerHost`'s `initTimeoutMs`), counted from its turn. */
  readonly initTimeoutMs: number
  /** A live record to load instead of a new game. */
  readonly save?: GameSave
  /** Whether the table no longer wants its game (its room is closing) when its turn comes. */
  readonly cancelled: () => boolean
  /** Hears the table as soon as it exists, before its game has started. */
  readonly onTable: (table: WorkerTableGame) => void
}

/**
 * Starts a table's worker when its turn comes (a few start at a time: each loads its modules on the same
 * cores, and a burst of new tables started at once would time out together), and resolves with the table
 * once its game has started in the worker; `null` when it was cancelled before its turn. Rejects as
 * {@link WorkerTableGame.begin} does.
 * @internal
 */
export function startWorkerTable(options: WorkerTableStart): Promise<WorkerTableGame | null> {
  const { queue, initTimeoutMs, save, cancelled, onTable, ...parts } = options
  return queue(async () => {
    if (cancelled()) return null
    const table = new WorkerTableGame({ ...parts, host: createNodeWorkerHost({ initTimeoutMs }) })
    onTable(table)
    await table.begin(save)
    return table
  })
}
