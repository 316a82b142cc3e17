import { version as packageVersion } from '../package.json'
import type { GamePlugin } from '@decklet/core'
import { DRAW_PLUGIN_VERSION } from '@decklet/plugin-draw'
import { STANDARD_DECK_PLUGIN_VERSION } from '@decklet/plugin-standard-deck'
import { TURN_PLUGIN_VERSION } from '@decklet/plugin-turn'
import { simpleGameDefaultAction } from './defaultAction'
import { createPlayCardHandler, dealOnStart, passOrWin } from './handlers'
import { simpleGameActors } from './legalActions'
import { ownershipRule, turnRule } from './rules'
import { setupTable } from './state'

/** This package's version, which the plugin reports. */
export const SIMPLE_GAME_PLUGIN_VERSION: string = packageVersion

/**
 * `^<major>.0.0` of a version: the game works with any plugin of the major of the package it is installed
 * with (its peer dependency), so the range follows that package instead of being written out again at
 * each major.
 */
function sameMajor(version: string): string {
  return `^${version.split('.')[0]}.0.0`
}

/**
 * The simple game of the decklet spec: on `GAME_STARTED` each player is dealt five cards (through the draw
 * plugin); `PLAY_CARD` moves cards from the current player's hand to the table; the first player whose hand
 * is empty wins (`addWinner`, status `finished`, a `GAME_WON` event), otherwise the turn passes (`END_TURN` of
 * the turn plugin). Needs the standard-deck, turn and draw plugins, registered before it. Its `actors` hook
 * names the current player; its `defaultAction` plays the first card of the hand.
 *
 * @example
 * engine.use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin)
 * @see ../README.md
 */
export const SimpleGamePlugin: GamePlugin = {
  id: 'simple-game',
  name: 'Simple game',
  version: SIMPLE_GAME_PLUGIN_VERSION,
  dependencies: {
    'standard-deck': sameMajor(STANDARD_DECK_PLUGIN_VERSION),
    turn: sameMajor(TURN_PLUGIN_VERSION),
    draw: sameMajor(DRAW_PLUGIN_VERSION),
  },
  setup: setupTable,
  defaultAction: simpleGameDefaultAction,
  rules: [turnRule, ownershipRule],
  actions: [createPlayCardHandler()],
  events: [dealOnStart, passOrWin],
  actors: simpleGameActors,
}
