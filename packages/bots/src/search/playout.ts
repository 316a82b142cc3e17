import type { Action, GameEngine, GameState, RandomProvider } from '@decklet/core'
import { askOrder } from '../askOrder'
import { requestIn, type SearchModel } from './searchModel'

/** How a search scores the end of a playout, and when a playout ends. @internal */
export interface SearchGoal {
  /** Whether the playout is over (the game ended, or for Hold'em the hand it started in). */
  done(state: GameState, root: GameState): boolean
  /** `playerId`'s reward at the end of a playout, from 0 (worst) to 1 (best). */
  reward(state: GameState, root: GameState, playerId: string): number
}

/**
 * The reward of a playout stopped before the end, for the shedding games: fewer cards in hand than the others is
 * better (0.5 for as many as their mean). @internal
 */
export function cutOff(state: GameState, playerId: string): number {
  const count = (id: string) => state.zones[`hand-${id}`]?.cards.length ?? 0
  const others = Object.keys(state.players).filter((id) => id !== playerId)
  const mean = others.reduce((sum, id) => sum + count(id), 0) / Math.max(1, others.length)
  const mine = count(playerId)
  return mine + mean === 0 ? 0.5 : mean / (mine + mean)
}

/** Who acts next and with which actions, as the tournament asks: the others first (out-of-turn calls), the player to act last. @internal */
export function turnOf(engine: GameEngine): { actor: string | null; actions: Action[] } {
  for (const id of askOrder(engine, engine.getState().currentPlayerId)) {
    const actions = engine.getLegalActions(id)
    if (actions.length > 0) return { actor: id, actions }
  }
  return { actor: null, actions: [] }
}

/** Makes `actor`'s move that is taken at once (a UNO call or catch), if it has one; returns whether it did. @internal */
export function applyInstant(engine: GameEngine, actor: string, actions: readonly Action[], models: readonly SearchModel[]): boolean {
  for (const model of models) {
    const now = model.instant?.(actions)
    if (now !== undefined) return engine.dispatch({ ...now, playerId: actor }).ok
  }
  return false
}

/** One playout move: the model's (its rule bot's) choice, or with probability `epsilon` a random action that is not a draw or a pass when there are others. @internal */
export function playoutMove(engine: GameEngine, actor: string, actions: readonly Action[], models: readonly SearchModel[], random: RandomProvider, epsilon: number): Action {
  const model = models[0]
  if (model !== undefined && random.next() >= epsilon) {
    const choice = model.rollout(requestIn(engine.getState(), actor, actions))
    if (choice !== null) return { ...choice, playerId: actor } as Action
  }
  // Random players who draw whenever drawing is legal make official UNO hands last a thousand actions.
  const plays = actions.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
  const pool = plays.length > 0 ? plays : actions
  return pool[random.int(0, pool.length - 1)]!
}

/**
 * Plays `engine` on to the end of the goal (at most `maxPlayout` actions) with the model's moves, and returns
 * every player's reward, by player id (a playout stopped early is scored by the cards left in hand). @internal
 */
export function playOut(engine: GameEngine, goal: SearchGoal, rootState: GameState, models: readonly SearchModel[], random: RandomProvider, settings: { maxPlayout: number; epsilon: number }): Map<string, number> {
  for (let n = 0; n < settings.maxPlayout && !goal.done(engine.getState(), rootState); n++) {
    const { actor, actions } = turnOf(engine)
    if (actor === null) break
    if (applyInstant(engine, actor, actions, models)) continue
    engine.dispatch(playoutMove(engine, actor, actions, models, random, settings.epsilon))
  }
  const end = engine.getState()
  const finished = goal.done(end, rootState)
  return new Map(Object.keys(end.players).map((id) => [id, finished ? goal.reward(end, rootState, id) : cutOff(end, id)]))
}
