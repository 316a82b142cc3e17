import type { GameEvent } from '@decklet/core'

/*
 * Hole cards are the one secret of Hold'em. In the state they sit in `hand-<playerId>` zones with visibility
 * `'owner'` (and the deck and the muck are `'hidden'`), so core's views hide them without help; the table in
 * `variables` holds public data only, so the plugin needs no `redact` hook. Events are the other way a card
 * could leak: `HOLE_CARDS_DEALT` goes to its owner only (`visibleTo`), and everyone else is told how many
 * cards were dealt, to whom.
 */

/**
 * The plugin's `redactEvent`: what a viewer outside an event's `visibleTo` is told — for `HOLE_CARDS_DEALT`,
 * `{ playerId, count }`; other events are left to other plugins (`undefined`). @internal
 */
export function redactHoldemEvent(event: GameEvent): unknown {
  if (event.type !== 'HOLE_CARDS_DEALT') return undefined
  return { playerId: event.playerId ?? null, count: ((event.payload as { cards: string[] }).cards ?? []).length }
}
