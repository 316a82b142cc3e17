import type { ActionInit, GameState } from '@decklet/core'
import { getPhasesState } from './state'

const NOBODY: readonly string[] = Object.freeze([])

/**
 * The `enumerate` of a decision type: the open decision's options of that type, for the player asked.
 * @internal
 */
export function enumerateDecision(type: string): (state: GameState, playerId: string) => ActionInit[] {
  return (state, playerId) => {
    const wait = getPhasesState(state).wait
    if (state.status !== 'playing' || wait?.kind !== 'decision' || wait.playerId !== playerId) return []
    const out: ActionInit[] = []
    for (const option of wait.options) if (option.type === type) out.push({ type: option.type, payload: option.payload, playerId })
    return out
  }
}

/**
 * The plugin's `actors` hook: the player asked, while a decision is open; nobody otherwise (what the game does
 * next is pending work, `engine.getPending()`).
 * @internal
 */
export function phasesActors(state: GameState): readonly string[] {
  const wait = getPhasesState(state).wait
  return wait?.kind === 'decision' ? [wait.playerId] : NOBODY
}
