import type { JsonValue } from './json'

/** Lifecycle status of a game: `waiting → playing → finished`, plus `paused`. */
export type GameStatus = 'waiting' | 'playing' | 'paused' | 'finished'

/** Every valid {@link GameStatus}. */
export const GAME_STATUSES: readonly GameStatus[] = Object.freeze(['waiting', 'playing', 'paused', 'finished'])

/** A player. Extra fields must be JSON data. */
export interface Player {
  readonly id: string
  readonly name: string
  /** Seat number, unique within a game; turn order follows ascending seats. */
  readonly seat: number
  readonly [field: string]: JsonValue
}

/** A card. `type` groups cards of one kind (e.g. `standard`); extra fields (suit, rank, …) must be JSON data. */
export interface Card {
  readonly id: string
  readonly type: string
  readonly [field: string]: JsonValue
}

/** An ordered list of card ids: a deck, a discard pile, a hand. */
export interface Zone {
  readonly id: string
  /** Kind of zone, e.g. `deck`, `discard`, `hand`. */
  readonly type: string
  /** The player who owns the zone (a hand), or `null`. */
  readonly ownerId: string | null
  /** Card ids in order; `addCardToZone` and `moveCard` append at the end. */
  readonly cards: readonly string[]
}

/**
 * The whole state of one game: plain, immutable JSON data. Every change produces
 * a new object and increments `version`.
 */
export interface GameState {
  readonly gameId: string
  readonly status: GameStatus
  readonly players: Readonly<Record<string, Player>>
  readonly cards: Readonly<Record<string, Card>>
  readonly zones: Readonly<Record<string, Zone>>
  readonly variables: Readonly<Record<string, JsonValue>>
  readonly currentPlayerId: string | null
  readonly turn: number
  readonly winnerIds: readonly string[]
  readonly version: number
  readonly seed: number
}
