import type { GameState } from '@decklet/core'
import { UNO_VARIABLE, type UnoState } from './unoState'

/**
 * The players who may have a legal action now, by seat: the current player, and everyone while a
 * missed UNO call may be caught or a card jumped on. Every other player's `getLegalActions` is empty,
 * so a bot loop asks only these (the plugin API offers the same function).
 *
 * @example
 * for (const id of playersToAct(engine.getState())) legal.push(...engine.getLegalActions(id))
 */
export function playersToAct(state: GameState): readonly string[] {
  const uno = state.variables[UNO_VARIABLE] as UnoState | undefined
  if (state.status !== 'playing' || uno === undefined) return []
  if ((uno.unoCall !== null && !uno.unoCall.declared) || uno.jumpable !== null) return uno.order
  return state.currentPlayerId === null ? [] : [state.currentPlayerId]
}
