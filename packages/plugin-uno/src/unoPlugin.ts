import { version as packageVersion } from '../package.json'
import { EngineCache, pluginConfig, type GamePlugin } from '@decklet/core'
import { createUnoApi, type UnoPluginApi } from './api'
import { unoDefaultAction } from './defaultAction'
import { createUnoEventHandlers, createUnoHandlers } from './handlers'
import { createUnoEnumerators, playersToAct, UnoLegalActions } from './legalActions'
import { UnoMove } from './move'
import { optionError, pinnedUnoOptions, resolveUnoOptions, type UnoOptions } from './options'
import { redactUnoEvent, redactUnoView } from './redact'
import { createUnoRules } from './rules'
import { HandZones, withUnoTable } from './state'
import { checkUnoZonesWithInvariants, createUnoStateCheck, UNO_STATE_CHECK, UNO_VARIABLE_CHECK } from './stateCheck'

/**
 * This package's version, which the plugin reports.
 *
 * @example
 * UnoPlugin.version === UNO_PLUGIN_VERSION // true
 */
export const UNO_PLUGIN_VERSION: string = packageVersion

/**
 * The id of the plugin (one UNO plugin per engine).
 *
 * @example
 * engine.getPluginApi(UNO_PLUGIN_ID)
 */
export const UNO_PLUGIN_ID = 'uno'

/**
 * The UNO plugin for a set of options (the official game by default; `{ profile: 'rlcard' }` for RLCard's).
 * It brings its own 108 cards, a hidden draw pile, a public discard pile and owner-only hands; on
 * `GAME_STARTED` it chooses the first dealer (by the official high-card draw unless `firstDealer: 'random'`)
 * and deals the first hand. 2 to 10 players. Throws `InvalidOptionError` on an option it cannot play.
 *
 * @example
 * const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin({ stacking: 'same' }))
 * engine.createGame({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }] }).start()
 * engine.getLegalActions(engine.getState().currentPlayerId!)
 */
export function createUnoPlugin(pluginOptions: UnoOptions = {}): GamePlugin & { readonly api: UnoPluginApi } {
  const options = resolveUnoOptions(pluginOptions)
  // Everything this instance keeps between actions (never in module scope): the hand zone ids of the players
  // it meets, one draft for its handlers, the lists of its fast paths, and the last UNO state its check passed.
  const hands = new HandZones()
  const stateCheck = createUnoStateCheck()
  const move = new UnoMove(options, hands)
  const legal = new UnoLegalActions(options, hands)
  const api = createUnoApi(options, legal)
  return {
    id: UNO_PLUGIN_ID,
    name: 'UNO',
    version: UNO_PLUGIN_VERSION,
    // What a record pins: a replay with other options (another profile, a house rule) is refused.
    config: pluginConfig(pinnedUnoOptions(options)),
    api,
    // Code compiled for this plugin's games (views' record copiers), shared by every engine of this instance.
    cache: new EngineCache(),
    setup(ctx) {
      const count = Object.keys(ctx.state.players).length
      if (count < 2 || count > 10) throw optionError('players', count, 'from 2 to 10 players', `UNO is played by 2 to 10 players, not ${count}`)
      ctx.update((state) => withUnoTable(state, Object.keys(state.players)))
      ctx.addStateCheck(UNO_STATE_CHECK, checkUnoZonesWithInvariants)
      ctx.addStateCheck(UNO_VARIABLE_CHECK, stateCheck)
    },
    rules: createUnoRules(options, hands),
    actions: createUnoHandlers(move, createUnoEnumerators(options, hands)),
    events: createUnoEventHandlers(move),
    actors: playersToAct,
    defaultAction: (state, playerId) => unoDefaultAction(legal.list(state, { playerId })),
    redact: redactUnoView,
    redactEvent: redactUnoEvent,
  }
}

/**
 * The official game with every default.
 *
 * @example
 * new GameEngine({ seed: 1 }).use(UnoPlugin)
 */
export const UnoPlugin: GamePlugin & { readonly api: UnoPluginApi } = createUnoPlugin()
