import type { Zone } from '../state/types'

/** The `type` of the placeholder that stands for a card the viewer may not see. */
export const HIDDEN_CARD_TYPE = 'hidden'

/** The id of the placeholder at position `index` of zone `zoneId` in a view: `hidden:<zone>:<index>`. */
export function placeholderId(zoneId: string, index: number): string {
  return placeholderPrefix(zoneId) + index
}

/** What the ids of zone `zoneId`'s placeholders start with (`hidden:<zone>:`), for making many of them. @internal */
export function placeholderPrefix(zoneId: string): string {
  return `hidden:${zoneId}:`
}

/** Whether `viewer` (a player id, or `null` for a spectator) may see a card of `zone`. */
export function canSeeCard(zone: Zone, cardId: string, viewer: string | null): boolean {
  const visibility = zone.visibility ?? 'public'
  if (visibility === 'public') return true
  if (visibility === 'owner' && viewer !== null && zone.ownerId === viewer) return true
  return zone.revealed !== undefined && zone.revealed.includes(cardId)
}
