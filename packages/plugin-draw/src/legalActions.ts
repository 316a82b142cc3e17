import type { ActionInit, GameState } from '@decklet/core'
import { DRAW_CARD, type DrawCardPayload } from './actions'
import { DrawVariables } from './state'

/**
 * `DRAW_CARD`'s `enumerate`: a one-card draw from the deck for the current player, only while the game is
 * played and `draw.playerDraws` is `true` (otherwise drawing is the game's, e.g. dealing).
 * @internal
 */
export function enumerateDraw(state: GameState, playerId: string): ActionInit<typeof DRAW_CARD, DrawCardPayload>[] {
  if (DrawVariables.playerDraws.get(state) !== true || state.status !== 'playing' || state.currentPlayerId !== playerId) return []
  return [{ type: DRAW_CARD, playerId, payload: { playerId, count: 1 } }]
}
