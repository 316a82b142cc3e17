import { InvalidOptionError } from '@decklet/core'

/**
 * How the first player is chosen on `GAME_STARTED`: the lowest seat not out, one of the players not out
 * drawn with the engine's seeded random source, or a named player.
 *
 * @example
 * const first: FirstPlayer = { playerId: 'p2' }
 */
export type FirstPlayer = 'lowest-seat' | 'random' | { readonly playerId: string }

/**
 * Options of `createTurnPlugin`, every field optional.
 *
 * @example
 * createTurnPlugin({ firstPlayer: 'random' })
 */
export interface TurnOptions {
  /** Default `'lowest-seat'`. `'random'` draws from the engine's seeded random source. */
  firstPlayer?: FirstPlayer
  /**
   * Who may send `END_TURN`: `'players'` (default, as the spec has it: the current player ends their turn)
   * or `'internal'`, for a game that ends turns itself (`ctx.dispatch` from its handlers): a player's
   * `END_TURN` is then denied (`INTERNAL_ACTION`) and never a legal action.
   */
  endTurn?: 'players' | 'internal'
}

/**
 * {@link TurnOptions} with every default filled in, as the plugin uses them.
 *
 * @example
 * resolveTurnOptions({}).firstPlayer // 'lowest-seat'
 */
export interface ResolvedTurnOptions {
  readonly firstPlayer: FirstPlayer
  readonly endTurn: 'players' | 'internal'
}

/**
 * Checks the options and fills in the defaults. Throws `InvalidOptionError` for a `firstPlayer` that is
 * none of `'lowest-seat'`, `'random'` or `{ playerId }`. Whether a named player exists is only known when
 * the game starts (an unknown id makes `start()` throw `NotFoundError`).
 *
 * @example
 * resolveTurnOptions({ firstPlayer: { playerId: 'p2' } }) // { firstPlayer: { playerId: 'p2' }, endTurn: 'players' }
 * resolveTurnOptions({ firstPlayer: 'highest' as never }) // throws InvalidOptionError
 */
export function resolveTurnOptions(options: TurnOptions = {}): ResolvedTurnOptions {
  const endTurn: unknown = options.endTurn ?? 'players'
  if (endTurn !== 'players' && endTurn !== 'internal') throw new InvalidOptionError('endTurn', endTurn, "'players' or 'internal'", { scope: 'turn' })
  const firstPlayer: unknown = options.firstPlayer ?? 'lowest-seat'
  if (firstPlayer === 'lowest-seat' || firstPlayer === 'random') return Object.freeze({ firstPlayer, endTurn })
  if (typeof firstPlayer === 'object' && firstPlayer !== null && typeof (firstPlayer as { playerId?: unknown }).playerId === 'string') {
    // A copy: the caller's object may change after the plugin is made.
    return Object.freeze({ firstPlayer: Object.freeze({ playerId: (firstPlayer as { playerId: string }).playerId }), endTurn })
  }
  throw new InvalidOptionError('firstPlayer', firstPlayer, "'lowest-seat', 'random' or { playerId }", { scope: 'turn' })
}
