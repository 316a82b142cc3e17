import { version as packageVersion } from '../../package.json'
import type { GamePlugin } from '@decklet/core'
import { Comparator } from '../comparator/comparator'
import { CombinationDetector } from '../detector/combinationDetector'
import { evaluateHand } from '../detector/detect'
import { Resolver } from '../resolver/resolver'
import { resolveShowdown } from '../resolver/resolveShowdown'
import type { PokerRulesApi } from './api'

/** The plugin's id, under which its API is reached: `ctx.plugin('poker-rules')`. */
export const POKER_RULES_PLUGIN_ID = 'poker-rules'

/** This package's version, which the plugin reports. */
export const POKER_PLUGIN_VERSION: string = packageVersion

/** The object the plugin exposes as its API. */
const api: PokerRulesApi = Object.freeze({
  detector: CombinationDetector,
  comparator: Comparator,
  resolver: Resolver,
  evaluateHand,
  resolveShowdown,
})

/**
 * Poker hand rules for any game on the standard deck. It keeps nothing in the game
 * state (no variables, no zones): the CombinationDetector, Comparator and Resolver
 * are functions, so they are offered as the plugin's typed API rather than as
 * variables, which must stay JSON data.
 *
 * @example
 * const Showdown: GamePlugin = {
 *   id: 'showdown', name: 'Showdown', version: '1.0.0',
 *   dependencies: { 'poker-rules': '^1.0.0' },
 *   events: [{ type: 'RIVER_DEALT', handle(_event, ctx) {
 *     const poker = ctx.plugin('poker-rules') // typed as PokerRulesApi
 *     const board = ctx.getZone('board').cards
 *     const holes = ['p1', 'p2'].map((id) => ctx.getZone(playerHandZoneId(id)).cards)
 *     for (const winner of poker.resolveShowdown({ board, holes }).winners) ctx.addWinner(['p1', 'p2'][winner]!)
 *   } }],
 * }
 * new GameEngine().use(StandardDeckPlugin).use(PokerRulesPlugin).use(Showdown)
 */
export const PokerRulesPlugin: GamePlugin = {
  id: POKER_RULES_PLUGIN_ID,
  name: 'Poker rules',
  version: POKER_PLUGIN_VERSION,
  api,
}
