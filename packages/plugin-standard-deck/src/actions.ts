import { createAction, type Action } from '@decklet/core'

/**
 * The action types of the standard deck.
 *
 * @example
 * ctx.dispatch({ type: StandardDeckActionTypes.SHUFFLE, payload: { zoneId: 'discard' } })
 */
export const StandardDeckActionTypes = Object.freeze({
  /** Shuffle a zone (the deck by default) with the engine's seeded random source; the game's action, not a player's. */
  SHUFFLE: 'SHUFFLE',
} as const)

/**
 * One of {@link StandardDeckActionTypes}.
 *
 * @example
 * const type: StandardDeckActionType = 'SHUFFLE'
 */
export type StandardDeckActionType = (typeof StandardDeckActionTypes)[keyof typeof StandardDeckActionTypes]

/** The action that shuffles a zone (the deck by default) with the engine's seeded random source. */
export const SHUFFLE = StandardDeckActionTypes.SHUFFLE

/** Payload of {@link SHUFFLE}. */
export interface ShufflePayload {
  /** The zone to shuffle (default: the deck, `STANDARD_DECK_ZONE_ID`). */
  zoneId?: string
}

/** A `SHUFFLE` action. */
export type ShuffleAction = Action<typeof SHUFFLE, ShufflePayload>

/** Every action of the standard deck, typed by its payload. */
export type StandardDeckAction = ShuffleAction

/**
 * Creates a `SHUFFLE` action of the game (no `playerId`: players may not shuffle), for the deck or another zone.
 *
 * @example
 * ctx.dispatch(createShuffleAction('discard'))
 */
export function createShuffleAction(zoneId?: string): ShuffleAction {
  return createAction<typeof SHUFFLE, ShufflePayload>(zoneId === undefined ? { type: SHUFFLE } : { type: SHUFFLE, payload: { zoneId } })
}
