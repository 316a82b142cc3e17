import type { GameEvent } from '@decklet/core'

/*
 * Hidden information lives in the zones: hands are `owner` zones and the kitty is `hidden` until the
 * landlord takes it (its cards then join the hand as `revealed`), so the engine's views need no `redact`
 * hook; `variables.doudizhu` is public and never names a hidden card. Only the deal's events name cards
 * a viewer may not see.
 */

/**
 * @internal What a viewer outside an event's `visibleTo` gets: the number of cards dealt to another player
 * instead of the cards (`undefined` leaves every other event to the engine and other plugins).
 */
export function redactDoudizhuEvent(event: GameEvent, viewerId: string | null): unknown {
  if (event.type !== 'CARDS_DEALT') return undefined
  const p = event.payload as { playerId: string; cardIds: readonly string[] }
  return viewerId === p.playerId ? undefined : { playerId: p.playerId, count: p.cardIds.length }
}
