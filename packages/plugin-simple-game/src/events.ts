/*
 * The events of the simple game, declared in core's `DeckletEvents` so that
 * `engine.subscribe('GAME_WON', (e) => e.payload.winnerIds)` is typed.
 */

/** Payload of the `CARD_PLAYED` event. */
export interface CardPlayedPayload {
  playerId: string
  cardIds: string[]
}

/** Payload of the `GAME_WON` event. */
export interface GameWonPayload {
  /** The state's `winnerIds` after the win. */
  winnerIds: readonly string[]
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A `PLAY_CARD` moved cards from the player's hand to the table. */
    CARD_PLAYED: CardPlayedPayload
    /** A player emptied their hand and won; the game is `finished`. */
    GAME_WON: GameWonPayload
  }
}
