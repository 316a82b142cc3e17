/*
 * The events of the standard deck, declared in core's `DeckletEvents` so that
 * `engine.subscribe('DECK_SHUFFLED', (e) => e.payload.count)` is typed.
 */

/** Payload of the `DECK_SHUFFLED` event. */
export interface DeckShuffledPayload {
  zoneId: string
  /** The cards in the zone. */
  count: number
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A `SHUFFLE` shuffled a zone (public: it names no card). */
    DECK_SHUFFLED: DeckShuffledPayload
  }
}
