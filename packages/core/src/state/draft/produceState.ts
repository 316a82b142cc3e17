import type { GameState } from '../types'
import { StateDraft } from './stateDraft'

/**
 * The next state of `state` after `recipe` changes a draft of it: built once, with `version + 1` (the
 * engine takes it as it is), sharing everything unchanged with `state`. For a single update; a handler on
 * a hot path keeps a {@link StateDraft} per plugin instance instead, and resets it for each action.
 *
 * @example
 * execute: (action, { state }) => ({
 *   state: produceState(state, (d) => {
 *     d.moveCard(action.payload.cardId, playerHandZoneId(action.playerId!), 'discard')
 *     d.turn += 1
 *   }),
 * })
 */
export function produceState(state: GameState, recipe: (draft: StateDraft) => void): GameState {
  const draft = StateDraft.once(state)
  recipe(draft)
  return draft.commit()
}
