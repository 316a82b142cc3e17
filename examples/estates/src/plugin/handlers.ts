import type { ActionHandler } from '@decklet/core'
import { EstatesActionTypes, type PayRentPayload, type RollPayload } from './actions'
import { EstatesEvents, type RentPaidPayload, type RolledPayload } from './events'
import type { ResolvedEstatesOptions } from './options'
import { getEstates, movePlayer, pay, withEstates } from './state'

/**
 * `ROLL` (internal): two dice from the engine's random source, the move, the salary on reaching or passing
 * Start; the payload's `extraMoves` (0, unless second-move modifiers raised it) adds to the moves left this turn.
 * @internal
 */
export function createRollHandler(options: ResolvedEstatesOptions): ActionHandler<typeof EstatesActionTypes.ROLL, RollPayload> {
  return {
    type: EstatesActionTypes.ROLL,
    internal: true,
    execute(action, { state, random }) {
      const playerId = action.playerId!
      const dice = [random.int(1, 6), random.int(1, 6)] as const
      const moved = movePlayer(getEstates(state), playerId, dice[0] + dice[1], options.salary)
      const next = withEstates(state, () => ({ ...moved.estates, lastRoll: dice, extraMoves: moved.estates.extraMoves + action.payload.extraMoves }))
      const payload: RolledPayload = { playerId, dice, from: moved.from, to: moved.to, salary: moved.salary }
      return { state: next, events: [{ type: EstatesEvents.ROLLED, playerId, payload }] }
    },
  }
}

/**
 * `PAY_RENT` (internal): the rent in the payload (after any modifier) goes to the owner; a player who cannot
 * pay it all pays what they have and is marked bankrupt in `lastPayment` (the game's next step eliminates them).
 * @internal
 */
export const payRentHandler: ActionHandler<typeof EstatesActionTypes.PAY_RENT, PayRentPayload> = {
  type: EstatesActionTypes.PAY_RENT,
  internal: true,
  execute(action, { state }) {
    const playerId = action.playerId!
    const { owner, square, amount } = action.payload
    const next = withEstates(state, (estates) => pay(estates, playerId, owner, amount, 'rent'))
    const payment = getEstates(next).lastPayment!
    const payload: RentPaidPayload = { playerId, owner, square, amount, paid: payment.paid, bankrupt: payment.bankrupt }
    return { state: next, events: [{ type: EstatesEvents.RENT_PAID, playerId, payload }] }
  },
}
