import { InvalidOptionError } from '@decklet/core'

/**
 * Options of `createStandardDeckPlugin`, every field optional.
 *
 * @example
 * createStandardDeckPlugin({ jokers: true, decks: 2 }) // 108 cards
 */
export interface StandardDeckOptions {
  /** Add a red and a black joker to each deck (54 cards a deck). Default `false`. */
  jokers?: boolean
  /** How many decks to shuffle together (ids of deck n ≥ 2 end in `-d${n}`). Default 1. */
  decks?: number
  /** Shuffle the deck when the game starts. Default `true`. */
  shuffleOnStart?: boolean
}

/**
 * {@link StandardDeckOptions} with every default filled in, as the plugin uses them.
 *
 * @example
 * resolveStandardDeckOptions({}) // { jokers: false, decks: 1, shuffleOnStart: true }
 */
export interface ResolvedStandardDeckOptions {
  readonly jokers: boolean
  readonly decks: number
  readonly shuffleOnStart: boolean
}

/**
 * Checks the options and fills in the defaults. Throws `InvalidOptionError` for a number of decks that is not
 * a positive integer (`decks must be a positive integer, got 0`). `jokers` counts when truthy and
 * `shuffleOnStart` unless it is `false`, as they always did.
 *
 * @example
 * resolveStandardDeckOptions({ decks: 2 }).decks // 2
 * resolveStandardDeckOptions({ decks: 0 })       // throws InvalidOptionError
 */
export function resolveStandardDeckOptions(options: StandardDeckOptions = {}): ResolvedStandardDeckOptions {
  const decks = options.decks ?? 1
  if (!Number.isInteger(decks) || decks < 1) throw new InvalidOptionError('decks', decks, 'a positive integer')
  return Object.freeze({ jokers: Boolean(options.jokers ?? false), decks, shuffleOnStart: options.shuffleOnStart !== false })
}
