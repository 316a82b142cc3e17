import { isOut, playersBySeat, type GameState } from '@decklet/core'
import { getDirection } from './state'

/**
 * The player who plays after `fromPlayerId`: following seats (core's `playersBySeat`) in the current
 * direction, passing over players who are out (core's `isOut`: `finished`, `eliminated` or `out`) and then
 * `skip` more players who are not. `skip` is taken as a whole number of players (fractions are dropped;
 * negative or non-finite counts skip nobody). Returns `null` when nobody is left in the rotation.
 *
 * @example
 * nextPlayerId(state, 'p1')    // 'p2'
 * nextPlayerId(state, 'p1', 1) // 'p3': p2 loses their turn
 */
export function nextPlayerId(state: GameState, fromPlayerId: string | null, skip = 0): string | null {
  const seats = playersBySeat(state)
  let active = 0
  for (let i = 0; i < seats.length; i++) if (!isOut(seats[i])) active++
  if (active === 0) return null
  const direction = getDirection(state)
  const n = seats.length
  let at = fromPlayerId === null ? -1 : seats.findIndex((p) => p.id === fromPlayerId)
  if (at < 0) at = direction === 1 ? -1 : 0
  // Skipping a whole lap of active players lands on the same player, so only the remainder matters.
  const extra = Number.isFinite(skip) && skip > 0 ? Math.floor(skip) % active : 0
  let steps = extra + 1
  for (;;) {
    at = (((at + direction) % n) + n) % n
    if (isOut(seats[at])) continue
    if (--steps === 0) return seats[at]!.id
  }
}
