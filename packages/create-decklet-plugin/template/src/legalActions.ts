import { playerHandZoneId, type GameState } from '@decklet/core'
import { __PASCAL_NAME__ActionTypes, type PlayCardActionInit } from './actions'
import { __PASCAL_NAME__Variable, playableCards } from './state'

const NOBODY: readonly string[] = Object.freeze([])

/**
 * `PLAY_CARD`'s `enumerate`: one play per card the current player may play, in hand order. It allows exactly
 * what the rule allows (the fuzz test checks it at every step).
 * @internal
 */
export function enumeratePlays(state: GameState, playerId: string): PlayCardActionInit[] {
  if (state.status !== 'playing' || state.currentPlayerId !== playerId || !__PASCAL_NAME__Variable.has(state)) return []
  const hand = state.zones[playerHandZoneId(playerId)]?.cards ?? []
  return playableCards(state, hand).map((cardId) => ({ type: __PASCAL_NAME__ActionTypes.PLAY_CARD, playerId, payload: { cardId } }))
}

/**
 * The plugin's `actors` hook: only the current player may act.
 * @internal
 */
export function currentPlayerActs(state: GameState): readonly string[] {
  return state.currentPlayerId === null ? NOBODY : [state.currentPlayerId]
}
