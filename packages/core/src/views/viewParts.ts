import type { Card, GameState, Zone } from '../state/types'
import { HIDDEN_CARD_TYPE } from './hiddenCard'
import type { ZoneView } from './types'

/** A zone's placeholders made so far: ids and records, by position. */
interface ZonePlaceholders {
  readonly ids: string[]
  readonly faces: Card[]
}

/** The latest views of one zone that do not depend on who looks: seen whole, and seen as placeholders only. */
interface SharedZone {
  source: Zone
  cards: GameState['cards']
  open: ZoneView | null
  closed: ZoneView | null
  /** The latest open view, whatever zone it was made from, and its card records. */
  lastOpen: ZoneView | null
  lastOpenCards: GameState['cards'] | null
}

/**
 * The parts of views that every viewer of one engine shares:
 * - the placeholders that stand for hidden cards (`{ id: 'hidden:<zone>:<index>', type: 'hidden' }`), each made
 *   once per zone position (at most as many per zone as it ever held cards);
 * - the latest view of each zone as a viewer who sees all of it has it, and as one who sees none of it: the
 *   players and the spectator asking for their views of one state build each changed zone once.
 *
 * Owned by one engine's view cache (or by one {@link createPlayerView} call).
 * @internal
 */
export class ViewParts {
  private readonly placeholders = new Map<string, ZonePlaceholders>()
  private readonly zones = new Map<string, SharedZone>()

  /** `freeze` is applied to each placeholder made (`Object.freeze` in checked modes). */
  constructor(private readonly freeze: (card: Card) => Card = (card) => card) {}

  /** The placeholder of position `index` of `zoneId`. */
  face(zoneId: string, index: number): Card {
    return this.upTo(zoneId, index + 1).faces[index]!
  }

  /** The ids of the first `count` positions of `zoneId` (a new array). */
  ids(zoneId: string, count: number): string[] {
    return this.upTo(zoneId, count).ids.slice(0, count)
  }

  /** The records of the first `count` positions of `zoneId` (a new array). */
  faces(zoneId: string, count: number): Card[] {
    return this.upTo(zoneId, count).faces.slice(0, count)
  }

  /** The shared view of `zone` (made from the card records `cards`) seen whole (`open`) or not at all, if made. */
  shared(zoneId: string, zone: Zone, cards: GameState['cards'], open: boolean): ZoneView | null {
    const entry = this.zones.get(zoneId)
    if (entry === undefined || entry.source !== zone || entry.cards !== cards) return null
    return open ? entry.open : entry.closed
  }

  /** The latest view of `zoneId` seen whole, made from `cards`, whatever its zone (a source of card records). */
  latestOpen(zoneId: string, cards: GameState['cards']): ZoneView | null {
    const entry = this.zones.get(zoneId)
    return entry === undefined || entry.lastOpenCards !== cards ? null : entry.lastOpen
  }

  /** Keeps `view` as the shared view of `zone` seen whole (`open`) or not at all. */
  keep(zoneId: string, zone: Zone, cards: GameState['cards'], open: boolean, view: ZoneView): void {
    let entry = this.zones.get(zoneId)
    if (entry === undefined) {
      entry = { source: zone, cards, open: null, closed: null, lastOpen: null, lastOpenCards: null }
      this.zones.set(zoneId, entry)
    } else if (entry.source !== zone || entry.cards !== cards) {
      entry.source = zone
      entry.cards = cards
      entry.open = null
      entry.closed = null
    }
    if (open) {
      entry.open = view
      entry.lastOpen = view
      entry.lastOpenCards = cards
    } else entry.closed = view
  }

  /** Forgets the shared zone views (the placeholders stay: they never change). */
  clear(): void {
    this.zones.clear()
  }

  private upTo(zoneId: string, count: number): ZonePlaceholders {
    let zone = this.placeholders.get(zoneId)
    if (zone === undefined) {
      zone = { ids: [], faces: [] }
      this.placeholders.set(zoneId, zone)
    }
    for (let i = zone.ids.length; i < count; i++) {
      const id = `hidden:${zoneId}:${i}`
      zone.ids.push(id)
      zone.faces.push(this.freeze({ id, type: HIDDEN_CARD_TYPE }))
    }
    return zone
  }
}
