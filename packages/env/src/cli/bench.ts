import { GameEngine } from '@decklet/core'
import { createEnvGame } from '../createEnv'
import { FastReset } from '../fastReset'
import { GameEnv } from '../gameEnv'
import { createSelfPlayVector, createVectorEnv } from '../vector/vectorEnv'
import { SELF_PLAY_STRETCH } from './selfplay'
import type { EnvGameName } from '../types'

/** One game's figures: what a new game costs both ways, and steps per second. */
export interface BenchRow {
  readonly game: EnvGameName
  /** Microseconds per `new GameEngine` + `use` + `createGame` + `start`. */
  readonly createGameUs: number
  /** Microseconds per fast reset (a fork of the template engine, started). */
  readonly resetUs: number
  /** Steps per second of one environment, random agent, in this thread. */
  readonly singleStepsPerSecond: number
  /** Steps per second of the vector environment in this thread, and over each count of worker threads. */
  readonly vector: readonly { readonly workers: number; readonly stepsPerSecond: number }[]
  /** Steps per second of self-play (the same rows, each thread playing its own on its own), likewise. */
  readonly selfPlay: readonly { readonly workers: number; readonly stepsPerSecond: number }[]
}

const PLAYERS = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }))

function timeFor(seconds: number, run: () => number): number {
  const end = performance.now() + seconds * 1000
  let done = 0
  const start = performance.now()
  while (performance.now() < end) done += run()
  return done / ((performance.now() - start) / 1000)
}

/**
 * Measures one game: `seconds` per figure, `numEnvs` rows for the vector environment, each count of
 * `workers`. `onProgress` gets a label before each part. @internal
 */
export async function benchGame(game: EnvGameName, options: { seconds: number; numEnvs: number; workers: readonly number[] }, onProgress: (part: string) => void = () => {}): Promise<BenchRow> {
  const description = createEnvGame(game)
  const players = PLAYERS(description.numPlayers)
  onProgress('createGame + start')
  let seed = 0
  const createGameUs = 1e6 / timeFor(options.seconds / 2, () => {
    const engine = new GameEngine({ seed: seed++, validationMode: 'none', clock: () => 0 })
    for (const plugin of description.plugins) engine.use(plugin)
    engine.createGame({ players }).start().destroy()
    return 1
  })
  onProgress('reset')
  const fast = new FastReset(description.plugins, players)
  const resetUs = 1e6 / timeFor(options.seconds / 2, () => {
    fast.game(seed++).destroy()
    return 1
  })
  onProgress('one environment')
  const env = new GameEnv(description)
  let t = env.reset(1)
  let pick = 1
  const singleStepsPerSecond = timeFor(options.seconds, () => {
    for (let k = 0; k < 100; k++) {
      const legal = t.legalActions
      pick = (Math.imul(pick, 48271) >>> 0) % 2147483647
      const next = env.step(legal[pick % legal.length]!)
      t = next.done ? env.reset(++seed) : next
    }
    return 100
  })
  const vector: { workers: number; stepsPerSecond: number }[] = []
  for (const workers of [0, ...options.workers]) {
    onProgress(`vector, ${options.numEnvs} games, ${workers === 0 ? 'this thread' : `${workers} worker${workers === 1 ? '' : 's'}`}`)
    const vec = await createVectorEnv(game, { numEnvs: options.numEnvs, workers, seed: 1 })
    try {
      await vec.reset()
      const end = performance.now() + options.seconds * 1000
      const start = performance.now()
      let steps = 0
      while (performance.now() < end) {
        vec.actions.fill(-1)
        await vec.step()
        steps += options.numEnvs
      }
      vector.push({ workers, stepsPerSecond: steps / ((performance.now() - start) / 1000) })
    } finally {
      await vec.close()
    }
  }
  const selfPlay: { workers: number; stepsPerSecond: number }[] = []
  for (const workers of [0, ...options.workers]) {
    onProgress(`self-play, ${options.numEnvs} games, ${workers === 0 ? 'this thread' : `${workers} worker${workers === 1 ? '' : 's'}`}`)
    const vec = await createSelfPlayVector(game, { numEnvs: options.numEnvs, workers, seed: 1 })
    try {
      await vec.reset()
      // Games without end (no row ever finishes its share): steps for `seconds`, after one stretch of warm-up.
      const play = async () => (await vec.play(Number.MAX_SAFE_INTEGER, SELF_PLAY_STRETCH)).reduce((n, tally) => n + tally.steps, 0)
      await play()
      const start = performance.now()
      let steps = 0
      while (performance.now() - start < options.seconds * 1000) steps += await play()
      selfPlay.push({ workers, stepsPerSecond: steps / ((performance.now() - start) / 1000) })
    } finally {
      await vec.close()
    }
  }
  return { game, createGameUs, resetUs, singleStepsPerSecond, vector, selfPlay }
}
