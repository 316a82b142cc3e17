import { NotFoundError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import type { Card, GameState, Zone } from '../state/types'
import { canSeeCard } from './hiddenCard'
import { ViewParts } from './viewParts'
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
}

/**
 * The view of `state` for `viewer` before the plugins' `redact` hooks. With `previous` (the same viewer's last
 * one), a zone that is the same object as then, with the same card records, keeps its zone view; other zones
 * come from `parts` (see {@link ViewParts}). @internal
 */
export function buildBaseView(state: GameState, viewer: string | null, parts: ViewParts, previous: ViewBase | null): PlayerView {
  if (viewer !== null && !Object.hasOwn(state.players, viewer)) throw new NotFoundError('player', viewer)
  const sameCards = previous !== null && previous.state.cards === state.cards
  const before = sameCards ? previous.state.zones : null
  const shownBefore = sameCards ? previous.base.zones : null
  let zones: Record<string, ZoneView> = {}
  let reused = 0
  let count = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    count++
    let shown: ZoneView | undefined
    const last = shownBefore === null ? undefined : shownBefore[zoneId]
    if (last !== undefined && before![zoneId] === zone) {
      shown = last
      reused++
    } else shown = viewOfZone(state.cards, zoneId, zone, viewer, parts)
    if (zoneId === '__proto__') Object.defineProperty(zones, zoneId, { value: shown, enumerable: true, writable: true, configurable: true })
    else zones[zoneId] = shown
  }
  // Nothing moved (a bet, a pass): the last view's zones record, when it held the same zones.
  if (shownBefore !== null && reused === count && count === Object.keys(shownBefore).length) zones = shownBefore as Record<string, ZoneView>
  return {
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
  }
}

/** `view` through each plugin's `redact` hook, in registration order. @internal */
export function redactView(view: PlayerView, viewer: string | null, plugins: readonly GamePlugin[]): PlayerView {
  for (const plugin of plugins) if (plugin.redact) view = plugin.redact(view, viewer)
  return view
}

/**
 * The view of one zone: hidden cards replaced by their placeholders, `revealed` entries of absent cards dropped.
 * A zone seen whole or not at all looks the same to every such viewer: its view is shared through `parts`, and
 * a new open view takes the records of the cards still at the same positions from the zone's latest one.
 */
function viewOfZone(cards: GameState['cards'], zoneId: string, zone: Zone, viewer: string | null, parts: ViewParts): ZoneView {
  const ids = zone.cards
  const visibility = zone.visibility ?? 'public'
  const revealed = zone.revealed
  const anyRevealed = revealed !== undefined && revealed.length > 0
  const open = visibility === 'public' || (visibility === 'owner' && viewer !== null && zone.ownerId === viewer)
  const shareable = open || !anyRevealed
  if (shareable) {
    const shared = parts.shared(zoneId, zone, cards, open)
    if (shared !== null) return shared
  }
  let shownIds: readonly string[]
  let faces: Card[]
  if (open) {
    shownIds = ids
    faces = visibleFaces(cards, ids, parts.latestOpen(zoneId, cards))
  } else if (!anyRevealed) {
    shownIds = parts.ids(zoneId, ids.length)
    faces = parts.faces(zoneId, ids.length)
  } else {
    const mixed: string[] = []
    faces = []
    for (let i = 0; i < ids.length; i++) {
      const cardId = ids[i]!
      if (canSeeCard(zone, cardId, viewer)) {
        mixed.push(cardId)
        faces.push(cards[cardId]!)
      } else {
        const placeholder = parts.face(zoneId, i)
        mixed.push(placeholder.id)
        faces.push(placeholder)
      }
    }
    shownIds = mixed
  }
  // A `revealed` entry naming a card the zone does not hold (a zone built by hand) would leak that card's id.
  const shownRevealed = anyRevealed && revealed.some((c) => !ids.includes(c)) ? revealed.filter((c) => ids.includes(c)) : revealed
  const view = zoneView(zone, shownIds, shownRevealed, faces)
  if (shareable) parts.keep(zoneId, zone, cards, open, view)
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

/** The records of `ids`, taking those of `last` (made from the same records) while its ids are the same from the start. */
function visibleFaces(cards: GameState['cards'], ids: readonly string[], last: ZoneView | null): Card[] {
  let start = 0
  let faces: Card[]
  if (last !== null) {
    const lastIds = last.cards
    const limit = Math.min(lastIds.length, ids.length)
    while (start < limit && lastIds[start] === ids[start]) start++
    faces = start === 0 ? [] : last.faces.slice(0, start)
  } else faces = []
  for (let i = start; i < ids.length; i++) faces.push(cards[ids[i]!]!)
  return faces
}
