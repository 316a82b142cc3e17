import { version as packageVersion } from '../package.json'
import { pluginConfig, type GamePlugin } from '@decklet/core'
import { createEndTurnHandler, createFirstTurnHandler } from './handlers'
import { turnActors } from './legalActions'
import { resolveTurnOptions, type TurnOptions } from './options'
import { endTurnRule } from './rules'
import { setupTurnState } from './state'

/** This package's version, which the plugin reports. */
export const TURN_PLUGIN_VERSION: string = packageVersion

/**
 * Makes a turn plugin: on `GAME_STARTED` it picks the first player, sets `turn` to 1 and emits
 * `TURN_STARTED`; `END_TURN` passes the turn along the seats in the `direction` variable's direction (1 or
 * -1), passing over players who are out (core's `isOut`) and consuming the `turn.skip` count. Its `actors`
 * hook names the current player as the one who may act. Throws `InvalidOptionError` for bad options.
 *
 * @example
 * engine.use(createTurnPlugin({ firstPlayer: 'random' }))
 * @see ../README.md
 */
export function createTurnPlugin(options: TurnOptions = {}): GamePlugin {
  const resolved = resolveTurnOptions(options)
  return {
    id: 'turn',
    name: 'Turn order',
    version: TURN_PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused.
    config: pluginConfig(resolved),
    setup: setupTurnState,
    rules: [endTurnRule],
    actions: [createEndTurnHandler(resolved.endTurn === 'internal')],
    events: [createFirstTurnHandler(resolved)],
    actors: turnActors,
  }
}

/**
 * Turn order starting with the lowest seat.
 *
 * @example
 * engine.use(TurnPlugin)
 */
export const TurnPlugin: GamePlugin = createTurnPlugin()
