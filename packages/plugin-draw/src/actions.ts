import { createAction, type Action } from '@decklet/core'

/**
 * The action types of the draw plugin.
 *
 * @example
 * ctx.dispatch({ type: DrawActionTypes.DRAW_CARD, payload: { playerId: 'p1', count: 2 } })
 */
export const DrawActionTypes = Object.freeze({
  /** Move cards from the top of a zone (the deck by default) to a player's hand. */
  DRAW_CARD: 'DRAW_CARD',
} as const)

/**
 * One of {@link DrawActionTypes}.
 *
 * @example
 * const type: DrawActionType = 'DRAW_CARD'
 */
export type DrawActionType = (typeof DrawActionTypes)[keyof typeof DrawActionTypes]

/** The action that moves cards from a zone (the deck by default) to a player's hand. */
export const DRAW_CARD = DrawActionTypes.DRAW_CARD

/** Payload of {@link DRAW_CARD}, as `ctx.drawCards(playerId, count, fromZoneId?)` builds it. */
export interface DrawCardPayload {
  playerId: string
  count: number
  fromZoneId?: string
}

/** A `DRAW_CARD` action. */
export type DrawCardAction = Action<typeof DRAW_CARD, DrawCardPayload>

/** Every action of the draw plugin, typed by its payload. */
export type DrawAction = DrawCardAction

/**
 * Creates a `DRAW_CARD` action.
 *
 * @example
 * engine.dispatch(createDrawCardAction('p1', 2))
 */
export function createDrawCardAction(playerId: string, count = 1, fromZoneId?: string): DrawCardAction {
  const payload: DrawCardPayload = fromZoneId === undefined ? { playerId, count } : { playerId, count, fromZoneId }
  return createAction({ type: DRAW_CARD, playerId, payload })
}
