import { addModifier, type GameState, type ModifierKind } from '@decklet/core'
import { EstatesActionTypes, type PayRentPayload, type RollPayload } from './actions'

/** The kind of the half-rent modifier (a chance card). */
export const HALF_RENT = 'estates.half-rent'

/** The kind of the second-move modifier (a chance card). */
export const SECOND_MOVE = 'estates.second-move'

/**
 * Halves the rent of a `PAY_RENT` before the handler takes it (rounded up: the owner never loses half a
 * coin). Added with one use and two turns: it acts on the player's next rent if that comes before the end of
 * their second turn from now (the one in which the card was drawn counts as the first), else it expires.
 */
export const HalfRentModifier: ModifierKind = {
  kind: HALF_RENT,
  before(ctx) {
    const payload = ctx.action.payload as PayRentPayload
    ctx.setPayload({ ...payload, amount: Math.ceil(payload.amount / 2) })
  },
}

/**
 * Gives a `ROLL` one more move this turn: the payload's `extraMoves` goes up by one, and the game's step after
 * the landing rolls again. Added with one use and no turn limit: it waits for the player's next roll. Two of
 * them stack: each adds its move to the same roll.
 */
export const SecondMoveModifier: ModifierKind = {
  kind: SECOND_MOVE,
  before(ctx) {
    const payload = ctx.action.payload as RollPayload
    ctx.setPayload({ ...payload, extraMoves: payload.extraMoves + 1 })
  },
}

/** The modifier kinds the game registers. */
export const ESTATES_MODIFIERS: readonly ModifierKind[] = Object.freeze([HalfRentModifier, SecondMoveModifier])

/** `state` with a half-rent modifier for `playerId` (the card's effect). */
export function withHalfRent(state: GameState, playerId: string): GameState {
  return addModifier(state, { kind: HALF_RENT, appliesTo: [EstatesActionTypes.PAY_RENT], playerId, uses: 1, turns: 2, source: 'estates' }).state
}

/** `state` with a second-move modifier for `playerId` (the card's effect). */
export function withSecondMove(state: GameState, playerId: string): GameState {
  return addModifier(state, { kind: SECOND_MOVE, appliesTo: [EstatesActionTypes.ROLL], playerId, uses: 1, source: 'estates' }).state
}
