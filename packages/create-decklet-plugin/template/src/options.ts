import { InvalidOptionError } from '@decklet/core'
import { __CONSTANT_NAME___PLUGIN_ID } from './state'

/**
 * Options of `create__PASCAL_NAME__Plugin`, every field optional.
 *
 * @example
 * create__PASCAL_NAME__Plugin({ rounds: 3 })
 */
export interface __PASCAL_NAME__Options {
  /** Rounds in a game, one card of each player's hand per round: an integer from 1 to 10 (default 5). */
  rounds?: number
}

/**
 * {@link __PASCAL_NAME__Options} with every default filled in, as the plugin uses them (and as records pin them).
 *
 * @example
 * resolve__PASCAL_NAME__Options({}).rounds // 5
 */
export interface Resolved__PASCAL_NAME__Options {
  readonly rounds: number
}

const KNOWN: ReadonlySet<string> = new Set(['rounds'])

/**
 * Checks the options and fills in the defaults. Throws core's `InvalidOptionError` (scope
 * `'__PLUGIN_ID__'`) for an unknown option or a value out of range.
 *
 * @example
 * resolve__PASCAL_NAME__Options({ rounds: 3 }) // { rounds: 3 }
 * resolve__PASCAL_NAME__Options({ rounds: 0 }) // InvalidOptionError: __PLUGIN_ID__: rounds must be an integer from 1 to 10, got 0
 */
export function resolve__PASCAL_NAME__Options(options: __PASCAL_NAME__Options = {}): Resolved__PASCAL_NAME__Options {
  const scope = __CONSTANT_NAME___PLUGIN_ID
  if (typeof options !== 'object' || options === null) throw new InvalidOptionError('options', options, 'an object', { scope })
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) throw new InvalidOptionError(key, (options as Record<string, unknown>)[key], 'a known option (rounds)', { scope, message: `Unknown ${scope} option '${key}'` })
  }
  const rounds: unknown = options.rounds ?? 5
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 10) {
    throw new InvalidOptionError('rounds', rounds, 'an integer from 1 to 10', { scope })
  }
  return Object.freeze({ rounds })
}
