import type { Card, GameState, GameStatus, Player, Zone, ZoneVisibility } from '../types'
import type { JsonValue } from '../json'

/*
 * The one place that knows the shape of a GameState root and of a zone, and builds them.
 *
 * A root or zone holding exactly its declared fields, in their declared order, is rebuilt as an object
 * literal written out below. V8 gives every literal of one site and shape the same hidden class, while
 * repeated `{ ...x, field }` copies drift into shapes that are slow to spread and to freeze (moving a card
 * was about 2.5× faster this way when measured). Anything else is spread, so no field is ever lost: an
 * unknown root field survives to be refused by the engine (`findUnknownRootField`), as it always was.
 *
 * Arrays are filtered with loops, never `filter`/`slice`: V8 copies frozen arrays (validationMode
 * 'always') through a slow path with those (measured: ~30× slower).
 */

/** A writable root, for the builders below. @internal */
export type MutableState = { -readonly [K in keyof GameState]: GameState[K] }

/*
 * The layout checks count the fields with for-in and then read the known ones by name: a root with 11
 * fields that has all 11 GameState fields has no other. (Comparing each key with the expected name instead
 * cost about 300 machine instructions a zone, counted with callgrind: more than the copy it decides on.)
 * The order of the fields is not checked: the literals below write them in declaration order.
 */

/** `true` when a root has exactly the GameState fields (the literal path), `false` otherwise (spread). @internal */
export function hasRootLayout(state: object): boolean {
  let n = 0
  for (const _ in state) n++
  if (n !== 11) return false
  const s = state as Partial<Record<keyof GameState, unknown>>
  return (
    s.gameId !== undefined &&
    s.status !== undefined &&
    s.players !== undefined &&
    s.cards !== undefined &&
    s.zones !== undefined &&
    s.variables !== undefined &&
    s.currentPlayerId !== undefined &&
    s.turn !== undefined &&
    s.winnerIds !== undefined &&
    s.version !== undefined &&
    s.seed !== undefined
  )
}

/**
 * A new root: `base`'s `gameId` and `seed` with the other fields given (positional: no argument object on
 * the hot path). `literal` says `base` is known to have the GameState layout (see {@link hasRootLayout});
 * otherwise it is checked, and a root with other fields is spread so they survive. @internal
 */
export function buildRoot(
  base: GameState,
  literal: boolean,
  status: GameStatus,
  players: Readonly<Record<string, Player>>,
  cards: Readonly<Record<string, Card>>,
  zones: Readonly<Record<string, Zone>>,
  variables: Readonly<Record<string, JsonValue>>,
  currentPlayerId: string | null,
  turn: number,
  winnerIds: readonly string[],
  version: number,
): MutableState {
  if (!literal && !hasRootLayout(base)) {
    return { ...base, status, players, cards, zones, variables, currentPlayerId, turn, winnerIds, version }
  }
  return { gameId: base.gameId, status, players, cards, zones, variables, currentPlayerId, turn, winnerIds, version, seed: base.seed }
}

/** A shallow, writable copy of a root (the literal path when it has the GameState layout). @internal */
export function copyState(state: GameState): MutableState {
  if (!hasRootLayout(state)) return { ...state }
  return {
    gameId: state.gameId,
    status: state.status,
    players: state.players,
    cards: state.cards,
    zones: state.zones,
    variables: state.variables,
    currentPlayerId: state.currentPlayerId,
    turn: state.turn,
    winnerIds: state.winnerIds,
    version: state.version,
    seed: state.seed,
  }
}

/**
 * How a zone is laid out: `id`, `type`, `ownerId`, `cards`, and `visibility` and `revealed` when present
 * (what `createZone` and these builders make), or `-1` for a zone with any other field. Bit 1: has
 * `visibility`; bit 2: has `revealed`. @internal
 */
export function zoneLayout(zone: object): number {
  let n = 0
  for (const _ in zone) n++
  const z = zone as Partial<Zone>
  if (z.id === undefined || z.type === undefined || z.ownerId === undefined || z.cards === undefined) return -1
  const layout = (z.visibility === undefined ? 0 : 1) | (z.revealed === undefined ? 0 : 2)
  return n === 4 + (layout & 1) + (layout >> 1) ? layout : -1
}

/** A zone with these cards, visibility and revealed list; a zone of another layout is spread (its other fields kept). */
function buildZone(zone: Zone, cards: readonly string[], visibility: ZoneVisibility | undefined, revealed: readonly string[] | undefined): Zone {
  const layout = zoneLayout(zone)
  if (layout < 0) {
    const next: { -readonly [K in keyof Zone]: Zone[K] } = { ...zone, cards }
    if (visibility === undefined) delete next.visibility
    else next.visibility = visibility
    if (revealed === undefined) delete next.revealed
    else next.revealed = revealed
    return next
  }
  const { id, type, ownerId } = zone
  if (revealed === undefined) return visibility === undefined ? { id, type, ownerId, cards } : { id, type, ownerId, cards, visibility }
  return visibility === undefined ? { id, type, ownerId, cards, revealed } : { id, type, ownerId, cards, visibility, revealed }
}

/**
 * A copy of a zone with another card list. Revealed cards that are not in `cards` stop being revealed
 * (core's rule: a card that leaves a zone is hidden again wherever it goes); a zone whose revealed list
 * loses nothing keeps that very list. @internal
 */
export function zoneWithCards(zone: Zone, cards: readonly string[]): Zone {
  const revealed = zone.revealed
  return buildZone(zone, cards, zone.visibility, revealed === undefined ? undefined : keepListed(revealed, cards))
}

/** A copy of a zone with another visibility. @internal */
export function zoneWithVisibility(zone: Zone, visibility: ZoneVisibility): Zone {
  return buildZone(zone, zone.cards, visibility, zone.revealed)
}

/** A copy of a zone with another revealed list (`undefined`: none). @internal */
export function zoneWithRevealed(zone: Zone, revealed: readonly string[] | undefined): Zone {
  return buildZone(zone, zone.cards, zone.visibility, revealed)
}

/** `list` without the entries that `cards` does not hold: `list` itself when it loses none. @internal */
export function keepListed(list: readonly string[], cards: readonly string[]): readonly string[] {
  for (let i = 0; i < list.length; i++) {
    if (!cards.includes(list[i]!)) {
      const kept: string[] = []
      for (let j = 0; j < i; j++) kept.push(list[j]!)
      for (let j = i + 1; j < list.length; j++) if (cards.includes(list[j]!)) kept.push(list[j]!)
      return kept
    }
  }
  return list
}

/**
 * Sets an own entry: an id such as `__proto__` stays an ordinary own property instead of changing the
 * prototype. @internal
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}

/**
 * A copy of a record without `key`, built by assignment: `delete` on a copy would turn it into a slow
 * dictionary-mode object that every later copy pays for. @internal
 */
export function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const out: Record<string, T> = {}
  for (const k in record) if (k !== key) setOwn(out, k, record[k]!)
  return out
}

/** A state with nothing in it: a draft's base before its first reset, so that its first lookup fails. @internal */
export const NO_STATE: GameState = Object.freeze({
  gameId: '',
  status: 'waiting',
  players: Object.freeze({}),
  cards: Object.freeze({}),
  zones: Object.freeze({}),
  variables: Object.freeze({}),
  currentPlayerId: null,
  turn: 0,
  winnerIds: Object.freeze([]),
  version: -1,
  seed: 0,
})
