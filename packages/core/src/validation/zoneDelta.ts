import type { GameState } from '../state/types'

/*
 * Incremental form of two built-in invariants, "every zone card exists" and
 * "no card in two places", for a validator that keeps an index of which zone
 * holds each card in the last valid state. A move touches a few cards of a few
 * zones; comparing each changed zone's card list with its previous one (common
 * prefix and suffix) finds just those cards, so a check costs what changed
 * rather than the whole deck. Only sound for frozen states (shared records
 * cannot change behind the validator's back).
 */

/** Card id → id of the zone that holds it, for the last valid state. @internal */
export type CardOwners = Map<string, string>

/** Builds the card index of a valid state. @internal */
export function buildCardOwners(state: GameState): CardOwners {
  const owners: CardOwners = new Map()
  for (const zoneId in state.zones) {
    const cards = state.zones[zoneId]!.cards
    for (let i = 0; i < cards.length; i++) owners.set(cards[i]!, zoneId)
  }
  return owners
}

const EMPTY: readonly string[] = []

/** The cards of one zone that a state added, `cards[from..to)`. */
interface Added {
  zoneId: string
  cards: readonly string[]
  from: number
  to: number
}

/**
 * Checks the zones of `state` that differ from `last` (whose `cards` record is
 * the same object) against `owners`, the index of `last`. Appends problems to
 * `errors` and returns the index changes to apply when the whole validation
 * succeeds (`null` means the card left every zone).
 * @internal
 */
export function checkZoneDelta(state: GameState, last: GameState, owners: CardOwners, errors: string[]): Map<string, string | null> {
  const pending = new Map<string, string | null>()
  const added: Added[] = []
  for (const zoneId in last.zones) {
    if (Object.hasOwn(state.zones, zoneId)) continue
    for (const cardId of last.zones[zoneId]!.cards) if (ownerOf(cardId, pending, owners) === zoneId) pending.set(cardId, null)
  }
  for (const zoneId in state.zones) {
    const before = Object.hasOwn(last.zones, zoneId) ? last.zones[zoneId]!.cards : EMPTY
    const change = diffCards(zoneId, before, state.zones[zoneId]!.cards, pending, owners)
    if (change !== null) added.push(change)
  }
  for (let a = 0; a < added.length; a++) checkAdded(state, added[a]!, pending, owners, errors)
  return pending
}

/** Marks the cards that left zone `zoneId` in `pending`; returns the range of cards it gained, or `null`. */
function diffCards(
  zoneId: string,
  before: readonly string[],
  after: readonly string[],
  pending: Map<string, string | null>,
  owners: CardOwners,
): Added | null {
  if (before === after) return null
  // Both lists are frozen (the validator is incremental only for frozen states), and V8 reads a frozen array's
  // elements one by one through a slow path: copied at once (a bulk copy that V8 does fast), they are read
  // several times faster, and a move's cost here is dominated by these reads (a pile's whole length).
  before = [...before]
  after = [...after]
  const shorter = Math.min(before.length, after.length)
  let p = 0
  while (p < shorter && before[p] === after[p]) p++
  let q = 0
  while (q < shorter - p && before[before.length - 1 - q] === after[after.length - 1 - q]) q++
  for (let i = p; i < before.length - q; i++) {
    if (ownerOf(before[i]!, pending, owners) === zoneId) pending.set(before[i]!, null)
  }
  return after.length - q > p ? { zoneId, cards: after, from: p, to: after.length - q } : null
}

/** Checks the cards a zone gained: each must exist and be in no other zone. */
function checkAdded(state: GameState, { zoneId, cards, from, to }: Added, pending: Map<string, string | null>, owners: CardOwners, errors: string[]): void {
  for (let i = from; i < to; i++) {
    const cardId = cards[i]!
    // A card of the index was in a zone of `last`, which passed "every zone card exists" with this very
    // `cards` record: it exists. Only a card new to the zones needs the lookup.
    if (!owners.has(cardId) && !Object.hasOwn(state.cards, cardId)) errors.push(`zone '${zoneId}' holds unknown card '${cardId}'`)
    const owner = ownerOf(cardId, pending, owners)
    if (owner === undefined || owner === null) pending.set(cardId, zoneId)
    else if (owner === zoneId) errors.push(`card '${cardId}' is twice in zone '${zoneId}'`)
    else {
      // Name the zones in the order the full check meets them, so both checks word a problem alike.
      const keys = Object.keys(state.zones)
      const [first, second] = keys.indexOf(owner) < keys.indexOf(zoneId) ? [owner, zoneId] : [zoneId, owner]
      errors.push(`card '${cardId}' is in zones '${first}' and '${second}'`)
    }
  }
}

/** The zone that holds `cardId` once this state's changes so far are applied (`null`: none; `undefined`: it never was in one). */
function ownerOf(cardId: string, pending: Map<string, string | null>, owners: CardOwners): string | null | undefined {
  // `pending` holds strings and nulls, never `undefined`: one lookup tells whether it has the card.
  const changed = pending.get(cardId)
  return changed !== undefined ? changed : owners.get(cardId)
}

/** Applies the changes {@link checkZoneDelta} returned. @internal */
export function applyZoneDelta(owners: CardOwners, pending: Map<string, string | null>): void {
  for (const [cardId, zoneId] of pending) {
    if (zoneId === null) owners.delete(cardId)
    else owners.set(cardId, zoneId)
  }
}
