import { describe, expect, it } from 'vitest'
import { TokenSigner, issueSeatTicket, verifySeatTicket } from './tickets'

const signer = new TokenSigner('a-secret-of-at-least-16-bytes')
const NOW = 1_000_000

describe('seat tickets', () => {
  it('a ticket verifies with its secret until it expires', () => {
    const ticket = issueSeatTicket(signer, 'room1', 'p1', 5_000, NOW)
    expect(verifySeatTicket(signer, ticket, NOW + 4_999)).toEqual({ ok: true, ticket: { gameId: 'room1', playerId: 'p1', exp: NOW + 5_000 } })
    expect(verifySeatTicket(signer, ticket, NOW + 5_000)).toEqual({ ok: false, code: 'TICKET_EXPIRED' })
  })

  it('a ticket signed with another secret is forged', () => {
    const other = new TokenSigner('another-secret-of-16-bytes!')
    expect(verifySeatTicket(signer, issueSeatTicket(other, 'room1', 'p1', 5_000, NOW), NOW)).toEqual({ ok: false, code: 'TICKET_FORGED' })
  })

  it('changing the payload (another seat, a later expiry) breaks the signature', () => {
    const [, mac] = issueSeatTicket(signer, 'room1', 'p1', 5_000, NOW).split('.')
    const body = Buffer.from(JSON.stringify({ gameId: 'room1', playerId: 'p2', exp: NOW + 5_000 })).toString('base64url')
    expect(verifySeatTicket(signer, `${body}.${mac}`, NOW)).toEqual({ ok: false, code: 'TICKET_FORGED' })
  })

  it('a token of another kind never passes for a seat ticket', () => {
    const grant = signer.sign('table', { gameId: 'room1', playerId: 'p1', exp: NOW + 5_000 })
    expect(verifySeatTicket(signer, grant, NOW)).toEqual({ ok: false, code: 'TICKET_FORGED' })
  })

  it('garbage is malformed, not an exception', () => {
    for (const token of [undefined, 42, '', 'abc', 'a.b.c', '.x', 'x'.repeat(70_000)]) {
      expect(verifySeatTicket(signer, token, NOW)).toEqual({ ok: false, code: expect.stringMatching(/TICKET_(MALFORMED|FORGED)/) })
    }
  })

  it('a signed payload that is not a ticket is malformed', () => {
    expect(verifySeatTicket(signer, signer.sign('seat', { gameId: 'room1' }), NOW)).toEqual({ ok: false, code: 'TICKET_MALFORMED' })
  })

  it('a short secret is refused', () => {
    expect(() => new TokenSigner('short')).toThrow(/at least 16 bytes/)
  })
})
