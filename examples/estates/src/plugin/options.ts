import { InvalidOptionError, isWholeNumber } from '@decklet/core'

/**
 * Options of `createEstatesPlugin`, every field optional.
 *
 * @example
 * createEstatesPlugin({ startingCash: 1000, roundCap: 30 })
 */
export interface EstatesOptions {
  /** Money each player starts with (default 1,000). */
  startingCash?: number
  /** Paid by the bank on reaching or passing Start (default 100). */
  salary?: number
  /**
   * The last round (default 60): when it ends with more than one player left, the richest (cash plus the
   * prices of their properties) win, so every game ends.
   */
  roundCap?: number
}

/** {@link EstatesOptions} with every default filled in. */
export interface ResolvedEstatesOptions {
  readonly startingCash: number
  readonly salary: number
  readonly roundCap: number
}

/** The defaults of {@link EstatesOptions}. */
export const DEFAULT_ESTATES_OPTIONS: ResolvedEstatesOptions = Object.freeze({ startingCash: 1_000, salary: 100, roundCap: 60 })

/**
 * Checks the options and fills in the defaults. Throws `InvalidOptionError` for a value that is not a whole
 * number in its range (cash and rounds from 1, the salary from 0).
 *
 * @example
 * resolveEstatesOptions({ salary: 0 }) // { startingCash: 1000, salary: 0, roundCap: 60 }
 */
export function resolveEstatesOptions(options: EstatesOptions = {}): ResolvedEstatesOptions {
  const startingCash = whole('startingCash', options.startingCash ?? DEFAULT_ESTATES_OPTIONS.startingCash, 1)
  const salary = whole('salary', options.salary ?? DEFAULT_ESTATES_OPTIONS.salary, 0)
  const roundCap = whole('roundCap', options.roundCap ?? DEFAULT_ESTATES_OPTIONS.roundCap, 1)
  return Object.freeze({ startingCash, salary, roundCap })
}

function whole(option: string, value: unknown, min: number): number {
  if (!isWholeNumber(value, min)) {
    throw new InvalidOptionError(option, value, `a whole number from ${min}`, { scope: 'estates' })
  }
  return value
}
