import type { Player } from '../state/types'

/**
 * The `Player.status` values that take a player out of the game's rotation, one set for every package:
 * turn order skips them, and a turn store, a bot or a session treats them as no longer playing.
 *
 * - `finished`: done, with a result (emptied their hand and placed, in a game that goes on without them);
 * - `eliminated`: lost and removed (busted in a tournament, knocked out);
 * - `out`: taking no further part for any other reason (left the table, sitting out).
 *
 * A player without a `status`, or with any other value (`'active'`, `'waiting'`), is in the game. A game
 * that keeps who is out elsewhere (Hold'em's seats and stacks) still needs its own check beside this one.
 *
 * @example
 * ctx.update((s) => stateUtils.updatePlayer(s, 'p2', { status: 'eliminated' }))
 */
export const OUT_STATUSES = Object.freeze(['finished', 'eliminated', 'out'] as const)

/**
 * One of {@link OUT_STATUSES}.
 *
 * @example
 * const status: OutStatus = 'eliminated'
 */
export type OutStatus = (typeof OUT_STATUSES)[number]

/**
 * Whether a player is out of the game: their `status` is one of {@link OUT_STATUSES}. An absent player
 * (`state.players[id]` for an unknown id) is not out: ask about players the state has.
 *
 * @example
 * const left = playersBySeat(state).filter((p) => !isOut(p))
 */
export function isOut(player: Player | undefined): boolean {
  const status = player?.status
  return status === 'finished' || status === 'eliminated' || status === 'out'
}
