import { InvalidArgumentError } from '../errors/errors'
/** The position of a random source, as JSON: enough to resume the same sequence. */
export interface RandomState {
  /** The generator, e.g. `'mulberry32'`; a provider refuses another algorithm's state. */
  readonly algorithm: string
  /** The seed the generator started from. */
  readonly seed: number
  /** The generator's internal position (a 32-bit unsigned integer for Mulberry32). */
  readonly state: number
}

/**
 * The engine's source of randomness. Plugins must draw every random decision
 * from `ctx.random` so that games replay exactly.
 */
export interface RandomProvider {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** A new array with the items of `items` in random order; `items` is not changed. */
  shuffle<T>(items: readonly T[]): T[]
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** The current position, or `null` for a source that cannot be resumed. */
  getState(): RandomState | null
  /** Moves to a position returned by {@link RandomProvider.getState}. */
  setState(state: RandomState): void
  /** An independent source at the same position. */
  clone(): RandomProvider
}

/** Shared helpers built on `next()`. */
export abstract class BaseRandomProvider implements RandomProvider {
  abstract next(): number
  abstract getState(): RandomState | null
  abstract setState(state: RandomState): void
  abstract clone(): RandomProvider

  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new InvalidArgumentError(`int(min, max) needs integers with min <= max, got ${min} and ${max}`, 'min, max')
    }
    return min + Math.floor(this.next() * (max - min + 1))
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = out[i]!
      out[i] = out[j]!
      out[j] = tmp
    }
    return out
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new InvalidArgumentError('pick() needs a non-empty list', 'items')
    return items[Math.floor(this.next() * items.length)]!
  }
}

/** Non-deterministic source wrapping `Math.random()`. Games using it cannot be replayed. */
export class MathRandomProvider extends BaseRandomProvider {
  next(): number {
    return Math.random()
  }
  getState(): null {
    return null
  }
  setState(): void {
    throw new InvalidArgumentError('MathRandomProvider has no position to restore', 'state')
  }
  clone(): MathRandomProvider {
    return new MathRandomProvider()
  }
}

/**
 * Deterministic source: the Mulberry32 generator. The same seed gives the same
 * sequence on every platform.
 *
 * @example
 * const random = new SeededRandomProvider(42)
 * random.next() // always the same first number for seed 42
 */
export class SeededRandomProvider extends BaseRandomProvider {
  /** The seed given to the constructor. */
  readonly seed: number
  private a: number

  constructor(seed: number) {
    super()
    if (!Number.isFinite(seed)) throw new InvalidArgumentError(`seed must be a finite number, got ${seed}`, 'seed')
    this.seed = seed
    this.a = seed >>> 0
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /**
   * The position as a bare number (what `getState().state` holds, before the unsigned conversion):
   * the engine saves and restores it around a tick without building a state object.
   * @internal
   */
  get position(): number {
    return this.a
  }
  /** @internal */
  set position(value: number) {
    this.a = value | 0
  }

  getState(): RandomState {
    return { algorithm: 'mulberry32', seed: this.seed, state: this.a >>> 0 }
  }

  setState(state: RandomState): void {
    if (state.algorithm !== 'mulberry32' || !Number.isInteger(state.state)) {
      throw new InvalidArgumentError(`Cannot restore a '${String(state.algorithm)}' random state into SeededRandomProvider`, 'state')
    }
    this.a = state.state | 0
  }

  clone(): SeededRandomProvider {
    const copy = new SeededRandomProvider(this.seed)
    copy.a = this.a
    return copy
  }
}

/** A random 32-bit seed, for games created without one. */
export function generateRandomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) >>> 0
}
