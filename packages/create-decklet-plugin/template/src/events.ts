/*
 * The events of the __DISPLAY_NAME__ plugin, declared in core's `DeckletEvents` so that
 * `engine.subscribe(__PASCAL_NAME__Events.ROUND_WON, (e) => e.payload.round)` is typed. Their names start with
 * the plugin's, so that they cannot clash with another game's events in a program that uses both.
 */

/**
 * The event types of the plugin.
 *
 * @example
 * engine.subscribe(__PASCAL_NAME__Events.GAME_WON, (e) => console.log(e.payload.winnerIds))
 */
export const __PASCAL_NAME__Events = Object.freeze({
  /** A card was played to the table. */
  CARD_PLAYED: '__CONSTANT_NAME___CARD_PLAYED',
  /** Everyone played: the highest card of the suit led won the round. */
  ROUND_WON: '__CONSTANT_NAME___ROUND_WON',
  /** The last round was played: the players with the most rounds won. */
  GAME_WON: '__CONSTANT_NAME___GAME_WON',
} as const)

/** Payload of {@link __PASCAL_NAME__Events}`.CARD_PLAYED` (public: a played card is face up). */
export interface CardPlayedPayload {
  playerId: string
  cardId: string
}

/** Payload of {@link __PASCAL_NAME__Events}`.ROUND_WON`. */
export interface RoundWonPayload {
  /** The round, from 1. */
  round: number
  playerId: string
  /** The winning card. */
  cardId: string
}

/** Payload of {@link __PASCAL_NAME__Events}`.GAME_WON`. */
export interface GameWonPayload {
  /** The state's `winnerIds`: every player with the most rounds won. */
  winnerIds: readonly string[]
  /** Rounds won, per player. */
  scores: Readonly<Record<string, number>>
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A card was played to the table (public). */
    '__CONSTANT_NAME___CARD_PLAYED': CardPlayedPayload
    /** The highest card of the suit led won the round (public). */
    '__CONSTANT_NAME___ROUND_WON': RoundWonPayload
    /** The game is over (public). */
    '__CONSTANT_NAME___GAME_WON': GameWonPayload
  }
}
