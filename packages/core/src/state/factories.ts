import type { JsonValue } from './json'
import type { Card, GameState, GameStatus, Player, Zone, ZoneVisibility } from './types'

/** Input of {@link createPlayer}. Extra fields are copied onto the player. */
export interface PlayerInit {
  /** Unique player id. */
  id: string
  /** Display name. */
  name: string
  /** Unique seat number. */
  seat: number
  readonly [field: string]: JsonValue | undefined
}

/** Input of {@link createCard}. Extra fields (suit, rank, …) are copied onto the card. */
export interface CardInit {
  /** Unique card id. */
  id: string
  /** Kind of card, e.g. `standard`. */
  type: string
  readonly [field: string]: JsonValue | undefined
}

/** Input of {@link createZone}. */
export interface ZoneInit {
  /** Unique zone id. */
  id: string
  /** Kind of zone, e.g. `deck`, `hand`. */
  type: string
  /** The owning player (default `null`). */
  ownerId?: string | null
  /** Initial card ids, in order (copied; default empty). */
  cards?: readonly string[]
  /** Who may see the cards (default: public, and the field is left out). */
  visibility?: ZoneVisibility
  /** Cards everyone may see whatever the visibility (left out when not given). */
  revealed?: readonly string[]
}

/** Input of {@link createGameState}. */
export interface GameStateInit {
  /** The game id. */
  gameId: string
  /** The game seed. */
  seed: number
  /** Players, keyed by id in the state (default none). */
  players?: readonly Player[]
  /** Cards, keyed by id in the state (default none). */
  cards?: readonly Card[]
  /** Zones, keyed by id in the state (default none). */
  zones?: readonly Zone[]
  /** Initial variables (shallow-copied; default `{}`). */
  variables?: Readonly<Record<string, JsonValue>>
  /** Default `'waiting'`. */
  status?: GameStatus
  /** Default `null`. */
  currentPlayerId?: string | null
  /** Default 0. */
  turn?: number
  /** Default none. */
  winnerIds?: readonly string[]
  /** Default 0. */
  version?: number
}

function withoutUndefined<T extends object>(init: T): T {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(init)) {
    const value = (init as Record<string, unknown>)[key]
    if (value === undefined) continue
    if (key === '__proto__') {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
    } else {
      out[key] = value
    }
  }
  return out as T
}

/** Creates a player. Fields set to `undefined` are left out so the player stays JSON data. */
export function createPlayer(init: PlayerInit): Player {
  return withoutUndefined(init) as Player
}

/** Creates a card. Fields set to `undefined` are left out so the card stays JSON data. */
export function createCard(init: CardInit): Card {
  return withoutUndefined(init) as Card
}

/** Creates a zone (empty unless `cards` is given; `ownerId` defaults to `null`). */
export function createZone(init: ZoneInit): Zone {
  const id = init.id
  const type = init.type
  const ownerId = init.ownerId ?? null
  const cards = init.cards ? [...init.cards] : []
  const visibility = init.visibility
  // Literals of the shapes the draft builds (see state/draft/shapes.ts): a zone keeps its hidden class when it changes.
  if (init.revealed !== undefined) {
    const revealed = [...init.revealed]
    return visibility === undefined ? { id, type, ownerId, cards, revealed } : { id, type, ownerId, cards, visibility, revealed }
  }
  return visibility === undefined ? { id, type, ownerId, cards } : { id, type, ownerId, cards, visibility }
}

function byId<T extends { id: string }>(items: readonly T[] | undefined): Record<string, T> {
  const out: Record<string, T> = {}
  if (!items) return out
  for (const item of items) {
    // Plain assignment would call the __proto__ setter for that one id: define it instead.
    if (item.id === '__proto__') Object.defineProperty(out, item.id, { value: item, enumerable: true, writable: true, configurable: true })
    else out[item.id] = item
  }
  return out
}

/**
 * Creates a game state, turning the arrays of players, cards and zones into
 * records keyed by id.
 */
export function createGameState(init: GameStateInit): GameState {
  return {
    gameId: init.gameId,
    status: init.status ?? 'waiting',
    players: byId(init.players),
    cards: byId(init.cards),
    zones: byId(init.zones),
    variables: init.variables ? { ...init.variables } : {},
    currentPlayerId: init.currentPlayerId ?? null,
    turn: init.turn ?? 0,
    winnerIds: init.winnerIds ? [...init.winnerIds] : [],
    version: init.version ?? 0,
    seed: init.seed,
  }
}

/** The id of a player's hand zone by convention: `hand-${playerId}`. */
export function playerHandZoneId(playerId: string): string {
  return `hand-${playerId}`
}
