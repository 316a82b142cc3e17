import type { GameEvent } from '@decklet/core'
import { getUnoCard, type UnoCard } from '@decklet/plugin-uno'
import { payloadOf, type Names } from '../narration'

const SYMBOLS: Record<UnoCard['kind'], string> = { number: '', skip: '⊘', reverse: '⇄', draw2: '+2', wild: 'W', wild4: '+4' }
const WORDS: Record<UnoCard['kind'], string> = { number: '', skip: 'Skip', reverse: 'Reverse', draw2: 'Draw Two', wild: 'Wild', wild4: 'Wild Draw Four' }

/** The card of an id, or `null` for a placeholder (`hidden:…`) or an unknown id. */
export function unoCard(cardId: string): UnoCard | null {
  if (cardId.startsWith('hidden:')) return null
  try {
    return getUnoCard(null, cardId)
  } catch {
    return null
  }
}

/** What the card shows in its corner: the number or a symbol. */
export function unoSymbol(card: UnoCard): string {
  return card.kind === 'number' ? String(card.value) : SYMBOLS[card.kind]
}

/** The card in words: "red 5", "blue Skip", "Wild Draw Four". */
export function unoCardName(cardId: unknown): string {
  const card = unoCard(String(cardId))
  if (card === null) return 'a card'
  if (card.color === null) return WORDS[card.kind]
  return `${card.color} ${card.kind === 'number' ? card.value : WORDS[card.kind]}`
}

/** A log line for a UNO event. */
export function narrateUno(event: GameEvent, names: Names): string | null {
  const p = payloadOf(event)
  switch (event.type) {
    case 'UNO_DEALER_CHOSEN':
      return `${names.says(p.dealer, 'deals')} first`
    case 'UNO_HAND_STARTED':
      return `Hand ${p.hand}: ${p.handSize} cards each; the first card is ${unoCardName(p.firstCard)}`
    case 'UNO_CARD_PLAYED':
      return `${names.says(p.playerId, 'plays')} ${unoCardName(p.cardId)}${String(p.cardId).startsWith('wild') ? ` and names ${p.color}` : ''}${p.jumpIn === true ? ' (jump-in)' : ''} — ${p.left} left`
    case 'UNO_CARDS_DRAWN':
      if (p.reason === 'deal') return null
      return `${names.says(p.playerId, 'draws')} ${p.count}${Array.isArray(p.cardIds) ? `: ${p.cardIds.map(unoCardName).join(', ')}` : ''}`
    case 'UNO_PASSED':
      return `${names.says(p.playerId, 'passes')}`
    case 'UNO_PLAYER_SKIPPED':
      return `${names.says(p.playerId, 'is')} skipped`
    case 'UNO_DIRECTION_CHANGED':
      return `Play goes ${p.direction === 1 ? 'clockwise' : 'counter-clockwise'}`
    case 'UNO_COLOR_CHOSEN':
      return `${names.says(p.playerId, 'names')} ${p.color}`
    case 'UNO_DECLARED':
      return `${names.name(p.playerId)}: “UNO!”`
    case 'UNO_CAUGHT':
      return `${names.says(p.by, 'catches')} ${names.name(p.target)} without “UNO”: +${p.penalty}`
    case 'UNO_CHALLENGED':
      return `${names.says(p.challenger, 'challenges')} the Wild Draw Four of ${names.name(p.offender)}: ${p.guilty === true ? 'guilty' : 'innocent'}`
    case 'UNO_HANDS_SWAPPED':
      return 'Hands are swapped'
    case 'UNO_HANDS_ROTATED':
      return 'Every hand passes on'
    case 'UNO_DECK_RESHUFFLED':
      return 'The discard pile is reshuffled into the draw pile'
    case 'UNO_HAND_ENDED':
      return `${names.says(p.winnerId, 'goes')} out${typeof p.scored === 'number' ? ` and scores ${p.scored}` : ''}`
    case 'UNO_MATCH_ENDED':
      return `${names.says(p.winnerId, 'wins')} the match`
    default:
      return null
  }
}
