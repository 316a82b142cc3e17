import type { GameEvent } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createVoice, narrate } from './narrate'

const event = (type: string, payload: unknown, playerId?: string): GameEvent =>
  ({ id: 'e1', type, payload, timestamp: 0, stateVersion: 1, ...(playerId === undefined ? {} : { playerId }) }) as GameEvent
const names = { p1: 'Alice', p2: 'Bob' }
const bots = createVoice(names, null)
const you = createVoice(names, 'p1')

describe('the log', () => {
  it('tells a roll, with the salary when Start was passed', () => {
    expect(narrate(event('estates/ROLLED', { playerId: 'p2', dice: [3, 4], from: 0, to: 7, salary: 0 }), bots)).toBe('Bob rolls 3 + 4: Orchard Road')
    expect(narrate(event('estates/ROLLED', { playerId: 'p1', dice: [6, 5], from: 20, to: 7, salary: 100 }), you)).toBe('You roll 6 + 5: Orchard Road (past Start: +100)')
    expect(narrate(event('estates/ROLLED', { playerId: 'p2', dice: [2, 4], from: 0, to: 6, salary: 0 }), you)).toBe('Bob rolls 2 + 4: Jail (just visiting)')
  })

  it('tells purchases, offers declined and rents, a short payment included', () => {
    expect(narrate(event('estates/BOUGHT', { playerId: 'p1', square: 23, price: 400 }), you)).toBe('You buy Summit Avenue for 400')
    expect(narrate(event('estates/DECLINED', { playerId: 'p2', square: 1 }), you)).toBe('Bob leaves Mill Lane to the bank')
    expect(narrate(event('estates/RENT_PAID', { playerId: 'p2', owner: 'p1', square: 7, amount: 70, paid: 70, bankrupt: false }), you)).toBe('Bob pays You 70 rent for Orchard Road')
    expect(narrate(event('estates/RENT_PAID', { playerId: 'p1', owner: 'p2', square: 7, amount: 70, paid: 20, bankrupt: true }), you)).toBe('You pay Bob 20 rent for Orchard Road, all you have, of 70')
  })

  it('tells chance cards, jail, skipped turns and bankruptcy', () => {
    expect(narrate(event('estates/CHANCE_DRAWN', { playerId: 'p2', cardId: 'dividend', text: '' }), bots)).toBe('Bob draws a chance card: Dividend: collect 100.')
    expect(narrate(event('estates/JAILED', { playerId: 'p1' }), you)).toBe('You go to jail')
    expect(narrate(event('player.round.skip', { playerId: 'p2', round: 2, remaining: 0 }), you)).toBe('Bob misses a turn in jail')
    expect(narrate(event('estates/BANKRUPT', { playerId: 'p2', creditor: null }), bots)).toBe('Bob is bankrupt: out of the game (the bank takes their properties)')
    expect(narrate(event('estates/BANKRUPT', { playerId: 'p1', creditor: 'p2' }), you)).toBe('You are bankrupt: out of the game (Bob takes your properties)')
  })

  it('tells when a chance card’s modifier acts or wears off', () => {
    expect(narrate(event('MODIFIER_EXPIRED', { modifier: { kind: 'estates.half-rent', playerId: 'p2' }, reason: 'uses' }), bots)).toBe('  (a chance card halved that rent)')
    expect(narrate(event('MODIFIER_EXPIRED', { modifier: { kind: 'estates.half-rent', playerId: 'p2' }, reason: 'turns' }), bots)).toBe('Bob’s halved rent wears off')
    expect(narrate(event('MODIFIER_EXPIRED', { modifier: { kind: 'estates.second-move', playerId: 'p1' }, reason: 'uses' }), you)).toBe('  (a chance card gives you a second move this turn)')
  })

  it('says nothing of the steps’ bookkeeping', () => {
    expect(narrate(event('phases.command', {}), bots)).toBeNull()
    expect(narrate(event('MODIFIER_EXPIRED', { modifier: { kind: 'other' }, reason: 'uses' }), bots)).toBeNull()
  })
})
