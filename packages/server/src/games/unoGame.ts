import { createUnoPlugin } from '@decklet/plugin-uno'
import { moduleUrl } from '../internal/moduleUrl'
import type { GameDefinition, GameSessionSettings, SessionThread } from './gameDefinition'

/** Options of {@link unoGame}: the UNO plugin's options, and session options. */
export interface UnoGameOptions {
  /** Passed to `createUnoPlugin` (default: the official rules). */
  readonly rules?: Parameters<typeof createUnoPlugin>[0]
  readonly session?: GameSessionSettings
  /** Where its sessions run (default: the server's choice). */
  readonly runIn?: SessionThread
}

/**
 * UNO (the official rules by default), 2–10 players.
 *
 * @example
 * ```ts
 * const server = await createDeckletServer({ games: { uno: unoGame() }, store, port: 0 })
 * ```
 */
export function unoGame(options: UnoGameOptions = {}): GameDefinition {
  return {
    plugins: () => [createUnoPlugin(options.rules)],
    players: { min: 2, max: 10 },
    ...(options.session === undefined ? {} : { session: options.session }),
    ...(options.runIn === undefined ? {} : { runIn: options.runIn }),
    worker: { plugins: [{ module: moduleUrl('@decklet/plugin-uno'), export: 'createUnoPlugin', options: options.rules }] },
  }
}
