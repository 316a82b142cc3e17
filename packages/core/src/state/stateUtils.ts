import { NotFoundError } from '../errors/errors'
import type { JsonValue } from './json'
import { copyRecordOnce } from './draft/recordCopier'
import { copyState, setOwn, withoutKey, zoneWithCards, zoneWithRevealed, zoneWithVisibility } from './draft/shapes'
import type { Card, GameState, GameStatus, Player, Zone, ZoneVisibility } from './types'

/*
 * Pure, immutable updates of a GameState. None of them changes `version`: the
 * engine bumps it once per action, and GameContext primitives once per call.
 * Each copies only the objects on the path to the change, with the draft's
 * builders (state/draft/shapes.ts: the one place that knows the shape of a root
 * and of a zone) and copies that cache nothing: these functions hold no state,
 * so whatever would make a copy faster next time belongs to a StateDraft, which
 * a chain of several updates should use instead (one new state, not one per call).
 */

function zoneOf(state: GameState, zoneId: string): Zone {
  const zone = Object.hasOwn(state.zones, zoneId) ? state.zones[zoneId] : undefined
  if (!zone) throw new NotFoundError('zone', zoneId)
  return zone
}

function assertCard(state: GameState, cardId: string): void {
  if (!Object.hasOwn(state.cards, cardId)) throw new NotFoundError('card', cardId)
}

/*
 * Records are copied and then assigned to, which V8 runs much faster than
 * object literals with computed keys. `setOwn` keeps an id such as `__proto__`
 * an ordinary own property instead of changing the prototype.
 */
function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const next = copyRecordOnce(record)
  setOwn(next, key, value)
  return next
}

function withField<K extends keyof GameState>(state: GameState, key: K, value: GameState[K]): GameState {
  const next = copyState(state)
  next[key] = value
  return next
}

function withZone(state: GameState, zone: Zone): GameState {
  return withField(state, 'zones', withEntry(state.zones, zone.id, zone))
}

// Arrays are copied with spreads and loops, never `slice`/`filter`: V8 copies
// frozen arrays through a slow path with those (measured: ~30× slower).
function without(cards: readonly string[], cardId: string): string[] {
  const next: string[] = []
  for (let i = 0; i < cards.length; i++) if (cards[i] !== cardId) next.push(cards[i]!)
  return next
}

function insertAt(cards: readonly string[], cardId: string, index: number | undefined): string[] {
  const next = [...cards]
  if (index === undefined || index >= next.length) next.push(cardId)
  else next.splice(Math.max(0, index), 0, cardId)
  return next
}

/** Returns `state` with `version` incremented. */
export function bumpVersion(state: GameState): GameState {
  return withField(state, 'version', state.version + 1)
}

/** Sets a variable. `value` must be JSON data. */
export function setVariable(state: GameState, key: string, value: JsonValue): GameState {
  return withField(state, 'variables', withEntry(state.variables, key, value))
}

/** Removes a variable (no change when it is absent). */
export function removeVariable(state: GameState, key: string): GameState {
  if (!Object.hasOwn(state.variables, key)) return state
  return withField(state, 'variables', withoutKey(state.variables, key))
}

/** Adds (or replaces) a player. */
export function addPlayer(state: GameState, player: Player): GameState {
  return withField(state, 'players', withEntry(state.players, player.id, player))
}

/** Removes a player. Throws {@link NotFoundError} when absent. */
export function removePlayer(state: GameState, playerId: string): GameState {
  if (!Object.hasOwn(state.players, playerId)) throw new NotFoundError('player', playerId)
  return withField(state, 'players', withoutKey(state.players, playerId))
}

/** Merges `patch` into a player (its `id` cannot change). */
export function updatePlayer(state: GameState, playerId: string, patch: Partial<Omit<Player, 'id'>>): GameState {
  const player = Object.hasOwn(state.players, playerId) ? state.players[playerId] : undefined
  if (!player) throw new NotFoundError('player', playerId)
  return addPlayer(state, { ...player, ...patch, id: playerId } as Player)
}

/** Adds (or replaces) a card. The card is not put in any zone. */
export function addCard(state: GameState, card: Card): GameState {
  return withField(state, 'cards', withEntry(state.cards, card.id, card))
}

/** Merges `patch` into a card (its `id` cannot change). */
export function updateCard(state: GameState, cardId: string, patch: Partial<Omit<Card, 'id'>>): GameState {
  const card = Object.hasOwn(state.cards, cardId) ? state.cards[cardId] : undefined
  if (!card) throw new NotFoundError('card', cardId)
  return addCard(state, { ...card, ...patch, id: cardId } as Card)
}

/** Removes a card, and takes it out of every zone that holds it. */
export function removeCard(state: GameState, cardId: string): GameState {
  assertCard(state, cardId)
  const cards = withoutKey(state.cards, cardId)
  let zones = state.zones
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    if (zone.cards.includes(cardId)) {
      if (zones === state.zones) zones = copyRecordOnce(state.zones)
      setOwn(zones as Record<string, Zone>, zoneId, zoneWithCards(zone, without(zone.cards, cardId)))
    }
  }
  const next = copyState(state)
  next.cards = cards
  next.zones = zones
  return next
}

/** Adds (or replaces) a zone. */
export function addZone(state: GameState, zone: Zone): GameState {
  return withZone(state, zone)
}

/** Removes a zone. Its cards stay in `cards`. */
export function removeZone(state: GameState, zoneId: string): GameState {
  zoneOf(state, zoneId)
  return withField(state, 'zones', withoutKey(state.zones, zoneId))
}

/** Puts a card in a zone, at the end or at `index`. */
export function addCardToZone(state: GameState, cardId: string, zoneId: string, index?: number): GameState {
  assertCard(state, cardId)
  const zone = zoneOf(state, zoneId)
  return withZone(state, zoneWithCards(zone, insertAt(zone.cards, cardId, index)))
}

/** Takes a card out of a zone. Throws {@link NotFoundError} when the zone does not hold it. */
export function removeCardFromZone(state: GameState, cardId: string, zoneId: string): GameState {
  const zone = zoneOf(state, zoneId)
  const at = zone.cards.indexOf(cardId)
  if (at < 0) throw new NotFoundError('card', `${cardId}' in zone '${zoneId}`)
  const cards = [...zone.cards]
  cards.splice(at, 1)
  // zoneWithCards: a revealed card that leaves the zone stops being revealed there.
  return withZone(state, zoneWithCards(zone, cards))
}

/** Moves a card from one zone to another, appending it (or inserting it at `index`). */
export function moveCard(state: GameState, cardId: string, fromZoneId: string, toZoneId: string, index?: number): GameState {
  const from = zoneOf(state, fromZoneId)
  const to = zoneOf(state, toZoneId)
  const at = from.cards.lastIndexOf(cardId)
  if (at < 0) throw new NotFoundError('card', `${cardId}' in zone '${fromZoneId}`)
  if (fromZoneId === toZoneId) {
    const cards = [...from.cards]
    cards.splice(at, 1)
    return withZone(state, zoneWithCards(from, insertAt(cards, cardId, index)))
  }
  const fromCards = [...from.cards]
  fromCards.splice(at, 1)
  const zones = withEntry(state.zones, fromZoneId, zoneWithCards(from, fromCards))
  setOwn(zones, toZoneId, zoneWithCards(to, insertAt(to.cards, cardId, index)))
  return withField(state, 'zones', zones)
}

/** Moves several cards, in the order given, from one zone to the end of another. */
export function moveCards(state: GameState, cardIds: readonly string[], fromZoneId: string, toZoneId: string): GameState {
  const from = zoneOf(state, fromZoneId)
  const to = zoneOf(state, toZoneId)
  if (fromZoneId === toZoneId) return state
  const remaining = [...from.cards]
  for (const cardId of cardIds) {
    const at = remaining.indexOf(cardId)
    if (at < 0) throw new NotFoundError('card', `${cardId}' in zone '${fromZoneId}`)
    remaining.splice(at, 1)
  }
  const zones = withEntry(state.zones, fromZoneId, zoneWithCards(from, remaining))
  setOwn(zones, toZoneId, zoneWithCards(to, [...to.cards, ...cardIds]))
  return withField(state, 'zones', zones)
}

/** Replaces the ordered card list of a zone (e.g. after a shuffle). */
export function setZoneCards(state: GameState, zoneId: string, cardIds: readonly string[]): GameState {
  const zone = zoneOf(state, zoneId)
  return withZone(state, zoneWithCards(zone, [...cardIds]))
}

/** Sets who may see a zone's cards (see {@link ZoneVisibility}). */
export function setZoneVisibility(state: GameState, zoneId: string, visibility: ZoneVisibility): GameState {
  const zone = zoneOf(state, zoneId)
  return withZone(state, zoneWithVisibility(zone, visibility))
}

/** Shows cards of a zone to everyone (face up), whatever the zone's visibility. */
export function revealCards(state: GameState, zoneId: string, cardIds: readonly string[]): GameState {
  const zone = zoneOf(state, zoneId)
  const revealed = [...(zone.revealed ?? [])]
  for (const cardId of cardIds) {
    if (!zone.cards.includes(cardId)) throw new NotFoundError('card', `${cardId}' in zone '${zoneId}`)
    if (!revealed.includes(cardId)) revealed.push(cardId)
  }
  return withZone(state, zoneWithRevealed(zone, revealed))
}

/** Stops showing cards of a zone to everyone (they follow the zone's visibility again). */
export function concealCards(state: GameState, zoneId: string, cardIds: readonly string[]): GameState {
  const zone = zoneOf(state, zoneId)
  if (zone.revealed === undefined) return state
  const kept: string[] = []
  for (const c of zone.revealed) if (!cardIds.includes(c)) kept.push(c)
  return withZone(state, zoneWithRevealed(zone, kept))
}

/** Sets the game status. */
export function setStatus(state: GameState, status: GameStatus): GameState {
  return withField(state, 'status', status)
}

/** Sets the current player (or `null`). */
export function setCurrentPlayer(state: GameState, playerId: string | null): GameState {
  return withField(state, 'currentPlayerId', playerId)
}

/** Sets the turn counter. */
export function setTurn(state: GameState, turn: number): GameState {
  return withField(state, 'turn', turn)
}

/** Adds a winner; adding one who is already a winner changes nothing. */
export function addWinner(state: GameState, playerId: string): GameState {
  if (state.winnerIds.includes(playerId)) return state
  return withField(state, 'winnerIds', [...state.winnerIds, playerId])
}

/**
 * Pure immutable updates of a {@link GameState}, for action handlers. They never
 * change `version`.
 */
export const stateUtils = Object.freeze({
  bumpVersion,
  setVariable,
  removeVariable,
  addPlayer,
  removePlayer,
  updatePlayer,
  addCard,
  updateCard,
  removeCard,
  addZone,
  removeZone,
  addCardToZone,
  removeCardFromZone,
  moveCard,
  moveCards,
  setZoneCards,
  setZoneVisibility,
  revealCards,
  concealCards,
  setStatus,
  setCurrentPlayer,
  setTurn,
  addWinner,
})
