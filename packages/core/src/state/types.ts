import type { JsonValue } from './json'

/** Lifecycle status of a game: `waiting → playing → finished`, plus `paused`. */
export type GameStatus = 'waiting' | 'playing' | 'paused' | 'finished'

/** Every valid {@link GameStatus}. */
export const GAME_STATUSES: readonly GameStatus[] = Object.freeze(['waiting', 'playing', 'paused', 'finished'])

/** A player. Extra fields must be JSON data. */
export interface Player {
  /** Unique player id, also its key in `GameState.players`. */
  readonly id: string
  /** Display name. */
  readonly name: string
  /** Seat number, unique within a game; turn order follows ascending seats. */
  readonly seat: number
  readonly [field: string]: JsonValue
}

/** A card. `type` groups cards of one kind (e.g. `standard`); extra fields (suit, rank, …) must be JSON data. */
export interface Card {
  /** Unique card id, also its key in `GameState.cards`. */
  readonly id: string
  /** Kind of card, e.g. `standard`. */
  readonly type: string
  readonly [field: string]: JsonValue
}

/** An ordered list of card ids: a deck, a discard pile, a hand. */
export interface Zone {
  /** Unique zone id, also its key in `GameState.zones`. */
  readonly id: string
  /** Kind of zone, e.g. `deck`, `discard`, `hand`. */
  readonly type: string
  /** The player who owns the zone (a hand), or `null`. */
  readonly ownerId: string | null
  /** Card ids in order; `addCardToZone` and `moveCard` append at the end. */
  readonly cards: readonly string[]
  /**
   * Who may see the cards (absent means `'public'`): everyone (`public`), only
   * the owner (`owner`; others see how many), or nobody (`hidden`, e.g. a draw pile).
   */
  readonly visibility?: ZoneVisibility
  /** Cards of this zone that everyone may see whatever its visibility (face-up cards). */
  readonly revealed?: readonly string[]
}

/** Who may see the cards of a zone. */
export type ZoneVisibility = 'public' | 'owner' | 'hidden'

/** Every valid {@link ZoneVisibility}. */
export const ZONE_VISIBILITIES: readonly ZoneVisibility[] = Object.freeze(['public', 'owner', 'hidden'])

/**
 * The whole state of one game: plain, immutable JSON data. Every change produces
 * a new object and increments `version`.
 */
export interface GameState {
  /** Id of the game (`createGame({ gameId })`, default `'game'`). */
  readonly gameId: string
  /** Lifecycle status. */
  readonly status: GameStatus
  /** Players by id. */
  readonly players: Readonly<Record<string, Player>>
  /** Every card of the game by id, whether or not a zone holds it. */
  readonly cards: Readonly<Record<string, Card>>
  /** Zones by id. */
  readonly zones: Readonly<Record<string, Zone>>
  /** Game-specific data (JSON); the only place for it, the engine refuses other root fields. */
  readonly variables: Readonly<Record<string, JsonValue>>
  /** Whose turn it is, or `null`. */
  readonly currentPlayerId: string | null
  /** Turn counter (non-negative integer). */
  readonly turn: number
  /** Winners, each listed once. */
  readonly winnerIds: readonly string[]
  /** Incremented once per applied action and once per GameContext mutation. */
  readonly version: number
  /** The game's seed; replay rebuilds the random sequence from it. */
  readonly seed: number
}

/** The fields of a {@link GameState} root; no other field is allowed there (game data goes in `variables`). */
export const GAME_STATE_FIELDS: ReadonlySet<keyof GameState> = new Set<keyof GameState>([
  'gameId',
  'status',
  'players',
  'cards',
  'zones',
  'variables',
  'currentPlayerId',
  'turn',
  'winnerIds',
  'version',
  'seed',
])
