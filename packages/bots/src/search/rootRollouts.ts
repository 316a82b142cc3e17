import { SeededRandomProvider, type Action, type GameEngine, type RandomProvider } from '@decklet/core'
import { playOut, type SearchGoal } from './playout'
import { requestIn, type SearchModel } from './searchModel'
import { actionKey } from './searchTree'

/** The playouts of one root action: its reward on each sampled deal, in the order of the deals. @internal */
export type RewardsByAction = Map<string, number[]>

/**
 * The candidates of a decision: the model's choice first, then the others in the model's order (its
 * `candidates`, or as listed), at most `max` in all. @internal
 */
export function candidatesOf(root: GameEngine, playerId: string, legal: readonly Action[], models: readonly SearchModel[], max: number): Action[] {
  const model = models[0]
  const withPlayer = legal.map((a) => ({ ...a, playerId }))
  const ordered = model?.order?.(withPlayer, root.getState(), playerId) ?? withPlayer
  const choice = model?.rollout(requestIn(root.getState(), playerId, withPlayer)) ?? null
  const first = choice === null ? undefined : ordered.find((a) => actionKey(a) === actionKey({ ...choice, playerId }))
  const out = first === undefined ? [] : [first]
  for (const a of ordered) {
    if (out.length >= max) break
    if (a !== first) out.push(a)
  }
  return out
}

/**
 * Paired playouts on one sampled deal: every candidate is played on a fork of `root`, then the game is played on by
 * the model with one random stream, the same for every candidate (common random numbers: the differences
 * between candidates then come from the candidates, not from the luck of the playouts). Adds each candidate's
 * reward for `playerId` to `out`. @internal
 */
export function pairedPlayouts(
  root: GameEngine,
  playerId: string,
  candidates: readonly Action[],
  goal: SearchGoal,
  models: readonly SearchModel[],
  random: RandomProvider,
  settings: { maxPlayout: number; epsilon: number },
  out: RewardsByAction,
): void {
  const streamSeed = random.int(0, 0x7fffffff)
  const rootState = root.getState()
  for (const action of candidates) {
    const engine = root.fork()
    engine.dispatch(action)
    const reward = playOut(engine, goal, rootState, models, new SeededRandomProvider(streamSeed), settings).get(playerId) ?? 0
    engine.destroy()
    const key = actionKey(action)
    let list = out.get(key)
    if (list === undefined) out.set(key, (list = []))
    list.push(reward)
  }
}

/**
 * The candidate to play: the model's choice (the first candidate) unless another one's paired mean reward is
 * higher by more than `margin` standard errors of the paired differences; among those, the highest lower bound.
 * @internal
 */
export function bestCandidate(candidates: readonly Action[], rewards: RewardsByAction, margin: number): Action {
  const base = rewards.get(actionKey(candidates[0]!)) ?? []
  let best = candidates[0]!
  let bestBound = 0
  for (const action of candidates.slice(1)) {
    const mine = rewards.get(actionKey(action)) ?? []
    const n = Math.min(mine.length, base.length)
    if (n < 2) continue
    let sum = 0
    let squares = 0
    for (let i = 0; i < n; i++) {
      const d = mine[i]! - base[i]!
      sum += d
      squares += d * d
    }
    const mean = sum / n
    const error = Math.sqrt(Math.max(0, squares / n - mean * mean) / (n - 1))
    const bound = mean - margin * error
    if (bound > bestBound) [best, bestBound] = [action, bound]
  }
  return best
}
