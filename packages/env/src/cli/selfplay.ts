import { createVectorEnv } from '../vector/vectorEnv'
import type { EnvGameName } from '../types'

/** What {@link selfPlay} measured. */
export interface SelfPlayReport {
  readonly game: EnvGameName
  readonly games: number
  /** Steps of every row, finished games or not (for the speed). */
  readonly steps: number
  /** Mean steps of the finished games. */
  readonly stepsPerGame: number
  readonly seconds: number
  /** Mean payoff of each seat. */
  readonly meanPayoffs: readonly number[]
  /** How often each seat's payoff was positive. */
  readonly winRates: readonly number[]
}

/**
 * Random agents play `games` games in a vector environment (`numEnvs` rows, `workers` threads): the games of
 * seeds `seed` to `seed + games − 1` (row `i` plays game `i + g × numEnvs` as its `g`-th), every one to its end,
 * so that long games count as much as short ones. `onProgress(finished)` is called after each step. @internal
 */
export async function selfPlay(
  game: EnvGameName,
  options: { games: number; numEnvs: number; workers: number; seed: number },
  onProgress: (finished: number) => void = () => {},
): Promise<SelfPlayReport> {
  const numEnvs = Math.min(options.numEnvs, options.games)
  const vec = await createVectorEnv(game, { numEnvs, workers: options.workers, seed: options.seed })
  const sums = new Float64Array(vec.numPlayers)
  const wins = new Float64Array(vec.numPlayers)
  let finished = 0
  let steps = 0
  let finishedSteps = 0
  const rowSteps = new Int32Array(numEnvs)
  const rowGames = new Int32Array(numEnvs)
  // Row i's games that belong to the sample: those of seeds below seed + games.
  const quota = (i: number) => Math.ceil((options.games - i) / numEnvs)
  const start = performance.now()
  try {
    await vec.reset()
    while (finished < options.games) {
      vec.actions.fill(-1)
      await vec.step()
      steps += numEnvs
      for (let i = 0; i < numEnvs; i++) {
        rowSteps[i]! += 1
        if (vec.dones[i] !== 1) continue
        const length = rowSteps[i]!
        rowSteps[i] = 0
        if (rowGames[i]! >= quota(i)) continue
        rowGames[i]! += 1
        finished++
        finishedSteps += length
        for (let p = 0; p < vec.numPlayers; p++) {
          const r = vec.rewards[i * vec.numPlayers + p]!
          sums[p]! += r
          if (r > 0) wins[p]! += 1
        }
      }
      onProgress(finished)
    }
  } finally {
    await vec.close()
  }
  return {
    game,
    games: finished,
    steps,
    stepsPerGame: finishedSteps / finished,
    seconds: (performance.now() - start) / 1000,
    meanPayoffs: [...sums].map((s) => s / finished),
    winRates: [...wins].map((w) => w / finished),
  }
}
