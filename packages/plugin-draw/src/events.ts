/*
 * The events of the draw plugin, declared in core's `DeckletEvents` so that
 * `engine.subscribe('CARD_DRAWN', (e) => e.payload.cardId)` is typed.
 */

/** Payload of the `CARD_DRAWN` event (one per card). */
export interface CardDrawnPayload {
  playerId: string
  cardId: string
  fromZoneId: string
}

/** Payload of the `DECK_RESHUFFLED` event. */
export interface DeckReshuffledPayload {
  /** The zone drawn from. */
  zoneId: string
  /** The zone whose cards (but its top card) were shuffled under it. */
  fromZoneId: string
  /** How many cards moved. */
  count: number
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /**
     * A card was drawn into a player's hand: visible to the drawer only; a listener scoped to another viewer
     * gets `{ playerId, fromZoneId }` with `redacted: true`.
     */
    CARD_DRAWN: CardDrawnPayload
    /** A short source was refilled from the `draw.reshuffleFrom` zone, before the draw (public). */
    DECK_RESHUFFLED: DeckReshuffledPayload
  }
}
