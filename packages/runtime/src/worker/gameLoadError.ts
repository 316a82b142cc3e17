import { DeckletError } from '@decklet/core'

/** Why a game could not be loaded from a save, or its game module not used. */
export type GameLoadErrorCode = 'BAD_SAVE' | 'SAVE_REFUSED' | 'SAVE_PLAYERS' | 'BAD_GAME_MODULE' | 'POST_RESTORE_FAILED'

/**
 * A `load-game` the worker cannot carry out, before anything of the game is announced: a save that is not
 * one (`BAD_SAVE`: both a snapshot and a record, or neither shaped as one), a save the engine refuses
 * (`SAVE_REFUSED`: a malformed or inconsistent snapshot, a record of other plugins or one whose replay
 * diverges; the engine's error is the `cause` and its message is quoted), a save whose players are not the
 * game's (`SAVE_PLAYERS`), a game module without a `gameModule` export (`BAD_GAME_MODULE`), or a
 * `postRestore` hook that threw (`POST_RESTORE_FAILED`). It fails the load: the host receives it as a fatal
 * `error` message whose `error.code` is the code (no `game-init` was sent, the engine is freed), and
 * `host.load()` rejects with a `WorkerHostError` whose `gameError` is that error.
 *
 * @example
 * ```ts
 * await host.load(game, { snapshot }).catch((error) => {
 *   if (error instanceof WorkerHostError && error.gameError?.code === 'SAVE_REFUSED') console.error(error.gameError.message)
 * })
 * ```
 */
export class GameLoadError extends DeckletError {
  constructor(message: string, override readonly code: GameLoadErrorCode, options?: { cause?: unknown }) {
    super(message, code, options)
    this.name = 'GameLoadError'
  }
}
