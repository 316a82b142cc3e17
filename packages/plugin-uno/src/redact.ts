import type { GameEvent, PlayerView, ZoneView } from '@decklet/core'
import { getUnoCard } from './cards'
import { handZoneId, UNO_VARIABLE, unoVariable } from './state'

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
  const uno = unoVariable.get(view)
  if (uno === undefined || uno.shown === null || uno.shown.cards === undefined) return view
  const { owner, viewer, cards: shownCards } = uno.shown
  if (viewerId !== viewer) {
    const shown = { owner, viewer }
    return { ...view, variables: { ...view.variables, [UNO_VARIABLE]: { ...uno, shown } as never } }
  }
  const zoneId = handZoneId(owner)
  const zone = view.zones[zoneId] as ZoneView | undefined
  if (zone === undefined) return view
  // The shown cards are the first of the hand (a guilty offender's 4 cards were added after them).
  const rest = shownCards.length
  const shownZone: ZoneView = {
    ...zone,
    cards: [...shownCards, ...zone.cards.slice(rest)],
    faces: [...shownCards.map((id) => getUnoCard(null, id)), ...zone.faces.slice(rest)],
  }
  return { ...view, zones: { ...view.zones, [zoneId]: shownZone } }
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
