import { InvalidOptionError } from '@decklet/core'
/**
 * A deterministic clock for `GameConfigInit.clock`: the first reading is
 * `start`, and each reading after it is `step` later. The engine reads the
 * clock once per tick (`createGame`, `start`, each top-level `dispatch`), so
 * event and history timestamps are the same in every run. `step = 0` gives a
 * clock that never moves.
 *
 * @example
 * const engine = new GameEngine({ seed: 1, clock: fixedClock(1000, 10) })
 * // createGame at 1000, start at 1010, first dispatch at 1020, …
 */
export function fixedClock(start = 0, step = 1): () => number {
  if (!Number.isFinite(start)) throw new InvalidOptionError('start', start, 'a finite number', { scope: 'fixedClock', message: `fixedClock start must be a finite number, got ${start}` })
  if (!Number.isFinite(step)) throw new InvalidOptionError('step', step, 'a finite number', { scope: 'fixedClock', message: `fixedClock step must be a finite number, got ${step}` })
  let next = start
  return () => {
    const now = next
    next += step
    return now
  }
}
