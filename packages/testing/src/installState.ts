import type { Action, GameEngine, GameSnapshot, GameState } from '@decklet/core'

/**
 * Puts a state (typically made with {@link buildState}) into an engine through
 * `restoreSnapshot`, keeping the engine's random position, and returns the
 * state the engine now holds. The engine checks it like any restored snapshot
 * — structure, built-in invariants and the plugins' state checks — and throws
 * core's `StateValidationError` without changing anything when it is invalid.
 *
 * The engine's history and record start again from this state, so
 * `exportRecord()` and {@link verifyReplay} work from it.
 *
 * @example
 * const engine = createTestEngine({ plugins })
 * installState(engine, buildState(engine.getState(), withCards('hand-p1', ['c1']), withCurrentPlayer('p2')))
 * expect(engine.dispatch(playCard('p1', 'c1'))).toBeDenied('NOT_YOUR_TURN')
 */
export function installState<TAction extends Action>(engine: GameEngine<TAction>, state: GameState): GameState {
  const snapshot: GameSnapshot = {
    format: 'decklet-snapshot',
    state,
    version: state.version,
    random: engine.createSnapshot().random,
    historyLength: 0,
  }
  engine.restoreSnapshot(snapshot)
  return engine.getState()
}
