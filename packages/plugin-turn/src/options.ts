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
}

/**
 * {@link TurnOptions} with every default filled in, as the plugin uses them.
 *
 * @example
 * resolveTurnOptions({}).firstPlayer // 'lowest-seat'
 */
export interface ResolvedTurnOptions {
  readonly firstPlayer: FirstPlayer
}

/**
 * Checks the options and fills in the defaults. Throws `InvalidOptionError` for a `firstPlayer` that is
 * none of `'lowest-seat'`, `'random'` or `{ playerId }`. Whether a named player exists is only known when
 * the game starts (an unknown id makes `start()` throw `NotFoundError`).
 *
 * @example
 * resolveTurnOptions({ firstPlayer: { playerId: 'p2' } }) // { firstPlayer: { playerId: 'p2' } }
 * resolveTurnOptions({ firstPlayer: 'highest' as never }) // throws InvalidOptionError
 */
export function resolveTurnOptions(options: TurnOptions = {}): ResolvedTurnOptions {
  const firstPlayer: unknown = options.firstPlayer ?? 'lowest-seat'
  if (firstPlayer === 'lowest-seat' || firstPlayer === 'random') return Object.freeze({ firstPlayer })
  if (typeof firstPlayer === 'object' && firstPlayer !== null && typeof (firstPlayer as { playerId?: unknown }).playerId === 'string') {
    // A copy: the caller's object may change after the plugin is made.
    return Object.freeze({ firstPlayer: Object.freeze({ playerId: (firstPlayer as { playerId: string }).playerId }) })
  }
  throw new InvalidOptionError('firstPlayer', firstPlayer, "'lowest-seat', 'random' or { playerId }", { scope: 'turn' })
}
