import { createSelfPlayVector } from '../vector/vectorEnv'
import type { EnvGameName } from '../types'

/** What {@link selfPlay} measured. */
export interface SelfPlayReport {
  readonly game: EnvGameName
  readonly games: number
  /** Steps played (for the speed): each row's, until it has finished its games. */
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
 * Steps of each row per round trip to the shards (~0.1–0.4 s at 256 rows, for the progress bar). A row played
 * for many steps in a row keeps its game in the processor's caches: 256 steps a stretch ran UNO ~15% faster than
 * 64 in one thread. @internal
 */
export const SELF_PLAY_STRETCH = 256

/**
 * Random agents play `games` games in a vector environment (`numEnvs` rows, `workers` threads): the games of
 * seeds `seed` to `seed + games − 1` (row `i` plays game `i + g × numEnvs` as its `g`-th), every one to its end,
 * so that long games count as much as short ones. Each thread plays its rows on its own, a stretch of steps at a
 * time (no round trip per step: the threads scale as separate processes would); `onProgress(finished)` is
 * called after each stretch. @internal
 */
export async function selfPlay(
  game: EnvGameName,
  options: { games: number; numEnvs: number; workers: number; seed: number },
  onProgress: (finished: number) => void = () => {},
): Promise<SelfPlayReport> {
  const numEnvs = Math.min(options.numEnvs, options.games)
  const vec = await createSelfPlayVector(game, { numEnvs, workers: options.workers, seed: options.seed })
  const sums = new Float64Array(vec.numPlayers)
  const wins = new Float64Array(vec.numPlayers)
  let finished = 0
  let steps = 0
  let finishedSteps = 0
  const start = performance.now()
  try {
    await vec.reset()
    for (let done = false; !done; ) {
      done = true
      for (const tally of await vec.play(options.games, SELF_PLAY_STRETCH)) {
        steps += tally.steps
        finished += tally.games
        finishedSteps += tally.gameSteps
        for (let p = 0; p < vec.numPlayers; p++) {
          sums[p]! += tally.payoffs[p]!
          wins[p]! += tally.wins[p]!
        }
        if (!tally.done) done = false
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
