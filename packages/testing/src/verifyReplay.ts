import {
  compareStates,
  ReplayEngine,
  type Action,
  type GameEngine,
  type GamePlugin,
  type GameRecord,
  type GameState,
  type StateDifference,
} from '@decklet/core'
import { formatDifferences } from './diff'
import { errorMessage } from './internal/describe'

/**
 * Outcome of {@link verifyReplay}.
 *
 * @example
 * const { ok, diff } = verifyReplay(engine)
 * if (!ok) console.log(diff)
 */
export interface ReplayCheck {
  /** True when the replayed game ends in the same state with the same history. */
  readonly ok: boolean
  /**
   * Where the original (`a`) and the replay (`b`) differ: state paths as they
   * are (`zones.deck.cards[0]`), history paths under `history` (`history[2].timestamp`).
   */
  readonly differences: readonly StateDifference[]
  /** The differences printed (original vs replay), or the replay error; `''` when ok. */
  readonly diff: string
  /** The replayed final state, when the replay ran to the end. */
  readonly state?: GameState
  /** What the replay threw (a plugin missing from the record, `REPLAY_DIVERGED`, …). */
  readonly error?: Error
}

/**
 * Replays an engine's game from its record — `engine.exportRecord()` turned
 * into JSON and back, as if saved and loaded — with the engine's plugins (or
 * `plugins`), and compares the replayed final state and history with the
 * engine's. Never throws: a replay that fails is reported in `error` and
 * `diff`.
 *
 * Engines with a custom `random` provider (such as {@link mockRandom}) cannot
 * be replayed: replay draws from a `SeededRandomProvider` of the record's seed.
 *
 * @example
 * playRandomGame(engine, { seed: 3 })
 * const check = verifyReplay(engine)
 * expect(check.diff).toBe('')
 */
export function verifyReplay<TAction extends Action>(engine: GameEngine<TAction>, plugins?: readonly GamePlugin[]): ReplayCheck {
  const state = engine.getState()
  const history = engine.getHistory()
  let replayedState: GameState
  let replayedHistory: unknown
  try {
    const record = JSON.parse(JSON.stringify(engine.exportRecord())) as GameRecord
    // The final states are compared below, difference by difference, rather than by the record's hash.
    const replayed = ReplayEngine.replayRecord(record, plugins ?? engine.getPlugins(), { checkFinal: false })
    replayedState = replayed.state
    replayedHistory = replayed.engine.getHistory()
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e))
    return { ok: false, differences: [], diff: `the replay failed: ${errorMessage(e)}`, error }
  }
  const differences = [
    ...compareStates(state, replayedState).differences,
    ...compareStates(history, replayedHistory).differences.map((d) => ({ ...d, path: `history${d.path}` })),
  ]
  const ok = differences.length === 0
  return {
    ok,
    differences,
    diff: ok ? '' : formatDifferences(differences, { labels: ['original', 'replay'] }),
    state: replayedState,
  }
}
