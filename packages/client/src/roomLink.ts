import { Client, type Room } from 'colyseus.js'
import { backoffDelay, type ReconnectPolicy } from './backoff'
import { DeckletClientError } from './clientError'

/** Where a connection is: joining, in the room, trying to get back in after a drop, or done. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed'

/**
 * How a link gets into its room: the first time, and again after a drop (a seat by its reconnection token
 * or its ticket, a spectator by joining again). A failure the server answered (an error with Colyseus's
 * numeric `code`) that no retry can mend is turned into a {@link DeckletClientError} by `fatal`.
 * @internal
 */
export interface RoomAccess {
  join(client: Client): Promise<Room>
  rejoin(client: Client): Promise<Room>
  /** The error to stop on, or `null` to try again after the backoff (a network failure, a table not yet back). */
  fatal(error: unknown): DeckletClientError | null
  /** The room was entered (the first time or again). */
  entered(room: Room): void
  /** The link closed for good (left, ended, or failed). */
  closed(): void
}

/** What a link reports. @internal */
export interface RoomLinkEvents {
  message(type: string, payload: unknown): void
  status(status: ConnectionStatus): void
  table(table: unknown): void
  /** The connection dropped: what was waiting for an answer will get none. */
  dropped(): void
  /** The link gave up (the error says why). */
  failed(error: DeckletClientError): void
}

/** Options of a {@link RoomLink}. @internal */
export interface RoomLinkOptions {
  readonly endpoint: string
  readonly access: RoomAccess
  readonly policy: ReconnectPolicy
  readonly events: RoomLinkEvents
  /** Whether a drop now should be retried (not once the game is over). */
  readonly wantsRoom: () => boolean
  /** The error a close that is not a drop means, if any (another connection took the seat, say). */
  readonly closeError: (code: number) => DeckletClientError | null
}

const LEAVE_TIMEOUT_MS = 2_000

/**
 * Colyseus close codes (see its client docs): 1000 is a regular shutdown, 1001–1015 an abnormal one (a lost
 * network, a killed server process), 4000–4010 the framework's own (4000: a consented leave, or the room
 * disposed: Colyseus 0.16 closes every room with it when a server shuts down gracefully), 4011 and up the
 * application's. An abnormal close is a drop worth reconnecting after, as with Colyseus 0.17's automatic
 * reconnection. So is a 4000 this side did not ask for (its own `leave()` stops the link first) while the
 * game is not over: the server closed the room before the end, and a live game is rebuilt from its record
 * on another process (or the restarted one) under the same id.
 */
function isDrop(code: number): boolean {
  return (code >= 1001 && code <= 1015) || code === CONSENTED
}

const CONSENTED = 4000

/**
 * One Colyseus room connection kept alive: it joins, hands every message on, and after a drop tries to
 * get back in (a bounded number of times, with backoff) through its {@link RoomAccess}.
 * @internal
 */
export class RoomLink {
  readonly #client: Client
  readonly #options: RoomLinkOptions
  #room: Room | null = null
  #status: ConnectionStatus = 'connecting'
  #retry: ReturnType<typeof setTimeout> | null = null
  #wakeRetry: (() => void) | null = null

  constructor(options: RoomLinkOptions) {
    this.#options = options
    this.#client = new Client(options.endpoint)
  }

  get status(): ConnectionStatus {
    return this.#status
  }

  /** Joins the first time; rejects with a {@link DeckletClientError} when the room cannot be entered. */
  async open(): Promise<void> {
    let room: Room
    try {
      room = await this.#options.access.join(this.#client)
    } catch (error) {
      const failure = this.#options.access.fatal(error) ?? unreachable(error)
      this.#finish()
      throw failure
    }
    this.#enter(room)
  }

  /** Sends a message to the room; `false` when there is no open room to send it to (a drop, or closed). */
  send(type: string, payload: unknown): boolean {
    if (this.#status !== 'connected' || this.#room === null || !this.#room.connection.isOpen) return false
    this.#room.send(type, payload)
    return true
  }

  /** Leaves the room (a consented leave: the server does not hold the seat for a reconnection) and stops retrying. */
  async close(): Promise<void> {
    if (this.#status === 'closed') return
    const room = this.#room
    this.#finish()
    if (room === null || !room.connection.isOpen) return
    // A consented leave waits for the server to close the socket; a server that does not answer is cut off.
    let timer: ReturnType<typeof setTimeout> | undefined
    const cutOff = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        room.connection.close()
        resolve()
      }, LEAVE_TIMEOUT_MS)
    })
    await Promise.race([room.leave(true).then(() => undefined), cutOff])
    clearTimeout(timer)
  }

  #enter(room: Room): void {
    if (this.#status === 'closed') {
      // Left while a retry was joining: leave the room it just entered.
      void room.leave(true)
      return
    }
    this.#room = room
    this.#options.access.entered(room)
    room.onMessage('*', (type, payload) => {
      if (this.#room === room && typeof type === 'string') this.#options.events.message(type, payload)
    })
    room.onStateChange((state: { toJSON?: () => unknown }) => {
      if (this.#room === room) this.#options.events.table(typeof state.toJSON === 'function' ? state.toJSON() : state)
    })
    room.onLeave((code) => {
      if (this.#room === room) this.#left(code)
    })
    this.#setStatus('connected')
  }

  #left(code: number): void {
    this.#room = null
    this.#options.events.dropped()
    if (isDrop(code) && this.#options.wantsRoom()) {
      if (this.#options.policy.attempts > 0) void this.#reconnect(code)
      else this.#fail(new DeckletClientError(`the connection closed before the game's end (close code ${code}) and reconnection is off`, 'UNREACHABLE', { serverCode: code }))
      return
    }
    const error = isDrop(code) ? null : this.#options.closeError(code)
    if (error === null) this.#finish()
    else this.#fail(error)
  }

  async #reconnect(closeCode: number): Promise<void> {
    this.#setStatus('reconnecting')
    const { policy, access } = this.#options
    let last: unknown = null
    for (let attempt = 0; attempt < policy.attempts; attempt++) {
      await this.#wait(backoffDelay(policy, attempt))
      if (this.#closed()) return
      try {
        const room = await access.rejoin(this.#client)
        this.#enter(room)
        return
      } catch (error) {
        if (this.#closed()) return
        const failure = access.fatal(error)
        if (failure !== null) return this.#fail(failure)
        last = error
      }
    }
    this.#fail(new DeckletClientError(
      `the connection closed before the game's end (close code ${closeCode}) and ${policy.attempts} tries to get back in failed: ${describe(last)}`,
      'UNREACHABLE',
      { cause: last, serverCode: serverCode(last) },
    ))
  }

  // A method, not a field read: `leave()` may close the link while a retry awaits.
  #closed(): boolean {
    return this.#status === 'closed'
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#wakeRetry = resolve
      this.#retry = setTimeout(resolve, ms)
    })
  }

  #fail(error: DeckletClientError): void {
    // The error first, so that the snapshot that says `closed` also says why.
    this.#options.events.failed(error)
    this.#finish()
  }

  #finish(): void {
    if (this.#retry !== null) clearTimeout(this.#retry)
    this.#retry = null
    // A retry waiting out its backoff wakes, sees `closed` and stops.
    this.#wakeRetry?.()
    this.#wakeRetry = null
    this.#room = null
    if (this.#status === 'closed') return
    this.#options.access.closed()
    this.#setStatus('closed')
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.#status === status) return
    this.#status = status
    this.#options.events.status(status)
  }
}

/** Colyseus's numeric error code of a failed join, if the server answered. @internal */
export function serverCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function unreachable(error: unknown): DeckletClientError {
  return new DeckletClientError(`could not reach the server: ${describe(error)}`, 'UNREACHABLE', { cause: error, serverCode: serverCode(error) })
}
