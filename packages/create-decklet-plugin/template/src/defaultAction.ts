import type { GameState } from '@decklet/core'
import type { PlayCardActionInit } from './actions'
import { enumeratePlays } from './legalActions'
import { cardOf } from './state'

/**
 * The plugin's `defaultAction` (what a player does who lets the clock run out, e.g. in a runtime session):
 * the lowest card they may play, or `null` when it is not their turn.
 * @internal
 */
export function playLowestCard(state: GameState, playerId: string): PlayCardActionInit | null {
  let lowest: PlayCardActionInit | null = null
  for (const play of enumeratePlays(state, playerId)) {
    if (lowest === null || cardOf(state, play.payload.cardId).rank < cardOf(state, lowest.payload.cardId).rank) lowest = play
  }
  return lowest
}
