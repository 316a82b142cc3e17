import type { GamePlugin } from '@decklet/core'
import type { BotModuleSpec, BotRegistry, GameSessionOptions, PluginSpec } from '@decklet/runtime'
import { ServerError } from '../errors/serverError'

/**
 * Where a table's game session runs: in the server's process (`'process'`, the default), or in a Node worker
 * thread of its own (`'worker'`, through `@decklet/runtime/node`'s `WorkerHost`), so that a game's rules run
 * beside the sockets instead of between them.
 */
export type SessionThread = 'process' | 'worker'

/**
 * How a worker thread loads the game: its plugins and bot registries by module specifier (a worker cannot
 * be handed objects). The built-in games give file URLs of the installed packages.
 */
export interface WorkerGameModules {
  /** The same plugins as `plugins()`, in the same order (a factory export is called with `options`). */
  readonly plugins: readonly PluginSpec[]
  /** Bot registries for bot seats (default: `@decklet/bots`' `botRegistry`). */
  readonly botModules?: readonly BotModuleSpec[]
}

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
  /** Where its tables' sessions run (default: the server's `runIn`, itself `'process'` by default). */
  readonly runIn?: SessionThread
  /**
   * The game's modules for a worker thread: needed to run in one. In a worker the session options are
   * plain data only (no `defaultAction`, no `match`), and bot seats come from `botModules`.
   */
  readonly worker?: WorkerGameModules
}

/**
 * Checks that a game can run its sessions in a worker thread: it names its modules (`worker`), its session
 * options are plain data, and its own bots (if any) come as modules too.
 * @throws {ServerError} `BAD_GAME`.
 * @internal
 */
export function checkWorkerGame(game: string, definition: GameDefinition): void {
  if (definition.worker === undefined || definition.worker.plugins.length === 0) {
    throw new ServerError(`Game ${game} runs in a worker but names no worker modules (worker: { plugins: [{ module, export?, options? }] })`, 'BAD_GAME')
  }
  const functions = (['defaultAction', 'match'] as const).filter((key) => definition.session?.[key] !== undefined)
  if (functions.length > 0) throw new ServerError(`Game ${game} runs in a worker: its session options ${functions.join(' and ')} are functions, which cannot reach a worker`, 'BAD_GAME')
  if (definition.bots !== undefined && definition.worker.botModules === undefined) {
    throw new ServerError(`Game ${game} runs in a worker with bots of its own: name their module (worker: { botModules: [{ module, export? }] })`, 'BAD_GAME')
  }
}
