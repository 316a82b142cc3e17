import { GameEngine, SeededRandomProvider, type Action } from '@decklet/core'
import { createUnoPlugin, playersToAct, type UnoOptions } from '@decklet/plugin-uno'

/** What {@link statistics} measures over seeded games of uniform random legal play. */
export interface UnoRandomPlayStats {
  readonly games: number
  /** Mean actions per game (every dispatched action counts, as every `env.step` does in RLCard). */
  readonly meanActions: number
  /** Median and 90th percentile of the actions per game. */
  readonly p50: number
  readonly p90: number
  /** How often the player who acts first wins. */
  readonly firstPlayerWinRate: number
  /** The share of all actions that are `DRAW`s. */
  readonly drawShare: number
}

/** The `q`-quantile of sorted counts, by the nearest rank (as numpy's `percentile(..., method='nearest')` rounds). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!
}

/**
 * Plays `games` seeded games (seeds `firstSeed`, `firstSeed + 1`, …), each step picking uniformly among the
 * legal actions of every player who may act (in the `rlcard` profile: uniformly among RLCard's distinct action
 * ids, as RLCard's random agent does, since the plugin lists a Wild once per colour and identical cards once).
 */
export function statistics(options: UnoOptions, players: number, games: number, firstSeed = 1): UnoRandomPlayStats {
  const plugin = createUnoPlugin(options)
  const ids = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }))
  const lengths: number[] = []
  let draws = 0
  let firstWins = 0
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 }).use(plugin)
    engine.createGame({ players: ids }).start()
    const first = engine.getState().currentPlayerId
    const random = new SeededRandomProvider(seed)
    let steps = 0
    while (engine.getState().status === 'playing') {
      const legal: Action[] = []
      for (const id of playersToAct(engine.getState())) for (const action of engine.getLegalActions(id)) legal.push(action)
      const action = random.pick(legal)
      if (action.type === 'DRAW') draws++
      if (!engine.dispatch(action).ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)}`)
      steps++
    }
    lengths.push(steps)
    if (engine.getState().winnerIds[0] === first) firstWins++
    engine.destroy()
  }
  const total = lengths.reduce((a, b) => a + b, 0)
  const sorted = [...lengths].sort((a, b) => a - b)
  return { games, meanActions: total / games, p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), firstPlayerWinRate: firstWins / games, drawShare: draws / total }
}
