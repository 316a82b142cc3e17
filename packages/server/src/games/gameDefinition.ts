import type { GamePlugin } from '@decklet/core'
import type { BotRegistry, GameSessionOptions } from '@decklet/runtime'

/** The session options a game definition may set (plain data: the room supplies the engine and controllers). */
export type GameSessionSettings = Pick<
  GameSessionOptions,
  'turnTimeoutMs' | 'waitForReady' | 'readyTimeoutMs' | 'acknowledge' | 'animationTimeoutMs' | 'heartbeatMs' | 'defaultAction' | 'match'
>

/**
 * A game the server can host: one Colyseus room type. Every table of it gets fresh plugins from
 * `plugins()` (a plugin may hold per-game caches) and a server-drawn seed.
 *
 * @example
 * ```ts
 * const games = { uno: unoGame(), ddz: doudizhuGame(), holdem: holdemGame({ seats: 6 }) }
 * ```
 */
export interface GameDefinition {
  /** The game's plugins, in registration order: called once per table (and once per restore). */
  readonly plugins: () => readonly GamePlugin[]
  /** How many seats a table may have. */
  readonly players: { readonly min: number; readonly max: number }
  /** Session options (the turn timeout and so on); the room's defaults otherwise. */
  readonly session?: GameSessionSettings
  /** Bots a seat may name (`{ bot: 'rule-based' }`); default `@decklet/bots`' registry. */
  readonly bots?: BotRegistry
}
