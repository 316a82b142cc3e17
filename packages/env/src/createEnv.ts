import { GameEnv, type EnvOptions } from './gameEnv'
import { createDoudizhuGame } from './games/doudizhu'
import { DoudizhuActionSpace } from './games/doudizhuActions'
import { createHoldemGame } from './games/holdem'
import { createUnoGame } from './games/uno'
import type { EnvGame } from './envGame'
import type { CardGameEnv, EnvGameName } from './types'

/** The names {@link createEnv} takes. */
export const ENV_GAMES: readonly EnvGameName[] = Object.freeze(['uno', 'doudizhu', 'no-limit-holdem'])

/**
 * What a vector environment shares between its games: the game description and, for Dou Dizhu, the action
 * space (27,472 moves, built once). @internal
 */
export function createEnvGame(name: EnvGameName, space?: DoudizhuActionSpace): EnvGame {
  switch (name) {
    case 'uno':
      return createUnoGame()
    case 'doudizhu':
      return createDoudizhuGame(space ?? new DoudizhuActionSpace())
    case 'no-limit-holdem':
      return createHoldemGame()
    default:
      throw new TypeError(`Unknown environment '${String(name)}': expected one of ${ENV_GAMES.join(', ')}`)
  }
}

/**
 * An environment with RLCard's interface over decklet's rules: `'uno'` (RLCard's UNO, the plugin's `rlcard`
 * profile), `'doudizhu'` (the `rlcard` profile) or `'no-limit-holdem'` (2 players, 100 chips, blinds 1/2).
 *
 * @example
 * const env = createEnv('uno')
 * const { playerId, obs, legalMask } = env.reset(42)
 * const next = env.step(legalMask.indexOf(1))
 * @see https://github.com/decklet/decklet/tree/main/packages/env#readme
 */
export function createEnv(name: EnvGameName, options: EnvOptions = {}): CardGameEnv {
  return new GameEnv(createEnvGame(name), options)
}
