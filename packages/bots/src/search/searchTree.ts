import { canonicalJson, type Action, type GameEngine, type GameState, type RandomProvider } from '@decklet/core'

/** How a search scores the end of a playout, and when a playout ends. @internal */
export interface SearchGoal {
  /** Whether the playout is over (the game ended, or for Hold'em the hand it started in). */
  done(state: GameState, root: GameState): boolean
  /** `playerId`'s reward at the end of a playout, from 0 (worst) to 1 (best). */
  reward(state: GameState, root: GameState, playerId: string): number
}

/** One node of a search tree: visits, summed rewards by player, and its children by action key. */
interface Node {
  visits: number
  readonly rewards: Map<string, number>
  readonly children: Map<string, Node>
  /** The actions not tried yet (`null`: not listed yet). */
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
 * The reward of a playout stopped before the end, for the shedding games: fewer cards in hand than the others is
 * better (0.5 for as many as their mean).
 */
function cutOff(state: GameState, playerId: string): number {
  const count = (id: string) => state.zones[`hand-${id}`]?.cards.length ?? 0
  const others = Object.keys(state.players).filter((id) => id !== playerId)
  const mean = others.reduce((sum, id) => sum + count(id), 0) / Math.max(1, others.length)
  const mine = count(playerId)
  return mine + mean === 0 ? 0.5 : mean / (mine + mean)
}

/** The legal actions of the players who may act (as the runtime asks them), and who the first of them is. */
function legalOf(engine: GameEngine): { actor: string | null; actions: Action[] } {
  for (const id of engine.getActors()) {
    const actions = engine.getLegalActions(id)
    if (actions.length > 0) return { actor: id, actions }
  }
  return { actor: null, actions: [] }
}

/**
 * Upper-confidence-bound tree search (UCT) on one determinized game: each iteration forks `root`, walks down
 * the tree choosing for the player to act the child with the best UCB1 of that player's reward, adds one child,
 * plays uniformly random legal actions to the end (at most `maxPlayout` actions), and backs every player's
 * reward up the path. Returns the root's children: visits and mean reward of `playerId`, by action key. @internal
 */
export function searchOne(root: GameEngine, playerId: string, iterations: number, goal: SearchGoal, random: RandomProvider, options: { exploration: number; maxPlayout: number; deadline: number }): Map<string, { visits: number; mean: number }> {
  const rootState = root.getState()
  const tree = newNode(null)
  for (let it = 0; it < iterations && (it === 0 || performance.now() < options.deadline); it++) {
    const engine = root.fork()
    const path: Node[] = [tree]
    let node = tree
    for (;;) {
      const state = engine.getState()
      if (goal.done(state, rootState)) break
      if (node.untried === null) {
        const { actor, actions } = legalOf(engine)
        node.actor = actor
        node.untried = actions
      }
      if (node.actor === null) break
      if (node.untried.length > 0) {
        const action = node.untried.splice(random.int(0, node.untried.length - 1), 1)[0]!
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
        const score = (child.rewards.get(node.actor) ?? 0) / child.visits + options.exploration * Math.sqrt(logN / child.visits)
        if (score > bestScore) [best, bestScore] = [child, score]
      }
      engine.dispatch(best!.action!)
      path.push(best!)
      node = best!
    }
    // Playout: random legal actions, a draw or a pass only when nothing else is legal (random players who draw
    // whenever drawing is legal make official UNO hands last a thousand actions).
    for (let n = 0; n < options.maxPlayout && !goal.done(engine.getState(), rootState); n++) {
      const { actions } = legalOf(engine)
      if (actions.length === 0) break
      const plays = actions.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
      const pool = plays.length > 0 ? plays : actions
      engine.dispatch(pool[random.int(0, pool.length - 1)]!)
    }
    const end = engine.getState()
    const players = Object.keys(end.players)
    const finished = goal.done(end, rootState)
    const rewards = players.map((id) => (finished ? goal.reward(end, rootState, id) : cutOff(end, id)))
    for (const n of path) {
      n.visits++
      players.forEach((id, i) => n.rewards.set(id, (n.rewards.get(id) ?? 0) + rewards[i]!))
    }
    engine.destroy()
  }
  const out = new Map<string, { visits: number; mean: number }>()
  for (const [key, child] of tree.children) out.set(key, { visits: child.visits, mean: (child.rewards.get(playerId) ?? 0) / child.visits })
  return out
}
