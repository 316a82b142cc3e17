import { setOwn } from '../state/draft/shapes'
import type { Card } from '../state/types'
import type { PlayerView } from './types'

/**
 * The record of `cardId` as `view` shows it: the card, when a zone of the view holds it (a placeholder id gives
 * its placeholder), or `undefined`. Looks through the zones: for many look-ups, use {@link getViewCards} once.
 *
 * @example
 * findViewCard(engine.getPlayerView('p1'), 'uno-r-5-a') // the card when p1 sees it, else undefined
 */
export function findViewCard(view: PlayerView, cardId: string): Card | undefined {
  for (const zoneId in view.zones) {
    const zone = view.zones[zoneId]!
    const index = zone.cards.indexOf(cardId)
    if (index >= 0) return zone.faces[index]
  }
  return undefined
}

/**
 * Every card record of `view` by id (placeholders included), zone by zone in the zones' order: a new record,
 * made on each call (a view does not keep one, see {@link PlayerView}).
 *
 * @example
 * const cards = getViewCards(view)
 * hand.cards.map((id) => cards[id])
 */
export function getViewCards(view: PlayerView): Record<string, Card> {
  const cards: Record<string, Card> = {}
  for (const zoneId in view.zones) {
    const zone = view.zones[zoneId]!
    for (let i = 0; i < zone.cards.length; i++) {
      setOwn(cards, zone.cards[i]!, zone.faces[i]!)
    }
  }
  return cards
}
