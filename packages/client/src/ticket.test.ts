import { describe, expect, it } from 'vitest'
import { readTicket } from './ticket'

const body = (claims: unknown): string => Buffer.from(JSON.stringify(claims)).toString('base64url')

describe('readTicket', () => {
  it("reads the table, the seat and the expiry of a server ticket (the part before the signature)", () => {
    const ticket = `${body({ gameId: 'Xy_9', playerId: 'p2', exp: 1_800_000_000_000 })}.c2lnbmF0dXJl`
    expect(readTicket(ticket)).toEqual({ roomId: 'Xy_9', playerId: 'p2', expiresAt: 1_800_000_000_000 })
  })

  it('reads names beyond ASCII (the payload is UTF-8)', () => {
    expect(readTicket(`${body({ gameId: 'täble', playerId: 'jörg', exp: 1 })}.x`).playerId).toBe('jörg')
  })

  it.each([
    ['no signature', body({ gameId: 'a', playerId: 'p1', exp: 1 })],
    ['not base64url JSON', 'bm90IGpzb24.x'],
    ['no player', `${body({ gameId: 'a', exp: 1 })}.x`],
    ['an expiry that is not a number', `${body({ gameId: 'a', playerId: 'p1', exp: 'soon' })}.x`],
    ['empty', ''],
  ])('refuses %s with BAD_TICKET', (_what, ticket) => {
    expect(() => readTicket(ticket)).toThrow(expect.objectContaining({ name: 'DeckletClientError', code: 'BAD_TICKET' }))
  })
})
