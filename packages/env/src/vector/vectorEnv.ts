import { availableParallelism } from 'node:os'
import Tinypool from 'tinypool'
import { InvalidActionIdError } from '../errors'
import { createEnvGame } from '../createEnv'
import type { ShardTask } from '../worker'
import type { EnvGameName } from '../types'
import { allocateVectorMemory, vectorBuffers, type VectorBuffers, type VectorMemory, type VectorShape } from './vectorBuffers'
import { VectorShard, type ShardOp, type ShardSpec, type ShardTally } from './vectorShard'

/**
 * Options of {@link createVectorEnv}.
 *
 * @example
 * const options: VectorEnvOptions = { numEnvs: 512, workers: 2, seed: 1 }
 */
export interface VectorEnvOptions {
  /** How many games are stepped together. */
  readonly numEnvs: number
  /**
   * Worker threads to split the games over (each takes an equal share of rows); `0` (the default) steps them
   * in the calling thread. `'auto'`: one per available core.
   */
  readonly workers?: number | 'auto'
  /** Row `i` plays its `g`-th game from seed `seed + i + g × numEnvs` (default 0). */
  readonly seed?: number
  /**
   * The young generation of each worker thread's heap, in MB (default 64): where the games' short-lived objects
   * are made. V8's default is much smaller, and collecting it often is what keeps two threads from doing twice
   * one's work (measured on 2 cores: two free-running UNO shards 1.5× one at 16 MB, 1.8× at 64 MB).
   */
  readonly workerYoungGenerationMb?: number
}

/**
 * N games stepped together, their observations in typed arrays (one row per game): the vector environment of
 * `@decklet/env`. Each step takes one action per game (`actions`), plays them and fills the arrays; a game
 * that ends is reset at once to its next seed (its row's `dones` is 1 and `rewards` holds the payoffs; `obs`
 * is the next game's first observation).
 *
 * @example
 * const vec = await createVectorEnv('uno', { numEnvs: 256, workers: 2 })
 * await vec.reset()
 * for (let i = 0; i < 1000; i++) { vec.actions.fill(-1); await vec.step() }
 * await vec.close()
 */
export interface VectorEnv extends Readonly<VectorBuffers> {
  readonly name: EnvGameName
  readonly numEnvs: number
  readonly numPlayers: number
  readonly numActions: number
  readonly obsSize: number
  /** Worker threads in use (0: the calling thread). */
  readonly workers: number
  /** Starts every row's first game. */
  reset(): Promise<void>
  /**
   * Plays `actions` (one id per row, or −1 for a uniformly random legal action from the row's seeded source: the
   * built-in random agent). Every action is checked against its row's mask first: an illegal one throws
   * {@link InvalidActionIdError} and no game moves.
   */
  step(): Promise<void>
  /** Stops the worker threads. */
  close(): Promise<void>
}

/** The shares of `numEnvs` rows over `workers` threads, as even as can be. */
function split(numEnvs: number, workers: number): { first: number; count: number }[] {
  const out: { first: number; count: number }[] = []
  for (let w = 0, first = 0; w < workers; w++) {
    const count = Math.floor(numEnvs / workers) + (w < numEnvs % workers ? 1 : 0)
    if (count > 0) out.push({ first, count })
    first += count
  }
  return out
}

/**
 * A vector environment of `numEnvs` games of `name`, stepped in this thread or split over worker threads
 * (tinypool, one thread per share of the rows, the arrays on `SharedArrayBuffer`s).
 *
 * @see https://github.com/decklet/decklet/tree/main/packages/env#vector-environments
 */
export async function createVectorEnv(name: EnvGameName, options: VectorEnvOptions): Promise<VectorEnv> {
  const { shape, buffers, backend, workers } = await openShards(name, options)
  const { numEnvs } = shape
  const check = () => {
    const { actions, legalMask } = buffers
    for (let i = 0; i < numEnvs; i++) {
      const a = actions[i]!
      if (a === -1) continue
      if (!(a >= 0 && a < shape.numActions) || legalMask[i * shape.numActions + a] !== 1) {
        const legal: number[] = []
        for (let k = 0; k < shape.numActions; k++) if (legalMask[i * shape.numActions + k] === 1) legal.push(k)
        throw new InvalidActionIdError(`Row ${i}: action ${a} is not legal (legal: ${legal.slice(0, 20).join(', ')}${legal.length > 20 ? ', …' : ''})`, a, legal)
      }
    }
  }
  let ready = false
  return {
    name,
    numEnvs,
    numPlayers: shape.numPlayers,
    numActions: shape.numActions,
    obsSize: shape.obsSize,
    workers,
    ...buffers,
    async reset() {
      await backend.run(RESET)
      ready = true
    },
    async step() {
      if (!ready) throw new InvalidActionIdError('No games yet: call reset() first', -1, [])
      check()
      await backend.run(STEP)
    },
    close: () => backend.close(),
  }
}

const DEFAULT_YOUNG_GENERATION_MB = 64
const RESET: ShardOp = { op: 'reset' }
const STEP: ShardOp = { op: 'step' }

/** A vector environment's shards, opened: the shape, the arrays, and where the shards run. */
interface Shards {
  readonly shape: VectorShape
  readonly buffers: VectorBuffers
  readonly backend: Backend
  readonly workers: number
}

/** Checks `options` and opens the shards of `numEnvs` games of `name`: one in this thread, or one per worker. */
async function openShards(name: EnvGameName, options: VectorEnvOptions): Promise<Shards> {
  const { numEnvs } = options
  if (!Number.isSafeInteger(numEnvs) || numEnvs < 1) throw new TypeError(`numEnvs must be a positive integer, got ${String(numEnvs)}`)
  const requested = options.workers === 'auto' ? availableParallelism() : (options.workers ?? 0)
  if (!Number.isSafeInteger(requested) || requested < 0) throw new TypeError(`workers must be 0, a positive integer or 'auto', got ${String(options.workers)}`)
  const workers = Math.min(requested, numEnvs)
  const youngMb = options.workerYoungGenerationMb ?? DEFAULT_YOUNG_GENERATION_MB
  if (!Number.isSafeInteger(youngMb) || youngMb < 1) throw new TypeError(`workerYoungGenerationMb must be a positive integer, got ${String(options.workerYoungGenerationMb)}`)
  const game = createEnvGame(name)
  const shape: VectorShape = { numEnvs, obsSize: game.obsSize, numActions: game.numActions, numPlayers: game.numPlayers }
  const memory = allocateVectorMemory(shape, workers > 0)
  const buffers = vectorBuffers(memory)
  const seed = options.seed ?? 0
  const specs: ShardSpec[] = split(numEnvs, Math.max(1, workers)).map(({ first, count }) => ({ game: name, shape, seed, first, count }))
  const backend = workers === 0 ? localBackend(specs[0]!, buffers) : await workerBackend(specs, memory, youngMb)
  return { shape, buffers, backend, workers }
}

/**
 * Random agents playing a vector environment's rows on their own, in this thread or in each worker thread, with
 * no round trip per step: the shards' {@link VectorShard.selfPlay} (what `decklet-env selfplay` runs). @internal
 */
export interface SelfPlayVector {
  readonly numEnvs: number
  readonly numPlayers: number
  readonly workers: number
  /** Starts every row's first game. */
  reset(): Promise<void>
  /** One stretch of at most `maxSteps` steps of each row toward the first `games` seeds: each shard's tally. */
  play(games: number, maxSteps: number): Promise<ShardTally[]>
  close(): Promise<void>
}

/** A {@link SelfPlayVector} of `numEnvs` games of `name`. @internal */
export async function createSelfPlayVector(name: EnvGameName, options: VectorEnvOptions): Promise<SelfPlayVector> {
  const { shape, backend, workers } = await openShards(name, options)
  return {
    numEnvs: shape.numEnvs,
    numPlayers: shape.numPlayers,
    workers,
    reset: async () => {
      await backend.run(RESET)
    },
    play: async (games, maxSteps) => (await backend.run({ op: 'selfplay', games, maxSteps })) as ShardTally[],
    close: () => backend.close(),
  }
}

/** Where the shards run: `run` hands each shard the task and answers their results, in shard order. */
interface Backend {
  run(task: ShardOp): Promise<(true | ShardTally)[]>
  close(): Promise<void>
}

function localBackend(spec: ShardSpec, buffers: VectorBuffers): Backend {
  const shard = new VectorShard(spec, buffers)
  return {
    run: async (task) => [shard.run(task)],
    close: async () => {},
  }
}

async function workerBackend(specs: readonly ShardSpec[], memory: VectorMemory, youngMb: number): Promise<Backend> {
  const filename = new URL('./worker.js', import.meta.url).href
  const resourceLimits = { maxYoungGenerationSizeMb: youngMb }
  const pools = specs.map(() => new Tinypool({ filename, minThreads: 1, maxThreads: 1, isolateWorkers: false, resourceLimits }))
  try {
    await Promise.all(pools.map((pool, k) => pool.run({ op: 'init', spec: specs[k]!, memory } satisfies ShardTask)))
  } catch (e) {
    await Promise.all(pools.map((pool) => pool.destroy()))
    throw e
  }
  return {
    run: (task) => Promise.all(pools.map((pool) => pool.run(task satisfies ShardTask) as Promise<true | ShardTally>)),
    async close() {
      await Promise.all(pools.map((pool) => pool.destroy()))
    },
  }
}
