import { JOIN_REFUSAL_CODES } from '@decklet/server'
import { describe, expect, it } from 'vitest'
import { seatAccess } from './roomAccess'
import { createMemoryStorage } from './tokenStorage'

const claims = { roomId: 'room1', playerId: 'p1', expiresAt: Date.now() + 60_000 } as never
const refused = (code: number, message: string): Error => Object.assign(new Error(message), { code })

describe('a refused join', () => {
  it('is read from its numeric code, the message prefix second', () => {
    const access = seatAccess(claims, 'ticket', createMemoryStorage())
    // The numeric code wins over a message without the prefix.
    expect(access.fatal(refused(JOIN_REFUSAL_CODES.TICKET_FORGED, 'refused'))).toMatchObject({ code: 'JOIN_FAILED', refusal: 'TICKET_FORGED', serverCode: 4231 })
    // An older server's code 0: the message prefix still says why.
    expect(access.fatal(refused(0, 'UNKNOWN_SEAT: no such human seat at this table'))).toMatchObject({ code: 'JOIN_FAILED', refusal: 'UNKNOWN_SEAT' })
  })

  it('after a drop, a refused ticket (by code or prefix) is SEAT_EXPIRED', async () => {
    const access = seatAccess(claims, 'ticket', createMemoryStorage())
    await access.rejoin({ joinById: async () => ({}) } as never)
    expect(access.fatal(refused(JOIN_REFUSAL_CODES.TICKET_EXPIRED, 'expired'))).toMatchObject({ code: 'SEAT_EXPIRED', refusal: 'TICKET_EXPIRED' })
    expect(access.fatal(refused(0, 'TICKET_EXPIRED: the seat ticket is refused'))).toMatchObject({ code: 'SEAT_EXPIRED', refusal: 'TICKET_EXPIRED' })
  })

  it("knows every one of the server's codes", () => {
    const access = seatAccess(claims, 'ticket', createMemoryStorage())
    for (const [name, code] of Object.entries(JOIN_REFUSAL_CODES)) expect(access.fatal(refused(code, 'x'))).toMatchObject({ refusal: name, serverCode: code })
  })
})
