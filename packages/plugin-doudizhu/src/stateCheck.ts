import { playerHandZoneId, type GameState } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { KITTY_ZONE_ID, TABLE_ZONE_ID, doudizhuVariable } from './state'

/** @internal The name the state check is registered under (`ctx.addStateCheck`). */
export const CARDS_CHECK = 'doudizhu.cards'

/**
 * @internal State check: once dealt, the 54 cards are all in the deck, hands, kitty and table, and the
 * hands fit the phase (17 cards each and a 3-card kitty while bidding; the kitty taken and no hand empty
 * during the play, as the deal ends with the first empty hand).
 */
export function checkDoudizhuCards(state: GameState): string[] {
  const v = doudizhuVariable.get(state)
  if (!v || v.deal === 0) return []
  const errors: string[] = []
  const hands = v.order.map((id) => state.zones[playerHandZoneId(id)]?.cards.length ?? 0)
  const kitty = state.zones[KITTY_ZONE_ID]?.cards.length ?? 0
  const total = hands.reduce((a, b) => a + b, 0) + kitty + (state.zones[TABLE_ZONE_ID]?.cards.length ?? 0) + (state.zones[STANDARD_DECK_ZONE_ID]?.cards.length ?? 0)
  if (total !== 54) errors.push(`${total} cards in play instead of 54`)
  if (v.phase === 'bidding' && (kitty !== 3 || hands.some((n) => n !== 17))) errors.push('the bidding needs 17 cards a hand and a 3-card kitty')
  if (v.phase === 'playing' && kitty !== 0) errors.push('the kitty must be taken during the play')
  if (v.phase === 'playing' && !hands.every((n) => n > 0)) errors.push('an empty hand during the play')
  return errors
}
