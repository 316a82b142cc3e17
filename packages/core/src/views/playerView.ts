import { NotFoundError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import type { RecordShape } from '../state/draft/recordCopier'
import { setOwn } from '../state/draft/shapes'
import type { Card, GameState, Zone } from '../state/types'
import { canSeeCard } from './hiddenCard'
import { ViewParts, type ZoneParts } from './viewParts'
import type { PlayerView, ZoneView } from './types'

export { canSeeCard, HIDDEN_CARD_TYPE } from './hiddenCard'

/**
 * Computes what `viewer` may know of `state` (see {@link PlayerView}): hidden
 * cards become placeholders numbered by position in their zone, so nothing ties
 * a placeholder to a card; cards in no zone are left out; the seed is removed;
 * then each plugin's `redact` hook runs, in registration order.
 */
export function createPlayerView(state: GameState, viewer: string | null, plugins: readonly GamePlugin[] = []): PlayerView {
  return redactView(buildBaseView(state, viewer, new ViewParts(), null), viewer, plugins)
}

/** A viewer's last view before the plugins' `redact` hooks, and the state it was made from. @internal */
export interface ViewBase {
  readonly state: GameState
  readonly base: PlayerView
  /** The compiled copiers of `base.zones`' key set (see {@link RecordCopier.shapeOf}), once asked for (`null`: not yet, or none). */
  zonesShape: RecordShape<ZoneView> | null
}

/**
 * The view of `state` for `viewer` before the plugins' `redact` hooks. With `previous` (the same viewer's last
 * one), a zone that is the same object as then, with the same card records, keeps its zone view; other zones
 * come from `parts` (see {@link ViewParts}). @internal
 */
export function buildBaseView(state: GameState, viewer: string | null, parts: ViewParts, previous: ViewBase | null): PlayerView {
  // A viewer whose last view was of the same players record was checked then.
  if (viewer !== null && previous?.state.players !== state.players && !Object.hasOwn(state.players, viewer)) throw new NotFoundError('player', viewer)
  // How many zones changed since the last view, when it was made from the same card records and zone ids
  // (found once for all the viewers whose last view was of the same state; -1: not comparable).
  const changed = previous !== null && previous.state.cards === state.cards ? parts.changedZones(previous.state.zones, state.zones) : -1
  let zones: Record<string, ZoneView>
  if (changed >= 0) {
    // The last view's zones record, copied with the changed zones' new views.
    zones = previous!.base.zones as Record<string, ZoneView>
    if (changed > 0) zones = withChangedZones(state.cards, zones, viewer, parts, previous!, changed)
  } else {
    // Other zone ids, maybe: the copiers of the last view's zones may no longer be this view's.
    if (previous !== null) previous.zonesShape = null
    zones = {}
    for (const zoneId in state.zones) setOwn(zones, zoneId, viewOfZone(state.cards, state.zones[zoneId]!, viewer, parts.of(zoneId)))
  }
  if (zones !== previous?.base.zones) parts.freeze(zones)
  return parts.freeze({
    viewer,
    gameId: state.gameId,
    status: state.status,
    players: state.players,
    zones,
    variables: state.variables,
    currentPlayerId: state.currentPlayerId,
    turn: state.turn,
    winnerIds: state.winnerIds,
    version: state.version,
  })
}

/**
 * `zones` (the viewer's last view's zones record) copied with the views of the `n` zones of the last
 * {@link ViewParts.changedZones} answer put in. Where the last view's zones record has the zone ids of the states
 * compared, in their order (always, unless a plugin added, removed or reordered zones), the copy is one compiled
 * object literal that takes the new zone views by place (no store by a computed key); otherwise a copy with the
 * changed zones set by name.
 */
function withChangedZones(cards: GameState['cards'], zones: Record<string, ZoneView>, viewer: string | null, parts: ViewParts, previous: ViewBase, n: number): Record<string, ZoneView> {
  const changedParts = parts.changedParts
  const changedZones = parts.changedZoneList
  const shape = previous.zonesShape ?? (previous.zonesShape = parts.copier.shapeOf(zones))
  if (shape !== null && (shape as RecordShape<unknown>) === parts.changedShape) {
    const places = parts.changedPlaces
    const first = viewOfZone(cards, changedZones[0]!, viewer, changedParts[0]!)
    if (n === 1) return shape.copyWith(zones, places[0]!, first, -1, first)
    if (n === 2) return shape.copyWith(zones, places[0]!, first, places[1]!, viewOfZone(cards, changedZones[1]!, viewer, changedParts[1]!))
    const scratch = parts.scratch
    for (let k = scratch.length; k < shape.keys.length; k++) scratch.push(undefined)
    try {
      scratch[places[0]!] = first
      for (let i = 1; i < n; i++) scratch[places[i]!] = viewOfZone(cards, changedZones[i]!, viewer, changedParts[i]!)
      return shape.copyFrom(zones, scratch)
    } finally {
      // Emptied even if a view threw: a zone view left here would go into a later copy.
      for (let i = 0; i < n; i++) scratch[places[i]!] = undefined
    }
  }
  const changed = parts.changedIds
  const copy = parts.copier.copy(zones)
  for (let i = 0; i < n; i++) setOwn(copy, changed[i]!, viewOfZone(cards, changedZones[i]!, viewer, changedParts[i]!))
  return copy
}

/** `view` through each plugin's `redact` hook, in registration order. @internal */
export function redactView(view: PlayerView, viewer: string | null, plugins: readonly GamePlugin[]): PlayerView {
  for (let i = 0; i < plugins.length; i++) {
    const plugin = plugins[i]!
    if (plugin.redact) view = plugin.redact(view, viewer)
  }
  return view
}

/**
 * The view of one zone: hidden cards replaced by their placeholders, `revealed` entries of absent cards dropped.
 * A zone seen whole or not at all looks the same to every such viewer: its view is shared through `parts`, and
 * a new open view takes the records of the cards still at the same positions from the zone's latest one.
 */
function viewOfZone(cards: GameState['cards'], zone: Zone, viewer: string | null, parts: ZoneParts): ZoneView {
  const ids = zone.cards
  const visibility = zone.visibility ?? 'public'
  const revealed = zone.revealed
  const anyRevealed = revealed !== undefined && revealed.length > 0
  const open = visibility === 'public' || (visibility === 'owner' && viewer !== null && zone.ownerId === viewer)
  const shareable = open || !anyRevealed
  if (shareable) {
    const shared = parts.shared(zone, cards, open)
    if (shared !== null) return shared
  }
  let shownIds: readonly string[]
  let faces: Card[]
  if (open) {
    shownIds = ids
    faces = parts.freeze(visibleFaces(cards, ids, parts.latestOpen(cards)))
  } else if (!anyRevealed) {
    const sized = parts.placeholders.closedOfSize(zone)
    if (sized !== undefined) {
      parts.keep(zone, cards, false, sized)
      return sized
    }
    shownIds = parts.placeholders.idsOf(ids.length)
    faces = parts.placeholders.facesOf(ids.length)
  } else {
    const mixed: string[] = []
    faces = []
    for (let i = 0; i < ids.length; i++) {
      const cardId = ids[i]!
      if (canSeeCard(zone, cardId, viewer)) {
        mixed.push(cardId)
        faces.push(cards[cardId]!)
      } else {
        const placeholder = parts.placeholders.placeholder(i)
        mixed.push(placeholder.id)
        faces.push(placeholder)
      }
    }
    shownIds = parts.freeze(mixed)
    parts.freeze(faces)
  }
  // A `revealed` entry naming a card the zone does not hold (a zone built by hand) would leak that card's id.
  const shownRevealed = anyRevealed && revealed.some((c) => !ids.includes(c)) ? revealed.filter((c) => ids.includes(c)) : revealed
  if (shownRevealed !== revealed) parts.freeze(shownRevealed)
  const view = parts.freeze(zoneView(zone, shownIds, shownRevealed, faces))
  if (shareable) parts.keep(zone, cards, open, view)
  if (!open && !anyRevealed) parts.placeholders.keepClosedOfSize(zone, view)
  return view
}

/**
 * A zone view as an object literal of the {@link Zone} fields (other fields a zone may carry are not shown):
 * a literal per combination of the optional fields is one hidden class each, an order of magnitude cheaper
 * than spreading the zone and overriding `cards`.
 */
function zoneView(zone: Zone, cards: readonly string[], revealed: readonly string[] | undefined, faces: readonly Card[]): ZoneView {
  const { id, type, ownerId, visibility } = zone
  if (revealed === undefined) {
    return visibility === undefined ? { id, type, ownerId, cards, faces } : { id, type, ownerId, cards, visibility, faces }
  }
  return visibility === undefined ? { id, type, ownerId, cards, revealed, faces } : { id, type, ownerId, cards, visibility, revealed, faces }
}

/**
 * The records of `ids`, taking those of `last` (made from the same records) where its ids are the same: from the
 * start, then from the end (a card played from the middle of a hand, or taken off the bottom of a pile), so that only
 * the cards between are looked up. The list is made at its length (a copy then a push would copy it twice and
 * leave it half as large again as it needs).
 */
function visibleFaces(cards: GameState['cards'], ids: readonly string[], last: ZoneView | null): Card[] {
  const n = ids.length
  const faces = new Array<Card>(n)
  if (last === null) {
    for (let i = 0; i < n; i++) faces[i] = cards[ids[i]!]!
    return faces
  }
  const lastIds = last.cards
  const lastFaces = last.faces
  const limit = Math.min(lastIds.length, n)
  let start = 0
  while (start < limit && lastIds[start] === ids[start]) start++
  // The common end, not overlapping the common start in either list.
  let end = 0
  const shift = lastIds.length - n
  while (end < limit - start && lastIds[lastIds.length - 1 - end] === ids[n - 1 - end]) end++
  const middle = n - end
  for (let i = 0; i < start; i++) faces[i] = lastFaces[i]!
  for (let i = start; i < middle; i++) faces[i] = cards[ids[i]!]!
  for (let i = middle; i < n; i++) faces[i] = lastFaces[i + shift]!
  return faces
}
