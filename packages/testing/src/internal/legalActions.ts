import type { Action, GameEngine, GameState } from '@decklet/core'

/** The players of a state ordered by seat, then id. @internal */
export function playerIdsBySeat(state: GameState): string[] {
  return Object.values(state.players)
    .slice()
    .sort((a, b) => a.seat - b.seat || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => p.id)
}

/** A key identifying an action by type, player and payload (not id). @internal */
export function actionKey(action: Pick<Action, 'type' | 'payload' | 'playerId'>): string {
  return JSON.stringify([action.type, action.playerId ?? null, action.payload ?? null])
}

/**
 * Every legal action of every player of the current state (players by seat),
 * without duplicates. @internal
 */
export function allLegalActions<TAction extends Action>(engine: GameEngine<TAction>): TAction[] {
  const seen = new Set<string>()
  const out: TAction[] = []
  for (const playerId of playerIdsBySeat(engine.getState())) {
    for (const action of engine.getLegalActions(playerId)) {
      const key = actionKey(action)
      if (seen.has(key)) continue
      seen.add(key)
      out.push(action)
    }
  }
  return out
}
