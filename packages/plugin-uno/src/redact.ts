import type { Card, GameEvent, GameState, PlayerView, Zone } from '@decklet/core'
import { getUnoCard, isDeckCardId, UNO_DECK_RECORD } from './cards'
import { handZoneId, UNO_VARIABLE, type UnoState } from './unoState'

/** Event types whose payload lists the cards drawn or shown: others get only the count. */
const CARD_EVENTS = new Set(['UNO_CARDS_DRAWN', 'UNO_HAND_SHOWN'])

/**
 * UNO's `redact` hook. Hands are owner-only and the draw pile hidden by their zones; this adds the one
 * private showing of the rules: after a challenge, the challenger (and only they) sees the challenged
 * hand, and every other viewer's `uno.shown` loses its card list.
 *
 * @example
 * const view = engine.getPlayerView('p2') // p2 challenged p1: hand-p1 shows its real cards to p2 only
 */
export function redactUnoView(view: PlayerView, viewerId: string | null): PlayerView {
  const uno = view.variables[UNO_VARIABLE] as UnoState | undefined
  if (uno === undefined || uno.shown === null || uno.shown.cards === undefined) return view
  const { owner, viewer, cards: shownCards } = uno.shown
  if (viewerId !== viewer) {
    const shown = { owner, viewer }
    return { ...view, variables: { ...view.variables, [UNO_VARIABLE]: { ...uno, shown } as never } }
  }
  const zoneId = handZoneId(owner)
  const zone = view.zones[zoneId] as Zone | undefined
  if (zone === undefined) return view
  // The shown cards are the first of the hand (a guilty offender's 4 cards were added after them).
  const cards: Record<string, Card> = { ...view.cards }
  for (const id of zone.cards.slice(0, shownCards.length)) if (id.startsWith('hidden:')) delete cards[id]
  for (const id of shownCards) cards[id] = getUnoCard(null, id)
  const shownZone = { ...zone, cards: [...shownCards, ...zone.cards.slice(shownCards.length)] }
  return { ...view, cards, zones: { ...view.zones, [zoneId]: shownZone } }
}

/**
 * UNO's `redactEvent` hook: a viewer outside a draw's or a showing's `visibleTo` learns who and how many, not which cards.
 *
 * @example
 * redactUnoEvent(drawEvent, 'p2') // { playerId: 'p1', count: 1, reason: 'draw' }
 */
export function redactUnoEvent(event: GameEvent, _viewerId: string | null): unknown {
  if (!CARD_EVENTS.has(event.type)) return undefined
  const { cardIds, ...rest } = event.payload as { cardIds: readonly string[] }
  return { ...rest, count: cardIds.length }
}

/**
 * Whether the state's hidden-information setup holds and all 108 cards are in zones, checking every card id
 * (for tests of states the engine's own invariants did not check).
 */
export function checkUnoZones(state: GameState): string[] {
  return checkZones(state, false)
}

/**
 * The plugin's state check: {@link checkUnoZones}, leaning on the engine's built-in invariants, which run
 * with it ("every zone card exists", "no card in two places"). With only the deck's cards in the game, every
 * card in a zone is then a distinct UNO card, and counting them takes the zones' lengths: no card-by-card scan.
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
