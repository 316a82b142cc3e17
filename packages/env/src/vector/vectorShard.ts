import { SeededRandomProvider } from '@decklet/core'
import { createEnvGame } from '../createEnv'
import { GameEnv } from '../gameEnv'
import { DoudizhuActionSpace } from '../games/doudizhuActions'
import type { EnvGameName } from '../types'
import type { VectorBuffers, VectorShape } from './vectorBuffers'

/** What a shard is made from: the game, the whole vector's shape and seed, and the rows it owns. @internal */
export interface ShardSpec {
  readonly game: EnvGameName
  readonly shape: VectorShape
  /** Game `g` (0, 1, …) of row `i` is played from seed `seed + i + g × numEnvs`: the same games however the rows are split. */
  readonly seed: number
  readonly first: number
  readonly count: number
}

/** What a shard is asked to do, in its worker or in the calling thread. @internal */
export type ShardOp = { readonly op: 'reset' } | { readonly op: 'step' } | { readonly op: 'selfplay'; readonly games: number; readonly maxSteps: number }

/** What a shard's rows did in one stretch of self-play ({@link VectorShard.selfPlay}). @internal */
export interface ShardTally {
  /** Steps played (by the rows that still had games to finish). */
  readonly steps: number
  /** Games finished that count: each row's games of the seeds asked for. */
  readonly games: number
  /** The steps of those games. */
  readonly gameSteps: number
  /** Each seat's payoffs over those games, summed, and how many of them were positive. */
  readonly payoffs: readonly number[]
  readonly wins: readonly number[]
  /** Whether every row of the shard has finished its games. */
  readonly done: boolean
}

/**
 * Rows `first … first + count − 1` of a vector environment, stepped in one thread: the main thread's (no
 * workers) or one worker's. Each row is an environment of its own; a row whose game ends is reset at once to
 * its next seed. @internal
 */
export class VectorShard {
  readonly #envs: GameEnv[]
  readonly #spec: ShardSpec
  readonly #b: VectorBuffers
  /** Each row's random agent, seeded anew with each game's seed: a game is played the same whatever its row or thread. */
  readonly #random: SeededRandomProvider[]
  /** Each row's steps in its current game, for {@link VectorShard.selfPlay} (made on its first call). */
  #gameSteps: Int32Array | null = null

  constructor(spec: ShardSpec, buffers: VectorBuffers) {
    this.#spec = spec
    this.#b = buffers
    // One game description (plugins, and Dou Dizhu's action space) for every row of the shard: a plugin instance
    // serves any number of engines in turn, and the rows are stepped one after the other.
    const game = createEnvGame(spec.game, spec.game === 'doudizhu' ? new DoudizhuActionSpace() : undefined)
    this.#envs = Array.from({ length: spec.count }, () => new GameEnv(game))
    this.#random = Array.from({ length: spec.count }, () => new SeededRandomProvider(0))
  }

  /** Runs `task`: a self-play stretch answers its tally, the others `true`. */
  run(task: ShardOp): true | ShardTally {
    if (task.op === 'selfplay') return this.selfPlay(task.games, task.maxSteps)
    if (task.op === 'reset') this.reset()
    else this.step()
    return true
  }

  /** Starts every row's first game. */
  reset(): void {
    const { shape, first } = this.#spec
    for (let k = 0; k < this.#envs.length; k++) {
      const i = first + k
      this.#b.steps[i] = 0
      if (this.#gameSteps !== null) this.#gameSteps[k] = 0
      this.#b.finished[i] = 0
      this.#b.dones[i] = 0
      this.#b.rewards.fill(0, i * shape.numPlayers, (i + 1) * shape.numPlayers)
      this.#start(k)
    }
  }

  /** Plays each row's action (`actions[i]`, −1 for a random legal one), which the vector environment checked. */
  step(): void {
    const first = this.#spec.first
    const actions = this.#b.actions
    for (let k = 0; k < this.#envs.length; k++) {
      const action = actions[first + k]!
      this.#play(k, action === -1 ? this.#randomAction(k) : action)
    }
  }

  /**
   * Random agents play the rows on their own, with no round trip to the caller per step: each row plays (from
   * `reset()` on) until it has finished its games among the first `games` seeds (row `i` plays game `i + g ×
   * numEnvs` as its `g`-th, so its share is `⌈(games − i) ÷ numEnvs⌉`), for at most `maxSteps` steps of each row
   * in this call. Returns what this stretch finished; call again until `done`. The games and their moves are
   * those `step()` with every action −1 plays.
   */
  selfPlay(games: number, maxSteps: number): ShardTally {
    const { shape, first } = this.#spec
    const b = this.#b
    const np = shape.numPlayers
    const rowSteps = (this.#gameSteps ??= new Int32Array(this.#envs.length))
    const payoffs = new Array<number>(np).fill(0)
    const wins = new Array<number>(np).fill(0)
    let steps = 0
    let counted = 0
    let countedSteps = 0
    let done = true
    for (let k = 0; k < this.#envs.length; k++) {
      const i = first + k
      const quota = Math.ceil((games - i) / shape.numEnvs)
      for (let s = 0; s < maxSteps && b.finished[i]! < quota; s++) {
        steps++
        rowSteps[k]! += 1
        if (!this.#play(k, this.#randomAction(k))) continue
        // The game ended: the rewards still hold its payoffs (the next game's start does not touch them).
        counted++
        countedSteps += rowSteps[k]!
        rowSteps[k] = 0
        for (let p = 0; p < np; p++) {
          const r = b.rewards[i * np + p]!
          payoffs[p]! += r
          if (r > 0) wins[p]! += 1
        }
      }
      if (b.finished[i]! < quota) done = false
    }
    return { steps, games: counted, gameSteps: countedSteps, payoffs, wins, done }
  }

  /** A uniformly random legal action of row `k`, from its game's seeded source (replaced with each new game). */
  #randomAction(k: number): number {
    const env = this.#envs[k]!
    return env.legalIdAt(this.#random[k]!.int(0, env.legalCount - 1))
  }

  /** Plays `action` in row `k` and writes the row; returns whether its game ended (the row then holds the next one). */
  #play(k: number, action: number): boolean {
    const { shape, first } = this.#spec
    const i = first + k
    const b = this.#b
    const seat = this.#envs[k]!.stepInto(action, b.obs, b.legalMask, b.rewards, i * shape.obsSize, i * shape.numActions, i * shape.numPlayers)
    b.steps[i]! += 1
    if (seat >= 0) {
      b.playerIds[i] = seat
      b.dones[i] = 0
      return false
    }
    b.dones[i] = 1
    b.finished[i]! += 1
    this.#start(k)
    return true
  }

  #start(k: number): void {
    const { shape, first, seed } = this.#spec
    const i = first + k
    const b = this.#b
    const gameSeed = seed + i + b.finished[i]! * shape.numEnvs
    this.#random[k] = new SeededRandomProvider(gameSeed ^ 0x5bd1e995)
    b.playerIds[i] = this.#envs[k]!.resetInto(gameSeed, b.obs, b.legalMask, i * shape.obsSize, i * shape.numActions)
  }
}
