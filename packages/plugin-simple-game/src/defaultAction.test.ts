import { DrawPlugin } from '@decklet/plugin-draw'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { createTestEngine } from '@decklet/testing'
import { playerHandZoneId } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { SimpleGamePlugin } from './simpleGamePlugin'

describe('the default action (what a runtime plays on a timeout)', () => {
  it('plays the first card of the current player’s hand, and nothing for a player who is not to move', () => {
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin], players: 2, seed: 9 })
    const first = engine.getState().zones[playerHandZoneId('p1')]!.cards[0]!
    expect(engine.getDefaultAction('p1')).toMatchObject({ type: 'PLAY_CARD', playerId: 'p1', payload: { cardIds: [first] } })
    expect(engine.getDefaultAction('p2')).toBeNull()
    expect(engine.dispatch(engine.getDefaultAction('p1')!).ok).toBe(true)
    expect(engine.getState().zones.table!.cards).toEqual([first])
  })
})
