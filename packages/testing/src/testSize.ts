import { DeckletError } from '@decklet/core'

/** The variable that switches every sized test to its long run. */
export const LONG_TESTS_VARIABLE = 'DECKLET_LONG_TESTS'

/** The two sizes of a test that runs many games, hands or positions. */
export interface TestSizes {
  /** The count for a normal run: a few seconds on a loaded two-core machine. */
  quick: number
  /** The count for a long run (`DECKLET_LONG_TESTS=1`), as thorough as the test is meant to be. */
  long: number
}

/**
 * Thrown by {@link testSize} when its environment variable does not hold a
 * count: a typo must not turn a long run into no run at all.
 */
export class TestSizeError extends DeckletError {
  constructor(
    /** The environment variable that was read. */
    readonly variable: string,
    /** The text it held. */
    readonly value: string,
  ) {
    super(`${variable} must be a whole number of at least 1, got '${value}'`, 'BAD_TEST_SIZE')
    this.name = 'TestSizeError'
  }
}

/**
 * How many runs a sized test makes. A test's speed must not depend on the
 * machine it runs on: a normal run uses `sizes.quick`; `DECKLET_LONG_TESTS=1`
 * turns every sized test to `sizes.long`; the test's own variable `name`,
 * when set, gives the count directly (and wins over both).
 *
 * @param name - the test's own environment variable, e.g. `UNO_FUZZ_GAMES`.
 * @param env - where to read the variables (defaults to `process.env`).
 * @throws {@link TestSizeError} when `name` is set to something other than a positive integer.
 *
 * @example
 * const GAMES = testSize('UNO_FUZZ_GAMES', { quick: 30, long: 2_000 })
 * it(`plays ${GAMES} seeded games`, () => { for (let seed = 1; seed <= GAMES; seed++) play(seed) })
 */
export function testSize(name: string, sizes: TestSizes, env: Record<string, string | undefined> = readEnv()): number {
  const own = env[name]
  if (own !== undefined && own !== '') {
    const count = Number(own)
    if (!Number.isSafeInteger(count) || count < 1) throw new TestSizeError(name, own)
    return count
  }
  return isLongRun(env) ? sizes.long : sizes.quick
}

/** True when `DECKLET_LONG_TESTS` asks for the long runs (`1` or `true`). */
export function isLongRun(env: Record<string, string | undefined> = readEnv()): boolean {
  const flag = env[LONG_TESTS_VARIABLE]
  return flag === '1' || flag === 'true'
}

function readEnv(): Record<string, string | undefined> {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}
}
