import { BaseRandomProvider, DeckletError, InvalidArgumentError, type RandomState } from '@decklet/core'

/**
 * Options of {@link mockRandom}.
 *
 * @example
 * mockRandom([0.1, 0.9], { loop: true })
 */
export interface MockRandomOptions {
  /** Start again from the first value when all are used, instead of throwing (default false). */
  loop?: boolean
}

/** The `algorithm` of a {@link MockRandomProvider}'s `getState()`. */
const ALGORITHM = 'mock'

/**
 * A `RandomProvider` whose `next()` returns scripted values in order; `int`,
 * `shuffle` and `pick` are core's, built on `next()`. Its position
 * (`getState`/`setState`) is the index of the next value, so snapshots,
 * `fork()` and rollbacks of failed ticks work as with the seeded provider.
 * Make one with {@link mockRandom}.
 *
 * @example
 * const random = new MockRandomProvider([0.5, 0.25])
 * random.next() // 0.5
 * random.remaining // 1
 */
export class MockRandomProvider extends BaseRandomProvider {
  private readonly values: readonly number[]
  private readonly loop: boolean
  private index = 0

  constructor(values: readonly number[], options: MockRandomOptions = {}) {
    super()
    values.forEach((v, i) => {
      if (typeof v !== 'number' || !(v >= 0 && v < 1)) {
        throw new InvalidArgumentError(`mockRandom values must be numbers in [0, 1), got ${String(v)} at index ${i}`, 'values')
      }
    })
    if (options.loop === true && values.length === 0) throw new InvalidArgumentError('mockRandom needs at least one value to loop over', 'values')
    this.values = Object.freeze([...values])
    this.loop = options.loop === true
  }

  /** The next scripted value. Throws a `DeckletError` (`MOCK_RANDOM_EXHAUSTED`) when none is left and `loop` is off. */
  next(): number {
    if (this.index >= this.values.length) {
      if (!this.loop) {
        throw new DeckletError(
          `mockRandom: all ${this.values.length} scripted values were used; a random draw needed value ${this.index + 1} ` +
            '(script more values, or pass { loop: true })',
          'MOCK_RANDOM_EXHAUSTED',
        )
      }
      this.index = 0
    }
    return this.values[this.index++]!
  }

  /** Values left before the script is exhausted (or loops). */
  get remaining(): number {
    return this.values.length - this.index
  }

  /** Values drawn so far (since the last loop). */
  get used(): number {
    return this.index
  }

  getState(): RandomState {
    return { algorithm: ALGORITHM, seed: this.values.length, state: this.index }
  }

  setState(state: RandomState): void {
    if (state.algorithm !== ALGORITHM || !Number.isInteger(state.state) || state.state < 0 || state.state > this.values.length) {
      throw new InvalidArgumentError(`Cannot restore random state ${JSON.stringify(state)} into a mockRandom of ${this.values.length} values`, 'state')
    }
    this.index = state.state
  }

  clone(): MockRandomProvider {
    const copy = new MockRandomProvider(this.values, { loop: this.loop })
    copy.index = this.index
    return copy
  }
}

/**
 * A random provider that returns scripted values, for rules that depend on
 * chance: pass it as the engine's `random`. With a custom provider the engine
 * draws everything from it, `setup` included. Games played with it cannot be
 * replayed from their record (replay uses the seeded provider).
 *
 * @example
 * // The first draw is 0.99: a die rolled with random.int(1, 6) shows 6.
 * const engine = createTestEngine({ plugins: [DicePlugin], config: { random: mockRandom([0.99, valueForInt(1, 1, 6)]) } })
 * const direct = new GameEngine({ random: mockRandom([0.5], { loop: true }) })
 */
export function mockRandom(values: readonly number[], options: MockRandomOptions = {}): MockRandomProvider {
  return new MockRandomProvider(values, options)
}

/**
 * The value `next()` must return for `random.int(min, max)` to give `result`
 * (the middle of its interval). For `pick(items)` to choose index `i`, use
 * `valueForInt(i, 0, items.length - 1)`.
 *
 * @example
 * mockRandom([valueForInt(6, 1, 6), valueForInt(0, 0, 2)]) // int(1, 6) → 6, then pick of 3 items → the first
 */
export function valueForInt(result: number, min: number, max: number): number {
  if (![result, min, max].every(Number.isInteger) || max < min || result < min || result > max) {
    throw new InvalidArgumentError(`valueForInt needs integers with min <= result <= max, got ${result}, ${min}, ${max}`, 'result, min, max')
  }
  return (result - min + 0.5) / (max - min + 1)
}
