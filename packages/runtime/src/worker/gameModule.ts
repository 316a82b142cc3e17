import type { GameEngine } from '@decklet/core'
import { GameLoadError } from './gameLoadError'
import type { GameModuleSpec, GameSave } from './protocol'

/**
 * A game's own hooks around the worker's loading, exported as `gameModule` (or the export the
 * {@link GameModuleSpec} names) by the module of `GameSpec.gameModule`, which the worker loads like a plugin.
 * Plain functions of the game's code, so they stay inside the worker: only the module's specifier crosses.
 *
 * @example
 * ```ts
 * // estates/gameModule.ts, loaded with `gameModule: { module: 'estates/gameModule' }`
 * export const gameModule: GameModule = {
 *   postRestore(engine, save) {
 *     console.log(`restored at version ${engine.getState().version} from a ${save.snapshot ? 'snapshot' : 'record'}`)
 *   },
 * }
 * ```
 */
export interface GameModule {
  /**
   * Runs once when the game was loaded from a save (spec 004's init order: restore the save, run
   * `postRestore`, then announce the game and open the ready barrier), with the engine at the restored
   * state, before any player hears of the game. It may read the state and dispatch actions (recorded as
   * usual). A throw (or a rejection) fails the load with a {@link GameLoadError} `POST_RESTORE_FAILED`.
   * Not called for a new game.
   */
  postRestore?(engine: GameEngine, save: GameSave): void | Promise<void>
}

/**
 * Loads the game module a spec names.
 * @throws {GameLoadError} `BAD_GAME_MODULE` when the export is missing or not an object of hooks.
 * @internal
 */
export async function loadGameModule(spec: GameModuleSpec, importModule: (specifier: string) => Promise<Record<string, unknown>>): Promise<GameModule> {
  const module = await importModule(spec.module)
  const name = spec.export ?? 'gameModule'
  const value = Object.hasOwn(module, name) ? module[name] : undefined
  if (typeof value !== 'object' || value === null) throw new GameLoadError(`${spec.module} has no game module export ${name}`, 'BAD_GAME_MODULE')
  const { postRestore } = value as { postRestore?: unknown }
  if (postRestore !== undefined && typeof postRestore !== 'function') {
    throw new GameLoadError(`${spec.module} export ${name}: postRestore is not a function`, 'BAD_GAME_MODULE')
  }
  return value as GameModule
}

/**
 * Runs the module's `postRestore`, if any.
 * @throws {GameLoadError} `POST_RESTORE_FAILED`, with the hook's error as `cause`.
 * @internal
 */
export async function runPostRestore(module: GameModule | null, engine: GameEngine, save: GameSave): Promise<void> {
  if (module?.postRestore === undefined) return
  try {
    await module.postRestore(engine, save)
  } catch (error) {
    throw new GameLoadError(`postRestore failed: ${error instanceof Error ? error.message : String(error)}`, 'POST_RESTORE_FAILED', { cause: error })
  }
}
