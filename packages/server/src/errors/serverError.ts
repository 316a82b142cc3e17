import { DeckletError } from '@decklet/core'

/** Why the server refused something. */
export type ServerErrorCode =
  | 'BAD_SECRET'
  | 'BAD_TABLE'
  | 'UNKNOWN_GAME'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_SEAT'
  | 'TABLE_NOT_AUTHORIZED'
  | 'SPECTATORS_FORBIDDEN'
  | 'TICKET_MALFORMED'
  | 'TICKET_FORGED'
  | 'TICKET_EXPIRED'
  | 'TICKET_WRONG_KIND'
  | 'TICKET_WRONG_TABLE'
  | 'RESTORE_FAILED'
  | 'REDIS_NEEDS_SECRET'
  | 'REDIS_NEEDS_ADDRESS'
  | 'LISTEN_FAILED'
  | 'BAD_GAME'

/**
 * An error of `@decklet/server`: a stable `code` (a refused ticket, an unknown game or seat, a table
 * created without the server's grant), the `DeckletError` brand.
 *
 * @example
 * ```ts
 * try { await server.createTable('chess', { seats }) } catch (e) { if (ServerError.isInstance(e) && e.code === 'UNKNOWN_GAME') … }
 * ```
 */
export class ServerError extends DeckletError {
  constructor(message: string, override readonly code: ServerErrorCode, options?: { cause?: unknown }) {
    super(message, code, options)
    this.name = 'ServerError'
  }
}
