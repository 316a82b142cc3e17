import { hasKeys, type RecordCopier, type RecordShape } from '../state/draft/recordCopier'
import { EngineCache } from './engineCache'
import { freezeWhen, type ZonePlaceholders } from './zonePlaceholders'
import type { Card, GameState, Zone } from '../state/types'
import type { ZoneView } from './types'

/**
 * What the viewers of one engine share of one zone (by id):
 * - the latest view of the zone as a viewer who sees all of it has it, and as one who sees none of it: the
 *   players and the spectator asking for their views of one state build each changed zone once;
 * - its placeholders and placeholder-only views by size ({@link ZonePlaceholders}, shared further, by the engines
 *   of an {@link EngineCache}).
 * @internal
 */
export class ZoneParts {
  private source: Zone | null = null
  private cards: GameState['cards'] | null = null
  private open: ZoneView | null = null
  private closed: ZoneView | null = null
  /** The latest open view, whatever zone it was made from, and its card records. */
  private lastOpen: ZoneView | null = null
  private lastOpenCards: GameState['cards'] | null = null

  constructor(
    /** The zone's placeholders and placeholder-only views. */
    readonly placeholders: ZonePlaceholders,
    /** Whether views are frozen (checked modes): see {@link ViewParts.freeze}. */
    private readonly frozen: boolean,
  ) {}

  /** `value`, frozen (shallowly) when views are. */
  freeze<T>(value: T): T {
    return freezeWhen(this.frozen, value)
  }

  /** The shared view of `zone` (made from the card records `cards`) seen whole (`open`) or not at all, if made. */
  shared(zone: Zone, cards: GameState['cards'], open: boolean): ZoneView | null {
    if (this.source !== zone || this.cards !== cards) return null
    return open ? this.open : this.closed
  }

  /** The latest view of the zone seen whole, made from `cards`, whatever its zone (a source of card records). */
  latestOpen(cards: GameState['cards']): ZoneView | null {
    return this.lastOpenCards === cards ? this.lastOpen : null
  }

  /** Keeps `view` as the shared view of `zone` seen whole (`open`) or not at all. */
  keep(zone: Zone, cards: GameState['cards'], open: boolean, view: ZoneView): void {
    if (this.source !== zone || this.cards !== cards) {
      this.source = zone
      this.cards = cards
      this.open = null
      this.closed = null
    }
    if (open) {
      this.open = view
      this.lastOpen = view
      this.lastOpenCards = cards
    } else this.closed = view
  }

  /** Forgets the shared views (the placeholders stay: they never change). */
  forget(): void {
    this.source = null
    this.cards = null
    this.open = null
    this.closed = null
    this.lastOpen = null
    this.lastOpenCards = null
  }
}

/**
 * The parts of views that every viewer of one engine shares, zone by zone ({@link ZoneParts}). Owned by one
 * engine's view cache (or by one {@link createPlayerView} call); one entry per zone id the engine's games had.
 * @internal
 */
export class ViewParts {
  private readonly zones = new Map<string, ZoneParts>()
  private diffFrom: GameState['zones'] | null = null
  private diffTo: GameState['zones'] | null = null
  /** How many zones the last {@link ViewParts.changedZones} answer found changed (`-1`: not the same zone ids); the lists below hold them in their first places. */
  private diffCount = -1
  /** The changed zones' ids, in the later state's order. */
  private readonly diffIds: string[] = []
  /** Their shared parts (one look-up per changed zone and state, not per viewer). */
  private readonly diffParts: ZoneParts[] = []
  /** The zones themselves, in the later state (read once per state, not per viewer). */
  private readonly diffZones: Zone[] = []
  /** Their places among the later state's zone ids. */
  private readonly diffPlaces: number[] = []
  /** The shape of the zone ids of the last states compared (`null`: none, or no compiled code), and its zones' parts by place. */
  private stateShape: RecordShape<Zone> | null = null
  private shapeParts: ZoneParts[] = []
  /** The last zones record found to have {@link ViewParts.stateShape}'s ids (not checked again). */
  private shapeChecked: GameState['zones'] | null = null
  /** The shape the last answer was found by (`null`: by name). */
  private diffShape: RecordShape<Zone> | null = null
  /** Where the compiled record copiers and the zones' placeholders come from (shared by engines, or this engine's own). */
  private cache: EngineCache
  /** Zone views by place among a record's keys, for {@link RecordShape.copyFrom}: all `undefined` between uses. */
  readonly scratch: (ZoneView | undefined)[] = []

  /**
   * With `frozen` (checked modes, where everything a view takes from the state is frozen already), every
   * object the views get from here and from `buildBaseView` is frozen as it is made: a view is then frozen
   * throughout without walking it.
   */
  constructor(
    private readonly frozen = false,
    cache: EngineCache = new EngineCache(),
  ) {
    this.cache = cache
  }

  /** Copies a view's zones record, to overwrite the zones that changed, and compares states' zones (its compiled code may be shared by several engines: see {@link EngineCache}). */
  get copier(): RecordCopier {
    return this.cache.viewCopier
  }

  /** The cache in use. */
  get engineCache(): EngineCache {
    return this.cache
  }

  /**
   * Takes `cache` for the views to come (after {@link ViewParts.clear}): the compiled shapes and the placeholders
   * of another cache are not this one's, so every zone's parts are made again.
   */
  useCache(cache: EngineCache): void {
    this.cache = cache
    this.zones.clear()
    this.stateShape = null
    this.shapeParts = []
    this.shapeChecked = null
  }

  /** `value`, frozen (shallowly) when views are. */
  freeze<T>(value: T): T {
    return freezeWhen(this.frozen, value)
  }

  /** The shared parts of zone `zoneId`. */
  of(zoneId: string): ZoneParts {
    let parts = this.zones.get(zoneId)
    if (parts === undefined) {
      parts = new ZoneParts(this.cache.placeholders(zoneId, this.frozen), this.frozen)
      this.zones.set(zoneId, parts)
    }
    return parts
  }

  /**
   * How many zones of `after` are not the same objects in `before` (`-1` when the two have not the same zone
   * ids); their ids, places, parts and zones are then {@link ViewParts.changedIds} and the lists after it, in
   * `after`'s order, up to that count. Two records with the same ids in the same order (every state of a game
   * whose plugins add no zones) are compared by a compiled function that reads each zone by name; the last
   * answer is kept: the viewers who saw the same state last (every player, after each action) ask the same question.
   */
  changedZones(before: GameState['zones'], after: GameState['zones']): number {
    if (before === this.diffFrom && after === this.diffTo) return this.diffCount
    const shape = this.shapeOfBoth(before, after)
    let count: number
    if (shape !== null) {
      count = shape.diff(before, after, this.diffPlaces, this.diffZones)
      const keys = shape.keys
      for (let i = 0; i < count; i++) {
        const place = this.diffPlaces[i]!
        this.diffIds[i] = keys[place]!
        this.diffParts[i] = this.shapeParts[place]!
      }
    } else count = this.changedByName(before, after)
    this.diffShape = shape
    this.diffFrom = before
    this.diffTo = after
    this.diffCount = count
    return count
  }

  /**
   * The compiled shape of `after`'s zone ids when `before` has the same ids in the same order (checked by one pass
   * over each record's keys, none for `before` when it was the later state of the last comparison); else `null`.
   */
  private shapeOfBoth(before: GameState['zones'], after: GameState['zones']): RecordShape<Zone> | null {
    let shape = this.stateShape
    if (shape === null || (after !== this.shapeChecked && !hasKeys(after, shape.keys))) {
      // A record checked against the last shape says nothing of this one.
      this.shapeChecked = null
      shape = this.copier.shapeOf(after)
      if (shape === null) return null
      this.stateShape = shape
      this.shapeParts = shape.keys.map((zoneId) => this.of(zoneId))
    }
    const beforeFits = before === this.shapeChecked || hasKeys(before, shape.keys)
    this.shapeChecked = after
    return beforeFits ? shape : null
  }

  /** {@link ViewParts.changedZones} by a look-up of each zone id of `after` in `before` (other zone ids, or no compiled code). */
  private changedByName(before: GameState['zones'], after: GameState['zones']): number {
    let count = 0
    let place = 0
    for (const zoneId in after) {
      const was = before[zoneId]
      const zone = after[zoneId]!
      place++
      if (was === zone) continue
      if (was === undefined || !Object.hasOwn(before, zoneId)) return -1
      this.diffIds[count] = zoneId
      this.diffZones[count] = zone
      this.diffPlaces[count] = place - 1
      this.diffParts[count] = this.of(zoneId)
      count++
    }
    for (const _ in before) place--
    return place === 0 ? count : -1
  }

  /** The shape of the zone ids of the states of the last {@link ViewParts.changedZones} answer, when it compared them by it (its places then index that shape's keys); else `null`. */
  get changedShape(): RecordShape<Zone> | null {
    return this.diffShape
  }

  /** The ids of the zones of the last {@link ViewParts.changedZones} answer, in its order (its first places). */
  get changedIds(): readonly string[] {
    return this.diffIds
  }

  /** The place of each zone of the last {@link ViewParts.changedZones} answer among the later state's zone ids. */
  get changedPlaces(): readonly number[] {
    return this.diffPlaces
  }

  /** The shared parts of each zone of the last {@link ViewParts.changedZones} answer, in its order. */
  get changedParts(): readonly ZoneParts[] {
    return this.diffParts
  }

  /** The zones (in the later state) of the last {@link ViewParts.changedZones} answer, in its order. */
  get changedZoneList(): readonly Zone[] {
    return this.diffZones
  }

  /** Forgets the shared zone views (the placeholders stay: they never change). */
  clear(): void {
    for (const parts of this.zones.values()) parts.forget()
    this.diffFrom = null
    this.diffTo = null
    this.diffCount = -1
    this.diffShape = null
    this.stateShape = null
    this.shapeParts = []
    this.shapeChecked = null
    this.diffIds.length = 0
    this.diffParts.length = 0
    this.diffZones.length = 0
    this.diffPlaces.length = 0
  }
}
