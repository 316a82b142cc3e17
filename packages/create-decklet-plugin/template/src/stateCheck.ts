import type { GameState } from '@decklet/core'
import { __CONSTANT_NAME___PLUGIN_ID, __PASCAL_NAME__Variable, DECK_SIZE, DECK_ZONE_ID, TABLE_ZONE_ID } from './state'

/** The name of the plugin's state check (`ctx.addStateCheck`): a broken state's `StateValidationError` names it. */
export const __CONSTANT_NAME___STATE_CHECK = '__PLUGIN_ID__: zones and cards'

/**
 * The plugin's state check, run by the engine in its checked validation modes (and by `installState`): every
 * card of the game is in a zone, the deck is hidden, hands are owner-only, and the table holds the cards
 * played this round. Returns the problems found, none when the state holds. The engine's own invariants
 * (every zone card exists, no card in two zones) run beside it.
 *
 * @example
 * checkTable(engine.getState()) // []
 */
export function checkTable(state: GameState): string[] {
  const errors: string[] = []
  let inZones = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    if (zone.type === 'hand' && zone.visibility !== 'owner') errors.push(`the hand ${zone.id} must be owner-only`)
    for (const id of zone.cards) if (state.cards[id]?.type === __CONSTANT_NAME___PLUGIN_ID) inZones++
  }
  if (state.zones[DECK_ZONE_ID]?.visibility !== 'hidden') errors.push(`the ${DECK_ZONE_ID} must be hidden`)
  if (inZones !== DECK_SIZE) errors.push(`${inZones} cards in zones instead of ${DECK_SIZE}`)
  const game = __PASCAL_NAME__Variable.get(state)
  const table = state.zones[TABLE_ZONE_ID]?.cards ?? []
  if (game !== undefined && (table.length !== game.plays.length || game.plays.some((play, i) => table[i] !== play.cardId))) {
    errors.push(`the ${TABLE_ZONE_ID} holds ${JSON.stringify(table)}, not the cards played this round`)
  }
  return errors
}
