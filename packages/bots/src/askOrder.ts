import type { GameEngine } from '@decklet/core'

/**
 * Who the tournament asks now, in the order it asks them: the players `engine.getActors()` names (the
 * plugins' `actors` hooks, else the players with legal actions, by seat), with the current player moved
 * last. The first answer the rules accept is applied, so asking the others first lets an out-of-turn action
 * (an UNO call or catch, a jump-in) be heard before the turn is played. The runtime's session asks the
 * current player first instead: there every player answers in its own time, and the order only says whose
 * default a timeout tries first.
 *
 * @param engine - the engine, for `getActors`.
 * @param currentPlayerId - the state's current player, or `null`.
 * @returns player ids; do not change the list (it may be the engine's own).
 * @internal
 */
export function askOrder(engine: Pick<GameEngine, 'getActors'>, currentPlayerId: string | null): readonly string[] {
  const actors = engine.getActors()
  const at = currentPlayerId === null ? -1 : actors.indexOf(currentPlayerId)
  if (at < 0 || at === actors.length - 1) return actors
  return [...actors.slice(0, at), ...actors.slice(at + 1), currentPlayerId!]
}
