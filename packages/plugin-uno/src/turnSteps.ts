import type { UnoCardsDrawnPayload, UnoDeckReshuffledPayload, UnoPlayerPayload } from './events'
import type { UnoMove } from './move'
import { DISCARD_PILE, DRAW_PILE } from './state'

// The small steps every part of UNO's flow is made of: starting a turn, closing the windows an action closes,
// drawing (with the reshuffle), skipping. Each works on one action's UnoMove and trusts the rules' checks.

/** Why cards were drawn, in `UNO_CARDS_DRAWN` (`deal`: the cards dealt at the start of a hand). */
export type DrawReason = 'deal' | 'draw' | 'draw-two' | 'wild-draw-four' | 'penalty' | 'challenge' | 'uno-penalty' | 'first-card'

/** Starts the turn of `playerId`. */
export function beginTurn(m: UnoMove, playerId: string): void {
  const d = m.draft
  d.currentPlayerId = playerId
  d.turn += 1
  const uno = m.uno
  uno.phase = 'play'
  uno.drew = false
  uno.penalty = 0
}

/** Closes what the next action closes: the UNO call window, a challenge's showing, a jump-in chance. */
export function closeWindows(m: UnoMove): void {
  const uno = m.uno
  if (uno.unoCall !== null) uno.unoCall = null
  if (uno.shown !== null) uno.shown = null
  if (uno.jumpable !== null) uno.jumpable = null
}

/**
 * Turns the discard pile (but its top card, by default) into a new draw pile, shuffled together with what is
 * left of the draw pile (nothing, unless `reshuffleWhenShort`). Returns false when nothing can be reshuffled.
 */
function reshuffle(m: UnoMove): boolean {
  const d = m.draft
  const discard = d.cards(DISCARD_PILE)
  const keepTop = m.options.reshuffleKeepsTop
  if (discard.length <= (keepTop ? 1 : 0)) return false
  // A spread then a pop, not slice(0, -1): slicing a frozen array (validationMode 'always') is far slower.
  const rest = [...d.cards(DRAW_PILE), ...discard]
  const top = keepTop ? rest.pop()! : undefined
  d.setZoneCards(DRAW_PILE, m.random.shuffle(rest))
  d.setZoneCards(DISCARD_PILE, top === undefined ? [] : [top])
  d.emit({ type: 'UNO_DECK_RESHUFFLED', payload: { count: d.cards(DRAW_PILE).length } satisfies UnoDeckReshuffledPayload })
  return true
}

/** Draws up to `count` cards into a hand (fewer when both piles run out). Returns the cards drawn. */
export function drawCards(m: UnoMove, playerId: string, count: number, reason: DrawReason): string[] {
  const drawn: string[] = []
  if (count <= 0) return drawn
  const d = m.draft
  const hand = m.hands.of(playerId)
  // RLCard reshuffles before a draw the pile cannot cover, not when it runs out during the draw.
  if (m.options.reshuffleWhenShort && d.cards(DRAW_PILE).length < count) reshuffle(m)
  for (let i = 0; i < count; i++) {
    if (d.cards(DRAW_PILE).length === 0 && !reshuffle(m)) break
    drawn.push(d.moveTop(DRAW_PILE, hand)!)
  }
  d.emit({ type: 'UNO_CARDS_DRAWN', playerId, payload: { playerId, count: drawn.length, reason, cardIds: drawn } satisfies UnoCardsDrawnPayload, visibleTo: [playerId] })
  return drawn
}

/** Removes one card from a list in place (no splice: it allocates the removed part). */
export function removeCard(cards: string[], cardId: string): void {
  const last = cards.length - 1
  let i = cards.indexOf(cardId)
  if (i < 0) return
  for (; i < last; i++) cards[i] = cards[i + 1]!
  cards.pop()
}

/** Announces that `playerId` loses the turn. */
export function skip(m: UnoMove, playerId: string): void {
  m.draft.emit({ type: 'UNO_PLAYER_SKIPPED', playerId, payload: { playerId } satisfies UnoPlayerPayload })
}

