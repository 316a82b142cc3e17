import { describe, expect, it } from 'vitest'
import { issueSeatTicket, TokenSigner } from '../auth/tickets'
import { JOIN_REFUSAL_CODES } from '../protocol/messages'
import { authorizeJoin, type JoinPolicy } from './joinAuth'

const signer = new TokenSigner('join-auth-test-secret-0123456789')
const policy: JoinPolicy = { roomId: 'room1', signer, spectators: true, spectatorAuth: undefined, isHumanSeat: (id) => id === 'p1' }
const context = { headers: {}, ip: '127.0.0.1', token: undefined } as never

/** The refusal `authorizeJoin` throws, as `code message`. */
async function refusal(p: JoinPolicy, options: unknown, now = 0): Promise<string> {
  try {
    await authorizeJoin(p, options, context, now)
  } catch (error) {
    const e = error as { code: number; message: string }
    return `${e.code} ${e.message}`
  }
  return 'joined'
}

describe('authorizeJoin: who may join a table', () => {
  it('seats the human seat its ticket names', async () => {
    expect(await authorizeJoin(policy, { ticket: issueSeatTicket(signer, 'room1', 'p1', 1000, 0) }, context, 10)).toEqual({ playerId: 'p1' })
  })

  it('refuses a missing, forged, expired or misdirected ticket, and a bot or unknown seat, with their codes', async () => {
    const forger = new TokenSigner('another-secret-0123456789abcdef')
    expect(await refusal(policy, {})).toBe(`${JOIN_REFUSAL_CODES.TICKET_MALFORMED} TICKET_MALFORMED: the seat ticket is refused`)
    expect(await refusal(policy, { ticket: issueSeatTicket(forger, 'room1', 'p1', 1000, 0) })).toBe(`${JOIN_REFUSAL_CODES.TICKET_FORGED} TICKET_FORGED: the seat ticket is refused`)
    expect(await refusal(policy, { ticket: issueSeatTicket(signer, 'room1', 'p1', 1000, 0) }, 1000)).toBe(`${JOIN_REFUSAL_CODES.TICKET_EXPIRED} TICKET_EXPIRED: the seat ticket is refused`)
    expect(await refusal(policy, { ticket: issueSeatTicket(signer, 'room2', 'p1', 1000, 0) })).toBe(`${JOIN_REFUSAL_CODES.TICKET_WRONG_TABLE} TICKET_WRONG_TABLE: the ticket is for another table`)
    expect(await refusal(policy, { ticket: issueSeatTicket(signer, 'room1', 'p3', 1000, 0) })).toBe(`${JOIN_REFUSAL_CODES.UNKNOWN_SEAT} UNKNOWN_SEAT: no such human seat at this table`)
  })

  it('lets a spectator in when the table and its spectator check allow it', async () => {
    expect(await authorizeJoin(policy, { spectate: true }, context, 0)).toEqual({ playerId: null })
    expect(await refusal({ ...policy, spectators: false }, { spectate: true })).toBe(`${JOIN_REFUSAL_CODES.SPECTATORS_FORBIDDEN} SPECTATORS_FORBIDDEN: this table has no spectators`)
    const seen: unknown[] = []
    const picky: JoinPolicy = { ...policy, spectatorAuth: async (join) => (seen.push(join), (join.options as { vip?: boolean }).vip === true) }
    expect(await authorizeJoin(picky, { spectate: true, vip: true }, context, 0)).toEqual({ playerId: null })
    expect(await refusal(picky, { spectate: true })).toBe(`${JOIN_REFUSAL_CODES.SPECTATORS_FORBIDDEN} SPECTATORS_FORBIDDEN: not allowed to watch this table`)
    expect(seen[0]).toEqual({ roomId: 'room1', headers: {}, ip: '127.0.0.1', token: undefined, options: { spectate: true, vip: true } })
  })
})
