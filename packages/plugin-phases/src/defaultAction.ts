import type { ActionInit, GameState } from '@decklet/core'
import { getPhasesState } from './state'

/**
 * The plugin's `defaultAction` hook: for the player asked, the open decision's `defaultAction` (what a
 * session's timeout dispatches); `null` for anyone else, or when no decision is open.
 * @internal
 */
export function phasesDefaultAction(state: GameState, playerId: string): ActionInit | null {
  const wait = getPhasesState(state).wait
  if (wait?.kind !== 'decision' || wait.playerId !== playerId) return null
  const { type, payload } = wait.defaultAction
  return { type, payload, playerId }
}
