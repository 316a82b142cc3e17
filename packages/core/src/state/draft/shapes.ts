import type { Card, GameState, GameStatus, Player, Zone, ZoneVisibility } from '../types'
import { GAME_STATE_FIELDS } from '../types'
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

// GAME_STATE_FIELDS in declaration order: createGameState, these literals and JSON round trips keep it.
const ROOT_ORDER: readonly string[] = [...GAME_STATE_FIELDS]

/**
 * How a root is laid out: `1` exactly the GameState fields in their order (the literal path), `2` exactly
 * the GameState fields in another order (the literal path too: it puts them back in order), `0` anything
 * else (spread: fields missing or unknown ones present). One pass, no allocation. @internal
 */
export function rootLayout(state: object): 0 | 1 | 2 {
  let i = 0
  let ordered = true
  for (const key in state) {
    if (ordered && key === ROOT_ORDER[i]) {
      i++
      continue
    }
    if (!GAME_STATE_FIELDS.has(key as keyof GameState)) return 0
    ordered = false
    i++
  }
  return i !== ROOT_ORDER.length ? 0 : ordered ? 1 : 2
}

/**
 * A new root: `base`'s `gameId` and `seed` with the other fields given (positional: no argument object on
 * the hot path). `literal` says `base` is known to have the GameState layout (see {@link rootLayout});
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
  if (!literal && rootLayout(base) === 0) {
    return { ...base, status, players, cards, zones, variables, currentPlayerId, turn, winnerIds, version }
  }
  return { gameId: base.gameId, status, players, cards, zones, variables, currentPlayerId, turn, winnerIds, version, seed: base.seed }
}

/** A shallow, writable copy of a root (the literal path when it has the GameState layout). @internal */
export function copyState(state: GameState): MutableState {
  if (rootLayout(state) === 0) return { ...state }
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
 * How a zone is laid out: `id, type, ownerId, cards`, then `visibility` and `revealed` when present, in
 * that order (what `createZone` and these builders make), or `-1` for anything else. Bit 1: has
 * `visibility`; bit 2: has `revealed`. @internal
 */
export function zoneLayout(zone: object): number {
  let i = 0
  let layout = 0
  for (const key in zone) {
    if (i < 4) {
      if (key !== ZONE_ORDER[i]) return -1
    } else if (key === 'visibility' && layout === 0 && i === 4) layout = 1
    else if (key === 'revealed' && (layout & 2) === 0) layout |= 2
    else return -1
    i++
  }
  return i < 4 ? -1 : layout
}

const ZONE_ORDER: readonly string[] = ['id', 'type', 'ownerId', 'cards']

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
