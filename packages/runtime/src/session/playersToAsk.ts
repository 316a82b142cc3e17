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
 * players with legal actions, the current player first, then the others in the order of `state.players`.
 * Each player's legal actions are computed once here and go into its request as they are.
 *
 * This is the one place that decides who may act. It asks every player for legal actions, because the
 * engine cannot yet say who may act without them; `engine.getActors()` (core, issue 18) will, and then only
 * the candidates it names are asked for legal actions here.
 *
 * @param engine - the engine, for `getLegalActions`.
 * @param state - the engine's current state.
 * @internal
 */
export function playersToAsk(engine: Pick<GameEngine, 'getLegalActions'>, state: GameState): AskedPlayer[] {
  const asked: AskedPlayer[] = []
  for (const playerId of currentFirst(state, Object.keys(state.players))) {
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
