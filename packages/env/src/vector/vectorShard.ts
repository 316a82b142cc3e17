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

  constructor(spec: ShardSpec, buffers: VectorBuffers) {
    this.#spec = spec
    this.#b = buffers
    // One game description (plugins, and Dou Dizhu's action space) for every row of the shard: a plugin instance
    // serves any number of engines in turn, and the rows are stepped one after the other.
    const game = createEnvGame(spec.game, spec.game === 'doudizhu' ? new DoudizhuActionSpace() : undefined)
    this.#envs = Array.from({ length: spec.count }, () => new GameEnv(game))
    this.#random = Array.from({ length: spec.count }, () => new SeededRandomProvider(0))
  }

  /** Starts every row's first game. */
  reset(): void {
    const { shape, first } = this.#spec
    for (let k = 0; k < this.#envs.length; k++) {
      const i = first + k
      this.#b.steps[i] = 0
      this.#b.finished[i] = 0
      this.#b.dones[i] = 0
      this.#b.rewards.fill(0, i * shape.numPlayers, (i + 1) * shape.numPlayers)
      this.#start(k)
    }
  }

  /** Plays each row's action (`actions[i]`, −1 for a random legal one), which the vector environment checked. */
  step(): void {
    const { shape, first } = this.#spec
    const b = this.#b
    for (let k = 0; k < this.#envs.length; k++) {
      const i = first + k
      const env = this.#envs[k]!
      let action = b.actions[i]!
      if (action === -1) {
        const legal = env.legalIds()
        action = legal[this.#random[k]!.int(0, legal.length - 1)]!
      }
      const seat = env.stepInto(action, b.obs, b.legalMask, b.rewards, i * shape.obsSize, i * shape.numActions, i * shape.numPlayers)
      b.steps[i]! += 1
      if (seat >= 0) {
        b.playerIds[i] = seat
        b.dones[i] = 0
        continue
      }
      b.dones[i] = 1
      b.finished[i]! += 1
      this.#start(k)
    }
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
