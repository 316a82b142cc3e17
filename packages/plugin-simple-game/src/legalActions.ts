import { playerHandZoneId, type GameState } from '@decklet/core'
import { PLAY_CARD, type SimpleGameActionInit } from './actions'

const NOBODY: readonly string[] = Object.freeze([])

/**
 * `PLAY_CARD`'s `enumerate`: one single-card play per card in the current player's hand, in hand order.
 * Playing several cards at once is legal too, but not listed (it would make the list exponential).
 * @internal
 */
export function enumeratePlays(state: GameState, playerId: string): SimpleGameActionInit[] {
  if (state.status !== 'playing' || state.currentPlayerId !== playerId) return []
  const cards = state.zones[playerHandZoneId(playerId)]?.cards ?? []
  const plays: SimpleGameActionInit[] = []
  for (let i = 0; i < cards.length; i++) plays.push({ type: PLAY_CARD, playerId, payload: { cardIds: [cards[i]!] } })
  return plays
}

/**
 * The plugin's `actors` hook: only the current player may act (nobody plays out of turn).
 * @internal
 */
export function simpleGameActors(state: GameState): readonly string[] {
  return state.currentPlayerId === null ? NOBODY : [state.currentPlayerId]
}
