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
  if (viewer !== null && !Object.hasOwn(state.players, viewer)) throw new NotFoundError('player', viewer)
  const cards: Record<string, Card> = {}
  const zones: Record<string, Zone> = {}
  for (const zoneId of Object.keys(state.zones)) {
    const zone = state.zones[zoneId]!
    let shown: string[] | null = null
    for (let i = 0; i < zone.cards.length; i++) {
      const cardId = zone.cards[i]!
      if (canSeeCard(zone, cardId, viewer)) {
        setOwn(cards, cardId, state.cards[cardId]!)
        if (shown !== null) shown.push(cardId)
      } else {
        if (shown === null) shown = zone.cards.filter((_, j) => j < i)
        const placeholder = `hidden:${zoneId}:${i}`
        setOwn(cards, placeholder, { id: placeholder, type: HIDDEN_CARD_TYPE })
        shown.push(placeholder)
      }
    }
    // A `revealed` entry naming a card the zone does not hold (a zone built by hand) would leak that card's id.
    const revealed = zone.revealed
    const stale = revealed !== undefined && revealed.some((c) => !zone.cards.includes(c))
    if (shown === null && !stale) setOwn(zones, zoneId, zone)
    else if (!stale) setOwn(zones, zoneId, { ...zone, cards: shown! })
    else setOwn(zones, zoneId, { ...zone, cards: shown ?? zone.cards, revealed: revealed.filter((c) => zone.cards.includes(c)) })
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

function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}
