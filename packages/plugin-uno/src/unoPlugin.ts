import { version as packageVersion } from '../package.json'
import { createZone, type Card, type GamePlugin, type GameState, type Zone } from '@decklet/core'
import { UNO_CARD_IDS, UNO_DECK_CARDS, UNO_DECK_RECORD } from './cards'
import { drawForDealer, initialUnoState, startHand, type DealerDraw } from './flow'
import { resolveUnoOptions, type UnoOptions, type UnoPluginOptions } from './options'
import { checkUnoZonesWithInvariants, redactUnoEvent, redactUnoView } from './redact'
import { createUnoActions } from './unoActions'
import { UnoActionTypes } from './actionCreators'
import { playersToAct } from './playersToAct'
import { chooseLegalAction, listLegalActions, type UnoActionInit, type UnoBotOptions } from './bots'
import { Draft, DISCARD_PILE, DRAW_PILE, handZoneId, UNO_VARIABLE } from './unoState'

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

/** The API the plugin exposes through `engine.getPluginApi('uno')`. */
export interface UnoPluginApi {
  /** The options this plugin plays with. */
  readonly options: Readonly<UnoOptions>
  /** {@link playersToAct}: who may have a legal action now. */
  readonly playersToAct: typeof playersToAct
  /** {@link chooseLegalAction} with this plugin's rules: one legal action, picked by index, without listing them all. */
  chooseLegalAction(state: GameState, choose: (count: number) => number, options?: Omit<UnoBotOptions, 'rules'>): UnoActionInit | null
  /** {@link listLegalActions} with this plugin's rules: the legal actions, as `engine.getLegalActions` lists them. */
  listLegalActions(state: GameState, options?: Omit<UnoBotOptions, 'rules'>): UnoActionInit[]
}

/**
 * The UNO plugin for a set of options (the official game by default; `{ profile: 'rlcard' }` for RLCard's).
 * It brings its own 108 cards, a hidden draw pile, a public discard pile and owner-only hands; on
 * `GAME_STARTED` it chooses the first dealer (by the official high-card draw unless `firstDealer: 'random'`)
 * and deals the first hand. 2 to 10 players.
 *
 * @example
 * const engine = new GameEngine({ seed: 1 }).use(createUnoPlugin({ stacking: 'same' }))
 * engine.createGame({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }] }).start()
 * engine.getLegalActions(engine.getState().currentPlayerId!)
 */
export function createUnoPlugin(pluginOptions: UnoPluginOptions = {}): GamePlugin {
  const options = resolveUnoOptions(pluginOptions)
  const { rules, actions } = createUnoActions(options)
  const api: UnoPluginApi = {
    options,
    playersToAct,
    chooseLegalAction: (state, choose, botOptions) =>
      chooseLegalAction(state, choose, { playerId: botOptions?.playerId, preferPlay: botOptions?.preferPlay, rules: options }),
    listLegalActions: (state, botOptions) => listLegalActions(state, { playerId: botOptions?.playerId, preferPlay: botOptions?.preferPlay, rules: options }),
  }
  return {
    id: UNO_PLUGIN_ID,
    name: 'UNO',
    version: UNO_PLUGIN_VERSION,
    api,
    // A player who lets the clock run out (a runtime's timeout) takes the cautious move: accept a pending penalty,
    // pass after drawing, otherwise draw; a choice of colour falls back to the first legal option.
    defaultAction(state, playerId) {
      const legal = listLegalActions(state, { playerId, rules: options })
      for (const type of [UnoActionTypes.ACCEPT, UnoActionTypes.PASS, UnoActionTypes.DRAW]) {
        const action = legal.find((a) => a.type === type)
        if (action) return action
      }
      return legal.find((a) => a.type === UnoActionTypes.CHOOSE_COLOR) ?? null
    },
    setup(ctx) {
      const players = Object.values(ctx.state.players)
      if (players.length < 2 || players.length > 10) throw new Error(`UNO is played by 2 to 10 players, not ${players.length}`)
      // One update for the 108 cards and the zones (adding them one by one copies the records 200 times).
      ctx.update((state) => {
        const zones: Record<string, Zone> = { ...state.zones }
        // The deck's cards (and, when they are the only cards, their record) are frozen and shared by every
        // game: the state is immutable, nothing writes to them.
        let cards: Record<string, Card> = UNO_DECK_RECORD
        let fresh: readonly string[] = UNO_CARD_IDS
        if (hasAnyKey(state.cards)) {
          cards = { ...state.cards }
          const added: string[] = []
          for (const card of UNO_DECK_CARDS) {
            if (cards[card.id]) continue
            cards[card.id] = card
            added.push(card.id)
          }
          fresh = added
        }
        const draw = zones[DRAW_PILE]
        if (draw === undefined) {
          // The usual case: a new draw pile holding the whole deck, made in one step.
          zones[DRAW_PILE] = createZone({ id: DRAW_PILE, type: 'uno-draw', visibility: 'hidden', cards: fresh })
        } else if (fresh.length > 0) zones[DRAW_PILE] = { ...draw, cards: [...draw.cards, ...fresh] }
        zones[DISCARD_PILE] ??= createZone({ id: DISCARD_PILE, type: 'uno-discard', visibility: 'public' })
        for (const player of players) {
          const id = handZoneId(player.id)
          zones[id] ??= createZone({ id, type: 'hand', ownerId: player.id, visibility: 'owner' })
        }
        return { ...state, zones, cards }
      })
      ctx.addStateCheck('uno: zones and cards', checkUnoZonesWithInvariants)
    },
    rules,
    actions,
    events: [
      {
        type: 'GAME_STARTED',
        handle(_event, ctx) {
          const order = Object.values(ctx.state.players).sort((a, b) => a.seat - b.seat).map((p) => p.id)
          let dealer: string
          let rounds: DealerDraw[][] | null = null
          if (options.firstDealer === 'random') dealer = order[ctx.random.int(0, order.length - 1)]!
          else ({ dealer, rounds } = drawForDealer(ctx.random, order))
          const d = new Draft(ctx.state, initialUnoState(order, dealer))
          if (rounds !== null) d.emit({ type: 'UNO_DEALER_CHOSEN', playerId: dealer, payload: { dealer, rounds } })
          startHand(d, ctx.random, options)
          const next = d.commit()
          ctx.update(() => next)
          for (const event of d.events) ctx.emit(event)
        },
      },
    ],
    redact: redactUnoView,
    redactEvent: redactUnoEvent,
  }
}

function hasAnyKey(record: object): boolean {
  for (const _ in record) return true
  return false
}

/**
 * The official game with every default.
 *
 * @example
 * new GameEngine({ seed: 1 }).use(UnoPlugin)
 */
export const UnoPlugin: GamePlugin = createUnoPlugin()

export { UNO_VARIABLE }
