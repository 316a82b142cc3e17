import type { Action, ActionInit } from '@decklet/core'

/**
 * The game's action types. `BUY` and `DECLINE` are a player's answers to a property offer (the phases
 * plugin's decision); `ROLL` and `PAY_RENT` are internal, dispatched by the game's steps as commands, so the
 * modifiers of chance cards act on them (a second move on the roll, a halved rent on the payment).
 */
export const EstatesActionTypes = Object.freeze({
  BUY: 'estates/BUY',
  DECLINE: 'estates/DECLINE',
  ROLL: 'estates/ROLL',
  PAY_RENT: 'estates/PAY_RENT',
} as const)

/** Payload of `BUY` and `DECLINE`: the square offered. */
export interface OfferPayload {
  readonly square: number
}

/** Payload of `ROLL`: the moves left this turn after this one (a second-move modifier raises it). */
export interface RollPayload {
  readonly extraMoves: number
}

/** Payload of `PAY_RENT`: the square landed on, its owner and the rent asked (a half-rent modifier halves it). */
export interface PayRentPayload {
  readonly square: number
  readonly owner: string
  readonly amount: number
}

/** A player's answer to an offer. */
export type OfferAction = Action<typeof EstatesActionTypes.BUY | typeof EstatesActionTypes.DECLINE, OfferPayload>

/** Buying the property on `square`. */
export function createBuyAction(playerId: string, square: number): ActionInit<typeof EstatesActionTypes.BUY, OfferPayload> {
  return { type: EstatesActionTypes.BUY, playerId, payload: { square } }
}

/** Declining the property on `square` (also what a silent player does when the offer times out). */
export function createDeclineAction(playerId: string, square: number): ActionInit<typeof EstatesActionTypes.DECLINE, OfferPayload> {
  return { type: EstatesActionTypes.DECLINE, playerId, payload: { square } }
}

/** The roll of `playerId`'s move, as the game's step commands it. @internal */
export function createRollAction(playerId: string): ActionInit<typeof EstatesActionTypes.ROLL, RollPayload> {
  return { type: EstatesActionTypes.ROLL, playerId, payload: { extraMoves: 0 } }
}

/** The rent `playerId` owes, as the game's step commands it. @internal */
export function createPayRentAction(playerId: string, payload: PayRentPayload): ActionInit<typeof EstatesActionTypes.PAY_RENT, PayRentPayload> {
  return { type: EstatesActionTypes.PAY_RENT, playerId, payload }
}
