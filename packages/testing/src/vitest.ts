/**
 * `@decklet/testing/vitest` — decklet matchers for vitest. Importing this
 * module registers them with `expect.extend` (import it in a test file or in
 * `test.setupFiles`) and declares their types on vitest's `Assertion`.
 *
 * Like vitest itself, this entry needs an ES module import at run time.
 * @packageDocumentation
 */
import { expect, type ExpectStatic } from 'vitest'
import { toBeDenied, toBeOk, toEqualState, toHaveEmitted, type EqualStateOptions } from './matchers'

/**
 * The decklet matchers, as `expect.extend` takes them (registered already when
 * this module is imported; use it to register them on another `expect`).
 *
 * @example
 * import { deckletMatchers } from '@decklet/testing/vitest'
 * otherExpect.extend(deckletMatchers)
 */
// Typed with a vitest type on purpose: the emitted .d.ts then keeps its import of
// 'vitest', without which the `declare module 'vitest'` below would only apply
// when some other file happened to load vitest's types first.
export const deckletMatchers: Parameters<ExpectStatic['extend']>[0] = { toBeOk, toBeDenied, toHaveEmitted, toEqualState }

expect.extend(deckletMatchers)

/**
 * The decklet matchers' types, added to vitest's `Assertion` and to its
 * asymmetric matchers (`expect.toBeOk()`).
 *
 * @example
 * expect(engine.dispatch(action)).toBeDenied('NOT_YOUR_TURN')
 * expect(results).toEqual([expect.toBeOk(), expect.toBeDenied()])
 */
export interface DeckletMatchers<R = unknown> {
  /** The dispatch (or `validate`) result is ok. */
  toBeOk(): R
  /** A rule denied the dispatch (or `validate`) — with that `denyCode` when given. */
  toBeDenied(code?: string): R
  /** The dispatch result (or event list) includes an event of `type`, with that payload when given. */
  toHaveEmitted(type: string, payload?: unknown): R
  /** The state (or engine's state) equals `expected` (a state or an engine), skipping `ignorePaths`. */
  toEqualState(expected: unknown, options?: EqualStateOptions): R
}

declare module 'vitest' {
  interface Assertion<T = any> extends DeckletMatchers<T> {}
  interface AsymmetricMatchersContaining extends DeckletMatchers {}
}

export { toBeOk, toBeDenied, toHaveEmitted, toEqualState }
export type { EqualStateOptions, MatcherContext, MatcherResult } from './matchers'
