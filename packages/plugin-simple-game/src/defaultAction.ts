import { playerHandZoneId, type GameState } from '@decklet/core'
import { PLAY_CARD, type SimpleGameActionInit } from './actions'

/**
 * The plugin's `defaultAction`: on a timeout the player plays the first card of their hand (the engine
 * offers it only when the rules allow it, so only to the current player).
 * @internal
 */
export function simpleGameDefaultAction(state: GameState, playerId: string): SimpleGameActionInit | null {
  const first = state.zones[playerHandZoneId(playerId)]?.cards[0]
  return first === undefined ? null : { type: PLAY_CARD, playerId, payload: { cardIds: [first] } }
}
