import type { Action, ActionInit } from '@decklet/core'

/**
 * The action to dispatch for `playerId`: its type and payload only, with the player the session asked (the
 * engine assigns the id, as for any top-level action). A controller's answer or a default is never
 * dispatched as given: an id, or a stray field, must not reach the history.
 * @internal
 */
export function plainAction(action: ActionInit, playerId: string): Action {
  return { type: action.type, payload: action.payload ?? {}, playerId } as Action
}
