/*
 * The events of the turn plugin, declared in core's `DeckletEvents` so that
 * `engine.subscribe('TURN_STARTED', (e) => e.payload.playerId)` is typed.
 */

/** Payload of the `TURN_STARTED` and `TURN_ENDED` events. */
export interface TurnEventPayload {
  playerId: string
  turn: number
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A player's turn began (on `GAME_STARTED` for the first player, then after each `END_TURN`). */
    TURN_STARTED: TurnEventPayload
    /** `END_TURN` ended a player's turn. */
    TURN_ENDED: TurnEventPayload
  }
}
