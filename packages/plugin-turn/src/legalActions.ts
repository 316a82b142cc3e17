import type { ActionInit, GameState } from '@decklet/core'
import { END_TURN, type EndTurnPayload } from './actions'

const NOBODY: readonly string[] = Object.freeze([])

/**
 * `END_TURN`'s `enumerate`: offered to the current player while the game is played, to nobody else.
 * @internal
 */
export function enumerateEndTurn(state: GameState, playerId: string): ActionInit<typeof END_TURN, EndTurnPayload>[] {
  return state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: END_TURN, playerId }] : []
}

/**
 * The plugin's `actors` hook: the current player is the one who may act (`engine.getActors()`).
 * @internal
 */
export function turnActors(state: GameState): readonly string[] {
  return state.currentPlayerId === null ? NOBODY : [state.currentPlayerId]
}
