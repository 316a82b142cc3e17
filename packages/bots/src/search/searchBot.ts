import { GameEngine, SeededRandomProvider, type Action, type ActionInit, type Card, type GamePlugin, type GameState, type PlayerView } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import { PolicyBotController, toReply, type BotPolicy, type PolicyBotOptions } from '../ruleBot'
import { determinize, HIDDEN_KNOWLEDGE } from './determinize'
import { SEARCH_MODELS } from './searchModel'
import type { SearchGoal } from './playout'
import { bestCandidate, candidatesOf, pairedPlayouts, type RewardsByAction } from './rootRollouts'
import { actionKey, searchOne } from './searchTree'

/**
 * Options of {@link createSearchBot} and {@link searchPolicy}.
 *
 * @example
 * const options: SearchBotOptions = { plugins: [createUnoPlugin({ profile: 'rlcard' })], iterations: 400, seed: 1 }
 */
export interface SearchBotOptions extends PolicyBotOptions {
  /** The plugins of the game being played, configured as the game is: the bot plays its samples with them. */
  readonly plugins: readonly GamePlugin[]
  /** Playouts per decision (default 400): `'rollouts'` plays them on ⌈iterations / candidates⌉ sampled deals; `'uct'` shares them among its deals. */
  readonly iterations?: number
  /** `'uct'`: sampled deals of the hidden cards per decision (default 8). */
  readonly determinizations?: number
  /** Also stop a decision's search after this many milliseconds (default: none). A time budget makes the bot depend on the machine's speed: leave it out for games that must replay. */
  readonly timeMs?: number
  /** The bot's seed: the same seed and the same view give the same choice (default 0). */
  readonly seed?: number
  /** `'uct'`: UCB1's exploration constant (default 0.7). */
  readonly exploration?: number
  /** Most actions of a playout (default 200); one stopped before the end is scored by the cards left in hand. */
  readonly maxPlayout?: number
  /** Share of random moves in the playouts, which otherwise follow the game's rule bot (default 0.15; 1 for uniformly random playouts). */
  readonly epsilon?: number
  /**
   * How the actions are weighed (default `'rollouts'`): `'rollouts'` plays each candidate action on every sampled
   * deal and the game on with the rule bot's moves, the same random stream for every candidate (paired playouts),
   * and keeps the rule bot's own choice unless another is better by `margin` standard errors; `'uct'` grows a
   * UCT tree on each sampled deal (`determinizations` of them) with rule-bot playouts.
   */
  readonly algorithm?: 'rollouts' | 'uct'
  /** `'rollouts'`: most actions weighed per decision, the rule bot's choice first, then in its order (default 12). */
  readonly candidates?: number
  /** `'rollouts'`: standard errors by which an action must beat the rule bot's choice to be played instead (default 1). */
  readonly margin?: number
  /** `'uct'`: progressive widening: a node visited n times has at most ⌈widening·√(n+1)⌉ children, the rule bot's choice first (default 2). */
  readonly widening?: number
}

/** Wins count 1 and losses 0: of the game, of the UNO hand the search started in; Hold'em is scored by the chips won or lost in the hand the search started in. */
function goalOf(state: GameState): SearchGoal {
  const holdem = state.variables.holdem as { handNumber?: number; stacks?: Record<string, number>; totalChips?: number } | undefined
  if (holdem?.handNumber !== undefined) {
    const table = (s: GameState) => s.variables.holdem as { handNumber: number; stacks: Record<string, number>; totalChips: number; street: string }
    return {
      done: (s, root) => s.status !== 'playing' || table(s).handNumber !== table(root).handNumber || table(s).street === 'complete',
      reward: (s, root, id) => 0.5 + ((table(s).stacks[id] ?? 0) - (table(root).stacks[id] ?? 0)) / (2 * Math.max(1, table(root).totalChips)),
    }
  }
  const uno = state.variables.uno as { hand?: number; handsWon?: Record<string, number> } | undefined
  if (uno?.hand !== undefined && uno.handsWon !== undefined) {
    // A UNO match is many hands: a playout ends with the hand it started in, won by the player who went out.
    const table = (s: GameState) => s.variables.uno as { hand: number; handsWon: Record<string, number> }
    const wonHand = (s: GameState, root: GameState, id: string) => (table(s).handsWon[id] ?? 0) > (table(root).handsWon[id] ?? 0)
    return {
      done: (s, root) => s.status !== 'playing' || table(s).hand !== table(root).hand,
      reward: (s, root, id) => {
        if (wonHand(s, root, id)) return 1
        if (Object.keys(s.players).some((other) => wonHand(s, root, other))) return 0
        return s.winnerIds.includes(id) ? 1 : 0
      },
    }
  }
  return {
    done: (s) => s.status !== 'playing',
    reward: (s, _root, id) => (s.winnerIds.includes(id) ? 1 : 0),
  }
}

/** A 32-bit number from the seed and the decision, so that each decision searches with its own stream. */
function decisionSeed(seed: number, view: PlayerView, playerId: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0
  for (const c of `${playerId}:${view.version}:${view.turn}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0
  return h
}

/**
 * The policy of a search bot by determinization: for each decision it makes a dominant move at once (UNO calls
 * and catches), else samples deals of the cards it cannot see that agree with its view (cards seen, cards known
 * to be in a hand, every hand's size) and weighs its candidate actions on forks of the sampled games, with playouts
 * by the game's rule bot: by default paired playouts of each candidate (the rule bot's choice kept unless another
 * is shown better), or a UCT tree per sampled deal (`algorithm: 'uct'`). It reads only the request (its legal
 * actions and its own view), never the real hidden cards.
 *
 * @example
 * const policy = searchPolicy({ plugins: [createUnoPlugin({ profile: 'rlcard' })], iterations: 300, seed: 7 })
 * @see https://github.com/decklet/decklet/tree/main/packages/bots#search-bot
 */
export function searchPolicy(options: SearchBotOptions): BotPolicy {
  const iterations = options.iterations ?? 400
  const determinizations = Math.max(1, Math.min(options.determinizations ?? 8, iterations))
  const exploration = options.exploration ?? 0.7
  const maxPlayout = options.maxPlayout ?? 200
  const algorithm = options.algorithm ?? 'rollouts'
  const maxCandidates = Math.max(1, options.candidates ?? 12)
  const margin = options.margin ?? 1
  const epsilon = options.epsilon ?? 0.15
  const widening = options.widening ?? 2
  const knowledge = options.plugins.map((p) => HIDDEN_KNOWLEDGE[p.id]).filter((k) => k !== undefined)
  const models = options.plugins.map((p) => SEARCH_MODELS[p.id]).filter((m) => m !== undefined)
  // The cards of the game, for each set of players met (a created game holds them all).
  const decks = new Map<string, Readonly<Record<string, Card>>>()
  const playersOf = (view: PlayerView) => Object.values(view.players).sort((a, b) => a.seat - b.seat).map((p) => ({ id: p.id, name: p.name, seat: p.seat }))
  const newEngine = (view: PlayerView, seed: number) => {
    const engine = new GameEngine({ validationMode: 'none', clock: () => 0, random: new SeededRandomProvider(seed) })
    for (const plugin of options.plugins) engine.use(plugin)
    return engine.createGame({ players: playersOf(view) })
  }
  const deckOf = (view: PlayerView): Readonly<Record<string, Card>> => {
    const key = playersOf(view).map((p) => p.id).join(',')
    let cards = decks.get(key)
    if (cards === undefined) {
      const engine = newEngine(view, 0)
      cards = engine.getState().cards
      engine.destroy()
      decks.set(key, cards)
    }
    return cards
  }
  return (request: DecisionRequest): ActionInit | null => {
    const { view, playerId, legalActions } = request
    if (legalActions.length === 0) return null
    if (legalActions.length === 1) return toReply(legalActions[0]!)
    for (const model of models) {
      const now = model.instant?.(legalActions)
      if (now !== undefined) return toReply(now)
    }
    const seed = decisionSeed(options.seed ?? 0, view, playerId)
    const random = new SeededRandomProvider(seed)
    const deadline = options.timeMs === undefined ? Infinity : performance.now() + options.timeMs
    const sampleEngine = () => {
      const sample = determinize(view, deckOf(view), random, knowledge)
      const root = newEngine(view, random.int(0, 0x7fffffff))
      root.restoreSnapshot({ format: 'decklet-snapshot', state: sample, version: sample.version, random: null, historyLength: 0 })
      return { root, goal: goalOf(sample) }
    }
    if (algorithm === 'rollouts') {
      let candidates: Action[] | null = null
      const rewards: RewardsByAction = new Map()
      for (let played = 0; played < iterations && (played === 0 || performance.now() < deadline); ) {
        const { root, goal } = sampleEngine()
        candidates ??= candidatesOf(root, playerId, legalActions, models, maxCandidates)
        pairedPlayouts(root, playerId, candidates, goal, models, random, { maxPlayout, epsilon }, rewards)
        root.destroy()
        played += candidates.length
      }
      return toReply(bestCandidate(candidates!, rewards, margin))
    }
    const totals = new Map<string, { visits: number; sum: number }>()
    for (let d = 0; d < determinizations && (d === 0 || performance.now() < deadline); d++) {
      const { root, goal } = sampleEngine()
      const share = Math.floor(iterations / determinizations) + (d < iterations % determinizations ? 1 : 0)
      const stats = searchOne(root, playerId, legalActions, share, goal, models, random, { exploration, maxPlayout, deadline, widening, epsilon })
      root.destroy()
      for (const [key, s] of stats) {
        const t = totals.get(key) ?? { visits: 0, sum: 0 }
        t.visits += s.visits
        t.sum += s.mean * s.visits
        totals.set(key, t)
      }
    }
    let best = legalActions[0]!
    let bestVisits = -1
    let bestMean = -Infinity
    for (const action of legalActions) {
      const t = totals.get(actionKey({ ...action, playerId }))
      if (t === undefined) continue
      const mean = t.sum / t.visits
      if (t.visits > bestVisits || (t.visits === bestVisits && mean > bestMean)) [best, bestVisits, bestMean] = [action, t.visits, mean]
    }
    return toReply(best)
  }
}

/**
 * A search bot controller (kind `search`): {@link searchPolicy} behind the runtime's controller interface.
 *
 * @example
 * seats: { ann: () => createSearchBot({ plugins: [createUnoPlugin({ profile: 'rlcard' })], iterations: 300 }) }
 */
export function createSearchBot(options: SearchBotOptions): PolicyBotController {
  return new PolicyBotController('search', searchPolicy(options), options)
}
