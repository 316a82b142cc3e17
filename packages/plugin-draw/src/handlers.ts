import { playerHandZoneId, StateDraft, type ActionHandler } from '@decklet/core'
import { DRAW_CARD, type DrawCardPayload } from './actions'
import type { CardDrawnPayload, DeckReshuffledPayload } from './events'
import { enumerateDraw } from './legalActions'
import { DEFAULT_DRAW_ZONE_ID, reshuffleZone } from './state'

/**
 * The `DRAW_CARD` handler of one plugin instance, with its own draft (see core's `StateDraft`): refills a
 * short source from the reshuffle zone first, then moves the cards one at a time from its top.
 * @internal
 */
export function createDrawCardHandler(internal = false): ActionHandler<typeof DRAW_CARD, DrawCardPayload> {
  const draft = new StateDraft()
  return {
    type: DRAW_CARD,
    internal,
    execute(action, { state, random }) {
      const playerId = action.payload.playerId ?? action.playerId!
      const count = action.payload.count ?? 1
      const source = action.payload.fromZoneId ?? DEFAULT_DRAW_ZONE_ID
      const hand = playerHandZoneId(playerId)
      const d = draft.reset(state)
      if (d.cards(source).length < count) {
        // The rule let the draw through, so the reshuffle zone covers what the source lacks.
        const pileId = reshuffleZone(state, source)!
        const pile = d.cards(pileId)
        const back = random.shuffle(pile.slice(0, -1))
        d.setZoneCards(pileId, pile.slice(-1))
        // The reshuffled cards go under what is left of the source: its remaining cards are drawn first.
        d.setZoneCards(source, [...back, ...d.cards(source)])
        const reshuffled: DeckReshuffledPayload = { zoneId: source, fromZoneId: pileId, count: back.length }
        d.emit({ type: 'DECK_RESHUFFLED', payload: reshuffled })
      }
      for (let i = 0; i < count; i++) {
        const cardId = d.moveTop(source, hand)!
        const drawn: CardDrawnPayload = { playerId, cardId, fromZoneId: source }
        d.emit({ type: 'CARD_DRAWN', playerId, payload: drawn, visibleTo: [playerId] })
      }
      return d.result()
    },
    enumerate: enumerateDraw,
  }
}
