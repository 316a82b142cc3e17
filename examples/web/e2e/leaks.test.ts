import { describe, expect, it } from 'vitest'
import { findLeaks } from './leaks'

const ids = new Set(['red-5-1', 'blue-7-2', 'green-1-1', 'std-hearts-Q'])
const view = (hands: Record<string, string[]>, discard: string[] = []) => ({
  players: {},
  zones: {
    ...Object.fromEntries(Object.entries(hands).map(([id, cards]) => [`hand-${id}`, { id: `hand-${id}`, visibility: 'owner', cards }])),
    'uno-discard': { id: 'uno-discard', visibility: 'public', cards: discard },
  },
})

describe('the hidden-card scan', () => {
  it('lets through the player\'s own hand, public zones and played cards', () => {
    const messages = [
      { type: 'view-update', playerId: 'p1', view: view({ p1: ['red-5-1'], p2: ['hidden:hand-p2:0'] }), events: [] },
      { type: 'view-update', playerId: 'p1', view: view({ p1: [], p2: [] }, ['blue-7-2']), events: [{ type: 'UNO_CARD_PLAYED', payload: { playerId: 'p2', cardId: 'blue-7-2' } }] },
      // Played before: naming it later is no leak.
      { type: 'turn', request: { view: view({ p1: [] }), legalActions: [{ type: 'PLAY', payload: { cardId: 'blue-7-2' } }] } },
    ]
    expect(findLeaks(messages, 'p1', ids)).toEqual([])
  })

  it('finds another player\'s card in a hand zone, in a zone\'s faces, in their draw and in a full record', () => {
    const leaked = [
      { type: 'view-update', playerId: 'p1', view: view({ p1: [], p2: ['green-1-1'] }), events: [] },
      { type: 'view-update', playerId: 'p1', view: { players: {}, zones: { 'hand-p2': { id: 'hand-p2', visibility: 'owner', cards: ['hidden:hand-p2:0'], faces: [{ id: 'std-hearts-Q', type: 'card' }] } } }, events: [] },
      { type: 'view-update', playerId: 'p1', view: view({ p1: [] }), events: [{ type: 'UNO_CARDS_DRAWN', payload: { playerId: 'p2', cardIds: ['red-5-1'] } }] },
      { type: 'game-over', record: { initialState: { zones: { x: { cards: ['blue-7-2'] } } } } },
    ]
    expect(findLeaks(leaked, 'p1', ids).map((l) => [l.message, l.cardId])).toEqual([
      [0, 'green-1-1'],
      [1, 'std-hearts-Q'],
      [2, 'red-5-1'],
      [3, 'blue-7-2'],
    ])
  })
})
