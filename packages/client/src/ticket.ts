import { DeckletClientError } from './clientError'

/** What a seat ticket names (its payload, read without checking its signature: only the server can). */
export interface TicketClaims {
  /** The table: the Colyseus room id (the game's id). */
  readonly roomId: string
  readonly playerId: string
  /** When the server stops taking it, in ms since the epoch. */
  readonly expiresAt: number
}

/**
 * Reads a seat ticket of `@decklet/server` (`base64url(JSON payload) "." signature`): the table and the
 * seat it opens, to join the right room and key the reconnection token. Throws a `BAD_TICKET`
 * {@link DeckletClientError} for anything else.
 *
 * @example
 * ```ts
 * const { roomId, playerId } = readTicket(ticket)
 * ```
 */
export function readTicket(ticket: string): TicketClaims {
  const dot = ticket.indexOf('.')
  const claims = dot > 0 ? parseJson(decodeBase64Url(ticket.slice(0, dot))) : null
  const { gameId, playerId, exp } = (claims ?? {}) as { gameId?: unknown; playerId?: unknown; exp?: unknown }
  if (typeof gameId !== 'string' || typeof playerId !== 'string' || typeof exp !== 'number') {
    throw new DeckletClientError('not a seat ticket of @decklet/server (it names no table and player)', 'BAD_TICKET')
  }
  return { roomId: gameId, playerId, expiresAt: exp }
}

// `atob` and `TextDecoder` are globals in browsers and in Node 20: no Buffer, so the package bundles for browsers.
function decodeBase64Url(text: string): string | null {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
    const binary = atob(base64)
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
