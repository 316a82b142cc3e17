import type { GameState, PendingStep } from '@decklet/core'
import { CONTINUE } from './actions'
import { getPhasesState } from './state'

/**
 * The plugin's `pending` hook: with an animation open, `phases/CONTINUE` after the animation (the authority
 * shows it and waits for every client first); with a pause point open, `phases/CONTINUE` (dispatched when the
 * session is not paused); `null` otherwise (a decision waits for a player, or nothing waits).
 * @internal
 */
export function phasesPending(state: GameState): PendingStep | null {
  const wait = getPhasesState(state).wait
  if (wait === null || wait.kind === 'decision') return null
  const action = { type: CONTINUE, payload: { waitId: wait.id } }
  if (wait.kind === 'continue') return { action }
  return { action, animation: wait.data === undefined ? { id: wait.id, name: wait.name } : { id: wait.id, name: wait.name, data: wait.data } }
}
