import { GameEngine } from '../engine/gameEngine'
import type { GamePlugin } from '../plugins/types'
import type { GameRecord } from './gameRecord'
import { replayGame, replayRecordWith, type ReplayHooks, type ReplayOptions, type ReplayResult } from './replayGame'

export type { ReplayHooks, ReplayOptions, ReplayResult } from './replayGame'

/**
 * Deterministic replay: re-applies a history of top-level actions to an initial
 * state with the same seed, feeding the recorded timestamps back to the clock,
 * so the final state is identical to the original's.
 */
export class ReplayEngine {
  /**
   * Replays a history. The engine starts at the recorded initial state
   * ({@link GameEngine.fromRecord}: plugin `setup` runs only for its
   * registrations); `start()` is replayed after `startedAfter` records (by
   * default first, when the initial state is `waiting`). Throws
   * {@link GameRecordError} when a recorded action is refused.
   *
   * @example
   * const { state } = ReplayEngine.replay({
   *   plugins: [MyPlugin], seed: engine.getState().seed,
   *   initialState: engine.getInitialState(), history: engine.getHistory(),
   * })
   */
  static replay(options: ReplayOptions & ReplayHooks): ReplayResult {
    return replayGame(GameEngine, options)
  }

  /**
   * Replays a record from `engine.exportRecord()`. Refuses, with a
   * {@link GameRecordError}, an unknown format, a plugin of the record that is
   * not given, or one whose major version differs from the recorded one.
   */
  static replayRecord(record: GameRecord, plugins: readonly GamePlugin[], hooks: ReplayHooks = {}): ReplayResult {
    return replayRecordWith(GameEngine, record, plugins, hooks)
  }
}
