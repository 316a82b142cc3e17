import { randomInt } from 'node:crypto'
import { Protocol, Room, ServerError as ColyseusServerError, type AuthContext, type Client, type Deferred } from '@colyseus/core'
import { GameEngine, type GameRecord, type PlayerView, type ViewerRecord } from '@decklet/core'
import { botRegistry } from '@decklet/bots'
import type { GameSession, PlayerController, SessionResult } from '@decklet/runtime'
import { verifySeatTicket } from '../auth/tickets'
import { ServerError } from '../errors/serverError'
import { CLOSE_CODES, JOIN_REFUSAL_CODES, type ActMessage, type JoinRefusal, type ServerMessages, type ServerMessageType, type WelcomeMessage } from '../protocol/messages'
import { LocalTableGame } from './localTableGame'
import { restoredEngine } from './restoredEngine'
import type { RoomContext, RoomCreateOptions } from './roomContext'
import { SeatController } from './seatController'
import type { TableEvent, TableGame, TableStart } from './tableGame'
import { TableRecords } from './tableRecords'
import { recordDigest, verifyTable, type TableSpec } from './tableSpec'
import { SeatState, TableState } from './tableState'
import { workerGameSpec } from './workerGameSpec'
import { startWorkerTable, type WorkerTableGame } from './workerTableGame'

/**
 * A refused join as Colyseus passes it on: a numeric code (a string one reaches the client as 0) and the
 * message `REASON: detail`.
 */
function refusal(reason: JoinRefusal, detail: string): ColyseusServerError {
  return new ColyseusServerError(JOIN_REFUSAL_CODES[reason], `${reason}: ${detail}`)
}

/** Who a connection is: a seat's player, or a spectator (`null`). */
interface Auth {
  readonly playerId: string | null
}

interface Seat {
  readonly playerId: string
  readonly name: string
  readonly bot: string | undefined
  readonly state: SeatState
  /** The connected client, or the one held for a reconnection. */
  client: Client | null
  /** The pending `allowReconnection` of a dropped client. */
  held: Deferred<Client> | null
  /** Joined at least once (the game starts when every human seat has). */
  joined: boolean
  controller: SeatController | null
}

/**
 * The authority of one table: it holds the engine and the `GameSession`, seats every human through a
 * {@link SeatController} (its client gets only its own view, requests and viewer-scoped events) and every
 * bot through `@decklet/bots`, and keeps the game's records in the {@link RecordStore}: the live record
 * after every action, the final one and every viewer record before game over is announced. Only the
 * public {@link TableState} goes through Colyseus's synced state.
 *
 * Life of a table: created by the server with a signed grant (never by a client); seats join with their
 * tickets and the game starts once every human seat has joined (or is rebuilt at once from a live record:
 * `restore`); a dropped seat is held for `reconnectSeconds` while its turn timer runs; at game over the
 * records are stored, `game-over` goes out and the room closes after `closeAfterMs`.
 * @internal
 */
export abstract class DeckletRoom extends Room<TableState> {
  protected abstract readonly context: RoomContext
  #spec!: TableSpec
  /**
   * The game's engine before its table starts (the welcome's views of a game still waiting for its seats):
   * in process, handed to the {@link LocalTableGame} at the start; for a worker, the worker builds the same
   * game from the same seed and this one is freed once the worker's game has started.
   */
  #engine: GameEngine | null = null
  /** The server's seed of a new game. */
  #seed = 0
  /** The running game: its session in this process or in a worker thread. */
  #table: TableGame | null = null
  /** The table's views are there (a worker's game has started in the worker). */
  #tableReady = false
  /** The game is starting or started (a worker may still be waiting for its turn to start). */
  #started = false
  readonly #seats = new Map<string, Seat>()
  readonly #spectators = new Map<string, Client>()
  /** Which seat each connection (by session id) sits in; a spectator is not listed. */
  readonly #seatOf = new Map<string, string>()
  readonly #earlyReady = new Set<string>()
  /** Connections that sent `leave` (by session id): their close is a leave for good, whatever code it ends with. */
  readonly #leaving = new Set<string>()
  #records!: TableRecords
  #over = false
  /** The announced end: what a client joining after game over is sent too. */
  #ended: { readonly result: SessionResult; readonly viewerRecords: Readonly<Record<string, ViewerRecord>> } | null = null
  #disposing = false
  #startTimer: ReturnType<typeof setTimeout> | null = null
  #abandonTimer: ReturnType<typeof setTimeout> | null = null
  #closeTimer: ReturnType<typeof setTimeout> | null = null
  #patchQueued = false
  /** The bot seats' controllers, made with the table (a bot that cannot sit fails the table's creation, not a join). */
  readonly #bots = new Map<string, PlayerController>()

  /**
   * The game's engine in this process (for tests and tools on the server side: it holds every secret): the
   * running game's with `runIn: 'process'`; with `'worker'`, the engine of a game still waiting for its
   * seats, and `null` once the worker runs it.
   */
  get engine(): GameEngine | null {
    return this.#table instanceof LocalTableGame ? this.#table.engine : this.#engine
  }

  /** The game's session once the game has started in this process (for tests and tools on the server side). */
  get session(): GameSession | null {
    return this.#table instanceof LocalTableGame ? this.#table.session : null
  }

  /** The running game, wherever its session runs (for tests and tools on the server side: pause, resume…). */
  get table(): TableGame | null {
    return this.#table
  }

  override async onCreate(options: RoomCreateOptions): Promise<void> {
    const { context } = this
    this.#spec = verifyTable(context.signer, context.game, options?.grant)
    if (this.#spec.roomId !== undefined) this.roomId = this.#spec.roomId
    this.#records = new TableRecords(context.store, this.roomId, context.game, this.#spec, context.log)
    this.autoDispose = false
    const plugins = [...context.definition.plugins()]
    const pluginIds = plugins.map((p) => p.id)
    const playerIds = this.#spec.seats.map((seat) => seat.playerId)
    const registry = context.definition.bots ?? botRegistry
    for (const seat of this.#spec.seats) {
      if (seat.bot === undefined) continue
      const factory = Object.hasOwn(registry, seat.bot) ? registry[seat.bot] : undefined
      if (factory === undefined) throw new ServerError(`Seat ${seat.playerId}: no bot ${seat.bot} (there are ${Object.keys(registry).join(', ')})`, 'BAD_TABLE')
      // In a worker, the worker seats the bot by name from the same registry.
      if (context.runIn === 'process') this.#bots.set(seat.playerId, factory({ playerId: seat.playerId, seed: randomInt(1, 2 ** 31), delayMs: 0, options: undefined, pluginIds, plugins, playerIds }))
    }
    const restore = options.restore
    if (restore !== undefined) {
      if (this.#spec.restoreDigest === undefined || recordDigest(restore.record) !== this.#spec.restoreDigest) {
        throw new ServerError('The grant does not cover this record', 'TABLE_NOT_AUTHORIZED')
      }
      // In a worker, the worker replays the record (and refuses one of other players: RESTORE_FAILED below).
      if (context.runIn === 'process') this.#engine = restoredEngine(restore.record, () => context.definition.plugins(), this.#spec)
    } else {
      // The seed is the server's: no client option reaches it.
      this.#seed = randomInt(1, 2 ** 31)
      this.#engine = new GameEngine({ seed: this.#seed })
      for (const plugin of plugins) this.#engine.use(plugin)
      this.#engine.createGame({ players: this.#spec.seats.map((s) => ({ id: s.playerId, name: s.name })), gameId: this.roomId })
    }
    const state = new TableState()
    for (const seat of this.#spec.seats) {
      const seatState = SeatState.of(seat.playerId, seat.name, seat.bot !== undefined)
      state.seats.set(seat.playerId, seatState)
      this.#seats.set(seat.playerId, { playerId: seat.playerId, name: seat.name, bot: seat.bot, state: seatState, client: null, held: null, joined: seat.bot !== undefined, controller: null })
    }
    this.setState(state)
    // The summary changes only at turns and seat changes: patched then (see #patchSoon), not every 50 ms.
    this.setPatchRate(null)
    this.onMessage('act', (client, message) => this.#act(client, message))
    this.onMessage('ack', (client, message) => this.#ack(client, message))
    this.onMessage('ready', (client) => this.#ready(client))
    this.onMessage('leave', (client) => this.#leave(client))
    // A restored game was running: its players come back when they can, it does not wait for them.
    if (restore !== undefined) await this.#start(false, restore.record)
    else if (this.#humansJoined()) void this.#start(true)
    else this.#startTimer = setTimeout(() => void this.#closeUnplayed(), context.startTimeoutMs)
  }

  override async onAuth(_client: Client, options: unknown, context: AuthContext): Promise<Auth> {
    const o = (typeof options === 'object' && options !== null ? options : {}) as { ticket?: unknown; spectate?: unknown }
    if (o.spectate === true) {
      if (!this.#spec.spectators) throw refusal('SPECTATORS_FORBIDDEN', 'this table has no spectators')
      const allowed = this.context.spectatorAuth === undefined || (await this.context.spectatorAuth({ roomId: this.roomId, headers: context.headers, ip: context.ip, token: context.token, options }))
      if (!allowed) throw refusal('SPECTATORS_FORBIDDEN', 'not allowed to watch this table')
      return { playerId: null }
    }
    const checked = verifySeatTicket(this.context.signer, o.ticket, Date.now())
    if (!checked.ok) throw refusal(checked.code, 'the seat ticket is refused')
    if (checked.ticket.gameId !== this.roomId) throw refusal('TICKET_WRONG_TABLE', 'the ticket is for another table')
    const seat = this.#seats.get(checked.ticket.playerId)
    if (seat === undefined || seat.bot !== undefined) throw refusal('UNKNOWN_SEAT', 'no such human seat at this table')
    return { playerId: seat.playerId }
  }

  override onJoin(client: Client, _options: unknown, auth: Auth): void {
    if (auth.playerId === null) {
      this.#spectators.set(client.sessionId, client)
      this.state.spectators = this.#spectators.size
      this.#patchSoon()
      this.#welcome(client, null)
      return
    }
    const seat = this.#seats.get(auth.playerId)!
    // The newest connection wins: a fresh ticket reclaims a seat from a stale or held connection.
    seat.held?.reject(new Error('The seat was reclaimed'))
    seat.held = null
    if (seat.client !== null && seat.client.sessionId !== client.sessionId) {
      this.#seatOf.delete(seat.client.sessionId)
      seat.client.leave(CLOSE_CODES.SEAT_TAKEN)
    }
    this.#sit(seat, client)
    seat.joined = true
    if (!this.#started && !this.#over && this.#humansJoined()) void this.#start(true)
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.#spectators.delete(client.sessionId)) {
      this.state.spectators = this.#spectators.size
      this.#patchSoon()
      return
    }
    const playerId = this.#seatOf.get(client.sessionId)
    const seat = playerId === undefined ? undefined : this.#seats.get(playerId)
    const leaving = this.#leaving.delete(client.sessionId)
    if (seat === undefined || seat.client?.sessionId !== client.sessionId) return
    seat.state.connected = false
    this.#patchSoon()
    this.#acknowledgeAbsent(seat)
    if (consented || leaving || this.#over) return this.#unseat(seat)
    const reconnection = this.allowReconnection(client, this.context.reconnectSeconds)
    seat.held = reconnection
    try {
      const back = await reconnection
      if (seat.held !== reconnection) return
      seat.held = null
      this.#sit(seat, back)
    } catch {
      // The window passed, or a fresh ticket took the seat meanwhile.
      if (seat.held === reconnection) {
        seat.held = null
        this.#unseat(seat)
      }
    }
  }

  override async onDispose(): Promise<void> {
    this.#disposing = true
    if (this.#startTimer !== null) clearTimeout(this.#startTimer)
    if (this.#abandonTimer !== null) clearTimeout(this.#abandonTimer)
    if (this.#closeTimer !== null) clearTimeout(this.#closeTimer)
    // Stopped by a shutdown, not over: the live record stays live, for a restore elsewhere.
    this.#table?.halt()
    await this.#records.settled()
    try {
      this.#table?.dispose()
      this.#engine?.destroy()
    } catch (error) {
      this.context.log(`Table ${this.roomId}: freeing the game failed`, error)
    }
  }

  /**
   * Sends the table summary's changes once the current turn of work is done (several changes, one patch).
   * Colyseus would otherwise encode every room's state every 50 ms, though it changes only at turns.
   */
  #patchSoon(): void {
    if (this.#patchQueued || this.#disposing) return
    this.#patchQueued = true
    queueMicrotask(() => {
      this.#patchQueued = false
      if (!this.#disposing) this.broadcastPatch()
    })
  }

  /** Closes the room after `closeAfterMs` (the room's clock ticks with patches, so a plain timer). */
  #closeLater(code?: number): void {
    if (this.#closeTimer !== null) return
    this.#closeTimer = setTimeout(() => void this.disconnect(code), this.context.closeAfterMs)
  }

  // ---- seats ----

  #humansJoined(): boolean {
    for (const seat of this.#seats.values()) if (!seat.joined) return false
    return true
  }

  #sit(seat: Seat, client: Client): void {
    if (this.#abandonTimer !== null) clearTimeout(this.#abandonTimer)
    this.#abandonTimer = null
    seat.client = client
    seat.state.connected = true
    this.#patchSoon()
    this.#seatOf.set(client.sessionId, seat.playerId)
    this.#welcome(client, seat.playerId)
  }

  #unseat(seat: Seat): void {
    if (seat.client !== null) this.#seatOf.delete(seat.client.sessionId)
    seat.client = null
    seat.state.connected = false
    this.#patchSoon()
    this.#watchAbandoned()
  }

  /**
   * A game nobody plays any more (every human seat gone, none held) would play on by timeouts for as long
   * as the game lasts, and a restore elsewhere would bring it back: after `abandonAfterMs` it is stopped
   * (stored as final with the `stopped` result). A seat that comes back in time cancels it.
   */
  #watchAbandoned(): void {
    if (this.#table === null || this.#over || this.#abandonTimer !== null) return
    const humans = [...this.#seats.values()].filter((s) => s.bot === undefined)
    if (humans.length === 0 || humans.some((s) => s.client !== null)) return
    this.#abandonTimer = setTimeout(() => {
      this.#abandonTimer = null
      if (humans.some((s) => s.client !== null)) return
      this.context.log(`Table ${this.roomId}: every player left; the game is stopped`)
      this.#table?.stop()
    }, this.context.abandonAfterMs)
  }

  /**
   * A seat without a client does not hold a barrier up (a ready barrier would fail the game, an animation
   * would wait its whole timeout): the room counts it done. Its turns still time out to the game's default.
   */
  #acknowledgeAbsent(seat: Seat): void {
    const barrier = seat.controller?.barrier
    if (barrier !== null && barrier !== undefined) this.#table?.acknowledge(barrier.barrierId, seat.playerId)
  }

  #send<TType extends ServerMessageType>(client: Client, type: TType, payload: ServerMessages[TType]): void {
    client.send(type, payload)
  }

  #welcome(client: Client, playerId: string | null): void {
    const seat = playerId === null ? undefined : this.#seats.get(playerId)
    const barrier = this.#table?.openBarrier ?? null
    const open = seat?.controller?.request ?? null
    // The request as it was sent, with the time it has left now (a client on another clock counts from it).
    const request = open === null ? null : { ...open, remainingMs: Math.max(0, open.deadline - Date.now()) }
    const welcome: WelcomeMessage = {
      gameId: this.roomId,
      playerId,
      view: this.#viewOf(playerId),
      request,
      barrier,
      paused: this.#table?.paused ?? false,
      // In the form colyseus.js's `client.reconnect(token)` takes.
      ...(client.reconnectionToken === undefined ? {} : { reconnectionToken: `${this.roomId}:${client.reconnectionToken}` }),
    }
    this.#send(client, 'welcome', welcome)
    this.#sendGameOver(client, playerId)
  }

  /** A viewer's view now: the running game's, or (before it runs) the waiting game's. */
  #viewOf(playerId: string | null): PlayerView {
    if (this.#table !== null && this.#tableReady) return this.#table.viewOf(playerId)
    const engine = this.#engine!
    const players = engine.getState().players
    return engine.getPlayerView(playerId !== null && Object.hasOwn(players, playerId) ? playerId : null)
  }

  // ---- client messages ----

  #act(client: Client, message: unknown): void {
    const playerId = this.#seatOf.get(client.sessionId)
    const m = message as Partial<ActMessage> | null
    const requestId = typeof m?.requestId === 'string' ? m.requestId : null
    if (playerId === undefined) return this.#send(client, 'rejected', { requestId, code: 'WRONG_PLAYER', reason: 'A spectator does not act' })
    const table = this.#table
    if (table === null) return this.#send(client, 'rejected', { requestId, code: 'NOT_RUNNING', reason: 'The game has not started' })
    if (typeof m !== 'object' || m === null || typeof m.action !== 'object' || m.action === null || typeof m.action.type !== 'string') {
      // After the verdicts on this seat's earlier acts: the client pairs each verdict with its oldest act.
      return table.reject(playerId, requestId, 'MALFORMED', 'An act is { requestId?, action: { type, payload? } }', client)
    }
    const open = this.#seats.get(playerId)?.controller?.request ?? null
    // Its verdict comes back as the request's `turn-end`, or as a `rejected` table event.
    table.respond(playerId, requestId ?? open?.requestId ?? '', m.action, client)
  }

  #ack(client: Client, message: unknown): void {
    const playerId = this.#seatOf.get(client.sessionId)
    const barrierId = (message as { barrierId?: unknown } | null)?.barrierId
    if (playerId === undefined || typeof barrierId !== 'string') return
    if (this.#table?.acknowledge(barrierId, playerId) === true) this.#seats.get(playerId)?.controller?.barrierDone(barrierId)
  }

  /**
   * `leave`: the client gives its seat up. Closed with Colyseus's consented code (4000): a close without
   * a code (1005) would be taken for a drop and the seat held for a reconnection.
   */
  #leave(client: Client): void {
    this.#leaving.add(client.sessionId)
    client.leave(Protocol.WS_CLOSE_CONSENTED)
  }

  #ready(client: Client): void {
    const playerId = this.#seatOf.get(client.sessionId)
    if (playerId === undefined) return
    const barrier = this.#table?.openBarrier
    if (barrier?.kind === 'ready') this.#ack(client, { barrierId: barrier.barrierId })
    // Before the ready barrier opened (a worker still loading the game): it counts once it does.
    else if (this.#table === null || this.state.status === 'starting') this.#earlyReady.add(playerId)
  }

  // ---- the game ----

  /**
   * Starts the game: in this process on the room's engine, or in a worker thread (loading `restore`, a live
   * record, when given). Resolves once the game runs; for a restore in a worker, rejects with `RESTORE_FAILED`
   * when the worker could not load the record.
   */
  async #start(waitForReady: boolean, restore?: GameRecord): Promise<void> {
    this.#started = true
    if (this.#startTimer !== null) clearTimeout(this.#startTimer)
    this.#startTimer = null
    const { definition, log } = this.context
    const seats = new Map<string, SeatController>()
    for (const seat of this.#seats.values()) {
      if (seat.bot !== undefined) continue
      seat.controller = new SeatController(
        seat.playerId,
        (type, payload) => {
          if (seat.client !== null && seat.held === null) seat.client.send(type, payload)
        },
        (barrier, done) => {
          if (seat.client === null || seat.held !== null) done()
          else if (barrier.kind === 'ready' && this.#earlyReady.delete(seat.playerId)) done()
        },
      )
      seats.set(seat.playerId, seat.controller)
    }
    this.state.status = waitForReady && definition.session?.waitForReady !== false ? 'starting' : 'running'
    const start: Omit<TableStart, 'controllers'> = {
      session: definition.session ?? {},
      waitForReady,
      spectators: this.#spec.spectators,
      onEvent: (event) => {
        // A restore that fails is the room's creation failing: no client to tell.
        if (restore !== undefined && !this.#tableReady && event.type === 'error') return
        this.#onTableEvent(event)
      },
    }
    if (this.context.runIn === 'process') {
      const table = new LocalTableGame(this.#engine!, { ...start, controllers: { ...Object.fromEntries(seats), ...Object.fromEntries(this.#bots) } })
      this.#engine = null
      this.#table = table
      this.#tableReady = true
      table.begin((message, error) => log(`Table ${this.roomId}: ${message}`, error))
      return
    }
    let table: WorkerTableGame | null
    try {
      table = await startWorkerTable({
        game: workerGameSpec(definition, this.#spec, { roomId: this.roomId, seed: this.#seed, waitForReady }),
        seats,
        plugins: () => definition.plugins(),
        onEvent: start.onEvent,
        queue: this.context.workerStart,
        initTimeoutMs: this.context.workerInitTimeoutMs,
        ...(restore === undefined ? {} : { save: { record: restore } }),
        cancelled: () => this.#disposing,
        onTable: (created) => (this.#table = created),
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (restore !== undefined) throw new ServerError(`RESTORE_FAILED: the worker could not load the record: ${message}`, 'RESTORE_FAILED', { cause: error })
      // The table's fatal `error` event has told the clients.
      log(`Table ${this.roomId}: the worker could not start the game`, error)
      return
    }
    if (table === null) return
    this.#tableReady = true
    // The worker's views stand in for the waiting game's from now on.
    this.#engine?.destroy()
    this.#engine = null
  }

  #onTableEvent(event: TableEvent): void {
    this.#patchSoon()
    switch (event.type) {
      case 'started':
        this.state.status = 'running'
        return
      case 'request':
        this.state.currentPlayerId = event.request.playerId
        this.state.deadline = event.request.deadline
        return
      case 'request-closed': {
        // Several may be asked at once (UNO's catch): the summary names one still asked, or nobody.
        const open = this.#table?.openRequests.filter((r) => r.requestId !== event.requestId) ?? []
        this.state.currentPlayerId = open[0]?.playerId ?? ''
        this.state.deadline = open[0]?.deadline ?? 0
        return
      }
      case 'record':
        this.#records.saveLive(event.source)
        return
      case 'spectator-view':
        for (const client of this.#spectators.values()) this.#send(client, 'view-update', { view: event.view, events: event.events })
        return
      case 'barrier':
        for (const client of this.#spectators.values()) this.#send(client, 'barrier', { barrier: event.barrier })
        return
      case 'barrier-done':
        for (const seat of this.#seats.values()) seat.controller?.barrierDone(event.barrierId)
        return
      case 'timeout': {
        const { operation, ids, playerIds, durationMs } = event
        this.broadcast('timeout', { operation, ids, playerIds, durationMs })
        return
      }
      case 'paused':
      case 'resumed':
        this.broadcast('pause-state', { paused: event.type === 'paused' })
        return
      case 'rejected':
        // To the connection that sent the answer (closed by now, it is not sent): a seat's newer connection
        // did not send it and would take it for the verdict on one of its own.
        if (event.origin !== null) this.#send(event.origin as Client, 'rejected', { requestId: event.requestId, code: event.code, reason: event.reason })
        return
      case 'error':
        this.context.log(`Table ${this.roomId}: ${event.fatal ? 'fatal ' : ''}error ${event.error.name}: ${event.error.message}`)
        if (event.fatal && !this.#disposing) void this.#failed(event.error)
        return
      case 'game-over':
        if (!this.#disposing) void this.#gameOver(event.result)
        return
    }
  }

  /** Game over: the final record and every viewer record are stored first, then announced. */
  async #gameOver(result: SessionResult): Promise<void> {
    const viewerRecords = await this.#storeFinal()
    if (this.#disposing) return
    this.state.status = result.status
    this.#ended = { result, viewerRecords }
    for (const seat of this.#seats.values()) if (seat.client !== null && seat.held === null) this.#sendGameOver(seat.client, seat.playerId)
    for (const client of this.#spectators.values()) this.#sendGameOver(client, null)
    this.#patchSoon()
    this.#closeLater(CLOSE_CODES.GAME_OVER)
  }

  /**
   * The game is over (finished, stopped or failed): its record and every viewer record are stored as
   * final, so the game is not restored again; then the engine goes. Returns the viewer records.
   */
  async #storeFinal(): Promise<Readonly<Record<string, ViewerRecord>>> {
    this.#over = true
    this.state.deadline = 0
    this.state.currentPlayerId = ''
    // The game stays until the room closes: a client joining meanwhile is welcomed with the final view.
    const table = this.#table
    if (table === null) return {}
    return this.#records.saveFinal(() => table.finalRecords([...this.#seats.keys()]))
  }

  /** The session failed: the records as they are are stored as final (a restore would fail the same way), then the clients are told. */
  async #failed(error: { name: string; message: string }): Promise<void> {
    await this.#storeFinal()
    if (this.#disposing) return
    this.state.status = 'failed'
    this.broadcast('error', { name: error.name, message: error.message, fatal: true })
    this.#patchSoon()
    this.#closeLater()
  }

  /** `game-over` for one client: a seat gets its own viewer record, a spectator none. */
  #sendGameOver(client: Client, playerId: string | null): void {
    if (this.#ended === null) return
    const { result, viewerRecords } = this.#ended
    const viewerRecord = playerId === null ? undefined : viewerRecords[playerId]
    this.#send(client, 'game-over', { result, ...(viewerRecord === undefined ? {} : { viewerRecord }) })
  }

  async #closeUnplayed(): Promise<void> {
    this.#startTimer = null
    if (this.#started) return
    this.context.log(`Table ${this.roomId}: not every seat joined in ${this.context.startTimeoutMs} ms; closed unplayed`)
    await this.disconnect()
  }
}
