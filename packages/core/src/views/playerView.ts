import { NotFoundError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import type { Card, GameState, Zone } from '../state/types'
import type { PlayerView } from './types'

/** The `type` of the placeholder that stands for a card the viewer may not see. */
export const HIDDEN_CARD_TYPE = 'hidden'

/** Whether `viewer` (a player id, or `null` for a spectator) may see a card of `zone`. */
export function canSeeCard(zone: Zone, cardId: string, viewer: string | null): boolean {
  const visibility = zone.visibility ?? 'public'
  if (visibility === 'public') return true
  if (visibility === 'owner' && viewer !== null && zone.ownerId === viewer) return true
  return zone.revealed !== undefined && zone.revealed.includes(cardId)
}

/**
 * Computes what `viewer` may know of `state` (see {@link PlayerView}): hidden
 * cards become placeholders numbered by position in their zone, so nothing ties
 * a placeholder to a card; cards in no zone are left out; the seed is removed;
 * then each plugin's `redact` hook runs, in registration order.
 */
export function createPlayerView(state: GameState, viewer: string | null, plugins: readonly GamePlugin[] = []): PlayerView {
  return buildPlayerView(state, viewer, plugins, null)
}

/** A zone as a viewer's view has it, and where its cards' entries come from. @internal */
export interface ZoneView {
  /** The state's zone it was made from. */
  readonly source: Zone
  /** The zone in the view (its cards, placeholders included; `source` itself when nothing is hidden). */
  readonly shown: Zone
  /** Per card of `shown`: its placeholder, or `null` for a card the viewer sees (read from the state's cards). */
  readonly entries: readonly (Card | null)[]
}

/** What {@link buildPlayerView} may reuse: the viewer's zone views of its last view, and placeholders made once. @internal */
export interface ViewReuse {
  previous: ReadonlyMap<string, ZoneView> | null
  next: Map<string, ZoneView>
  placeholder(zoneId: string, index: number): Card
}

/**
 * {@link createPlayerView}, reusing with `reuse` the zone views of the viewer's last view whose zone is the
 * same object (the same zone gives the same view) and placeholders made once. @internal
 */
export function buildPlayerView(state: GameState, viewer: string | null, plugins: readonly GamePlugin[], reuse: ViewReuse | null): PlayerView {
  if (viewer !== null && !Object.hasOwn(state.players, viewer)) throw new NotFoundError('player', viewer)
  const cards = dictionaryRecord<Card>()
  const zones: Record<string, Zone> = {}
  const previous = reuse === null ? null : reuse.previous
  for (const zoneId of Object.keys(state.zones)) {
    const zone = state.zones[zoneId]!
    let zoneView = previous === null ? undefined : previous.get(zoneId)
    if (zoneView === undefined || zoneView.source !== zone) zoneView = viewOfZone(state, zoneId, zone, viewer, reuse)
    if (reuse !== null) reuse.next.set(zoneId, zoneView)
    const shown = zoneView.shown.cards
    const entries = zoneView.entries
    for (let i = 0; i < shown.length; i++) setOwn(cards, shown[i]!, entries[i] ?? state.cards[shown[i]!]!)
    setOwn(zones, zoneId, zoneView.shown)
  }
  let view: PlayerView = {
    viewer,
    gameId: state.gameId,
    status: state.status,
    players: state.players,
    cards,
    zones,
    variables: state.variables,
    currentPlayerId: state.currentPlayerId,
    turn: state.turn,
    winnerIds: state.winnerIds,
    version: state.version,
  }
  for (const plugin of plugins) if (plugin.redact) view = plugin.redact(view, viewer)
  return view
}

/** The view of one zone: hidden cards replaced by their placeholders, `revealed` entries of absent cards dropped. */
function viewOfZone(state: GameState, zoneId: string, zone: Zone, viewer: string | null, reuse: ViewReuse | null): ZoneView {
  const entries: (Card | null)[] = []
  let shown: string[] | null = null
  for (let i = 0; i < zone.cards.length; i++) {
    const cardId = zone.cards[i]!
    if (canSeeCard(zone, cardId, viewer)) {
      entries.push(null)
      if (shown !== null) shown.push(cardId)
    } else {
      if (shown === null) shown = zone.cards.filter((_, j) => j < i)
      const placeholder = reuse === null ? { id: `hidden:${zoneId}:${i}`, type: HIDDEN_CARD_TYPE } : reuse.placeholder(zoneId, i)
      entries.push(placeholder)
      shown.push(placeholder.id)
    }
  }
  // A `revealed` entry naming a card the zone does not hold (a zone built by hand) would leak that card's id.
  const revealed = zone.revealed
  const stale = revealed !== undefined && revealed.some((c) => !zone.cards.includes(c))
  let view: Zone
  if (shown === null && !stale) view = zone
  else if (!stale) view = { ...zone, cards: shown! }
  else view = { ...zone, cards: shown ?? zone.cards, revealed: revealed.filter((c) => zone.cards.includes(c)) }
  return { source: zone, shown: view, entries }
}

/** An empty record in V8's dictionary mode: a hundred keys added in an order no other record shares cost a hash insert each, not a new hidden class each. */
function dictionaryRecord<T>(): Record<string, T> {
  const record: Record<string, unknown> = { a: 0, b: 0 }
  delete record.a
  delete record.b
  return record as Record<string, T>
}

function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}
