import type { ActionInit, ViewerRecord } from '@decklet/core'
import type { TurnSnapshot, TurnStoreOptions } from '@decklet/runtime'
import { reconnectPolicy, type ReconnectOptions } from './backoff'
import { ActionRejectedError, DeckletClientError } from './clientError'
import { PendingActs, type ActResult } from './pendingActs'
import type { ClientMessages, ServerMessages } from './protocol'
import { RoomLink, type ConnectionStatus, type RoomAccess } from './roomLink'
import { toTableSummary, type TableSummary } from './tableSummary'
import { TurnFeed, type ServerMessage } from './turnFeed'
import { unpackViews } from './wireViews'

/** Everything a connection shows, as one immutable object: a new one on every change, the same one otherwise. */
export interface DeckletSnapshot {
  /** The table (the Colyseus room id). */
  readonly roomId: string
  /** The seat's player; `null` for a spectator. */
  readonly playerId: string | null
  readonly status: ConnectionStatus
  /**
   * The seat's turn state, from the runtime's turn store: the view, the open request with its deadline,
   * the barrier to acknowledge, out, game over. A spectator's has no seat (`playerId` is `''`): its `view`
   * is the spectator view and it is never `MY_TURN`.
   */
  readonly turn: TurnSnapshot
  /** The public table summary (seats, connected, status, whose turn, deadline, spectators); `null` until it arrives. */
  readonly table: TableSummary | null
  /** The seat's own record of the finished game (`exportRecord({ viewer })`), sent with game over. */
  readonly viewerRecord: ViewerRecord | null
  /** Why the connection closed against the app's will (`SEAT_EXPIRED`, `UNREACHABLE`…); `null` otherwise. */
  readonly error: DeckletClientError | null
}

/**
 * A live connection to one decklet table, as a seat ({@link connect}) or a spectator ({@link spectate}).
 * It reconnects by itself after a dropped socket (see {@link ReconnectOptions}); `leave()` ends it.
 */
export interface DeckletConnection {
  readonly roomId: string
  /** The seat's player; `null` for a spectator. */
  readonly playerId: string | null
  /**
   * Sends the seat's decision: resolves once the session took it, rejects with an `ActionRejectedError`
   * (the session's code and reason: the request stays open) or, when the connection dropped or closed
   * before the verdict, a `DeckletClientError` (`DISCONNECTED`, `CLOSED`). The request answered is the
   * seat's open one unless `requestId` names another.
   */
  act(action: ActionInit, options?: { readonly requestId?: string }): Promise<ActResult>
  /**
   * The seat is done with the open barrier `barrierId` (ready, or its animation played): sends `ready` or
   * `ack` and clears it from the snapshot. Returns `false`, sending nothing, when that barrier is not the
   * one open for the seat (already acknowledged, over, or a spectator's).
   */
  ack(barrierId: string): boolean
  /**
   * The page's own animation starts (a card flying to the pile): the snapshot's state is `ANIMATING` until
   * {@link DeckletConnection.endAnimation}, as with the runtime's turn store offline. Returns `false` when one is
   * already running. Local only: nothing is sent.
   */
  beginAnimation(): boolean
  /** The page's animation ended: `ok: false` restores the state; `ok: true` stays `ANIMATING` until the next server message. */
  endAnimation(ok: boolean): void
  /** Calls `listener` after every change of {@link DeckletConnection.getSnapshot}; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  getSnapshot(): DeckletSnapshot
  /** Leaves for good: the seat is not held for a reconnection and the stored token is dropped. */
  leave(): Promise<void>
}

/** What the connection and the spectator share. @internal */
export interface ConnectionParts {
  readonly endpoint: string
  readonly roomId: string
  readonly playerId: string | null
  readonly access: RoomAccess
  readonly reconnect?: ReconnectOptions
  readonly isOut?: TurnStoreOptions['isOut']
}

// Close codes of @decklet/server (its CLOSE_CODES): a type-only dependency cannot give their values.
const SEAT_TAKEN = 4101

/** Opens a {@link DeckletConnection}: joins, then resolves once the server's `welcome` arrived. @internal */
export async function openConnection(parts: ConnectionParts): Promise<DeckletConnection> {
  const connection = new Connection(parts)
  await connection.open()
  return connection
}

// The methods are bound (arrow fields), so `useSyncExternalStore(connection.subscribe, connection.getSnapshot)`
// and `onClick={connection.leave}` work as they are.
class Connection implements DeckletConnection {
  readonly roomId: string
  readonly playerId: string | null
  readonly #feed: TurnFeed
  readonly #link: RoomLink
  readonly #pending = new PendingActs()
  readonly #listeners = new Set<() => void>()
  #table: TableSummary | null = null
  #viewerRecord: ViewerRecord | null = null
  #error: DeckletClientError | null = null
  #welcomed: { resolve: () => void; reject: (error: Error) => void } | null = null
  #snapshot: DeckletSnapshot

  constructor(parts: ConnectionParts) {
    this.roomId = parts.roomId
    this.playerId = parts.playerId
    this.#feed = new TurnFeed({ playerId: parts.playerId ?? '', ...(parts.isOut === undefined ? {} : { isOut: parts.isOut }) })
    this.#feed.subscribe(() => this.#changed())
    this.#link = new RoomLink({
      endpoint: parts.endpoint,
      access: parts.access,
      policy: reconnectPolicy(parts.reconnect),
      wantsRoom: () => this.#feed.snapshot.gameOver === null,
      closeError: (code) => code === SEAT_TAKEN
        ? new DeckletClientError(`another connection took seat ${this.playerId} at table ${this.roomId} (with a fresh ticket)`, 'SEAT_TAKEN', { serverCode: code })
        : null,
      events: {
        message: (type, payload) => this.#receive(type, payload),
        status: (status) => {
          // Closed before the welcome (the server ended the connection at once): `connect` fails.
          if (status === 'closed') this.#welcomed?.reject(this.#closedError())
          this.#changed()
        },
        table: (state) => {
          this.#table = toTableSummary(state)
          this.#changed()
        },
        dropped: () => this.#pending.failAll(new DeckletClientError(
          'the connection dropped before the server answered: whether it took the action is not known (the view after the reconnection tells)',
          'DISCONNECTED',
        )),
        failed: (error) => {
          this.#error = error
          this.#welcomed?.reject(error)
          this.#changed()
        },
      },
    })
    this.#snapshot = this.#build()
  }

  async open(): Promise<void> {
    const welcomed = new Promise<void>((resolve, reject) => (this.#welcomed = { resolve, reject }))
    // Settled by the link's events, perhaps before it is awaited below: never an unhandled rejection.
    welcomed.catch(() => undefined)
    await this.#link.open()
    await welcomed
    this.#welcomed = null
  }

  readonly act = (action: ActionInit, options?: { readonly requestId?: string }): Promise<ActResult> => {
    if (this.playerId === null) return Promise.reject(new ActionRejectedError('WRONG_PLAYER', 'a spectator has no seat to act for', null))
    if (this.#link.status === 'closed') return Promise.reject(this.#closedError())
    const requestId = options?.requestId ?? this.#feed.snapshot.request?.requestId
    const message: ClientMessages['act'] = requestId === undefined ? { action } : { requestId, action }
    if (!this.#link.send('act', message)) {
      return Promise.reject(new DeckletClientError('not connected (reconnecting): the action was not sent', 'DISCONNECTED'))
    }
    return this.#pending.add(requestId ?? null)
  }

  readonly ack = (barrierId: string): boolean => {
    if (this.playerId === null || this.#feed.snapshot.barrier?.barrierId !== barrierId) return false
    const message = this.#feed.acknowledge()
    if (message === null) return false
    return message.type === 'ready' ? this.#link.send('ready', {}) : this.#link.send('ack', { barrierId })
  }

  readonly beginAnimation = (): boolean => this.#feed.beginAnimation()

  readonly endAnimation = (ok: boolean): void => this.#feed.endAnimation(ok)

  readonly subscribe = (listener: () => void): () => void => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  readonly getSnapshot = (): DeckletSnapshot => {
    return this.#snapshot
  }

  readonly leave = async (): Promise<void> => {
    if (this.#link.status === 'closed') return
    // Colyseus's consented leave, not the protocol's `leave` message: the server ends a connection that sent
    // one without a close code, which Colyseus takes for a drop (and holds the seat for a reconnection).
    await this.#link.close()
    this.#pending.failAll(this.#closedError())
  }

  #receive(type: string, payload: unknown): void {
    const message = { type, payload: unpackViews(type, payload) } as ServerMessage
    switch (message.type) {
      case 'welcome':
        this.#feed.receive(message)
        this.#welcomed?.resolve()
        return
      case 'turn-end':
        if (message.payload.reason === 'answered' && message.payload.playerId === this.playerId) this.#pending.answered(message.payload.requestId)
        break
      case 'rejected':
        this.#pending.rejected(message.payload.code, message.payload.reason, message.payload.requestId)
        break
      case 'game-over':
        this.#viewerRecord = message.payload.viewerRecord ?? null
        break
      default:
        if (!isServerMessageType(message.type)) return
    }
    this.#feed.receive(message)
  }

  #closedError(): DeckletClientError {
    return this.#error ?? new DeckletClientError('the connection is closed', 'CLOSED')
  }

  #build(): DeckletSnapshot {
    return Object.freeze({
      roomId: this.roomId,
      playerId: this.playerId,
      status: this.#link.status,
      turn: this.#feed.snapshot,
      table: this.#table,
      viewerRecord: this.#viewerRecord,
      error: this.#error,
    })
  }

  #changed(): void {
    this.#snapshot = this.#build()
    for (const listener of [...this.#listeners]) listener()
  }
}

const SERVER_TYPES = new Set<string>(['welcome', 'turn', 'turn-end', 'rejected', 'view-update', 'barrier', 'timeout', 'pause-state', 'game-over', 'error'] satisfies (keyof ServerMessages)[])

/** A message type this client knows (a newer server's other messages are ignored). */
function isServerMessageType(type: string): type is keyof ServerMessages {
  return SERVER_TYPES.has(type)
}
