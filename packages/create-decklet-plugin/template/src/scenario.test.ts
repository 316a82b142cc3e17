import { createTestEngine, runScenario } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { __PASCAL_NAME__Events, __PASCAL_NAME__Variable, cardId, createPlayCardAction, create__PASCAL_NAME__Plugin } from './index'
import { setPosition } from './__fixtures__/positions'

const { CARD_PLAYED, ROUND_WON, GAME_WON } = __PASCAL_NAME__Events

describe('a game of two rounds', () => {
  it('scores each round for the highest card of the suit led, and ends with the winner', () => {
    const engine = createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 2 })] })
    const [h9, c2, h3, s10] = [cardId('hearts', 9), cardId('clubs', 2), cardId('hearts', 3), cardId('spades', 10)]
    setPosition(engine, { hands: { p1: [h9, c2], p2: [h3, s10] }, currentPlayerId: 'p1' })

    runScenario(engine, [
      { name: 'p1 leads a heart', action: createPlayCardAction('p1', h9), events: [{ type: CARD_PLAYED, playerId: 'p1', payload: { playerId: 'p1', cardId: h9 } }] },
      { name: 'p2 holds a heart: the spade is refused', action: createPlayCardAction('p2', s10), expect: { denied: 'MUST_FOLLOW_SUIT' } },
      {
        name: 'p2 follows; the 9 wins the round',
        action: createPlayCardAction('p2', h3),
        events: [
          { type: CARD_PLAYED, payload: { playerId: 'p2', cardId: h3 } },
          { type: ROUND_WON, playerId: 'p1', payload: { round: 1, playerId: 'p1', cardId: h9 } },
        ],
        check(state) {
          expect(state.currentPlayerId).toBe('p1')
          expect(state.zones.table!.cards).toEqual([])
          expect(state.zones.discard!.cards).toEqual([h9, h3])
          expect(__PASCAL_NAME__Variable.get(state)).toEqual({ round: 2, plays: [], scores: { p1: 1, p2: 0 } })
        },
      },
      { name: 'p1 leads the last round with a club', action: createPlayCardAction('p1', c2) },
      {
        name: 'p2 has no club: the 10 of spades does not follow, the 2 of clubs wins',
        action: createPlayCardAction('p2', s10),
        events: [
          { type: CARD_PLAYED, payload: { playerId: 'p2', cardId: s10 } },
          { type: ROUND_WON, payload: { round: 2, playerId: 'p1', cardId: c2 } },
          { type: GAME_WON, payload: { winnerIds: ['p1'], scores: { p1: 2, p2: 0 } } },
        ],
        check(state) {
          expect(state.status).toBe('finished')
          expect(state.winnerIds).toEqual(['p1'])
          expect(state.currentPlayerId).toBeNull()
        },
      },
    ])
  })
})
