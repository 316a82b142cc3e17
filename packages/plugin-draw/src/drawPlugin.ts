import { version as packageVersion } from '../package.json'
import { pluginConfig, type GamePlugin } from '@decklet/core'
import { createDrawCardHandler } from './handlers'
import { resolveDrawOptions, type DrawOptions } from './options'
import { redactDrawEvent } from './redact'
import { drawRule } from './rules'
import { setupHands } from './state'

/** This package's version, which the plugin reports. */
export const DRAW_PLUGIN_VERSION: string = packageVersion

/**
 * Drawing cards. `DRAW_CARD { playerId, count, fromZoneId? }` (what `ctx.drawCards` dispatches) moves `count`
 * cards from the top (end) of the source zone, the deck by default, to the player's hand, emitting one
 * `CARD_DRAWN` per card. With the `draw.reshuffleFrom` variable set, a source that runs short first gets that
 * zone's cards but its top card, shuffled. A draw that cannot be satisfied in full is denied
 * (`NOT_ENOUGH_CARDS`); nothing is drawn. `setup` creates an owner-only hand zone for every player who has
 * none. `CARD_DRAWN` is visible to the drawer only; others receive `{ playerId, fromZoneId }`.
 *
 * The plugin declares no `actors` hook: it does not decide whose turn it is (the turn plugin or the game
 * does), and a hook of its own would hide other plugins' players from `engine.getActors()` in a game
 * whose plugins declare none.
 *
 * With `drawCard: 'internal'` only plugins may dispatch `DRAW_CARD` (see {@link DrawOptions}). Throws
 * `InvalidOptionError` for bad options.
 *
 * @example
 * engine.use(StandardDeckPlugin).use(createDrawPlugin({ drawCard: 'internal' }))
 * @see ../README.md
 */
export function createDrawPlugin(options: DrawOptions = {}): GamePlugin {
  const resolved = resolveDrawOptions(options)
  return {
    id: 'draw',
    name: 'Draw',
    version: DRAW_PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused.
    config: pluginConfig(resolved),
    setup: setupHands,
    rules: [drawRule],
    actions: [createDrawCardHandler(resolved.drawCard === 'internal')],
    redactEvent: redactDrawEvent,
  }
}

/**
 * Drawing cards, which players may ask for (the spec's default).
 *
 * @example
 * engine.use(StandardDeckPlugin).use(DrawPlugin)
 */
export const DrawPlugin: GamePlugin = createDrawPlugin()
