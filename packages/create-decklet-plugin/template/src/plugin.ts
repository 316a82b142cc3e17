import { version as packageVersion } from '../package.json'
import { pluginConfig, type GamePlugin } from '@decklet/core'
import { playLowestCard } from './defaultAction'
import { createDealOnStart, createPlayCardHandler } from './handlers'
import { currentPlayerActs } from './legalActions'
import { resolve__PASCAL_NAME__Options, type __PASCAL_NAME__Options } from './options'
import { playRule } from './rules'
import { __CONSTANT_NAME___PLUGIN_ID, setupTable } from './state'
import { __CONSTANT_NAME___STATE_CHECK, checkTable } from './stateCheck'

/**
 * This package's version, which the plugin reports (read from `package.json` when the package is built), so
 * a game record names the rules it was played with.
 *
 * @example
 * __PASCAL_NAME__Plugin.version === __CONSTANT_NAME___PLUGIN_VERSION // true
 */
export const __CONSTANT_NAME___PLUGIN_VERSION: string = packageVersion

/**
 * The __DISPLAY_NAME__ plugin for a set of options: a 40-card deck (four suits, ranks 1 to 10), one card of
 * each hand per round; the player to lead plays any card, the others follow the suit led when they can, and
 * the highest card of that suit wins the round. After the last round the players who won the most rounds
 * win. 2 players or more (as many as the deck can deal to). Throws core's `InvalidOptionError` for options it
 * cannot play.
 *
 * @example
 * const engine = new GameEngine({ seed: 1 }).use(create__PASCAL_NAME__Plugin({ rounds: 3 }))
 * engine.createGame({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }] }).start()
 * engine.getLegalActions(engine.getState().currentPlayerId!)
 */
export function create__PASCAL_NAME__Plugin(options: __PASCAL_NAME__Options = {}): GamePlugin {
  const resolved = resolve__PASCAL_NAME__Options(options)
  return {
    id: __CONSTANT_NAME___PLUGIN_ID,
    name: '__DISPLAY_NAME__',
    version: __CONSTANT_NAME___PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused (RECORD_PLUGIN_CONFIG).
    config: pluginConfig(resolved),
    setup(ctx) {
      ctx.addStateCheck(__CONSTANT_NAME___STATE_CHECK, checkTable)
      setupTable(ctx, resolved.rounds)
    },
    rules: [playRule],
    actions: [createPlayCardHandler(resolved)],
    events: [createDealOnStart(resolved)],
    actors: currentPlayerActs,
    defaultAction: playLowestCard,
  }
}

/**
 * The game with every default (5 rounds).
 *
 * @example
 * new GameEngine({ seed: 1 }).use(__PASCAL_NAME__Plugin)
 */
export const __PASCAL_NAME__Plugin: GamePlugin = create__PASCAL_NAME__Plugin()
