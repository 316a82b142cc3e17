import type { GameState, Player } from '@decklet/core'

/** Variable holding the direction of play: `1` (ascending seats, the default) or `-1`. */
export const DIRECTION_VARIABLE = 'direction'

/** Variable holding how many upcoming players lose their turn (consumed by `END_TURN`). */
export const SKIP_VARIABLE = 'turn.skip'

/** Direction of play. */
export type TurnDirection = 1 | -1

/** Player `status` values that take a player out of the rotation. */
export const OUT_STATUSES: readonly string[] = Object.freeze(['finished', 'eliminated'])

/** Whether a player is out of the rotation (its `status` field is `finished` or `eliminated`). */
export function isPlayerOut(player: Player): boolean {
  return typeof player.status === 'string' && OUT_STATUSES.includes(player.status)
}

/** The players in seat order (ascending). */
export function playersBySeat(state: GameState): Player[] {
  return Object.values(state.players).sort((a, b) => a.seat - b.seat)
}

/** The current direction of play (`direction` variable, default 1). */
export function getDirection(state: GameState): TurnDirection {
  return state.variables[DIRECTION_VARIABLE] === -1 ? -1 : 1
}

/**
 * The player who plays after `fromPlayerId`: following seats in the current
 * direction, skipping players who are out and then `skip` more active players.
 * `skip` is taken as a whole number of players (fractions are dropped; negative
 * or non-finite counts skip nobody). Returns `null` when nobody is left in the
 * rotation.
 */
export function nextPlayerId(state: GameState, fromPlayerId: string | null, skip = 0): string | null {
  const seats = playersBySeat(state)
  const active = seats.filter((p) => !isPlayerOut(p))
  if (active.length === 0) return null
  const direction = getDirection(state)
  const n = seats.length
  let at = fromPlayerId === null ? -1 : seats.findIndex((p) => p.id === fromPlayerId)
  if (at < 0) at = direction === 1 ? -1 : 0
  // Skipping a whole lap of active players lands on the same player, so only the remainder matters.
  const extra = Number.isFinite(skip) && skip > 0 ? Math.floor(skip) % active.length : 0
  let steps = extra + 1
  for (;;) {
    at = (((at + direction) % n) + n) % n
    if (isPlayerOut(seats[at]!)) continue
    if (--steps === 0) return seats[at]!.id
  }
}
