import { createCard, createGameState, createPlayer, createZone, type GameState } from '@decklet/core'

/**
 * A small hand-built state: players p1 and p2, cards c1…c6, `deck` holding
 * c1…c4, `discard` empty, `hand-p1` holding c5, `hand-p2` empty, c6 in no zone.
 */
export function smallState(): GameState {
  return createGameState({
    gameId: 'small',
    seed: 1,
    status: 'playing',
    currentPlayerId: 'p1',
    turn: 1,
    version: 7,
    players: [createPlayer({ id: 'p1', name: 'Player 1', seat: 1 }), createPlayer({ id: 'p2', name: 'Player 2', seat: 2 })],
    cards: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((id, i) => createCard({ id, type: 'number', value: i + 1 })),
    zones: [
      createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c3', 'c4'] }),
      createZone({ id: 'discard', type: 'discard' }),
      createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c5'] }),
      createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2' }),
    ],
  })
}
