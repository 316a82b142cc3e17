import { createCard, createZone, stateUtils, type Card, type GameContext } from '@decklet/core'
import { RANKS, rankValue, standardCardId, SUITS } from './cards'
import type { ResolvedStandardDeckOptions } from './options'

/** Id of the zone holding the deck. */
export const STANDARD_DECK_ZONE_ID = 'deck'

/** The cards of a deck configuration, in deck order: built once per plugin, frozen, shared by its games. */
interface DeckCards {
  readonly ids: readonly string[]
  readonly byId: Readonly<Record<string, Card>>
}

function buildDeckCards(jokers: boolean, decks: number): DeckCards {
  const list: Card[] = []
  for (let n = 1; n <= decks; n++) {
    for (const s of SUITS) {
      for (const r of RANKS) {
        list.push(createCard({ id: standardCardId(s.suit, r, n), type: 'standard', suit: s.suit, rank: r, rankValue: rankValue(r), color: s.color, deck: n }))
      }
    }
    if (!jokers) continue
    for (const color of ['black', 'red'] as const) {
      list.push(createCard({ id: standardCardId('joker', color, n), type: 'standard', suit: 'joker', rank: 'joker', rankValue: color === 'black' ? 15 : 16, color, deck: n }))
    }
  }
  const byId: Record<string, Card> = {}
  for (const card of list) byId[card.id] = Object.freeze(card)
  return Object.freeze({ ids: Object.freeze(list.map((c) => c.id)), byId: Object.freeze(byId) })
}

function hasAnyKey(record: object): boolean {
  for (const _ in record) return true
  return false
}

/**
 * The `setup` of one plugin instance: adds the deck zone (if missing) and every card of the configuration not
 * already in the state, at the bottom of the deck, in one state change (card by card, each change would copy
 * the card record again). The cards are built on the first call and kept by this instance, so every game of
 * the plugin shares one frozen card record (a game that starts without cards takes it as it is).
 * @internal
 */
export function createDeckSetup(options: ResolvedStandardDeckOptions): (ctx: GameContext) => void {
  let deck: DeckCards | null = null
  return (ctx) => {
    deck ??= buildDeckCards(options.jokers, options.decks)
    const existing = ctx.state.cards
    let cards: Record<string, Card> = deck.byId as Record<string, Card>
    let fresh: readonly string[] = deck.ids
    if (hasAnyKey(existing)) {
      // Cards already there are kept as they are and not added again.
      cards = { ...existing }
      const added: string[] = []
      for (const id of deck.ids) {
        if (Object.hasOwn(cards, id)) continue
        cards[id] = deck.byId[id]!
        added.push(id)
      }
      fresh = added
    }
    const hasZone = Object.hasOwn(ctx.state.zones, STANDARD_DECK_ZONE_ID)
    // Nothing to add: no state change at all (setup may run again, e.g. from a tick).
    if (hasZone && fresh.length === 0) return
    ctx.update((state) => {
      let next = hasZone ? state : stateUtils.addZone(state, createZone({ id: STANDARD_DECK_ZONE_ID, type: 'deck', visibility: 'hidden' }))
      if (fresh.length === 0) return next
      const zoneCards = next.zones[STANDARD_DECK_ZONE_ID]!.cards
      next = stateUtils.setZoneCards(next, STANDARD_DECK_ZONE_ID, zoneCards.length === 0 ? fresh : [...zoneCards, ...fresh])
      // The whole card record at once: stateUtils adds cards one at a time, each a copy of the record.
      return { ...next, cards }
    })
  }
}
