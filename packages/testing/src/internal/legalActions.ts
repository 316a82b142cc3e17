import type { Action, GameEngine } from '@decklet/core'

/** A key identifying an action by type, player and payload (not id). @internal */
export function actionKey(action: Pick<Action, 'type' | 'payload' | 'playerId'>): string {
  return JSON.stringify([action.type, action.playerId ?? null, action.payload ?? null])
}

/**
 * Every legal action of the players who may act now, without duplicates: the players `engine.getActors()`
 * names, in its order (the plugins' `actors` hooks, else the players with legal actions by seat), each
 * asked for its legal actions once. The same players a session asks, so a random game or a fuzzed one plays
 * what a session would offer. @internal
 */
export function actorsLegalActions<TAction extends Action>(engine: GameEngine<TAction>): TAction[] {
  const seen = new Set<string>()
  const out: TAction[] = []
  for (const playerId of engine.getActors()) {
    for (const action of engine.getLegalActions(playerId)) {
      const key = actionKey(action)
      if (seen.has(key)) continue
      seen.add(key)
      out.push(action)
    }
  }
  return out
}

/**
 * What a driver may play next, as a session would go on: the legal actions of the players who may act
 * ({@link actorsLegalActions}); when there are none, the game's pending work (`engine.getPending().action`,
 * which a session dispatches itself, after its animation if it has one), as the one choice; else nothing.
 * @internal
 */
export function nextChoices<TAction extends Action>(engine: GameEngine<TAction>): TAction[] {
  return orPending(engine, actorsLegalActions(engine))
}

/**
 * `legal` when it holds an action; else the game's pending work (`engine.getPending().action`) as the one
 * choice, or nothing (`legal`, empty) when nothing is pending. @internal
 */
export function orPending<TAction extends Action>(engine: GameEngine<TAction>, legal: TAction[]): TAction[] {
  if (legal.length > 0) return legal
  const pending = engine.getPending()
  return pending === null ? legal : [pending.action as unknown as TAction]
}
