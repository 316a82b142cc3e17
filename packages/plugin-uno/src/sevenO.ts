import type { UnoDirectionPayload, UnoHandsSwappedPayload } from './events'
import type { UnoMove } from './move'
import { seatAfter } from './state'

// Seven-O (rules reference §10): after a 7 or a 0 is played, hands change owners. A hand's card list moves to
// its new zone as it is, so nothing is copied; the UNO call window is then checked again.

/** Seven-O's 7: the two hands change places (each list kept as it is: the draft copies one before changing it). @internal */
export function swapHands(m: UnoMove, playerId: string, target: string): void {
  const d = m.draft
  const mine = d.cards(m.hands.of(playerId))
  const theirs = d.cards(m.hands.of(target))
  d.setZoneCards(m.hands.of(playerId), theirs)
  d.setZoneCards(m.hands.of(target), mine)
  d.emit({ type: 'UNO_HANDS_SWAPPED', playerId, payload: { playerId, target } satisfies UnoHandsSwappedPayload })
  refreshUnoCall(m)
}

/** Seven-O's 0: every hand passes to the next player in the direction of play. @internal */
export function rotateHands(m: UnoMove): void {
  const { draft: d, uno } = m
  const order = uno.order
  const hands = order.map((id) => d.cards(m.hands.of(id)))
  for (let i = 0; i < order.length; i++) {
    const receiver = seatAfter(uno, order[i]!, 1)
    d.setZoneCards(m.hands.of(receiver), hands[i]!)
  }
  d.emit({ type: 'UNO_HANDS_ROTATED', payload: { direction: uno.direction } satisfies UnoDirectionPayload })
  refreshUnoCall(m)
}

/** After hands moved, the UNO call window stays open only if its player still holds one card. */
function refreshUnoCall(m: UnoMove): void {
  const call = m.uno.unoCall
  if (call !== null && m.draft.cards(m.hands.of(call.player)).length !== 1) m.uno.unoCall = null
}
