/** The card check: every card of the game is in the deck, on the board, in the muck or in a hand at the table. */
import { playerHandZoneId, type GameState } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { BOARD_ZONE_ID, holdemVariable, MUCK_ZONE_ID } from '../state'
import { isObject } from './values'

function countCards(cards: GameState['cards']): number {
  let n = 0
  for (const _ in cards) n++
  return n
}

/**
 * The card check registered with `addStateCheck`: every card of the game is in the deck, on the board, in the muck
 * or in the hand of a player at the table (so that each hand is dealt from the whole deck). Problems found, none
 * when every card is accounted for.
 *
 * @example
 * checkCards(engine.getState()) // []
 */
export function checkCards(state: GameState): string[] {
  return cardProblems(state, countCards(state.cards))
}

function cardProblems(state: GameState, total: number): string[] {
  const t = holdemVariable.get(state)
  if (t === undefined || !isObject(t) || !Array.isArray(t.seats)) return []
  let placed = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    const n = zone.cards.length
    if (n === 0) continue
    if (zoneId === STANDARD_DECK_ZONE_ID || zoneId === BOARD_ZONE_ID || zoneId === MUCK_ZONE_ID) placed += n
    else if (zone.ownerId !== null && t.seats.includes(zone.ownerId) && zoneId === playerHandZoneId(zone.ownerId)) placed += n
  }
  if (placed === total) return []
  const missing = total - placed
  if (missing < 0) return [`the deck, the board, the muck and the hands hold ${placed} cards; the game has ${total}`]
  return [`${missing} of the ${total} cards ${missing === 1 ? 'is' : 'are'} not in the deck, the board, the muck or the hand of a player at the table`]
}

/**
 * The card check with the card count kept per card record. A game's card records never change once it is set
 * up, and the check runs on every tick in checked modes, so counting them once per game is worth a WeakMap; it
 * belongs to one plugin instance (what it remembers dies with the records), never to the module.
 */
export function createCardCheck(): (state: GameState) => string[] {
  const counts = new WeakMap<object, number>()
  return (state) => {
    let total = counts.get(state.cards)
    if (total === undefined) {
      total = countCards(state.cards)
      counts.set(state.cards, total)
    }
    return cardProblems(state, total)
  }
}
