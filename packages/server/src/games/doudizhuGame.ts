import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { moduleUrl } from '../internal/moduleUrl'
import type { GameDefinition, GameSessionSettings, SessionThread } from './gameDefinition'

/** Options of {@link doudizhuGame}. */
export interface DoudizhuGameOptions {
  /** Passed to `createDoudizhuPlugins` (default: the classic three-player game). */
  readonly rules?: Parameters<typeof createDoudizhuPlugins>[0]
  readonly session?: GameSessionSettings
  /** Where its sessions run (default: the server's choice). */
  readonly runIn?: SessionThread
}

/**
 * Dou Dizhu (斗地主) for three players: the standard deck with jokers and the Dou Dizhu plugin.
 *
 * @example
 * ```ts
 * const games = { doudizhu: doudizhuGame() }
 * ```
 */
export function doudizhuGame(options: DoudizhuGameOptions = {}): GameDefinition {
  return {
    plugins: () => createDoudizhuPlugins(options.rules),
    players: { min: 3, max: 3 },
    ...(options.session === undefined ? {} : { session: options.session }),
    ...(options.runIn === undefined ? {} : { runIn: options.runIn }),
    worker: { plugins: [{ module: moduleUrl('@decklet/plugin-doudizhu'), export: 'createDoudizhuPlugins', options: options.rules }] },
  }
}
