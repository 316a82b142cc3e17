import type { ChanceEffect } from './chance'

/** The game's event types (every viewer sees every one: Estates hides nothing). */
export const EstatesEvents = Object.freeze({
  /** `{ playerId, dice, from, to, salary }`: a move. */
  ROLLED: 'estates/ROLLED',
  /** `{ playerId, square, price }` */
  BOUGHT: 'estates/BOUGHT',
  /** `{ playerId, square }`: an offer declined (or timed out). */
  DECLINED: 'estates/DECLINED',
  /** `{ playerId, owner, square, amount, paid, bankrupt }` */
  RENT_PAID: 'estates/RENT_PAID',
  /** `{ playerId, cardId, text }`: a chance card turned over (its effect comes after its animation). */
  CHANCE_DRAWN: 'estates/CHANCE_DRAWN',
  /** `{ playerId, cardId, effect }`: a chance card's effect applied. */
  CHANCE_APPLIED: 'estates/CHANCE_APPLIED',
  /** `{ playerId }`: sent to jail; the next turn is skipped. */
  JAILED: 'estates/JAILED',
  /** `{ playerId, creditor }`: the player could not pay and is out; `creditor` (or the bank, `null`) takes their properties. */
  BANKRUPT: 'estates/BANKRUPT',
  /** `{ round, winnerIds }`: the round cap was reached; the richest win. */
  ROUND_CAP: 'estates/ROUND_CAP',
} as const)

/** Payload of `ROLLED`. */
export interface RolledPayload {
  readonly playerId: string
  readonly dice: readonly [number, number]
  readonly from: number
  readonly to: number
  /** The salary paid on the way (0 when Start was not reached). */
  readonly salary: number
}

/** Payload of `RENT_PAID`. */
export interface RentPaidPayload {
  readonly playerId: string
  readonly owner: string
  readonly square: number
  readonly amount: number
  readonly paid: number
  readonly bankrupt: boolean
}

/** Payload of `CHANCE_APPLIED`. */
export interface ChanceAppliedPayload {
  readonly playerId: string
  readonly cardId: string
  readonly effect: ChanceEffect
}
