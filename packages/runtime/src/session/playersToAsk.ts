import type { Action, GameEngine, GameState } from '@decklet/core'

/**
 * One player a decision round asks, with the legal actions it chooses from.
 * @internal
 */
export interface AskedPlayer {
  readonly playerId: string
  /** Never empty: a player with nothing to do is not asked. */
  readonly legalActions: Action[]
}

/**
 * Who the session asks now, in the order it asks them (the order a timeout tries their defaults in): the
 * players `engine.getActors()` names (the plugins' `actors` hooks, else the players with legal actions, in
 * seat order) that have legal actions, the current player first. Only they are asked for legal actions,
 * once each; the lists go into their requests as they are.
 *
 * @param engine - the engine, for `getActors` and `getLegalActions`.
 * @param state - the engine's current state (`getActors` reads the engine's; this gives the current player).
 * @internal
 */
export function playersToAsk(engine: Pick<GameEngine, 'getActors' | 'getLegalActions'>, state: GameState): AskedPlayer[] {
  const asked: AskedPlayer[] = []
  for (const playerId of currentFirst(state, engine.getActors())) {
    const legalActions = engine.getLegalActions(playerId)
    if (legalActions.length > 0) asked.push({ playerId, legalActions })
  }
  return asked
}

/**
 * `ids` with the current player moved to the front. The current player is asked first and its default is
 * tried first on a timeout: during a call window or a jump-in it is the turn that times out, not a catch.
 */
function currentFirst(state: GameState, ids: readonly string[]): readonly string[] {
  const current = state.currentPlayerId
  const at = current === null || current === undefined ? -1 : ids.indexOf(current)
  if (at <= 0) return ids
  return [ids[at]!, ...ids.slice(0, at), ...ids.slice(at + 1)]
}
