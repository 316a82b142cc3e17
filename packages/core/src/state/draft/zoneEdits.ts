import { NotFoundError } from '../../errors/errors'
import type { Zone, ZoneVisibility } from '../types'
import type { RecordCopy } from './recordCopier'
import { setOwn, zoneWithCards, zoneWithRevealed, zoneWithVisibility } from './shapes'

/*
 * The pending changes of a state's zones in a draft. An action changes two zones, rarely more: each changed
 * zone gets a slot in parallel lists (four allocated up front and kept across resets, so the hot path
 * allocates none and never grows a list), found by a scan of the few in use: a scan of two entries beats a
 * Map. A slot keeps the zone's new card list apart from its other fields, so cards move in place in an array
 * the draft made, and each changed zone is built once, when the draft builds its state.
 *
 * The draft never changes an array it did not make: a list taken from the base state, or handed in with
 * `set`, is copied before the first change in place (OWNED). Zones no slot changed keep their identity.
 */

/** The slot's card list is an array this draft made: it may change it in place. */
const OWNED = 1
/** The list was handed out to be changed in place: whether it changed is known only by comparing. */
const LENT = 2

const NO_ZONES: Readonly<Record<string, Zone>> = Object.freeze({})
const NO_CARDS: readonly string[] = Object.freeze([])

/** Pending changes of a zones record. @internal */
export class ZoneEdits {
  private base: Readonly<Record<string, Zone>> = NO_ZONES
  private count = 0
  /** The zone id of each slot. */
  private readonly ids: string[] = ['', '', '', '']
  /** The zone in the base state, or `undefined` when the draft added it. */
  private readonly bases: (Zone | undefined)[] = [undefined, undefined, undefined, undefined]
  /** The zone's fields as they are now, its cards apart when `lists` has them; `null` once removed. */
  private readonly zones: (Zone | null)[] = [null, null, null, null]
  /** The zone's new card list, or `null` while its cards did not change. */
  private readonly lists: (readonly string[] | null)[] = [null, null, null, null]
  private readonly flags: number[] = [0, 0, 0, 0]
  /** While building: the zone to put in the record, `undefined` for no change, `null` for removed. */
  private readonly built: (Zone | null | undefined)[] = [undefined, undefined, undefined, undefined]

  /**
   * Starts over on another zones record. The slots used are cleared: they point to zones of the state
   * before the last commit, which nothing else may hold any more; kept, they would survive a garbage
   * collection or two and get promoted to the old generation (measured: a draft that kept them ran UNO's
   * pattern at half the speed after a million actions).
   */
  reset(base: Readonly<Record<string, Zone>>): void {
    this.base = base
    for (let i = 0; i < this.count; i++) {
      this.bases[i] = undefined
      this.zones[i] = null
      this.lists[i] = null
      this.built[i] = undefined
    }
    this.count = 0
  }

  /** Whether any zone has a pending change. */
  get changed(): boolean {
    return this.count > 0
  }

  private find(zoneId: string): number {
    const ids = this.ids
    for (let i = 0; i < this.count; i++) if (ids[i] === zoneId) return i
    return -1
  }

  /** The zone of the base state, or `undefined` (own entries only). */
  private baseZone(zoneId: string): Zone | undefined {
    const zone: unknown = this.base[zoneId]
    // What a plain record inherits from Object.prototype is a function, or Object.prototype itself for
    // `__proto__`: any other object is an own entry, with no hasOwn call (nor a string comparison of ids,
    // which costs a call whenever the caller built its id afresh).
    if (typeof zone === 'object' && zone !== null && zone !== Object.prototype) return zone as Zone
    return zone !== undefined && Object.hasOwn(this.base, zoneId) ? (zone as Zone) : undefined
  }

  private add(zoneId: string, base: Zone | undefined, zone: Zone): number {
    const i = this.count++
    if (i === this.ids.length) {
      this.ids.push(zoneId)
      this.bases.push(base)
      this.zones.push(zone)
      this.lists.push(null)
      this.flags.push(0)
      this.built.push(undefined)
      return i
    }
    this.ids[i] = zoneId
    this.bases[i] = base
    this.zones[i] = zone
    this.lists[i] = null
    this.flags[i] = 0
    return i
  }

  /** The slot of a zone that exists now, made on its first change; throws {@link NotFoundError} otherwise. */
  private open(zoneId: string): number {
    const i = this.find(zoneId)
    if (i >= 0) {
      if (this.zones[i] === null) throw new NotFoundError('zone', zoneId)
      return i
    }
    const zone = this.baseZone(zoneId)
    if (zone === undefined) throw new NotFoundError('zone', zoneId)
    return this.add(zoneId, zone, zone)
  }

  /** The zone of an open slot (never `null`). */
  private zoneAt(i: number): Zone {
    return this.zones[i]!
  }

  private listAt(i: number): readonly string[] {
    return this.lists[i] ?? this.zones[i]!.cards
  }

  /** The slot's card list, owned by the draft (copied from what it was on the first change in place). */
  private own(i: number): string[] {
    if ((this.flags[i]! & OWNED) !== 0) return this.lists[i] as string[]
    // A spread, not slice(): slicing a frozen array (validationMode 'always') is far slower.
    const cards = [...this.listAt(i)]
    this.lists[i] = cards
    this.flags[i] = OWNED
    return cards
  }

  has(zoneId: string): boolean {
    const i = this.find(zoneId)
    return i >= 0 ? this.zones[i] !== null : this.baseZone(zoneId) !== undefined
  }

  /** The zone as it is now (a new object for a changed zone); throws {@link NotFoundError} when absent. */
  zone(zoneId: string): Zone {
    const i = this.find(zoneId)
    if (i < 0) {
      const zone = this.baseZone(zoneId)
      if (zone === undefined) throw new NotFoundError('zone', zoneId)
      return zone
    }
    const zone = this.zones[i] ?? null
    if (zone === null) throw new NotFoundError('zone', zoneId)
    const list = this.lists[i] ?? null
    return list === null ? zone : zoneWithCards(zone, list)
  }

  /** The zone's cards as they are now. */
  cards(zoneId: string): readonly string[] {
    const i = this.find(zoneId)
    if (i < 0) {
      const zone = this.baseZone(zoneId)
      if (zone === undefined) throw new NotFoundError('zone', zoneId)
      return zone.cards
    }
    if (this.zones[i] === null) throw new NotFoundError('zone', zoneId)
    return this.listAt(i)
  }

  /** The zone's cards, to change in place until the draft builds its state. */
  edit(zoneId: string): string[] {
    const i = this.open(zoneId)
    const cards = this.own(i)
    this.flags[i] = OWNED | LENT
    return cards
  }

  /** Replaces the zone's cards with `cards`, kept as it is (copied before any change in place). */
  set(zoneId: string, cards: readonly string[]): void {
    const i = this.open(zoneId)
    this.lists[i] = cards
    this.flags[i] = 0
  }

  /** Moves the last card of `fromZoneId` to the end of `toZoneId`; `undefined` (no change) when it is empty. */
  moveTop(fromZoneId: string, toZoneId: string): string | undefined {
    // The destination first: a missing one fails before anything changed.
    const to = this.open(toZoneId)
    const cardId = this.takeLast(fromZoneId)
    if (cardId !== undefined) this.push(to, cardId)
    return cardId
  }

  /** Puts a card at the end (or at `index`). */
  insert(zoneId: string, cardId: string, index?: number): void {
    const i = this.open(zoneId)
    if (index === undefined) return this.push(i, cardId)
    const cards = this.own(i)
    if (index >= cards.length) cards.push(cardId)
    else cards.splice(Math.max(0, index), 0, cardId)
  }

  private push(i: number, cardId: string): void {
    if ((this.flags[i]! & OWNED) !== 0) {
      ;(this.lists[i] as string[]).push(cardId)
      return
    }
    // A spread then a push: V8 copies `[...cards, cardId]` on a slower path (measured: 1.6x the time for 50 cards).
    const cards = [...this.listAt(i)]
    cards.push(cardId)
    this.lists[i] = cards
    this.flags[i] = OWNED
  }

  /** Takes the last card, or `undefined` for an empty zone (then nothing changes). */
  takeLast(zoneId: string): string | undefined {
    const i = this.open(zoneId)
    if (this.listAt(i).length === 0) return undefined
    const cardId = this.own(i).pop()!
    if (this.zoneAt(i).revealed !== undefined) this.unreveal(i, cardId)
    return cardId
  }

  /** Takes one copy of a card out (the last one when `last`); `false` when the zone does not hold it. */
  remove(zoneId: string, cardId: string, last: boolean): boolean {
    const i = this.open(zoneId)
    const current = this.listAt(i)
    const at = last ? current.lastIndexOf(cardId) : current.indexOf(cardId)
    if (at < 0) return false
    this.own(i).splice(at, 1)
    if (this.zoneAt(i).revealed !== undefined) this.unreveal(i, cardId)
    return true
  }

  /** Takes every copy of a card out of every zone that holds one. */
  removeEverywhere(cardId: string): void {
    for (const zoneId in this.base) this.removeAll(zoneId, cardId)
    for (let i = 0; i < this.count; i++) if (this.bases[i] === undefined) this.removeAll(this.ids[i]!, cardId)
  }

  private removeAll(zoneId: string, cardId: string): void {
    const i = this.find(zoneId)
    if (i >= 0 && this.zones[i] === null) return
    if (!(i >= 0 ? this.listAt(i) : (this.base[zoneId]?.cards ?? NO_CARDS)).includes(cardId)) return
    while (this.remove(zoneId, cardId, false));
  }

  /** A card that leaves a zone stops being revealed there (it is hidden again wherever it goes). */
  private unreveal(i: number, cardId: string): void {
    const zone = this.zoneAt(i)
    const revealed = zone.revealed!
    // Still in the zone as another copy: it stays revealed.
    if (!revealed.includes(cardId) || this.listAt(i).includes(cardId)) return
    const kept: string[] = []
    for (let j = 0; j < revealed.length; j++) if (revealed[j] !== cardId) kept.push(revealed[j]!)
    this.zones[i] = zoneWithRevealed(zone, kept)
  }

  setVisibility(zoneId: string, visibility: ZoneVisibility): void {
    const i = this.open(zoneId)
    this.zones[i] = zoneWithVisibility(this.zoneAt(i), visibility)
  }

  /** Reveals cards of the zone (all of them when `cardIds` is absent); each must be in it. */
  reveal(zoneId: string, cardIds: readonly string[] | undefined): void {
    const i = this.open(zoneId)
    const zone = this.zoneAt(i)
    const cards = this.listAt(i)
    const revealed = zone.revealed === undefined ? [] : [...zone.revealed]
    const shown = cardIds ?? cards
    for (let j = 0; j < shown.length; j++) {
      const cardId = shown[j]!
      if (!cards.includes(cardId)) throw new NotFoundError('card', `${cardId}' in zone '${zoneId}`)
      if (!revealed.includes(cardId)) revealed.push(cardId)
    }
    this.zones[i] = zoneWithRevealed(zone, revealed)
  }

  /** Stops revealing cards of the zone (all of them when `cardIds` is absent). */
  conceal(zoneId: string, cardIds: readonly string[] | undefined): void {
    const i = this.open(zoneId)
    const zone = this.zoneAt(i)
    const revealed = zone.revealed
    if (revealed === undefined) return
    const kept: string[] = []
    if (cardIds !== undefined) for (let j = 0; j < revealed.length; j++) if (!cardIds.includes(revealed[j]!)) kept.push(revealed[j]!)
    this.zones[i] = zoneWithRevealed(zone, kept)
  }

  /** Adds a zone, or replaces the one with its id. */
  put(zone: Zone): void {
    const i = this.find(zone.id)
    if (i < 0) {
      this.add(zone.id, this.baseZone(zone.id), zone)
      return
    }
    this.zones[i] = zone
    this.lists[i] = null
    this.flags[i] = 0
  }

  /** Removes a zone (its cards stay in the state's `cards`). */
  delete(zoneId: string): void {
    const i = this.open(zoneId)
    this.zones[i] = null
    this.lists[i] = null
    this.flags[i] = 0
  }

  /** The zone slot `i` stands for now, or `undefined` when it did not change (`null`: removed). */
  private result(i: number): Zone | null | undefined {
    const zone = this.zones[i]
    if (zone === null || zone === undefined) return null
    const list = this.lists[i] ?? null
    const base = this.bases[i]
    if (list === null) return zone === base ? undefined : zone
    if (zone === base && (this.flags[i]! & LENT) !== 0 && sameCards(list, zone.cards)) return undefined
    return zoneWithCards(zone, list)
  }

  /** The zones record with the pending changes applied: the base record itself when nothing changed. */
  build(copier: RecordCopy): Readonly<Record<string, Zone>> {
    const base = this.base
    const built = this.built
    const n = this.count
    let changed = false
    let keysChange = false
    for (let i = 0; i < n; i++) {
      const result = (built[i] = this.result(i))
      if (result === undefined) continue
      changed = true
      if (result === null ? this.bases[i] !== undefined : this.bases[i] === undefined) keysChange = true
    }
    if (!changed) return base
    if (!keysChange) {
      // Only existing keys are overwritten, as RecordCopy asks.
      const out = copier.copy(base)
      for (let i = 0; i < n; i++) {
        const result = built[i]
        if (result !== undefined && result !== null) out[this.ids[i]!] = result
      }
      return out
    }
    // Zones come and go: one new record in base order, then the added zones in the order they were added.
    // (Built by assignment rather than spread-then-delete, which would leave the record in slow dictionary mode.)
    const out: Record<string, Zone> = {}
    for (const zoneId in base) {
      const i = this.find(zoneId)
      const result = i < 0 ? undefined : built[i]
      if (result === undefined) setOwn(out, zoneId, base[zoneId]!)
      else if (result !== null) setOwn(out, zoneId, result)
    }
    for (let i = 0; i < n; i++) {
      const result = built[i]
      if (this.bases[i] === undefined && result !== undefined && result !== null) setOwn(out, this.ids[i]!, result)
    }
    return out
  }
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
