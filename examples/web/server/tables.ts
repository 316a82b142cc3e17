import type { DeckletServer } from '@decklet/server'
import { GAMES, isGameId } from '../src/games/catalog'

/** A seat of a new online table, as the page gets it (its ticket is the seat's key: give it to that player only). */
export interface NewSeat {
  readonly playerId: string
  readonly name: string
  readonly bot: boolean
  readonly ticket: string | null
}

/** The answer of `POST /api/tables`. */
export interface NewTable {
  readonly game: string
  readonly roomId: string
  /** The decklet server's WebSocket address, as the asking browser reaches it. */
  readonly endpoint: string
  readonly seats: readonly NewSeat[]
}

/** Why a table request was refused (a 400 with this message). */
export class TableRequestError extends Error {
  override readonly name = 'TableRequestError'
}

/**
 * Creates an online table from a page's request `{ game, humans }`: the first `humans` seats are people (named
 * "Player 1", …), the rest rule bots with the offline game's names; spectators may watch. The server draws
 * the seed.
 */
export async function createOnlineTable(server: DeckletServer, body: unknown, endpoint: string): Promise<NewTable> {
  const { game, humans } = (typeof body === 'object' && body !== null ? body : {}) as { game?: unknown; humans?: unknown }
  if (!isGameId(game)) throw new TableRequestError(`Unknown game ${JSON.stringify(game)} (uno, doudizhu or holdem)`)
  const entry = GAMES[game]
  const count = humans === undefined ? 2 : Number(humans)
  if (!Number.isInteger(count) || count < 1 || count > entry.names.length) {
    throw new TableRequestError(`humans must be a whole number from 1 to ${entry.names.length} for ${entry.title}`)
  }
  const seats = entry.names.map((name, i) => (i < count ? { playerId: `p${i + 1}`, name: `Player ${i + 1}` } : { playerId: `p${i + 1}`, name, bot: 'rule-based' }))
  const { roomId, tickets } = await server.createTable(game, { seats, spectators: true })
  return {
    game,
    roomId,
    endpoint,
    seats: seats.map((s) => ({ playerId: s.playerId, name: s.name, bot: 'bot' in s, ticket: tickets[s.playerId] ?? null })),
  }
}
