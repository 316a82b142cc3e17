import { createAction } from '@decklet/core'
import { createTestEngine } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { cardId, createPlayCardAction, create__PASCAL_NAME__Plugin } from './index'
import { setPosition } from './__fixtures__/positions'

const plugin = create__PASCAL_NAME__Plugin({ rounds: 2 })

/** Two players: p1 holds the 9 of hearts and the 2 of clubs, p2 the 3 of hearts and the 10 of spades. */
function game(currentPlayerId = 'p1') {
  const engine = createTestEngine({ plugins: [plugin] })
  setPosition(engine, {
    hands: { p1: [cardId('hearts', 9), cardId('clubs', 2)], p2: [cardId('hearts', 3), cardId('spades', 10)] },
    currentPlayerId,
  })
  return engine
}

describe('the play rule', () => {
  it('lets the player to lead play any card of their hand', () => {
    expect(game().dispatch(createPlayCardAction('p1', cardId('clubs', 2)))).toBeOk()
    expect(game().dispatch(createPlayCardAction('p1', cardId('hearts', 9)))).toBeOk()
  })

  it('refuses a play out of turn, a card not in the hand, and a payload without a card', () => {
    const engine = game()
    expect(engine.dispatch(createPlayCardAction('p2', cardId('hearts', 3)))).toBeDenied('NOT_YOUR_TURN')
    expect(engine.dispatch(createPlayCardAction('p1', cardId('hearts', 3)))).toBeDenied('CARD_NOT_IN_HAND')
    expect(engine.dispatch(createAction({ type: 'PLAY_CARD', playerId: 'p1', payload: {} }))).toBeDenied('BAD_PAYLOAD')
  })

  it('makes a player follow the suit led when they can, and only then', () => {
    const engine = game()
    expect(engine.dispatch(createPlayCardAction('p1', cardId('hearts', 9)))).toBeOk()
    expect(engine.dispatch(createPlayCardAction('p2', cardId('spades', 10)))).toBeDenied('MUST_FOLLOW_SUIT')
    expect(engine.getLegalActions('p2').map((a) => a.payload)).toEqual([{ cardId: cardId('hearts', 3) }])

    const noClubs = game()
    expect(noClubs.dispatch(createPlayCardAction('p1', cardId('clubs', 2)))).toBeOk()
    // p2 has no club: either card goes.
    expect(noClubs.getLegalActions('p2')).toHaveLength(2)
    expect(noClubs.dispatch(createPlayCardAction('p2', cardId('spades', 10)))).toBeOk()
  })

  it('refuses every play once the game is over', () => {
    const engine = createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 1 })] })
    engine.dispatch(engine.getDefaultAction('p1')!)
    engine.dispatch(engine.getDefaultAction('p2')!)
    expect(engine.getState().status).toBe('finished')
    expect(engine.dispatch(createPlayCardAction('p1', cardId('hearts', 1)))).toBeDenied('GAME_NOT_PLAYING')
    expect(engine.getActors()).toEqual([])
  })
})
