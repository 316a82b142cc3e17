import { version as packageVersion } from '../package.json'
import {
  createAction,
  createZone,
  EngineCache,
  InvalidOptionError,
  playerHandZoneId,
  playerIdsBySeat,
  pluginConfig,
  StateDraft,
  type GameContext,
  type GamePlugin,
  type GameState,
} from '@decklet/core'
import { createStandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { DEAL } from './actions'
import { createDoudizhuApi } from './api'
import { doudizhuDefaultAction } from './defaultAction'
import { createDoudizhuHandlers } from './handlers'
import { LegalMoveCache } from './legalCache'
import { resolveDoudizhuOptions, type DoudizhuOptions } from './options'
import { redactDoudizhuEvent } from './redact'
import { createDoudizhuRules } from './rules'
import { CARDS_CHECK, checkDoudizhuCards, createDoudizhuStateCheck, STATE_CHECK } from './stateCheck'
import { KITTY_ZONE_ID, TABLE_ZONE_ID, doudizhuVariable, initialDoudizhuState } from './state'

/** This package's version, which the plugin reports. */
export const DOUDIZHU_PLUGIN_VERSION: string = packageVersion

const NOBODY: readonly string[] = Object.freeze([])

/**
 * Makes the Dou Dizhu plugin (id `doudizhu`): three players, the 54-card deck of
 * `createStandardDeckPlugin({ jokers: true })` (a dependency), 17 cards each and a 3-card kitty, bidding,
 * play with `BID` / `PASS` / `PLAY`, scoring and a match of `deals` deals. Hands are `owner` zones, the
 * kitty is `hidden` until the landlord takes it, then shown to all. Throws `InvalidOptionError` for an
 * impossible option (see {@link resolveDoudizhuOptions}).
 *
 * @example
 * const engine = new GameEngine({ seed: 7 })
 * for (const plugin of createDoudizhuPlugins({ deals: 3 })) engine.use(plugin)
 * engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
 * engine.getLegalActions(engine.getState().currentPlayerId!) // bids and a pass
 */
export function createDoudizhuPlugin(options: DoudizhuOptions = {}): GamePlugin {
  const o = resolveDoudizhuOptions(options)
  // What this instance keeps between actions (never module state): one draft, reset by each handler, the
  // legal moves of the last position asked about, shared by the rules, the handlers, the default and the API,
  // and the last Dou Dizhu state its state check found valid.
  const draft = new StateDraft()
  const legal = new LegalMoveCache()
  const stateCheck = createDoudizhuStateCheck()
  // The player to act, as a list: remembered so that asking twice in one position allocates nothing.
  let actorId: string | null = null
  let actors = NOBODY
  return {
    id: 'doudizhu',
    name: 'Dou Dizhu',
    version: DOUDIZHU_PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused.
    config: pluginConfig(o),
    dependencies: { 'standard-deck': '^1.0.0' },
    // Code compiled for this plugin's games (views' record copiers), shared by every engine of this instance.
    cache: new EngineCache(),
    setup(ctx: GameContext) {
      const order = playerIdsBySeat(ctx.state)
      if (order.length !== 3) throw new InvalidOptionError('players', order.length, '3 players', { scope: 'doudizhu', message: `Dou Dizhu is played by 3 players, not ${order.length}` })
      for (const id of order) {
        const zoneId = playerHandZoneId(id)
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
      }
      if (!ctx.state.zones[KITTY_ZONE_ID]) ctx.addZone(createZone({ id: KITTY_ZONE_ID, type: 'kitty', visibility: 'hidden' }))
      if (!ctx.state.zones[TABLE_ZONE_ID]) ctx.addZone(createZone({ id: TABLE_ZONE_ID, type: 'table' }))
      ctx.addStateCheck(CARDS_CHECK, checkDoudizhuCards)
      ctx.addStateCheck(STATE_CHECK, stateCheck)
      if (!doudizhuVariable.has(ctx.state)) ctx.update((s) => doudizhuVariable.set(s, initialDoudizhuState(order, o.deals, o.profile)))
    },
    rules: createDoudizhuRules(o, legal),
    actions: createDoudizhuHandlers(o, draft, legal),
    defaultAction: (state, playerId) => doudizhuDefaultAction(state, playerId, o, legal),
    // One player acts at a time in every phase: the dealer between deals, the bidder to speak (whom the
    // bidding makes the current player), the player to play.
    actors(state: GameState) {
      const id = state.currentPlayerId
      if (id === null) return NOBODY
      if (id !== actorId) {
        actorId = id
        actors = Object.freeze([id])
      }
      return actors
    },
    events: [
      { type: 'GAME_STARTED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: DEAL, payload: {} })) },
      { type: 'BIDDING_FAILED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: DEAL, payload: { redeal: true } })) },
    ],
    redactEvent: redactDoudizhuEvent,
    api: createDoudizhuApi(o, legal),
  }
}

/**
 * The Dou Dizhu plugin with the default options (standard rules, points bidding, one deal); use it after
 * `createStandardDeckPlugin({ jokers: true })`.
 *
 * @example
 * engine.use(createStandardDeckPlugin({ jokers: true })).use(DoudizhuPlugin)
 */
export const DoudizhuPlugin: GamePlugin = createDoudizhuPlugin()

/**
 * The plugins of a Dou Dizhu game, in order: the 54-card standard deck (jokers on) and
 * {@link createDoudizhuPlugin}`(options)`.
 *
 * @example
 * const engine = new GameEngine({ seed: 1 })
 * for (const plugin of createDoudizhuPlugins({ profile: 'rlcard' })) engine.use(plugin)
 */
export function createDoudizhuPlugins(options: DoudizhuOptions = {}): GamePlugin[] {
  return [createStandardDeckPlugin({ jokers: true, shuffleOnStart: false }), createDoudizhuPlugin(options)]
}
