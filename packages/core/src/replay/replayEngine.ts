import { GameEngine } from '../engine/gameEngine'
import type { GamePlugin } from '../plugins/types'
import type { GameRecord } from './gameRecord'
import { replayGame, replayRecordWith, type ReplayHooks, type ReplayOptions, type ReplayRecordOptions, type ReplayResult } from './replayGame'

export type { ReplayHooks, ReplayOptions, ReplayRecordOptions, ReplayResult, ReplayWarning } from './replayGame'

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
   * not given (`RECORD_PLUGIN_MISSING`), one whose major version differs from the
   * recorded one (`RECORD_PLUGIN_MAJOR`), or whose `config` differs
   * (`RECORD_PLUGIN_CONFIG`); with `strict`, any version difference
   * (`RECORD_PLUGIN_VERSION`), which is otherwise a warning of the result. A step
   * denied, a state version other than the recorded one, or a final state other
   * than the record's (`final`: a truncated history, a changed seed) is
   * `REPLAY_DIVERGED`, naming the step and any version difference.
   *
   * @example
   * const { warnings } = ReplayEngine.replayRecord(record, [StandardDeckPlugin, CrazyEights])
   * for (const w of warnings) console.warn(w.message) // recorded with crazy-eights 1.0.0, replaying with 1.0.1
   */
  static replayRecord(record: GameRecord, plugins: readonly GamePlugin[], options: ReplayRecordOptions = {}): ReplayResult {
    return replayRecordWith(GameEngine, record, plugins, options)
  }
}
