import type { TurnStoreOptions } from '@decklet/runtime'
import type { ReconnectOptions } from './backoff'
import { openConnection, type DeckletConnection } from './connection'
import { seatAccess, spectatorAccess } from './roomAccess'
import { readTicket } from './ticket'
import { defaultTokenStorage, type TokenStorage } from './tokenStorage'

/** Options of {@link connect}. */
export interface ConnectOptions {
  /** The server's address: `ws://host:port` or `http://host:port` (Colyseus takes either), `wss`/`https` behind TLS. */
  readonly endpoint: string
  /** The seat ticket the server issued (`createTable`, `POST /decklet/tables`, or a fresh one for the seat). */
  readonly ticket: string
  /**
   * Where the reconnection token is kept (default: the browser's `sessionStorage`, so a reloaded tab takes
   * its seat back; memory in Node).
   */
  readonly storage?: TokenStorage
  /** How a dropped connection is retried (default 8 tries, from 250 ms doubling up to 5 s). */
  readonly reconnect?: ReconnectOptions
  /** Whether the seat is out, from its view (the turn store's `isOut`: `@decklet/bots` has each built-in game's). */
  readonly isOut?: TurnStoreOptions['isOut']
}

/** Options of {@link spectate}. */
export interface SpectateOptions {
  /** The server's address (see {@link ConnectOptions.endpoint}). */
  readonly endpoint: string
  /** The table to watch (the Colyseus room id, the game's id). */
  readonly roomId: string
  /** How a dropped connection is retried (see {@link ConnectOptions.reconnect}). */
  readonly reconnect?: ReconnectOptions
}

/**
 * Takes a seat at a decklet table: joins the ticket's room (`joinById`, or the stored reconnection token
 * when this tab or process held the seat before) and resolves once the server's `welcome` (the seat's view,
 * open request and barrier) is in the snapshot. Rejects with a `DeckletClientError` (`BAD_TICKET`,
 * `JOIN_FAILED`, `UNREACHABLE`) when it cannot.
 *
 * @example
 * ```ts
 * const table = await connect({ endpoint: 'ws://127.0.0.1:2567', ticket })
 * table.subscribe(() => {
 *   const { turn } = table.getSnapshot()
 *   if (turn.canAct) table.act(chooseMove(turn.request!.legalActions)).catch(console.warn)
 * })
 * ```
 * @see ../README.md
 */
export async function connect(options: ConnectOptions): Promise<DeckletConnection> {
  const claims = readTicket(options.ticket)
  return openConnection({
    endpoint: options.endpoint,
    roomId: claims.roomId,
    playerId: claims.playerId,
    access: seatAccess(claims, options.ticket, options.storage ?? defaultTokenStorage()),
    ...(options.reconnect === undefined ? {} : { reconnect: options.reconnect }),
    ...(options.isOut === undefined ? {} : { isOut: options.isOut }),
  })
}

/**
 * Watches a decklet table as a spectator (when the table lets spectators in): the spectator view only,
 * rejoined by itself after a drop. `act` and `ack` are refused.
 *
 * @example
 * ```ts
 * const watching = await spectate({ endpoint: 'ws://127.0.0.1:2567', roomId })
 * watching.subscribe(() => draw(watching.getSnapshot().turn.view))
 * ```
 * @see ../README.md
 */
export function spectate(options: SpectateOptions): Promise<DeckletConnection> {
  return openConnection({
    endpoint: options.endpoint,
    roomId: options.roomId,
    playerId: null,
    access: spectatorAccess(options.roomId),
    ...(options.reconnect === undefined ? {} : { reconnect: options.reconnect }),
  })
}
