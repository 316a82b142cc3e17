import type { GameState, Player } from '../state/types'
import { isOut } from './outStatuses'

/*
 * Seat order, the one definition every package uses: ascending `seat`, then ascending id. Seats are unique in
 * a game made by `createGame`; the id breaks ties in states built by hand, so the order never depends on the
 * order of a `players` record (which JSON round trips and `addPlayer` do not keep for integer-like ids).
 */

/**
 * The comparator of seat order (ascending seat, ties by id), for sorting players, or a list of ids by their
 * players, the way {@link playersBySeat} does.
 *
 * @example
 * seatIds.sort((a, b) => compareSeats(state.players[a]!, state.players[b]!))
 */
export function compareSeats(a: Pick<Player, 'id' | 'seat'>, b: Pick<Player, 'id' | 'seat'>): number {
  return a.seat - b.seat || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/**
 * The players of a state in seat order (ascending seat, ties by id). A new array each call.
 *
 * @example
 * playersBySeat(engine.getState()).map((p) => p.name) // ['Alice', 'Bob', 'Carol']
 */
export function playersBySeat(state: Pick<GameState, 'players'>): Player[] {
  return Object.values(state.players).sort(compareSeats)
}

/**
 * The ids of the players of a state in seat order (see {@link playersBySeat}).
 *
 * @example
 * playerIdsBySeat(engine.getState()) // ['p1', 'p2', 'p3']
 */
export function playerIdsBySeat(state: Pick<GameState, 'players'>): string[] {
  const players = playersBySeat(state)
  const ids: string[] = []
  for (let i = 0; i < players.length; i++) ids.push(players[i]!.id)
  return ids
}

/**
 * The players still in the game, in seat order: {@link playersBySeat} without those {@link isOut} says are out.
 *
 * @example
 * playersInPlay(state).length === 1 // one player left: the winner
 */
export function playersInPlay(state: Pick<GameState, 'players'>): Player[] {
  const players = playersBySeat(state)
  const kept: Player[] = []
  for (let i = 0; i < players.length; i++) if (!isOut(players[i])) kept.push(players[i]!)
  return kept
}
