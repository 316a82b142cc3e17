import type { Client, Deferred } from '@colyseus/core'
import { CLOSE_CODES } from '../protocol/messages'
import { SeatController } from './seatController'
import { sendTo } from './sendTo'
import type { TableSpec } from './tableSpec'
import { SeatState, type TableState } from './tableState'

/** One seat of a room: its player, its place in the table summary, and the connection that holds it. @internal */
export interface Seat {
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
 * Who sits where in one room: the seats (each in the table summary), the spectators, which seat each
 * connection holds, the connections that said `leave`, and the seats that said `ready` before the ready
 * barrier opened. It only keeps the books: the room says when a client sits, leaves or is held.
 * @internal
 */
export class RoomSeats {
  readonly #seats = new Map<string, Seat>()
  readonly #spectators = new Map<string, Client>()
  /** Which seat each connection (by session id) sits in; a spectator is not listed. */
  readonly #seatOf = new Map<string, string>()
  readonly #earlyReady = new Set<string>()
  /** Connections that sent `leave` (by session id): their close is a leave for good, whatever code it ends with. */
  readonly #leaving = new Set<string>()

  /** The seats of `spec`, each added to the summary `state`; a bot's seat has joined from the start. */
  constructor(spec: TableSpec, state: TableState) {
    for (const seat of spec.seats) {
      const seatState = SeatState.of(seat.playerId, seat.name, seat.bot !== undefined)
      state.seats.set(seat.playerId, seatState)
      this.#seats.set(seat.playerId, { playerId: seat.playerId, name: seat.name, bot: seat.bot, state: seatState, client: null, held: null, joined: seat.bot !== undefined, controller: null })
    }
  }

  get(playerId: string): Seat | undefined {
    return this.#seats.get(playerId)
  }

  /** Every seat, in the table's order. */
  all(): IterableIterator<Seat> {
    return this.#seats.values()
  }

  /** Every seat's player, in the table's order. */
  playerIds(): string[] {
    return [...this.#seats.keys()]
  }

  /** Whether `playerId` has a seat a person plays. */
  isHuman(playerId: string): boolean {
    const seat = this.#seats.get(playerId)
    return seat !== undefined && seat.bot === undefined
  }

  /** The player whose seat the connection `sessionId` holds; `undefined` for a spectator or a stranger. */
  playerOf(sessionId: string): string | undefined {
    return this.#seatOf.get(sessionId)
  }

  /** The open request of `playerId`'s seat, if any. */
  openRequestOf(playerId: string): { readonly requestId: string } | null {
    return this.#seats.get(playerId)?.controller?.request ?? null
  }

  /** Every human seat has joined once. */
  humansJoined(): boolean {
    for (const seat of this.#seats.values()) if (!seat.joined) return false
    return true
  }

  /** The human seats, when none of them has a client (connected or held); `null` when one has, or there are none. */
  abandonedHumans(): Seat[] | null {
    const humans = [...this.#seats.values()].filter((s) => s.bot === undefined)
    if (humans.length === 0 || humans.some((s) => s.client !== null)) return null
    return humans
  }

  /** The seat's client when it is connected (not held for a reconnection). */
  connectedClient(seat: Seat): Client | null {
    return seat.client !== null && seat.held === null ? seat.client : null
  }

  // ---- spectators ----

  /** Adds a spectator; returns how many watch now. */
  addSpectator(client: Client): number {
    this.#spectators.set(client.sessionId, client)
    return this.#spectators.size
  }

  /** Removes the spectator `client`; returns how many watch now, or `null` when it was not one. */
  removeSpectator(client: Client): number | null {
    return this.#spectators.delete(client.sessionId) ? this.#spectators.size : null
  }

  spectators(): IterableIterator<Client> {
    return this.#spectators.values()
  }

  // ---- connections ----

  /**
   * The newest connection wins: a fresh ticket reclaims a seat from a stale or held connection (the held
   * reconnection fails, the stale connection is closed `SEAT_TAKEN`).
   */
  reclaim(seat: Seat, client: Client): void {
    seat.held?.reject(new Error('The seat was reclaimed'))
    seat.held = null
    if (seat.client !== null && seat.client.sessionId !== client.sessionId) {
      this.#seatOf.delete(seat.client.sessionId)
      seat.client.leave(CLOSE_CODES.SEAT_TAKEN)
    }
  }

  /** `client` holds `seat` now, connected. */
  sit(seat: Seat, client: Client): void {
    seat.client = client
    seat.state.connected = true
    this.#seatOf.set(client.sessionId, seat.playerId)
  }

  /** The seat has no client any more. */
  unseat(seat: Seat): void {
    if (seat.client !== null) this.#seatOf.delete(seat.client.sessionId)
    seat.client = null
    seat.state.connected = false
  }

  /** The seat's closed connection `sessionId`, if it held a seat: the seat, and whether the client said `leave` first. */
  dropped(sessionId: string): { readonly seat: Seat | undefined; readonly leaving: boolean } {
    const playerId = this.#seatOf.get(sessionId)
    const seat = playerId === undefined ? undefined : this.#seats.get(playerId)
    return { seat, leaving: this.#leaving.delete(sessionId) }
  }

  /** The connection `sessionId` said `leave`: its close gives the seat up. */
  leaving(sessionId: string): void {
    this.#leaving.add(sessionId)
  }

  // ---- ready ----

  /** `playerId` said `ready` before the ready barrier opened: it counts once the barrier opens. */
  readyEarly(playerId: string): void {
    this.#earlyReady.add(playerId)
  }

  /**
   * A {@link SeatController} for every human seat, sending to the seat's connected client. A barrier opened while
   * nobody is connected is done at once for that seat, and so is the ready barrier of a seat that said `ready` early.
   */
  createControllers(): Map<string, SeatController> {
    const controllers = new Map<string, SeatController>()
    for (const seat of this.#seats.values()) {
      if (seat.bot !== undefined) continue
      seat.controller = new SeatController(
        seat.playerId,
        (type, payload) => {
          if (seat.client !== null && seat.held === null) sendTo(seat.client, type, payload)
        },
        (barrier, done) => {
          if (seat.client === null || seat.held !== null) done()
          else if (barrier.kind === 'ready' && this.#earlyReady.delete(seat.playerId)) done()
        },
      )
      controllers.set(seat.playerId, seat.controller)
    }
    return controllers
  }
}
