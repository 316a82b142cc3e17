/**
 * The chance deck, as data: each card names its effect; the plugin's chance steps apply it (after the
 * card's animation, see the README). Three of the effects are core modifiers, so they act on the actions they
 * change (the rent payment, the roll) rather than being special cases in the rules.
 */

/** What a chance card does. */
export type ChanceEffect =
  /** A modifier: the player's next rent is halved, if it comes within their next two turns. */
  | { readonly kind: 'half-rent' }
  /** A modifier: the player's next roll gives them a second move this turn. */
  | { readonly kind: 'second-move' }
  /** To jail, not passing start; the next turn is skipped (the phases plugin's skip count). */
  | { readonly kind: 'jail' }
  /** Straight to the start square, which pays the salary. */
  | { readonly kind: 'advance-to-start' }
  /** Money from (positive) or to (negative) the bank; a payment the player cannot make bankrupts them. */
  | { readonly kind: 'cash'; readonly amount: number }

/** A chance card. */
export interface ChanceCard {
  readonly id: string
  /** What the card says, for a screen. */
  readonly text: string
  readonly effect: ChanceEffect
}

/** The ten cards of the deck, in their printed order (the game shuffles their indices at the start). */
export const CHANCE_CARDS: readonly ChanceCard[] = Object.freeze([
  { id: 'kind-landlord', text: 'A kind landlord: your next rent within two turns is halved.', effect: { kind: 'half-rent' } },
  { id: 'rent-strike', text: 'Tenants’ union: your next rent within two turns is halved.', effect: { kind: 'half-rent' } },
  { id: 'tailwind', text: 'Tailwind: your next roll gives you a second move.', effect: { kind: 'second-move' } },
  { id: 'express-bus', text: 'Express bus: your next roll gives you a second move.', effect: { kind: 'second-move' } },
  { id: 'caught-speeding', text: 'Caught speeding: go to jail and miss your next turn.', effect: { kind: 'jail' } },
  { id: 'homeward', text: 'Homeward: advance to Start and collect your salary.', effect: { kind: 'advance-to-start' } },
  { id: 'dividend', text: 'Dividend: collect 100.', effect: { kind: 'cash', amount: 100 } },
  { id: 'birthday', text: 'Birthday money: collect 50.', effect: { kind: 'cash', amount: 50 } },
  { id: 'roof-repairs', text: 'Roof repairs: pay 80.', effect: { kind: 'cash', amount: -80 } },
  { id: 'hospital-bill', text: 'Hospital bill: pay 120.', effect: { kind: 'cash', amount: -120 } },
] satisfies ChanceCard[])

/** The chance deck in play: the order of card indices, and how many of them have been drawn. */
export interface ChanceDeck {
  readonly order: readonly number[]
  readonly drawn: number
}

/** The card indices in printed order (shuffled by the caller with the engine's random source). */
export function chanceIndices(cards: readonly ChanceCard[] = CHANCE_CARDS): number[] {
  return cards.map((_, i) => i)
}

/**
 * Draws the next card. When every card has been drawn, the deck is shuffled again with `reshuffle` (the
 * engine's seeded source, so replays draw the same cards) and the draw starts over.
 *
 * @example
 * const { card, deck: next } = drawChance(deck, (indices) => ctx.random.shuffle(indices))
 */
export function drawChance(
  deck: ChanceDeck,
  reshuffle: (indices: readonly number[]) => number[],
  cards: readonly ChanceCard[] = CHANCE_CARDS,
): { readonly card: ChanceCard; readonly deck: ChanceDeck } {
  const current = deck.drawn >= deck.order.length ? { order: reshuffle(chanceIndices(cards)), drawn: 0 } : deck
  const card = cards[current.order[current.drawn]!]
  if (card === undefined) throw new RangeError(`no chance card ${current.order[current.drawn]}`)
  return { card, deck: { order: current.order, drawn: current.drawn + 1 } }
}

/** The card with that id, or `undefined`. */
export function chanceCard(id: string, cards: readonly ChanceCard[] = CHANCE_CARDS): ChanceCard | undefined {
  return cards.find((card) => card.id === id)
}
