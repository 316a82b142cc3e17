import { DeckletError } from '@decklet/core'
import type { RejectionCode } from '@decklet/runtime'

/**
 * Why a connection failed or ended against the app's will:
 * - `BAD_TICKET`: the ticket is not one the server issues (it names no room and player).
 * - `JOIN_FAILED`: the server refused the join (a ticket it rejected, a full or unknown table, spectators
 *   not allowed); `serverCode` is Colyseus's error code.
 * - `SEAT_EXPIRED`: the connection dropped and the seat could not be taken back: the server's reconnection
 *   window passed and the ticket no longer opens the seat. Get a fresh ticket from the server
 *   (`POST /decklet/tables/:roomId/tickets`) and `connect` again.
 * - `SEAT_TAKEN`: another connection took the seat (with a fresh ticket); this one is closed.
 * - `UNREACHABLE`: the server could not be reached, or the connection dropped and every retry failed to reach the server.
 * - `DISCONNECTED`: an `act` was in flight when the connection dropped; whether the server took it is not
 *   known (the view and the open request after the reconnection tell).
 * - `CLOSED`: the connection is closed (after `leave()`, or for good after a failure).
 */
export type DeckletClientErrorCode = 'BAD_TICKET' | 'JOIN_FAILED' | 'SEAT_EXPIRED' | 'SEAT_TAKEN' | 'UNREACHABLE' | 'DISCONNECTED' | 'CLOSED'

/**
 * A connection problem of `@decklet/client` (see {@link DeckletClientErrorCode}).
 *
 * @example
 * ```ts
 * connection.subscribe(() => {
 *   const { error } = connection.getSnapshot()
 *   if (error?.code === 'SEAT_EXPIRED') askTheLobbyForAFreshTicket()
 * })
 * ```
 */
export class DeckletClientError extends DeckletError {
  /** Colyseus's close or error code behind it, when there is one (e.g. `4212`: no such room). */
  readonly serverCode: number | undefined
  /** The server's reason code for a refused join, when it gave one (`TICKET_EXPIRED`, `SPECTATORS_FORBIDDEN`…). */
  readonly refusal: string | undefined

  constructor(message: string, override readonly code: DeckletClientErrorCode, options?: { cause?: unknown; serverCode?: number; refusal?: string }) {
    super(message, code, options)
    this.name = 'DeckletClientError'
    this.serverCode = options?.serverCode
    this.refusal = options?.refusal
  }
}

/**
 * The server refused an action (`act`): the session's rejection code and reason. The request stays open and
 * the wait goes on, so the player may try again.
 *
 * @example
 * ```ts
 * await connection.act(action).catch((error) => {
 *   if (ActionRejectedError.isInstance(error) && error.code === 'ILLEGAL_ACTION') showHint(error.reason)
 * })
 * ```
 */
export class ActionRejectedError extends DeckletError {
  constructor(
    override readonly code: RejectionCode,
    /** The session's explanation, for people. */
    readonly reason: string,
    /** The request the action answered, as the server names it (`null` when it names none). */
    readonly requestId: string | null,
  ) {
    super(`action rejected (${code}): ${reason}`, code)
    this.name = 'ActionRejectedError'
  }

  /** True for an {@link ActionRejectedError}, even one from another loaded copy of the package. */
  static override isInstance(value: unknown): value is ActionRejectedError {
    return DeckletError.isInstance(value) && value.name === 'ActionRejectedError'
  }
}
