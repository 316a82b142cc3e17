import { NotFoundError } from '../../errors/errors'
import type { Zone, ZoneVisibility } from '../types'
import type { RecordCopy } from './recordCopier'
import { setOwn, zoneWithCards, zoneWithRevealed, zoneWithVisibility } from './shapes'

/*
 * The pending changes of a state's zones in a draft. An action changes two zones, rarely more: each changed
 * zone gets a slot, found by a scan of the few in use (a scan of two entries beats a Map). A slot keeps the
 * zone's new card list apart from its other fields, so cards move in place in an array the draft made, and
 * each changed zone is built once, when the draft builds its state.
 *
 * The slots and their list are made anew for each action rather than kept in the draft: the draft lives
 * long (it is in the old generation), and every pointer to a new object written into an old one takes V8's
 * write barrier slow path. Counted with callgrind on UNO (steady state), slots kept in the draft cost more
 * in barriers than the few young objects allocated instead; a reset is one store.
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

/** One changed zone. */
interface Slot {
  readonly id: string
  /** The zone in the base state, or `undefined` when the draft added it. */
  readonly base: Zone | undefined
  /** The zone's fields as they are now, its cards apart when `list` has them; `null` once removed. */
  zone: Zone | null
  /** The zone's new card list, or `null` while its cards did not change. */
  list: readonly string[] | null
  flags: number
}

const NO_SLOTS: readonly Slot[] = Object.freeze([])

/** Pending changes of a zones record. @internal */
export class ZoneEdits {
  private base: Readonly<Record<string, Zone>> = NO_ZONES
  // The slots of this action: a list made on the first change (NO_SLOTS until then).
  private slots: readonly Slot[] = NO_SLOTS

  /** Starts over on another zones record. */
  reset(base: Readonly<Record<string, Zone>>): void {
    this.base = base
    this.slots = NO_SLOTS
  }

  /** Whether any zone has a pending change. */
  get changed(): boolean {
    return this.slots.length > 0
  }

  private find(zoneId: string): Slot | undefined {
    const slots = this.slots
    for (let i = 0; i < slots.length; i++) if (slots[i]!.id === zoneId) return slots[i]
    return undefined
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

  private add(id: string, base: Zone | undefined, zone: Zone): Slot {
    const slot: Slot = { id, base, zone, list: null, flags: 0 }
    if (this.slots === NO_SLOTS) this.slots = [slot]
    else (this.slots as Slot[]).push(slot)
    return slot
  }

  /** The slot of a zone that exists now, made on its first change; throws {@link NotFoundError} otherwise. */
  private open(zoneId: string): Slot {
    const slot = this.find(zoneId)
    if (slot !== undefined) {
      if (slot.zone === null) throw new NotFoundError('zone', zoneId)
      return slot
    }
    const zone = this.baseZone(zoneId)
    if (zone === undefined) throw new NotFoundError('zone', zoneId)
    return this.add(zoneId, zone, zone)
  }

  /** The card list of an open slot as it is now. */
  private listOf(slot: Slot): readonly string[] {
    return slot.list ?? slot.zone!.cards
  }

  /** The slot's card list, owned by the draft (copied from what it was on the first change in place). */
  private own(slot: Slot): string[] {
    if ((slot.flags & OWNED) !== 0) return slot.list as string[]
    // A spread, not slice(): slicing a frozen array (validationMode 'always') is far slower.
    const cards = [...this.listOf(slot)]
    slot.list = cards
    slot.flags = OWNED
    return cards
  }

  has(zoneId: string): boolean {
    const slot = this.find(zoneId)
    return slot !== undefined ? slot.zone !== null : this.baseZone(zoneId) !== undefined
  }

  /** The zone as it is now (a new object for a changed zone); throws {@link NotFoundError} when absent. */
  zone(zoneId: string): Zone {
    const slot = this.find(zoneId)
    if (slot === undefined) {
      const zone = this.baseZone(zoneId)
      if (zone === undefined) throw new NotFoundError('zone', zoneId)
      return zone
    }
    const zone = slot.zone
    if (zone === null) throw new NotFoundError('zone', zoneId)
    return slot.list === null ? zone : zoneWithCards(zone, slot.list)
  }

  /** The zone's cards as they are now. */
  cards(zoneId: string): readonly string[] {
    const slot = this.find(zoneId)
    if (slot === undefined) {
      const zone = this.baseZone(zoneId)
      if (zone === undefined) throw new NotFoundError('zone', zoneId)
      return zone.cards
    }
    if (slot.zone === null) throw new NotFoundError('zone', zoneId)
    return this.listOf(slot)
  }

  /** The zone's cards, to change in place until the draft builds its state. */
  edit(zoneId: string): string[] {
    const slot = this.open(zoneId)
    const cards = this.own(slot)
    slot.flags = OWNED | LENT
    return cards
  }

  /** Replaces the zone's cards with `cards`, kept as it is (copied before any change in place). */
  set(zoneId: string, cards: readonly string[]): void {
    const slot = this.open(zoneId)
    slot.list = cards
    slot.flags = 0
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
    const slot = this.open(zoneId)
    if (index === undefined) return this.push(slot, cardId)
    const cards = this.own(slot)
    if (index >= cards.length) cards.push(cardId)
    else cards.splice(Math.max(0, index), 0, cardId)
  }

  private push(slot: Slot, cardId: string): void {
    if ((slot.flags & OWNED) !== 0) {
      ;(slot.list as string[]).push(cardId)
      return
    }
    // A spread then a push: V8 copies `[...cards, cardId]` on a slower path (measured: 1.6x the time for 50 cards).
    const cards = [...this.listOf(slot)]
    cards.push(cardId)
    slot.list = cards
    slot.flags = OWNED
  }

  /** Takes the last card, or `undefined` for an empty zone (then nothing changes). */
  takeLast(zoneId: string): string | undefined {
    const slot = this.open(zoneId)
    if (this.listOf(slot).length === 0) return undefined
    const cardId = this.own(slot).pop()!
    if (slot.zone!.revealed !== undefined) this.unreveal(slot, cardId)
    return cardId
  }

  /** Takes one copy of a card out (the last one when `last`); `false` when the zone does not hold it. */
  remove(zoneId: string, cardId: string, last: boolean): boolean {
    const slot = this.open(zoneId)
    const current = this.listOf(slot)
    const at = last ? current.lastIndexOf(cardId) : current.indexOf(cardId)
    if (at < 0) return false
    this.own(slot).splice(at, 1)
    if (slot.zone!.revealed !== undefined) this.unreveal(slot, cardId)
    return true
  }

  /** Takes every copy of a card out of every zone that holds one. */
  removeEverywhere(cardId: string): void {
    for (const zoneId in this.base) this.removeAll(zoneId, cardId)
    const slots = this.slots
    for (let i = 0; i < slots.length; i++) if (slots[i]!.base === undefined) this.removeAll(slots[i]!.id, cardId)
  }

  private removeAll(zoneId: string, cardId: string): void {
    const slot = this.find(zoneId)
    if (slot !== undefined && slot.zone === null) return
    if (!(slot !== undefined ? this.listOf(slot) : (this.base[zoneId]?.cards ?? NO_CARDS)).includes(cardId)) return
    while (this.remove(zoneId, cardId, false));
  }

  /** A card that leaves a zone stops being revealed there (it is hidden again wherever it goes). */
  private unreveal(slot: Slot, cardId: string): void {
    const zone = slot.zone!
    const revealed = zone.revealed!
    // Still in the zone as another copy: it stays revealed.
    if (!revealed.includes(cardId) || this.listOf(slot).includes(cardId)) return
    const kept: string[] = []
    for (let j = 0; j < revealed.length; j++) if (revealed[j] !== cardId) kept.push(revealed[j]!)
    slot.zone = zoneWithRevealed(zone, kept)
  }

  setVisibility(zoneId: string, visibility: ZoneVisibility): void {
    const slot = this.open(zoneId)
    slot.zone = zoneWithVisibility(slot.zone!, visibility)
  }

  /** Reveals cards of the zone (all of them when `cardIds` is absent); each must be in it. */
  reveal(zoneId: string, cardIds: readonly string[] | undefined): void {
    const slot = this.open(zoneId)
    const zone = slot.zone!
    const cards = this.listOf(slot)
    const revealed = zone.revealed === undefined ? [] : [...zone.revealed]
    const shown = cardIds ?? cards
    for (let j = 0; j < shown.length; j++) {
      const cardId = shown[j]!
      if (!cards.includes(cardId)) throw new NotFoundError('card', `${cardId}' in zone '${zoneId}`)
      if (!revealed.includes(cardId)) revealed.push(cardId)
    }
    slot.zone = zoneWithRevealed(zone, revealed)
  }

  /** Stops revealing cards of the zone (all of them when `cardIds` is absent). */
  conceal(zoneId: string, cardIds: readonly string[] | undefined): void {
    const slot = this.open(zoneId)
    const zone = slot.zone!
    const revealed = zone.revealed
    if (revealed === undefined) return
    const kept: string[] = []
    if (cardIds !== undefined) for (let j = 0; j < revealed.length; j++) if (!cardIds.includes(revealed[j]!)) kept.push(revealed[j]!)
    slot.zone = zoneWithRevealed(zone, kept)
  }

  /** Adds a zone, or replaces the one with its id. */
  put(zone: Zone): void {
    const slot = this.find(zone.id)
    if (slot === undefined) {
      this.add(zone.id, this.baseZone(zone.id), zone)
      return
    }
    slot.zone = zone
    slot.list = null
    slot.flags = 0
  }

  /** Removes a zone (its cards stay in the state's `cards`). */
  delete(zoneId: string): void {
    const slot = this.open(zoneId)
    slot.zone = null
    slot.list = null
    slot.flags = 0
  }

  /** The zone the slot stands for now, or `undefined` when it did not change (`null`: removed). */
  private result(slot: Slot): Zone | null | undefined {
    const zone = slot.zone
    if (zone === null) return null
    const list = slot.list
    const base = slot.base
    if (list === null) return zone === base ? undefined : zone
    if (zone === base && (slot.flags & LENT) !== 0 && sameCards(list, zone.cards)) return undefined
    return zoneWithCards(zone, list)
  }

  /** The zones record with the pending changes applied: the base record itself when nothing changed. */
  build(copier: RecordCopy): Readonly<Record<string, Zone>> {
    const base = this.base
    const slots = this.slots
    const n = slots.length
    // The built zones, in slot order (made only when something changed).
    let built: (Zone | null | undefined)[] | null = null
    let keysChange = false
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!
      const result = this.result(slot)
      if (result === undefined) {
        if (built !== null) built.push(undefined)
        continue
      }
      if (built === null) {
        built = []
        for (let j = 0; j < i; j++) built.push(undefined)
      }
      built.push(result)
      if (result === null ? slot.base !== undefined : slot.base === undefined) keysChange = true
    }
    if (built === null) return base
    if (!keysChange) {
      // Only existing keys are overwritten, as RecordCopy asks.
      const out = copier.copy(base)
      for (let i = 0; i < n; i++) {
        const result = built[i]
        if (result !== undefined && result !== null) out[slots[i]!.id] = result
      }
      return out
    }
    // Zones come and go: one new record in base order, then the added zones in the order they were added.
    // (Built by assignment rather than spread-then-delete, which would leave the record in slow dictionary mode.)
    const out: Record<string, Zone> = {}
    for (const zoneId in base) {
      let result: Zone | null | undefined
      for (let i = 0; i < n; i++) if (slots[i]!.id === zoneId) result = built[i]
      if (result === undefined) setOwn(out, zoneId, base[zoneId]!)
      else if (result !== null) setOwn(out, zoneId, result)
    }
    for (let i = 0; i < n; i++) {
      const result = built[i]
      if (slots[i]!.base === undefined && result !== undefined && result !== null) setOwn(out, slots[i]!.id, result)
    }
    return out
  }
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
