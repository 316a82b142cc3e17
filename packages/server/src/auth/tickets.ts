import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ServerError } from '../errors/serverError'

/** What a seat ticket grants: one player's seat at one table, until `exp`. */
export interface SeatTicket {
  /** The table (Colyseus room id, the game's id). */
  readonly gameId: string
  readonly playerId: string
  /** Expiry, ms since the epoch. */
  readonly exp: number
}

/** Why a token was refused. */
export type TicketErrorCode = 'TICKET_MALFORMED' | 'TICKET_FORGED' | 'TICKET_EXPIRED' | 'TICKET_WRONG_KIND'

/**
 * Signs and checks the server's tokens (seat tickets, and the table grants a room is created with):
 * `base64url(JSON payload) "." base64url(HMAC-SHA256(secret, kind "." payload))`. The kind is in the MAC,
 * so a token of one kind never passes for another. Signatures are compared in constant time.
 * @internal
 */
export class TokenSigner {
  readonly #secret: Buffer

  constructor(secret: string | Uint8Array) {
    this.#secret = Buffer.from(secret)
    if (this.#secret.length < 16) throw new ServerError('The ticket secret must be at least 16 bytes', 'BAD_SECRET')
  }

  /** A secret for one process (tickets it signs are not valid on any other process). */
  static randomSecret(): string {
    return randomBytes(32).toString('base64url')
  }

  sign(kind: string, payload: unknown): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
    return `${body}.${this.#mac(kind, body).toString('base64url')}`
  }

  /** The payload of a token of `kind` signed with this secret, or the reason it is refused. */
  verify(kind: string, token: unknown): { ok: true; payload: unknown } | { ok: false; code: TicketErrorCode } {
    if (typeof token !== 'string' || token.length > 64_000) return { ok: false, code: 'TICKET_MALFORMED' }
    const dot = token.indexOf('.')
    if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, code: 'TICKET_MALFORMED' }
    const body = token.slice(0, dot)
    const given = Buffer.from(token.slice(dot + 1), 'base64url')
    const expected = this.#mac(kind, body)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: 'TICKET_FORGED' }
    try {
      return { ok: true, payload: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown }
    } catch {
      return { ok: false, code: 'TICKET_MALFORMED' }
    }
  }

  #mac(kind: string, body: string): Buffer {
    return createHmac('sha256', this.#secret).update(`${kind}.${body}`).digest()
  }
}

const SEAT = 'seat'

/**
 * Issues a signed seat ticket for `playerId` at table `gameId`, valid for `ttlMs`.
 * @internal
 */
export function issueSeatTicket(signer: TokenSigner, gameId: string, playerId: string, ttlMs: number, now: number): string {
  const ticket: SeatTicket = { gameId, playerId, exp: now + ttlMs }
  return signer.sign(SEAT, ticket)
}

/**
 * Checks a seat ticket's signature, shape and expiry (the room then checks the table and the seat).
 * @internal
 */
export function verifySeatTicket(signer: TokenSigner, token: unknown, now: number): { ok: true; ticket: SeatTicket } | { ok: false; code: TicketErrorCode } {
  const checked = signer.verify(SEAT, token)
  if (!checked.ok) return checked
  const p = checked.payload as Partial<SeatTicket> | null
  if (typeof p !== 'object' || p === null || typeof p.gameId !== 'string' || typeof p.playerId !== 'string' || typeof p.exp !== 'number') {
    return { ok: false, code: 'TICKET_MALFORMED' }
  }
  if (!(now < p.exp)) return { ok: false, code: 'TICKET_EXPIRED' }
  return { ok: true, ticket: { gameId: p.gameId, playerId: p.playerId, exp: p.exp } }
}
