import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, matchMaker } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { TokenSigner, issueSeatTicket } from '../auth/tickets'
import { ServerError } from '../errors/serverError'
import { checkWorkerGame, type GameDefinition, type SessionThread } from '../games/gameDefinition'
import { DeckletRoom } from '../room/deckletRoom'
import type { RoomContext, RoomCreateOptions, SpectatorAuth } from '../room/roomContext'
import { recordDigest, resolveTable, signTable, type CreateTableOptions } from '../room/tableSpec'
import { createRedisScaleOut, type RedisOptions } from '../scale/redisScaleOut'
import type { RecordStore, StoredGame } from '../store/recordStore'
import { ensureWsServerExport } from './wsInterop'
import { handleDeckletRoute, loopbackOnly, type HttpAuth } from './httpRoutes'
import { limiter } from '../internal/limiter'

/** Options of {@link createDeckletServer}. */
export interface DeckletServerOptions {
  /** The games, by name: one Colyseus room type each (`{ uno: unoGame() }`). */
  readonly games: Readonly<Record<string, GameDefinition>>
  /** Where the game records go (live after every action, final at game over). */
  readonly store: RecordStore
  /**
   * Redis for several processes: Colyseus's Redis presence and driver, ownership heartbeats of this
   * process's live games and the recovery sweep that rebuilds a dead process's games here. Needs `secret`
   * (shared by every process) and `publicAddress`.
   */
  readonly redis?: RedisOptions
  /** This process's address as clients reach it (`host:port`), announced to the others (required with `redis`). */
  readonly publicAddress?: string
  /** Who may create tables and get tickets over HTTP (default: loopback callers only). */
  readonly auth?: HttpAuth
  /** Who may watch a table that allows spectators (default: anyone; spectators need no ticket). */
  readonly spectatorAuth?: SpectatorAuth
  /** The port (`0`: an ephemeral one; read it back from the result). */
  readonly port: number
  /** The interface to listen on (default `127.0.0.1`). */
  readonly host?: string
  /** The ticket secret (at least 16 bytes): shared by every process of a deployment. Default: random per process. */
  readonly secret?: string
  /** How long a seat ticket is valid (default 1 hour). */
  readonly ticketTtlMs?: number
  /** How long a dropped seat is held for its client (default 30 s). */
  readonly reconnectSeconds?: number
  /** How long a new table waits for every human seat to join once (default 10 minutes), then closes unplayed. */
  readonly startTimeoutMs?: number
  /** How long a finished table stays open before it closes (default 10 s). */
  readonly closeAfterMs?: number
  /** How long a game goes on once every human seat has left for good (default 60 s); then it is stopped and stored as final. */
  readonly abandonAfterMs?: number
  /** Where the server reports failures it survives (default `console.error`). */
  readonly log?: (message: string, error?: unknown) => void
  /**
   * Where each table's game session runs, for the games whose definition does not say (`runIn`): in this
   * process (`'process'`, the default) or in a Node worker thread per table (`'worker'`, through
   * `@decklet/runtime/node`; the definition must give its `worker` modules, as the built-in games do).
   */
  readonly runIn?: SessionThread
  /**
   * With worker threads: how many tables' workers may be starting at once in this process (default 2); the
   * others wait their turn. Starting a worker loads its modules (≈0.2 s of CPU for UNO), so a burst of new
   * tables started all at once would share the cores and time out together.
   */
  readonly workerStarts?: number
  /** With worker threads: how long a started worker may take to load its game (default 30 s). */
  readonly workerInitTimeoutMs?: number
}

/** A new table: its room id, and a seat ticket for each human seat. */
export interface CreatedTable {
  readonly roomId: string
  /** By player id; bot seats have none. */
  readonly tickets: Readonly<Record<string, string>>
}

/** A running decklet server. */
export interface DeckletServer {
  /** The Colyseus server (for its own hooks; decklet's rooms are already defined on it). */
  readonly server: Server
  /** The port it listens on. */
  readonly port: number
  /** The HTTP server under it (Colyseus's matchmaking routes, decklet's `/decklet/…` routes and the WebSocket upgrade). */
  readonly http: HttpServer
  /** Creates a table of `game` (the server draws its seed) and returns its tickets. */
  createTable(game: string, options: CreateTableOptions): Promise<CreatedTable>
  /** A fresh seat ticket (reclaims a seat after the reconnection window). */
  issueTicket(roomId: string, playerId: string): Promise<string>
  /**
   * Rebuilds a stored live game in this process, under its game id: the record is replayed with the game's
   * plugins and the session goes on; players rejoin with their tickets. Crash recovery calls this.
   */
  restoreTable(game: StoredGame): Promise<{ readonly roomId: string }>
  /** Closes the rooms (a running game's live record stays live), the sockets and the port. The store stays open. */
  close(): Promise<void>
}

const HOUR = 3_600_000

/**
 * Starts a decklet server: a Colyseus 0.16 server with one room type per game, decklet's HTTP routes and
 * (with `redis`) the Redis presence and driver for several processes. The room is the authority: clients
 * get their own views only, tickets decide who sits where, and records go to `store`.
 *
 * One Colyseus server runs per process (its matchmaker is a module singleton): close one before starting
 * another in the same process.
 *
 * @example
 * ```ts
 * const server = await createDeckletServer({ games: { uno: unoGame() }, store: new MemoryRecordStore(), port: 2567 })
 * const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'rule-based' }] })
 * // a client: new Client('ws://127.0.0.1:2567').joinById(roomId, { ticket: tickets.p1 })
 * ```
 */
export async function createDeckletServer(options: DeckletServerOptions): Promise<DeckletServer> {
  if (options.redis !== undefined && options.secret === undefined) {
    throw new ServerError('With redis, every process must share the ticket secret: pass `secret`', 'REDIS_NEEDS_SECRET')
  }
  if (options.redis !== undefined && options.publicAddress === undefined) {
    throw new ServerError('With redis, every process announces where clients reach it: pass `publicAddress`', 'REDIS_NEEDS_ADDRESS')
  }
  const signer = new TokenSigner(options.secret ?? TokenSigner.randomSecret())
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[decklet] ${message}`, ...(error === undefined ? [] : [error])))
  const ticketTtlMs = options.ticketTtlMs ?? HOUR
  const games = new Map(Object.entries(options.games))
  for (const [game, definition] of games) if ((definition.runIn ?? options.runIn) === 'worker') checkWorkerGame(game, definition)

  const createTable = async (game: string, table: CreateTableOptions): Promise<CreatedTable> => {
    const definition = games.get(game)
    if (definition === undefined) throw new ServerError(`No game ${game} on this server`, 'UNKNOWN_GAME')
    const spec = resolveTable(game, definition, table, Date.now())
    if (spec.roomId !== undefined && (await matchMaker.query({ roomId: spec.roomId })).length > 0) throw new ServerError(`A table ${spec.roomId} exists already`, 'BAD_TABLE')
    const createOptions: RoomCreateOptions = { grant: signTable(signer, spec) }
    const room = await matchMaker.createRoom(game, createOptions)
    const now = Date.now()
    const tickets: Record<string, string> = {}
    for (const seat of spec.seats) if (seat.bot === undefined) tickets[seat.playerId] = issueSeatTicket(signer, room.roomId, seat.playerId, ticketTtlMs, now)
    return { roomId: room.roomId, tickets }
  }

  const issueTicket = async (roomId: string, playerId: string): Promise<string> => {
    const [room] = await matchMaker.query({ roomId })
    if (room === undefined) throw new ServerError(`No table ${roomId}`, 'UNKNOWN_TABLE')
    return issueSeatTicket(signer, roomId, playerId, ticketTtlMs, Date.now())
  }

  const restoreTable = async (stored: StoredGame): Promise<{ roomId: string }> => {
    const { meta, record, gameId } = stored
    if (!games.has(meta.game)) throw new ServerError(`No game ${meta.game} on this server`, 'UNKNOWN_GAME')
    if (matchMaker.getLocalRoomById(gameId) !== undefined) throw new ServerError(`The table ${gameId} is running here already`, 'BAD_TABLE')
    const grant = signTable(signer, { game: meta.game, seats: meta.seats, spectators: meta.spectators, createdAt: meta.createdAt, roomId: gameId, restoreDigest: recordDigest(record) })
    const createOptions: RoomCreateOptions = { grant, restore: { record } }
    // Here, not on the least busy process: with redis this process has just claimed the game.
    const room = await matchMaker.handleCreateRoom(meta.game, createOptions)
    return { roomId: room.roomId }
  }

  const http = createServer()
  const auth = options.auth ?? loopbackOnly
  http.on('request', (request, response) => {
    // Colyseus's routes are answered by its own listener; a path neither knows gets a 404.
    if (!handleDeckletRoute({ auth, createTable, issueTicket }, request, response) && !(request.url ?? '').includes('/matchmake')) {
      response.writeHead(404).end()
    }
  })
  const scale =
    options.redis === undefined
      ? null
      : createRedisScaleOut({
        ...options.redis,
        publicAddress: options.publicAddress!,
        store: options.store,
        restore: async (game) => void (await restoreTable(game)),
        log,
      })
  const store = scale?.store ?? options.store
  ensureWsServerExport()
  const server = new Server({
    transport: new WebSocketTransport({ server: http }),
    ...(scale === null ? (options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }) : scale.serverOptions),
    greet: false,
    gracefullyShutdown: false,
  })
  const workerStart = limiter(options.workerStarts ?? 2)
  const context = (game: string, definition: GameDefinition): RoomContext => ({
    game,
    definition,
    runIn: definition.runIn ?? options.runIn ?? 'process',
    workerStart,
    workerInitTimeoutMs: options.workerInitTimeoutMs ?? 30_000,
    signer,
    store,
    reconnectSeconds: options.reconnectSeconds ?? 30,
    startTimeoutMs: options.startTimeoutMs ?? 600_000,
    closeAfterMs: options.closeAfterMs ?? 10_000,
    abandonAfterMs: options.abandonAfterMs ?? 60_000,
    spectatorAuth: options.spectatorAuth,
    log,
  })
  for (const [game, definition] of games) {
    const shared = context(game, definition)
    const handler = server.define(game, class extends DeckletRoom {
      protected readonly context = shared
    })
    scale?.watch(handler)
  }
  const host = options.host ?? '127.0.0.1'
  try {
    await server.listen(options.port, host)
  } catch (error) {
    // Nothing may stay open (the transport, the matchmaker, presence, driver, Redis): a process whose
    // server failed to start must be able to exit, or to start another.
    await scale?.stop().catch((e: unknown) => log('Stopping the Redis scale-out after a failed listen failed', e))
    await server.gracefullyShutdown(false).catch((e: unknown) => log('Shutting down after a failed listen failed', e))
    if (http.listening) http.close()
    const code = (error as { code?: unknown } | null)?.code
    throw new ServerError(
      `The server could not listen on ${host}:${options.port}${typeof code === 'string' ? ` (${code}${code === 'EADDRINUSE' ? ': the port is taken' : ''})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      'LISTEN_FAILED',
      { cause: error },
    )
  }
  scale?.start()
  const port = (http.address() as AddressInfo).port
  let closing: Promise<void> | null = null
  return {
    server,
    port,
    http,
    createTable,
    issueTicket,
    restoreTable,
    close: () =>
      (closing ??= (async () => {
        await scale?.stop()
        await server.gracefullyShutdown(false)
      })()),
  }
}
