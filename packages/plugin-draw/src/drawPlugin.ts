import { version as packageVersion } from '../package.json'
import {
  createAction,
  createZone,
  deny,
  ok,
  playerHandZoneId,
  stateUtils,
  type ActionHandler,
  type EventInit,
  type GamePlugin,
  type GameState,
  type Rule,
} from '@decklet/core'

/** The action that moves cards from a zone (the deck by default) to a player's hand. */
export const DRAW_CARD = 'DRAW_CARD'

/** The zone drawn from when `fromZoneId` is not given (the standard deck's zone). */
export const DEFAULT_DRAW_ZONE_ID = 'deck'

/**
 * Variable naming a zone (e.g. a discard pile) to shuffle back into the source
 * when it runs short; that zone keeps its top (last) card.
 */
export const RESHUFFLE_FROM_VARIABLE = 'draw.reshuffleFrom'

/** Variable that, when `true`, lets the current player draw one card as a move (offered by `getLegalActions`). */
export const PLAYER_DRAWS_VARIABLE = 'draw.playerDraws'

/** This package's version, which the plugin reports. */
export const DRAW_PLUGIN_VERSION: string = packageVersion

/** Payload of {@link DRAW_CARD}, as `ctx.drawCards(playerId, count, fromZoneId?)` builds it. */
export interface DrawCardPayload {
  playerId: string
  count: number
  fromZoneId?: string
}

/** Payload of the `CARD_DRAWN` event (one per card). */
export interface CardDrawnPayload {
  playerId: string
  cardId: string
  fromZoneId: string
}

/**
 * Creates a `DRAW_CARD` action.
 *
 * @example
 * engine.dispatch(createDrawCardAction('p1', 2))
 */
export function createDrawCardAction(playerId: string, count = 1, fromZoneId?: string) {
  const payload: DrawCardPayload = fromZoneId === undefined ? { playerId, count } : { playerId, count, fromZoneId }
  return createAction({ type: DRAW_CARD, playerId, payload })
}

function reshuffleZone(state: GameState, source: string): string | null {
  const from = state.variables[RESHUFFLE_FROM_VARIABLE]
  return typeof from === 'string' && from !== source && Object.hasOwn(state.zones, from) ? from : null
}

/** Cards available to a draw from `source`, counting the reshuffle pile but its top card. */
function available(state: GameState, source: string): number {
  const pile = reshuffleZone(state, source)
  return state.zones[source]!.cards.length + (pile === null ? 0 : Math.max(0, state.zones[pile]!.cards.length - 1))
}

const drawRule: Rule = {
  id: 'draw.valid-draw',
  name: 'A draw names a player and a count the source can satisfy',
  appliesTo: [DRAW_CARD],
  validate({ state, action }) {
    const p = action.payload as Partial<DrawCardPayload> | undefined
    const playerId = p?.playerId ?? action.playerId
    if (typeof playerId !== 'string') return deny('a draw needs a player', 'INVALID_DRAW')
    if (action.playerId !== undefined && p?.playerId !== undefined && action.playerId !== p.playerId) {
      return deny('a player can only draw for themselves', 'INVALID_DRAW')
    }
    if (!Object.hasOwn(state.players, playerId)) return deny(`no player '${playerId}'`, 'UNKNOWN_PLAYER')
    const count = p?.count ?? 1
    if (!Number.isInteger(count) || count < 1) return deny(`cannot draw ${String(count)} cards`, 'INVALID_DRAW')
    const source = p?.fromZoneId ?? DEFAULT_DRAW_ZONE_ID
    if (typeof source !== 'string' || !Object.hasOwn(state.zones, source)) return deny(`no zone '${String(source)}' to draw from`, 'UNKNOWN_ZONE')
    const hand = playerHandZoneId(playerId)
    if (!Object.hasOwn(state.zones, hand)) return deny(`player '${playerId}' has no hand zone`, 'UNKNOWN_ZONE')
    // Drawing a hand into itself would move nothing yet report the same card drawn again and again.
    if (source === hand) return deny(`player '${playerId}' cannot draw from their own hand`, 'INVALID_DRAW')
    const have = available(state, source)
    if (have < count) return deny(`cannot draw ${count} from '${source}': only ${have} available`, 'NOT_ENOUGH_CARDS')
    return ok()
  },
}

const drawCard: ActionHandler<typeof DRAW_CARD, DrawCardPayload> = {
  type: DRAW_CARD,
  execute(action, { state, random }) {
    const playerId = action.payload.playerId ?? action.playerId!
    const count = action.payload.count ?? 1
    const source = action.payload.fromZoneId ?? DEFAULT_DRAW_ZONE_ID
    const hand = playerHandZoneId(playerId)
    const events: EventInit[] = []
    let s = state
    if (s.zones[source]!.cards.length < count) {
      const pileId = reshuffleZone(s, source)!
      const pile = s.zones[pileId]!.cards
      const back = random.shuffle(pile.slice(0, -1))
      s = stateUtils.setZoneCards(s, pileId, pile.slice(-1))
      // The reshuffled cards go under what is left of the source: its remaining cards are drawn first.
      s = stateUtils.setZoneCards(s, source, [...back, ...s.zones[source]!.cards])
      events.push({ type: 'DECK_RESHUFFLED', payload: { zoneId: source, fromZoneId: pileId, count: back.length } })
    }
    for (let i = 0; i < count; i++) {
      const cards = s.zones[source]!.cards
      const cardId = cards[cards.length - 1]!
      s = stateUtils.moveCard(s, cardId, source, hand)
      events.push({ type: 'CARD_DRAWN', playerId, payload: { playerId, cardId, fromZoneId: source }, visibleTo: [playerId] })
    }
    return { state: s, events }
  },
  enumerate(state, playerId) {
    if (state.variables[PLAYER_DRAWS_VARIABLE] !== true || state.status !== 'playing' || state.currentPlayerId !== playerId) return []
    return [{ type: DRAW_CARD, playerId, payload: { playerId, count: 1 } }]
  },
}

/**
 * Drawing cards. `DRAW_CARD { playerId, count, fromZoneId? }` (what
 * `ctx.drawCards` dispatches) moves `count` cards from the top (end) of the
 * source zone, the deck by default, to the player's hand, emitting one
 * `CARD_DRAWN` per card. With the `draw.reshuffleFrom` variable set, a source
 * that runs short first gets that zone's cards but its top card, shuffled. A draw
 * that cannot be satisfied in full is denied (`NOT_ENOUGH_CARDS`); nothing is drawn.
 * `setup` creates an owner-only hand zone for every player who has none.
 * `CARD_DRAWN` is visible to the drawer only; others receive `{ playerId, fromZoneId }`.
 */
export const DrawPlugin: GamePlugin = {
  id: 'draw',
  name: 'Draw',
  version: DRAW_PLUGIN_VERSION,
  setup(ctx) {
    for (const player of Object.values(ctx.state.players)) {
      const id = playerHandZoneId(player.id)
      if (!ctx.state.zones[id]) ctx.addZone(createZone({ id, type: 'hand', ownerId: player.id, visibility: 'owner' }))
    }
  },
  rules: [drawRule],
  actions: [drawCard],
  // Others learn that a player drew, and from where, but not the card.
  redactEvent(event) {
    if (event.type !== 'CARD_DRAWN') return undefined
    const { playerId, fromZoneId } = event.payload as CardDrawnPayload
    return { playerId, fromZoneId }
  },
}
