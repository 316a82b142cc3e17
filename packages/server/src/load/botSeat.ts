import { Client, type Room } from 'colyseus.js'
import type { Action } from '@decklet/core'
import type { Barrier, DecisionRequest } from '@decklet/runtime'
import type { BarrierMessage, GameOverMessage, RejectedMessage, TurnEndMessage, WelcomeMessage } from '../protocol/messages'
import { SERVER_MESSAGE_TYPES } from '../protocol/messages'
import { unpackServerMessage } from '../protocol/wireMessages'

/** What a {@link BotSeat} tells its caller while it plays. */
export interface BotSeatEvents {
  /** An `act` answered: milliseconds from sending it (at `sentAt`, `performance.now()`) to its `turn-end` (or `rejected`). */
  onRoundTrip?: (ms: number, sentAt: number) => void
  /** Something that should not happen in a healthy run (a rejected action, an `error` message). */
  onFailure?: (what: string) => void
  /**
   * An answer that crossed the end of its request on the wire (the request timed out or was superseded, its
   * `turn-end` already sent, or the game ended, when the `act` arrived): rejected `UNKNOWN_REQUEST` or
   * `NOT_RUNNING`, as for any client.
   */
  onStale?: (code: string) => void
  /** The connection closed before `game-over` without this seat dropping it (the server went away). */
  onDisconnect?: (code: number) => void
}

/**
 * A client that plays one seat of a table over the wire, as a person's client would: `joinById` with its
 * ticket (or `spectate`), a random legal action for each `turn`, a draw or pass only when nothing else is
 * legal (after a short think), `ack` for each
 * barrier, until `game-over`. It can drop its connection (a dropped network, not a leave) and come back
 * with its reconnection token or its ticket, through any process.
 * @internal For the multi-process tests and the load test.
 */
/** How many times, and how far apart, a reconnection refused before the server saw the drop is tried again. */
const RECONNECT_ATTEMPTS = 20
const RECONNECT_RETRY_MS = 250

export class BotSeat {
  readonly roomId: string
  readonly ticket: string | null
  /** Every message type this seat received, in order (for the tests' checks). */
  readonly received: { type: string; message: unknown }[] = []
  gameOver: GameOverMessage | null = null
  playerId: string | null = null
  room: Room | null = null
  readonly #events: BotSeatEvents
  readonly #thinkMs: number
  readonly #random: () => number
  readonly #sentAt = new Map<string, number>()
  /** Requests seen (a `turn`, or the open request of a `welcome`: the same request may come both ways). */
  readonly #seen = new Set<string>()
  /** Requests that ended without this seat's answer. */
  readonly #closed = new Set<string>()
  /** Answers waiting out their think time, by request: dropped when the request ends first. */
  readonly #thinking = new Map<string, ReturnType<typeof setTimeout>>()
  #over!: (message: GameOverMessage) => void
  /** Settles at `game-over`. */
  readonly over: Promise<GameOverMessage>

  constructor(options: { roomId: string; ticket: string | null; events?: BotSeatEvents; thinkMs?: number; random?: () => number }) {
    this.roomId = options.roomId
    this.ticket = options.ticket
    this.#events = options.events ?? {}
    this.#thinkMs = options.thinkMs ?? 0
    this.#random = options.random ?? Math.random
    this.over = new Promise((resolve) => (this.#over = resolve))
  }

  /** Joins (with the ticket, or as a spectator without one) through the server at `endpoint` (`ws://host:port`). */
  async join(endpoint: string): Promise<void> {
    const client = new Client(endpoint)
    this.#attach(await client.joinById(this.roomId, this.ticket === null ? { spectate: true } : { ticket: this.ticket }))
  }

  /**
   * Comes back with the Colyseus reconnection token through the server at `endpoint` (within the reconnection
   * window). Until the owning process has seen the drop, it refuses the token as unknown: that answer is tried
   * again, a bounded number of times (as `@decklet/client` does with its backoff); any other failure throws.
   */
  async reconnect(endpoint: string, token: string, attempts = RECONNECT_ATTEMPTS): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        this.#attach(await new Client(endpoint).reconnect(token))
        return
      } catch (error) {
        if (attempt >= attempts || !/reconnection token invalid or expired/i.test(String((error as Error | null)?.message))) throw error
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_RETRY_MS))
      }
    }
  }

  /** Drops the connection without leaving (the seat is held for a reconnection); resolves the reconnection token. */
  async drop(): Promise<string> {
    const room = this.#require()
    const token = room.reconnectionToken
    this.room = null
    room.removeAllListeners()
    // As a lost network: the socket destroyed without a close handshake (the server sees 1006). Where the
    // WebSocket cannot be (a browser's), a close without a code, which Colyseus also holds as a drop.
    const socket = (room.connection.transport as unknown as { ws?: { terminate?: () => void } }).ws
    if (typeof socket?.terminate === 'function') socket.terminate()
    else await room.leave(false)
    return token
  }

  /** Leaves for good. */
  async leave(): Promise<void> {
    const room = this.room
    this.room = null
    if (room !== null) await room.leave(true).catch(() => {})
  }

  #attach(room: Room): void {
    this.room = room
    room.onLeave((code) => {
      if (this.room === room && this.gameOver === null) this.#events.onDisconnect?.(code)
    })
    for (const type of SERVER_MESSAGE_TYPES) room.onMessage(type, (message: unknown) => this.#receive(type, unpackServerMessage(type, message as never)))
  }

  #receive(type: string, message: unknown): void {
    this.received.push({ type, message })
    switch (type) {
      case 'welcome': {
        const welcome = message as WelcomeMessage
        this.playerId = welcome.playerId
        // A welcome starts over: after a rebuild on another process the session numbers its requests anew,
        // and an answer sent before a drop was lost with the connection.
        this.#seen.clear()
        this.#closed.clear()
        this.#sentAt.clear()
        for (const timer of this.#thinking.values()) clearTimeout(timer)
        this.#thinking.clear()
        if (welcome.barrier !== null) this.#barrier(welcome.barrier)
        if (welcome.request !== null) this.#turn(welcome.request)
        break
      }
      case 'turn':
        this.#turn(message as DecisionRequest)
        break
      case 'barrier':
        this.#barrier((message as BarrierMessage).barrier)
        break
      case 'turn-end': {
        const end = message as TurnEndMessage
        if (end.reason === 'answered') this.#answered(end.requestId)
        else this.#ended(end.requestId)
        break
      }
      case 'rejected': {
        const rejected = message as RejectedMessage
        // Crossed on the wire: the request had ended, or the game had (its game-over follows, after the
        // final record is stored), when this seat's answer to an open request arrived.
        const id = rejected.requestId
        const crossed =
          id !== null &&
          ((rejected.code === 'UNKNOWN_REQUEST' && this.#closed.has(id)) || (rejected.code === 'NOT_RUNNING' && (this.#sentAt.has(id) || this.#closed.has(id))))
        if (crossed) {
          this.#ended(id)
          this.#events.onStale?.(rejected.code)
        } else {
          if (rejected.requestId !== null) this.#ended(rejected.requestId)
          this.#events.onFailure?.(`rejected ${rejected.code}: ${rejected.reason}`)
        }
        break
      }
      case 'error':
        this.#events.onFailure?.(`error ${JSON.stringify(message)}`)
        break
      case 'game-over':
        this.gameOver = message as GameOverMessage
        this.#over(this.gameOver)
        break
    }
  }

  /** A seat answers a barrier (`ready` before the first turn, `ack` otherwise); a spectator does not. */
  #barrier(barrier: Barrier): void {
    if (this.playerId === null) return
    if (barrier.kind === 'ready') this.#send('ready', {})
    else this.#send('ack', { barrierId: barrier.barrierId })
  }

  #turn(request: DecisionRequest): void {
    if (this.#seen.has(request.requestId) || request.legalActions.length === 0) return
    this.#seen.add(request.requestId)
    // Like a person, and like the UNO bots' `preferPlay`: draw or pass only when nothing else is legal, so games end.
    const plays = request.legalActions.filter((action) => action.type !== 'DRAW' && action.type !== 'PASS')
    const choices = plays.length > 0 ? plays : request.legalActions
    const pick = choices[Math.floor(this.#random() * choices.length)]!
    const act = () => {
      this.#thinking.delete(request.requestId)
      if (this.room === null) return
      this.#sentAt.set(request.requestId, performance.now())
      this.#send('act', { requestId: request.requestId, action: withoutId(pick) })
    }
    if (this.#thinkMs > 0) this.#thinking.set(request.requestId, setTimeout(act, this.#thinkMs * (0.5 + this.#random())))
    else act()
  }

  /** A request ended without this seat's answer (timed out, superseded): a late answer to it is stale. */
  #ended(requestId: string): void {
    clearTimeout(this.#thinking.get(requestId))
    this.#thinking.delete(requestId)
    this.#sentAt.delete(requestId)
    this.#closed.add(requestId)
  }

  #answered(requestId: string): void {
    const sentAt = this.#sentAt.get(requestId)
    if (sentAt === undefined) return
    this.#sentAt.delete(requestId)
    this.#events.onRoundTrip?.(performance.now() - sentAt, sentAt)
  }

  #send(type: string, message: unknown): void {
    this.room?.send(type, message)
  }

  #require(): Room {
    if (this.room === null) throw new Error('not connected')
    return this.room
  }
}

/** A legal action as the client sends it: what the engine assigns (its id) left out. */
function withoutId(action: Action): Record<string, unknown> {
  const { id: _id, ...init } = action as Action & { id?: unknown }
  return init
}
