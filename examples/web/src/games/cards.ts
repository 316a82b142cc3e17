import type { PlayerView } from '@decklet/core'

/** A card of the standard deck as the page draws it. */
export interface StandardFace {
  readonly rank: string
  readonly suit: string
  readonly symbol: string
  readonly red: boolean
}

const SUIT_SYMBOLS: Record<string, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' }

/**
 * The face of a standard-deck card id (`std-hearts-Q`, `std-joker-red`), or `null` for a placeholder
 * (`hidden:…`): the page never has more than the id of a card it may see.
 */
export function standardFace(cardId: string): StandardFace | null {
  const match = /^std-(clubs|diamonds|hearts|spades|joker)-(10|[2-9JQKA]|red|black)(?:-d\d+)?$/.exec(cardId)
  if (match === null) return null
  const [, suit, rank] = match as unknown as [string, string, string]
  if (suit === 'joker') return { rank: rank === 'red' ? 'RJ' : 'BJ', suit, symbol: '★', red: rank === 'red' }
  return { rank, suit, symbol: SUIT_SYMBOLS[suit]!, red: suit === 'hearts' || suit === 'diamonds' }
}

/** A standard card in words: "Q♥", "red joker". */
export function standardName(cardId: unknown): string {
  const face = standardFace(String(cardId))
  if (face === null) return '🂠'
  if (face.suit === 'joker') return face.red ? 'red joker' : 'black joker'
  return `${face.rank}${face.symbol}`
}

/** The cards of a zone of the view (placeholders included), or none. */
export function zoneCards(view: PlayerView | null, zoneId: string): readonly string[] {
  return view?.zones[zoneId]?.cards ?? []
}
