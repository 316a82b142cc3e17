import { version as packageVersion } from '../package.json'
import { createZone, EngineCache, InvalidOptionError, playerHandZoneId, playerIdsBySeat, pluginConfig, StateDraft, type GamePlugin } from '@decklet/core'
import { HoldemActionTypes } from './actions'
import { createHoldemApi } from './api'
import { BettingOptionsCache } from './betting'
import { createDefaultAction } from './defaultAction'
import { HAND_OVER } from './hand'
import { createHandlers } from './handlers'
import { holdemActors } from './legalActions'
import { checkStartingStacks, resolveHoldemOptions, type HoldemOptions } from './options'
import { redactHoldemEvent } from './redact'
import { createRules, MAX_SEATS } from './rules'
import { settleHand } from './settle'
import { BOARD_ZONE_ID, createTable, holdemVariable, MUCK_ZONE_ID } from './state'
import { createStateChecks } from './stateCheck'

/** The plugin's id. */
export const HOLDEM_PLUGIN_ID = 'holdem'
/** This package's version, which the plugin reports. */
export const HOLDEM_PLUGIN_VERSION: string = packageVersion

/**
 * Creates a Hold'em or Omaha cash-game plugin (id `holdem`). Register it after the standard deck and
 * poker-rules plugins: `engine.use(StandardDeckPlugin).use(PokerRulesPlugin).use(createHoldemPlugin(options))`.
 * The first hand is dealt when the game starts and each next one as soon as a hand ends, until fewer than
 * two players have chips or `maxHands` were played (status `finished`, the biggest stacks win). Bad options
 * throw an `InvalidOptionError` (see {@link resolveHoldemOptions}).
 *
 * @example
 * const engine = new GameEngine({ seed: 1 })
 *   .use(StandardDeckPlugin).use(PokerRulesPlugin)
 *   .use(createHoldemPlugin({ structure: 'pot-limit', variant: 'omaha', smallBlind: 1, bigBlind: 2 }))
 * engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()
 * engine.getState().currentPlayerId // 'ann': heads-up the button posts the small blind and acts first
 */
export function createHoldemPlugin(options: HoldemOptions = {}): GamePlugin {
  const resolved = resolveHoldemOptions(options)
  // What this instance keeps between actions: one draft for every handler and the settlement, the betting
  // options of the last table asked about, the card count of the state check. Nothing lives in module scope.
  const draft = new StateDraft()
  const cache = new BettingOptionsCache()
  const stateChecks = createStateChecks()
  return {
    id: HOLDEM_PLUGIN_ID,
    name: resolved.variant === 'omaha' ? `Omaha${resolved.hiLo ? ' hi-lo' : ''}` : "Texas Hold'em",
    version: HOLDEM_PLUGIN_VERSION,
    // What a record pins: a replay with other options is refused.
    config: pluginConfig(resolved),
    dependencies: { 'standard-deck': '^1.0.0', 'poker-rules': '^1.0.0' },
    api: createHoldemApi(cache),
    // Code compiled for this plugin's games (views' record copiers), shared by every engine of this instance.
    cache: new EngineCache(),
    setup(ctx) {
      stateChecks.register(ctx)
      if (holdemVariable.has(ctx.state)) return
      const players = playerIdsBySeat(ctx.state)
      if (players.length < 2 || players.length > MAX_SEATS) throw new InvalidOptionError('players', players.length, `2 to ${MAX_SEATS} players for Hold'em`)
      checkStartingStacks(resolved, players.length)
      ctx.update((state) => {
        // Set-up changes keep the version, like every other update of `createGame`.
        const d = StateDraft.once(state)
        if (!d.hasZone(BOARD_ZONE_ID)) d.addZone(createZone({ id: BOARD_ZONE_ID, type: 'board', visibility: 'public' }))
        if (!d.hasZone(MUCK_ZONE_ID)) d.addZone(createZone({ id: MUCK_ZONE_ID, type: 'muck', visibility: 'hidden' }))
        for (const id of players) {
          const zoneId = playerHandZoneId(id)
          if (!d.hasZone(zoneId)) d.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
          else d.setZoneVisibility(zoneId, 'owner')
        }
        d.set(holdemVariable, createTable(resolved, players))
        return d.build(state.version)
      })
    },
    rules: createRules(cache),
    actions: createHandlers(draft, cache),
    events: [
      { type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch({ type: HoldemActionTypes.START_HAND }) },
      {
        type: HAND_OVER,
        handle(_event, ctx) {
          const d = draft.reset(ctx.state)
          settleHand(d, ctx.plugin('poker-rules').resolver)
          const state = d.commit()
          const events = d.events
          ctx.update(() => state)
          for (const event of events) ctx.emit(event)
          if (resolved.autoDeal) ctx.dispatch({ type: HoldemActionTypes.START_HAND })
        },
      },
    ],
    actors: holdemActors,
    defaultAction: createDefaultAction(cache),
    redactEvent: redactHoldemEvent,
  }
}

/** No-limit Texas Hold'em, blinds 1/2, 200-chip stacks: `createHoldemPlugin()`. */
export const HoldemPlugin: GamePlugin = createHoldemPlugin()
