import { Room, type AuthContext, type Client } from '@colyseus/core'
import type { GameEngine, GameRecord, PlayerView } from '@decklet/core'
import type { GameSession, PlayerController } from '@decklet/runtime'
import { handleAck, handleAct, handleLeave, handleReady, type MessageRoom } from './clientMessages'
import { GameEnding, type EndRoom } from './gameEnding'
import { authorizeJoin, type JoinAuth } from './joinAuth'
import { LocalTableGame } from './localTableGame'
import { holdSeat } from './reconnection'
import type { RoomContext, RoomCreateOptions } from './roomContext'
import { RoomSeats, type Seat } from './roomSeats'
import { packServerMessage } from '../protocol/wireMessages'
import { RoomTimers } from './roomTimers'
import { sendTo } from './sendTo'
import { routeTableEvent, type EventRoom } from './tableEvents'
import type { TableGame, TableStart } from './tableGame'
import { TableRecords } from './tableRecords'
import { seatBots, waitingGame } from './tableSetup'
import { verifyTable, type TableSpec } from './tableSpec'
import { startWorkerGame } from './tableStart'
import { TableState } from './tableState'
import { TableSummary } from './tableSummary'
import { gameOverMessage, welcomeMessage } from './welcome'

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
 *
 * The room wires its parts: who may join ({@link authorizeJoin}), the seats' books ({@link RoomSeats}) and
 * reconnections ({@link holdSeat}), the client messages (`clientMessages.ts`), the public summary and its
 * patches ({@link TableSummary}), its timers ({@link RoomTimers}), the game's setup (`tableSetup.ts`) and
 * worker start (`tableStart.ts`), the table's events ({@link routeTableEvent}), the records
 * ({@link TableRecords}) and the end of the game ({@link GameEnding}).
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
  #seats!: RoomSeats
  #summary!: TableSummary
  readonly #timers = new RoomTimers()
  #records!: TableRecords
  #ending!: GameEnding
  #disposing = false
  /** The bot seats' controllers, made with the table (a bot that cannot sit fails the table's creation, not a join). */
  #bots = new Map<string, PlayerController>()
  /** What the table's events and the game's end reach (see {@link routeTableEvent}, {@link GameEnding}). */
  #parts!: EventRoom & EndRoom

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
    this.#bots = seatBots(context, this.#spec, plugins)
    const restore = options.restore
    const waiting = waitingGame(context, this.#spec, this.roomId, plugins, restore?.record)
    this.#engine = waiting.engine
    this.#seed = waiting.seed
    const state = new TableState()
    this.#seats = new RoomSeats(this.#spec, state)
    this.setState(state)
    this.#summary = new TableSummary(state, () => this.broadcastPatch())
    // The summary changes only at turns and seat changes: patched then (see TableSummary), not every 50 ms.
    this.setPatchRate(null)
    const room: MessageRoom = { seats: this.#seats, table: () => this.#table, status: () => this.state.status }
    this.onMessage('act', (client, message) => handleAct(room, client, message))
    this.onMessage('ack', (client, message) => handleAck(room, client, message))
    this.onMessage('ready', (client) => handleReady(room, client))
    this.onMessage('leave', (client) => handleLeave(room, client))
    this.#parts = {
      roomId: this.roomId,
      state,
      summary: this.#summary,
      seats: this.#seats,
      records: this.#records,
      table: () => this.#table,
      closing: () => this.#disposing,
      broadcast: (type, payload) => this.broadcast(type, packServerMessage(type, payload)),
      log: (message) => context.log(message),
      failed: (error) => void this.#ending.failed(error),
      gameOver: (result) => void this.#ending.gameOver(result),
      closeLater: (code) => this.#timers.closeLater(context.closeAfterMs, () => void this.disconnect(code)),
    }
    this.#ending = new GameEnding(this.#parts)
    // A restored game was running: its players come back when they can, it does not wait for them.
    if (restore !== undefined) await this.#start(false, restore.record)
    else if (this.#seats.humansJoined()) void this.#start(true)
    else this.#timers.waitForSeats(context.startTimeoutMs, () => void this.#closeUnplayed())
  }

  override onAuth(_client: Client, options: unknown, context: AuthContext): Promise<JoinAuth> {
    const { signer, spectatorAuth } = this.context
    const seats = this.#seats
    return authorizeJoin({ roomId: this.roomId, signer, spectators: this.#spec.spectators, spectatorAuth, isHumanSeat: (id) => seats.isHuman(id) }, options, context, Date.now())
  }

  override onJoin(client: Client, _options: unknown, auth: JoinAuth): void {
    if (auth.playerId === null) {
      this.state.spectators = this.#seats.addSpectator(client)
      this.#summary.patchSoon()
      this.#welcome(client, null)
      return
    }
    const seat = this.#seats.get(auth.playerId)!
    this.#seats.reclaim(seat, client)
    this.#sit(seat, client)
    seat.joined = true
    if (!this.#started && !this.#ending.over && this.#seats.humansJoined()) void this.#start(true)
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const spectators = this.#seats.removeSpectator(client)
    if (spectators !== null) {
      this.state.spectators = spectators
      this.#summary.patchSoon()
      return
    }
    const { seat, leaving } = this.#seats.dropped(client.sessionId)
    if (seat === undefined || seat.client?.sessionId !== client.sessionId) return
    seat.state.connected = false
    this.#summary.patchSoon()
    this.#acknowledgeAbsent(seat)
    if (consented || leaving || this.#ending.over) return this.#unseat(seat)
    const reconnection = this.allowReconnection(client, this.context.reconnectSeconds)
    await holdSeat(seat, reconnection, (back) => this.#sit(seat, back), () => this.#unseat(seat))
  }

  override async onDispose(): Promise<void> {
    this.#disposing = true
    this.#summary?.close()
    this.#timers.clear()
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

  // ---- seats ----

  #sit(seat: Seat, client: Client): void {
    this.#timers.seatBack()
    this.#seats.sit(seat, client)
    this.#summary.patchSoon()
    this.#welcome(client, seat.playerId)
  }

  #unseat(seat: Seat): void {
    this.#seats.unseat(seat)
    this.#summary.patchSoon()
    this.#watchAbandoned()
  }

  /**
   * A game nobody plays any more (every human seat gone, none held) would play on by timeouts for as long
   * as the game lasts, and a restore elsewhere would bring it back: after `abandonAfterMs` it is stopped
   * (stored as final with the `stopped` result). A seat that comes back in time cancels it.
   */
  #watchAbandoned(): void {
    if (this.#table === null || this.#ending.over || this.#timers.abandonWatched) return
    const humans = this.#seats.abandonedHumans()
    if (humans === null) return
    this.#timers.watchAbandoned(this.context.abandonAfterMs, () => !humans.some((s) => s.client !== null), () => {
      this.context.log(`Table ${this.roomId}: every player left; the game is stopped`)
      this.#table?.stop()
    })
  }

  /**
   * A seat without a client does not hold a barrier up (a ready barrier would fail the game, an animation
   * would wait its whole timeout): the room counts it done. Its turns still time out to the game's default.
   */
  #acknowledgeAbsent(seat: Seat): void {
    const barrier = seat.controller?.barrier
    if (barrier !== null && barrier !== undefined) this.#table?.acknowledge(barrier.barrierId, seat.playerId)
  }

  #welcome(client: Client, playerId: string | null): void {
    const seat = playerId === null ? undefined : this.#seats.get(playerId)
    const parts = {
      roomId: this.roomId,
      playerId,
      view: this.#viewOf(playerId),
      request: seat?.controller?.request ?? null,
      barrier: this.#table?.openBarrier ?? null,
      paused: this.#table?.paused ?? false,
      reconnectionToken: client.reconnectionToken,
    }
    sendTo(client, 'welcome', welcomeMessage(parts, Date.now()))
    const ended = this.#ending.ended
    if (ended !== null) sendTo(client, 'game-over', gameOverMessage(ended, playerId))
  }

  /** A viewer's view now: the running game's, or (before it runs) the waiting game's. */
  #viewOf(playerId: string | null): PlayerView {
    if (this.#table !== null && this.#tableReady) return this.#table.viewOf(playerId)
    const engine = this.#engine!
    const players = engine.getState().players
    return engine.getPlayerView(playerId !== null && Object.hasOwn(players, playerId) ? playerId : null)
  }

  // ---- the game ----

  /**
   * Starts the game: in this process on the room's engine, or in a worker thread (loading `restore`, a live
   * record, when given). Resolves once the game runs; for a restore in a worker, rejects with `RESTORE_FAILED`
   * when the worker could not load the record.
   */
  async #start(waitForReady: boolean, restore?: GameRecord): Promise<void> {
    this.#started = true
    this.#timers.started()
    const { definition, log } = this.context
    const seats = this.#seats.createControllers()
    this.state.status = waitForReady && definition.session?.waitForReady !== false ? 'starting' : 'running'
    const start: Omit<TableStart, 'controllers'> = {
      session: definition.session ?? {},
      waitForReady,
      spectators: this.#spec.spectators,
      onEvent: (event) => {
        // A restore that fails is the room's creation failing: no client to tell.
        if (restore !== undefined && !this.#tableReady && event.type === 'error') return
        routeTableEvent(this.#parts, event)
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
    const onTable = (created: TableGame): void => void (this.#table = created)
    const table = await startWorkerGame({ context: this.context, spec: this.#spec, roomId: this.roomId, seed: this.#seed, start, seats, restore, cancelled: () => this.#disposing, onTable })
    if (table === null) return
    this.#tableReady = true
    // The worker's views stand in for the waiting game's from now on.
    this.#engine?.destroy()
    this.#engine = null
  }

  async #closeUnplayed(): Promise<void> {
    if (this.#started) return
    this.context.log(`Table ${this.roomId}: not every seat joined in ${this.context.startTimeoutMs} ms; closed unplayed`)
    await this.disconnect()
  }
}
