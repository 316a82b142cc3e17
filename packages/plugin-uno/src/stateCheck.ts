import type { GameState, Zone } from '@decklet/core'
import { isDeckCardId, UNO_DECK_RECORD } from './cards'

/** The name of UNO's state check (`ctx.addStateCheck`): a broken state's `StateValidationError` starts its errors with it. @internal */
export const UNO_STATE_CHECK = 'uno: zones and cards'

/**
 * Whether the state's hidden-information setup holds and all 108 cards are in zones, checking every card id
 * (for tests of states the engine's own invariants did not check): the errors found, none when it holds.
 * @internal
 */
export function checkUnoZones(state: GameState): string[] {
  return checkZones(state, false)
}

/**
 * The plugin's state check: {@link checkUnoZones}, leaning on the engine's built-in invariants, which run
 * with it ("every zone card exists", "no card in two places"). With only the deck's cards in the game, every
 * card in a zone is then a distinct UNO card, and counting them takes the zones' lengths: no card-by-card scan.
 * @internal
 */
export function checkUnoZonesWithInvariants(state: GameState): string[] {
  return checkZones(state, state.cards === UNO_DECK_RECORD)
}

function checkZones(state: GameState, countByLength: boolean): string[] {
  const errors: string[] = []
  let total = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    if (zone.type === 'uno-draw' && zone.visibility !== 'hidden') errors.push(`uno: the draw pile ${zone.id} must be hidden`)
    if (zone.type === 'hand' && zone.visibility !== 'owner') errors.push(`uno: the hand ${zone.id} must be owner-only`)
    total += countByLength ? zone.cards.length : unoCardsIn(state, zone)
  }
  if (total !== 108 && state.status === 'playing') errors.push(`uno: ${total} cards in zones instead of 108`)
  return errors
}

/** How many of a zone's cards are UNO cards. */
function unoCardsIn(state: GameState, zone: Zone): number {
  const ids = zone.cards
  let count = 0
  // The shared record of the 108 cards (a game with no other card) holds exactly the deck's ids.
  if (state.cards === UNO_DECK_RECORD) for (let i = 0; i < ids.length; i++) count += isDeckCardId(ids[i]!) ? 1 : 0
  else for (let i = 0; i < ids.length; i++) if (state.cards[ids[i]!]?.type === 'uno') count++
  return count
}
