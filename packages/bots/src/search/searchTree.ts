import { canonicalJson, type Action, type GameEngine, type RandomProvider } from '@decklet/core'
import { applyInstant, playOut, turnOf, type SearchGoal } from './playout'
import { requestIn, type SearchModel } from './searchModel'

/** The knobs of one search. @internal */
export interface SearchSettings {
  readonly exploration: number
  readonly maxPlayout: number
  readonly deadline: number
  /** Progressive widening: a node visited n times may have at most ⌈widening·√(n+1)⌉ children. */
  readonly widening: number
  /** The share of playout moves (and of the moves of a node tried after its model's choice) that are random. */
  readonly epsilon: number
}

/** One node of a search tree: visits, summed rewards by player, and its children by action key. */
interface Node {
  visits: number
  readonly rewards: Map<string, number>
  readonly children: Map<string, Node>
  /** The actions not tried yet, the next to try last (`null`: not listed yet). */
  untried: Action[] | null
  /** Who acts here. */
  actor: string | null
  readonly action: Action | null
}

const newNode = (action: Action | null): Node => ({ visits: 0, rewards: new Map(), children: new Map(), untried: null, actor: null, action })

/** The key of an action in a tree: its type, player and payload. @internal */
export const actionKey = (action: { type: string; playerId?: string | undefined; payload?: unknown }): string =>
  `${action.type}|${action.playerId ?? ''}|${canonicalJson((action.payload ?? {}) as never)}`

/**
 * The actions of a new node in the order they are tried, the first last (popped): the model's choice first, then
 * the others in random order.
 */
function triesOf(engine: GameEngine, actor: string, actions: readonly Action[], models: readonly SearchModel[], random: RandomProvider): Action[] {
  const rest = random.shuffle([...actions])
  const model = models[0]
  if (model !== undefined) {
    const choice = model.rollout(requestIn(engine.getState(), actor, actions))
    if (choice !== null) {
      const key = actionKey({ ...choice, playerId: actor })
      const at = rest.findIndex((a) => actionKey(a) === key)
      if (at >= 0) rest.push(rest.splice(at, 1)[0]!)
    }
  }
  return rest
}

/**
 * Upper-confidence-bound tree search (UCT) on one determinized game: each iteration forks `root`, walks down
 * the tree choosing for the player to act the child with the best UCB1 of that player's reward (with progressive
 * widening: the model's choice first, more children as a node is visited more), adds one child, plays the rest
 * with the game's model (its rule bot, with some random moves) to the end (at most `maxPlayout` actions), and
 * backs every player's reward up the path. Moves the model calls instant are made at once, outside the tree.
 * The root's actions are `rootActions`, of `playerId`. Returns the root's children: visits and mean reward of
 * `playerId`, by action key. @internal
 */
export function searchOne(
  root: GameEngine,
  playerId: string,
  rootActions: readonly Action[],
  iterations: number,
  goal: SearchGoal,
  models: readonly SearchModel[],
  random: RandomProvider,
  settings: SearchSettings,
): Map<string, { visits: number; mean: number }> {
  const rootState = root.getState()
  const tree = newNode(null)
  tree.actor = playerId
  tree.untried = triesOf(root, playerId, rootActions, models, random)
  for (let it = 0; it < iterations && (it === 0 || performance.now() < settings.deadline); it++) {
    const engine = root.fork()
    const path: Node[] = [tree]
    let node = tree
    for (let guard = 0; guard < settings.maxPlayout; guard++) {
      if (goal.done(engine.getState(), rootState)) break
      // The instant moves are made before a node's own (below the root, whose request is the bot's), every visit.
      const { actor, actions } = node === tree ? { actor: playerId, actions: rootActions } : turnOf(engine)
      if (node !== tree && actor !== null && applyInstant(engine, actor, actions, models)) continue
      if (node.untried === null) {
        node.actor = actor
        node.untried = actor === null ? [] : triesOf(engine, actor, actions, models, random)
      }
      if (node.actor === null) break
      if (node.untried.length > 0 && node.children.size < Math.ceil(settings.widening * Math.sqrt(node.visits + 1))) {
        const action = node.untried.pop()!
        const child = newNode(action)
        node.children.set(actionKey(action), child)
        engine.dispatch(action)
        path.push(child)
        node = child
        break
      }
      let best: Node | null = null
      let bestScore = -Infinity
      const logN = Math.log(node.visits)
      for (const child of node.children.values()) {
        const score = (child.rewards.get(node.actor) ?? 0) / child.visits + settings.exploration * Math.sqrt(logN / child.visits)
        if (score > bestScore) [best, bestScore] = [child, score]
      }
      if (best === null) break
      engine.dispatch(best.action!)
      path.push(best)
      node = best
    }
    const rewards = playOut(engine, goal, rootState, models, random, settings)
    for (const n of path) {
      n.visits++
      for (const [id, r] of rewards) n.rewards.set(id, (n.rewards.get(id) ?? 0) + r)
    }
    engine.destroy()
  }
  const out = new Map<string, { visits: number; mean: number }>()
  for (const [key, child] of tree.children) out.set(key, { visits: child.visits, mean: (child.rewards.get(playerId) ?? 0) / child.visits })
  return out
}
