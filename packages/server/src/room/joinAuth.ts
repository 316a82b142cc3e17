import { ServerError as ColyseusServerError, type AuthContext } from '@colyseus/core'
import { verifySeatTicket, type TokenSigner } from '../auth/tickets'
import { JOIN_REFUSAL_CODES, type JoinRefusal } from '../protocol/messages'
import type { SpectatorAuth } from './roomContext'

/** Who a connection is: a seat's player, or a spectator (`null`). @internal */
export interface JoinAuth {
  readonly playerId: string | null
}

/** What deciding a join needs to know of the table. @internal */
export interface JoinPolicy {
  readonly roomId: string
  readonly signer: TokenSigner
  /** Whether the table lets spectators in at all. */
  readonly spectators: boolean
  readonly spectatorAuth: SpectatorAuth | undefined
  /** Whether `playerId` has a human seat at this table (a bot's seat is never joined). */
  readonly isHumanSeat: (playerId: string) => boolean
}

/**
 * A refused join as Colyseus passes it on: a numeric code (a string one reaches the client as 0) and the
 * message `REASON: detail`.
 */
export function joinRefusal(reason: JoinRefusal, detail: string): ColyseusServerError {
  return new ColyseusServerError(JOIN_REFUSAL_CODES[reason], `${reason}: ${detail}`)
}

/**
 * Decides who a join is (the room's `onAuth`): a spectator (`{ spectate: true }`, when the table and the
 * `spectatorAuth` allow it) or the human seat its signed seat ticket names, for this table and not expired.
 * @throws a {@link joinRefusal} with the reason otherwise.
 */
export async function authorizeJoin(policy: JoinPolicy, options: unknown, context: AuthContext, now: number): Promise<JoinAuth> {
  const o = (typeof options === 'object' && options !== null ? options : {}) as { ticket?: unknown; spectate?: unknown }
  if (o.spectate === true) {
    if (!policy.spectators) throw joinRefusal('SPECTATORS_FORBIDDEN', 'this table has no spectators')
    const allowed = policy.spectatorAuth === undefined || (await policy.spectatorAuth({ roomId: policy.roomId, headers: context.headers, ip: context.ip, token: context.token, options }))
    if (!allowed) throw joinRefusal('SPECTATORS_FORBIDDEN', 'not allowed to watch this table')
    return { playerId: null }
  }
  const checked = verifySeatTicket(policy.signer, o.ticket, now)
  if (!checked.ok) throw joinRefusal(checked.code, 'the seat ticket is refused')
  if (checked.ticket.gameId !== policy.roomId) throw joinRefusal('TICKET_WRONG_TABLE', 'the ticket is for another table')
  if (!policy.isHumanSeat(checked.ticket.playerId)) throw joinRefusal('UNKNOWN_SEAT', 'no such human seat at this table')
  return { playerId: checked.ticket.playerId }
}
