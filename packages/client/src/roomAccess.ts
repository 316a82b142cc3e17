import type { Client, Room } from 'colyseus.js'
import { DeckletClientError } from './clientError'
import type { JoinOptions } from './protocol'
import { serverCode, type RoomAccess } from './roomLink'
import type { TicketClaims } from './ticket'
import { tokenKey, type TokenStorage } from './tokenStorage'

// Colyseus 0.16's matchmaking error codes (its `ErrorCode`), as the server answers a join.
const INVALID_ROOM_ID = 4212
const AUTH_FAILED = 4215
// @decklet/server's refused joins (its `JOIN_REFUSAL_CODES`), by their numeric code. A copy, not an import:
// the client has no runtime dependency on the server package.
const REFUSALS: Readonly<Record<number, string>> = {
  4230: 'TICKET_MALFORMED',
  4231: 'TICKET_FORGED',
  4232: 'TICKET_EXPIRED',
  4233: 'TICKET_WRONG_KIND',
  4234: 'TICKET_WRONG_TABLE',
  4235: 'UNKNOWN_SEAT',
  4236: 'SPECTATORS_FORBIDDEN',
}
// The refusals of @decklet/server's `onAuth` that a fresh ticket mends.
const SEAT_REFUSALS = new Set(['TICKET_EXPIRED', 'TICKET_FORGED', 'TICKET_MALFORMED', 'TICKET_WRONG_TABLE', 'UNKNOWN_SEAT'])

/**
 * Whether the server answered a join (as opposed to a network failure or an HTTP error page): one of the
 * matchmaker's codes (decklet's refusals are among them), or a refusal whose message starts with decklet's
 * reason code (`TICKET_EXPIRED: …`: an older server sent it with code 0).
 */
function answered(error: unknown): boolean {
  const code = serverCode(error)
  return (code !== undefined && code >= 4210 && code < 4300) || refusalOf(error) !== undefined
}

/**
 * The decklet reason of a refusal (`TICKET_EXPIRED`, `SPECTATORS_FORBIDDEN`…): from its numeric code, else
 * from the reason code its message starts with.
 */
function refusalOf(error: unknown): string | undefined {
  const code = serverCode(error)
  if (code !== undefined && Object.hasOwn(REFUSALS, code)) return REFUSALS[code]
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /^([A-Z][A-Z_]+):/.exec(message)?.[1]
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function joinFailed(error: unknown, what: string): DeckletClientError {
  return new DeckletClientError(`${what} was refused: ${describe(error)}`, 'JOIN_FAILED', { cause: error, serverCode: serverCode(error), refusal: refusalOf(error) })
}

/**
 * How a seat gets into its room: the reconnection token kept in `storage` when there is one (a reloaded
 * page, a dropped socket), else the ticket. After a drop, a table not found is tried again (a crashed
 * process's game is rebuilt elsewhere under the same id), a refused ticket is the end: the server's
 * reconnection window passed and the ticket no longer opens the seat.
 * @internal
 */
export function seatAccess(claims: TicketClaims, ticket: string, storage: TokenStorage): RoomAccess {
  const key = tokenKey(claims.roomId, claims.playerId)
  const joinOptions: JoinOptions = { ticket }
  let rejoining = false

  async function enter(client: Client): Promise<Room> {
    const token = storage.getItem(key)
    if (token !== null) {
      try {
        return await client.reconnect(token)
      } catch (error) {
        // Only the server saying no to the token sends us to the ticket; a network failure is retried as it is.
        if (!answered(error)) throw error
        storage.removeItem(key)
      }
    }
    return client.joinById(claims.roomId, joinOptions)
  }

  return {
    join: (client) => enter(client),
    rejoin(client) {
      rejoining = true
      return enter(client)
    },
    fatal(error) {
      const code = serverCode(error)
      const refusal = refusalOf(error)
      if (rejoining && (code === AUTH_FAILED || (refusal !== undefined && SEAT_REFUSALS.has(refusal)))) {
        return new DeckletClientError(
          `seat ${claims.playerId} at table ${claims.roomId} could not be taken back: the server's reconnection window passed and it refused the ticket (${describe(error)}). Get a fresh ticket for the seat (POST /decklet/tables/${claims.roomId}/tickets) and connect again.`,
          'SEAT_EXPIRED',
          { cause: error, serverCode: code, refusal },
        )
      }
      if (!answered(error)) return null
      // After a drop, a table not found may be one being rebuilt on another process: try again.
      if (rejoining && code === INVALID_ROOM_ID) return null
      return joinFailed(error, rejoining ? `rejoining table ${claims.roomId}` : `seat ${claims.playerId} at table ${claims.roomId}`)
    },
    entered: (room) => storage.setItem(key, room.reconnectionToken),
    closed: () => storage.removeItem(key),
  }
}

/**
 * How a spectator gets into a room: it joins again after a drop (the server holds no seat for it).
 * @internal
 */
export function spectatorAccess(roomId: string): RoomAccess {
  const joinOptions: JoinOptions = { spectate: true }
  let rejoining = false
  return {
    join: (client) => client.joinById(roomId, joinOptions),
    rejoin(client) {
      rejoining = true
      return client.joinById(roomId, joinOptions)
    },
    fatal(error) {
      if (!answered(error)) return null
      if (rejoining && serverCode(error) === INVALID_ROOM_ID) return null
      return joinFailed(error, `watching table ${roomId}`)
    },
    entered: () => undefined,
    closed: () => undefined,
  }
}
