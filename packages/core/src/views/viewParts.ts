import { RecordCopier } from '../state/draft/recordCopier'
import type { Card, GameState, Zone } from '../state/types'
import { HIDDEN_CARD_TYPE, placeholderId } from './hiddenCard'
import type { ZoneView } from './types'

/** The largest zone whose placeholder-only views are kept by size (see {@link ZoneParts.closedOfSize}). */
const SMALL_ZONE = 32

/**
 * What the viewers of one engine share of one zone (by id):
 * - its placeholders (`{ id: 'hidden:<zone>:<index>', type: 'hidden' }`), each made once per position (at most
 *   as many as the zone ever held cards);
 * - the latest view of the zone as a viewer who sees all of it has it, and as one who sees none of it: the
 *   players and the spectator asking for their views of one state build each changed zone once;
 * - its placeholder-only views by size, for zones of at most {@link SMALL_ZONE} cards (a hand going from six
 *   cards to seven and back is the same to those who do not see it).
 * @internal
 */
export class ZoneParts {
  private readonly placeholderIds: string[] = []
  private readonly placeholderFaces: Card[] = []
  private source: Zone | null = null
  private cards: GameState['cards'] | null = null
  private open: ZoneView | null = null
  private closed: ZoneView | null = null
  /** The latest open view, whatever zone it was made from, and its card records. */
  private lastOpen: ZoneView | null = null
  private lastOpenCards: GameState['cards'] | null = null
  private bySize: ZoneView[] = []

  constructor(
    private readonly zoneId: string,
    /** Whether views are frozen (checked modes): see {@link ViewParts.freeze}. */
    private readonly frozen: boolean,
  ) {}

  /** `value`, frozen (shallowly) when views are. */
  freeze<T>(value: T): T {
    if (this.frozen) Object.freeze(value)
    return value
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

  /** A placeholder-only view made before for a zone with the fields and the size of `zone`, if kept. */
  closedOfSize(zone: Zone): ZoneView | undefined {
    const view = this.bySize[zone.cards.length]
    if (view === undefined || view.type !== zone.type || view.ownerId !== zone.ownerId || view.visibility !== zone.visibility || view.revealed !== zone.revealed) return undefined
    return view
  }

  /** Keeps `view`, a placeholder-only view of `zone`, for {@link closedOfSize} (small zones only). */
  keepClosedOfSize(zone: Zone, view: ZoneView): void {
    if (zone.cards.length <= SMALL_ZONE) this.bySize[zone.cards.length] = view
  }

  /** The placeholder of position `index`. */
  placeholder(index: number): Card {
    this.upTo(index + 1)
    return this.placeholderFaces[index]!
  }

  /** The ids of the first `count` placeholders (a new array, frozen as the views are). */
  ids(count: number): string[] {
    this.upTo(count)
    return this.freeze(this.placeholderIds.slice(0, count))
  }

  /** The records of the first `count` placeholders (a new array, frozen as the views are). */
  faces(count: number): Card[] {
    this.upTo(count)
    return this.freeze(this.placeholderFaces.slice(0, count))
  }

  /** Forgets the shared views (the placeholders stay: they never change). */
  forget(): void {
    this.source = null
    this.cards = null
    this.open = null
    this.closed = null
    this.lastOpen = null
    this.lastOpenCards = null
    this.bySize = []
  }

  private upTo(count: number): void {
    for (let i = this.placeholderIds.length; i < count; i++) {
      const id = placeholderId(this.zoneId, i)
      this.placeholderIds.push(id)
      this.placeholderFaces.push(this.freeze({ id, type: HIDDEN_CARD_TYPE }))
    }
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
  private diff: string[] | null = null
  /** The parts of the zones of {@link ViewParts.diff}, in its order (one map look-up per changed zone and state, not per viewer). */
  private diffParts: ZoneParts[] = []
  /** The zones of {@link ViewParts.diff} in the later state, in its order (read once per state, not per viewer). */
  private diffZones: Zone[] = []
  /** The place of each zone of {@link ViewParts.diff} among the later state's zone ids, in its order. */
  private diffPlaces: number[] = []
  /** The key list last checked by {@link ViewParts.placesFit}, and its answer for the current diff. */
  private fitKeys: readonly string[] | null = null
  private fit = false
  /** Copies a view's zones record, to overwrite the zones that changed (see {@link RecordCopier}). */
  readonly copier = new RecordCopier()
  /** Zone views by place among a record's keys, for {@link RecordShape.copyFrom}: all `undefined` between uses. */
  readonly scratch: (ZoneView | undefined)[] = []

  /**
   * With `frozen` (checked modes, where everything a view takes from the state is frozen already), every
   * object the views get from here and from `buildBaseView` is frozen as it is made: a view is then frozen
   * throughout without walking it.
   */
  constructor(private readonly frozen = false) {}

  /** `value`, frozen (shallowly) when views are. */
  freeze<T>(value: T): T {
    if (this.frozen) Object.freeze(value)
    return value
  }

  /** The shared parts of zone `zoneId`. */
  of(zoneId: string): ZoneParts {
    let parts = this.zones.get(zoneId)
    if (parts === undefined) {
      parts = new ZoneParts(zoneId, this.frozen)
      this.zones.set(zoneId, parts)
    }
    return parts
  }

  /**
   * The ids of the zones of `after` that are not the same objects in `before`, in `after`'s order; `null` when
   * the two have not the same zone ids. The last answer is kept: the viewers who saw the same state last
   * (every player and the spectator, after each action) ask the same question.
   */
  changedZones(before: GameState['zones'], after: GameState['zones']): string[] | null {
    if (before === this.diffFrom && after === this.diffTo) return this.diff
    let diff: string[] | null = []
    const diffZones: Zone[] = []
    const diffPlaces: number[] = []
    let count = 0
    for (const zoneId in after) {
      count++
      const was = before[zoneId]
      const zone = after[zoneId]!
      if (was === zone) continue
      if (was === undefined || !Object.hasOwn(before, zoneId)) {
        diff = null
        break
      }
      diff.push(zoneId)
      diffZones.push(zone)
      diffPlaces.push(count - 1)
    }
    if (diff !== null) {
      for (const _ in before) count--
      if (count !== 0) diff = null
    }
    const diffParts: ZoneParts[] = []
    if (diff !== null) for (let i = 0; i < diff.length; i++) diffParts.push(this.of(diff[i]!))
    this.diffFrom = before
    this.diffTo = after
    this.diff = diff
    this.diffParts = diffParts
    this.diffZones = diffZones
    this.diffPlaces = diffPlaces
    this.fitKeys = null
    return diff
  }

  /**
   * Whether each zone of the last {@link ViewParts.changedZones} answer has, in `keys` (a view's zones record's
   * keys), the place it has among the later state's zone ids: then {@link ViewParts.changedPlaces} index that
   * record. The answer is kept for the same key list (the viewers of one state have the same one).
   */
  placesFit(keys: readonly string[]): boolean {
    if (keys === this.fitKeys) return this.fit
    const diff = this.diff!
    const places = this.diffPlaces
    let fit = true
    for (let i = 0; i < places.length; i++) {
      if (keys[places[i]!] !== diff[i]) {
        fit = false
        break
      }
    }
    this.fitKeys = keys
    this.fit = fit
    return fit
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
    this.diff = null
    this.diffParts = []
    this.diffZones = []
    this.diffPlaces = []
    this.fitKeys = null
  }
}
