import type { GameContext } from '@decklet/core'
import { createCardCheck } from './stateCheck/cards'
import { checkChips } from './stateCheck/chips'
import { TableCheck } from './stateCheck/table'

export { checkCards } from './stateCheck/cards'
export { checkChips } from './stateCheck/chips'
export { checkTable } from './stateCheck/table'

/** The names the checks are registered under (`ctx.addStateCheck`). */
const CHIPS_CHECK = 'holdem: chips are conserved'
const CARDS_CHECK = 'holdem: every card is in the deck, on the board, in the muck or in a hand at the table'
const TABLE_CHECK = 'holdem: the table is well formed'

/**
 * The plugin instance's state checks: `register(ctx)` (in `setup`) replaces any registered under the same names,
 * so a game set up again (a replay, a restored record) holds each check once. @internal
 */
export function createStateChecks(): { register(ctx: GameContext): void } {
  const cardCheck = createCardCheck()
  const tableCheck = new TableCheck().check
  return {
    register(ctx) {
      ctx.removeStateCheck(TABLE_CHECK)
      ctx.addStateCheck(TABLE_CHECK, tableCheck)
      ctx.removeStateCheck(CHIPS_CHECK)
      ctx.addStateCheck(CHIPS_CHECK, checkChips)
      ctx.removeStateCheck(CARDS_CHECK)
      ctx.addStateCheck(CARDS_CHECK, cardCheck)
    },
  }
}
