import { version as packageVersion } from '../package.json'
import { pluginConfig, type GamePlugin } from '@decklet/core'
import { createDeckSetup } from './deck'
import { createShuffleHandler, shuffleOnStart } from './handlers'
import { resolveStandardDeckOptions, type StandardDeckOptions } from './options'
import { shuffleRule } from './rules'

/** This package's version, which the plugin reports. */
export const STANDARD_DECK_PLUGIN_VERSION: string = packageVersion

/**
 * Makes a standard-deck plugin: the deck zone (`STANDARD_DECK_ZONE_ID`) filled in `setup` (idempotently:
 * cards already in state are not added again), and a `SHUFFLE` dispatched on `GAME_STARTED`. Throws
 * `InvalidOptionError` for a number of decks that is not a positive integer.
 *
 * @example
 * engine.use(createStandardDeckPlugin({ jokers: true, decks: 2 })) // 108 cards
 * @see ../README.md
 */
export function createStandardDeckPlugin(options: StandardDeckOptions = {}): GamePlugin {
  const resolved = resolveStandardDeckOptions(options)
  return {
    id: 'standard-deck',
    name: 'Standard deck',
    version: STANDARD_DECK_PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused.
    config: pluginConfig(resolved),
    setup: createDeckSetup(resolved),
    rules: [shuffleRule],
    actions: [createShuffleHandler()],
    events: resolved.shuffleOnStart ? [shuffleOnStart] : [],
  }
}

/**
 * The 52-card deck, shuffled when the game starts.
 *
 * @example
 * engine.use(StandardDeckPlugin)
 */
export const StandardDeckPlugin: GamePlugin = createStandardDeckPlugin()
