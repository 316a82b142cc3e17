import type { GameEvent } from '@decklet/core'
import type { CardDrawnPayload } from './events'

/**
 * The plugin's `redactEvent`: others learn that a player drew, and from where, but not the card (`CARD_DRAWN`
 * is visible to the drawer only).
 * @internal
 */
export function redactDrawEvent(event: GameEvent): unknown {
  if (event.type !== 'CARD_DRAWN') return undefined
  const { playerId, fromZoneId } = event.payload as CardDrawnPayload
  return { playerId, fromZoneId }
}
