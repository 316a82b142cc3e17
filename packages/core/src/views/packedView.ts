import { HIDDEN_CARD_TYPE, placeholderId } from './hiddenCard'
import type { Card } from '../state/types'
import type { PlayerView, ZoneView } from './types'

/**
 * A zone view whose every card is hidden from the viewer, as {@link packPlayerView} writes it: the zone's fields
 * and the number of its cards (`hidden`), without the `cards` and `faces` lists, which are the placeholders
 * `hidden:<zone>:0 … hidden:<zone>:<hidden − 1>` and their records `{ id, type: 'hidden' }`.
 */
export interface PackedZoneView extends Omit<ZoneView, 'cards' | 'faces'> {
  readonly hidden: number
}

/** A {@link PlayerView} with its fully hidden zones packed ({@link PackedZoneView}); every other zone as it is. */
export interface PackedPlayerView extends Omit<PlayerView, 'zones'> {
  readonly zones: Readonly<Record<string, ZoneView | PackedZoneView>>
}

/**
 * `view` for the wire: each zone whose cards are all placeholders (a draw pile, another player's hand) is sent as
 * its card count instead of a placeholder id and a placeholder record per card, most of a card game's view
 * (a 108-card UNO game: about 8 KB of JSON a view, 2.4 KB packed). Nothing else changes, nothing is
 * copied but the zones record and the packed zones; {@link unpackPlayerView} gives back an equal view. A
 * placeholder that a plugin's `redact` hook gave more fields (a card back's colour) keeps its zone unpacked.
 *
 * @example
 * const packed = packPlayerView(engine.getPlayerView('p1'))
 * expect(unpackPlayerView(packed)).toEqual(engine.getPlayerView('p1'))
 */
export function packPlayerView(view: PlayerView): PackedPlayerView {
  let zones: Record<string, ZoneView | PackedZoneView> | null = null
  for (const zoneId in view.zones) {
    const zone = view.zones[zoneId]!
    if (!allHidden(zone)) continue
    zones ??= { ...view.zones }
    zones[zoneId] = packedZone(zone)
  }
  return zones === null ? view : { ...view, zones }
}

/**
 * The view that {@link packPlayerView} packed: its packed zones with their placeholder ids and records again.
 * A view with no packed zone is returned as it is.
 *
 * @example
 * const view = unpackPlayerView(message.view) // a PlayerView, as engine.getPlayerView gave it
 */
export function unpackPlayerView(packed: PackedPlayerView): PlayerView {
  let zones: Record<string, ZoneView> | null = null
  for (const zoneId in packed.zones) {
    const zone = packed.zones[zoneId]!
    if (!isPacked(zone)) continue
    zones ??= { ...(packed.zones as Record<string, ZoneView>) }
    zones[zoneId] = unpackedZone(zone)
  }
  return zones === null ? (packed as PlayerView) : { ...packed, zones }
}

/** Whether a zone of a packed view is packed. */
export function isPackedZone(zone: ZoneView | PackedZoneView): zone is PackedZoneView {
  return isPacked(zone)
}

function isPacked(zone: ZoneView | PackedZoneView): zone is PackedZoneView {
  return typeof (zone as PackedZoneView).hidden === 'number' && !Object.hasOwn(zone, 'cards')
}

/**
 * Whether every card of a non-empty zone view is its position's placeholder, with a placeholder record of two
 * fields, and the zone unpacks to itself: `faces` its last field (where unpacking puts it), no field named `hidden`.
 */
function allHidden(zone: ZoneView): boolean {
  const cards = zone.cards
  const faces = zone.faces
  if (!Array.isArray(cards) || !Array.isArray(faces) || cards.length === 0 || faces.length !== cards.length) return false
  let last = ''
  for (const key in zone) {
    if (key === 'hidden') return false
    last = key
  }
  if (last !== 'faces') return false
  const prefix = `hidden:${zone.id}:`
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i]!
    if (!isPlaceholderAt(id, prefix, i)) return false
    const face = faces[i]!
    if (face.id !== id || face.type !== HIDDEN_CARD_TYPE || fieldCount(face) !== 2) return false
  }
  return true
}

/** Whether `id` is `prefix` followed by the decimal digits of `index` (no string is built). */
function isPlaceholderAt(id: string, prefix: string, index: number): boolean {
  if (!id.startsWith(prefix)) return false
  let at = id.length - 1
  let n = index
  do {
    if (at < prefix.length || id.charCodeAt(at) !== 48 + (n % 10)) return false
    n = Math.floor(n / 10)
    at--
  } while (n > 0)
  return at === prefix.length - 1
}

function fieldCount(value: object): number {
  let n = 0
  for (const _ in value) n++
  return n
}

/** The zone's fields in their order, `hidden` where `cards` was, without `faces`. */
function packedZone(zone: ZoneView): PackedZoneView {
  const out: Record<string, unknown> = {}
  for (const key in zone) {
    if (key === 'cards') out.hidden = zone.cards.length
    else if (key !== 'faces') out[key] = zone[key as keyof ZoneView]
  }
  return out as unknown as PackedZoneView
}

/** The zone's fields in their order, `cards` where `hidden` was, then `faces` (last, as the engine's zone views have it). */
function unpackedZone(zone: PackedZoneView): ZoneView {
  const hidden = zone.hidden
  if (!Number.isSafeInteger(hidden) || hidden < 0) throw new TypeError(`Packed zone '${zone.id}': hidden must be a card count, got ${String(hidden)}`)
  const cards: string[] = []
  const faces: Card[] = []
  for (let i = 0; i < hidden; i++) {
    const id = placeholderId(zone.id, i)
    cards.push(id)
    faces.push({ id, type: HIDDEN_CARD_TYPE })
  }
  const out: Record<string, unknown> = {}
  for (const key in zone) {
    if (key === 'hidden') out.cards = cards
    else out[key] = zone[key as keyof PackedZoneView]
  }
  out.faces = faces
  return out as unknown as ZoneView
}
