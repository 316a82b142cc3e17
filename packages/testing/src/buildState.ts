import { checkGameStateShape, deepFreeze, StateValidationError, StateValidator, type GameState } from '@decklet/core'

/**
 * One pure change of a state: takes a state, returns a new one (never changes
 * its input). The `with…` helpers make them; core's `stateUtils` functions fit
 * too: `(s) => stateUtils.addCard(s, card)`.
 *
 * @example
 * const discardTopIsAce: StateEdit = (s) => stateUtils.setVariable(s, 'lastRank', 'A')
 */
export type StateEdit = (state: GameState) => GameState

/**
 * Builds a state directly — "these cards in p1's hand, this card on the
 * discard pile, p2 to move" — instead of playing up to it: applies `edits` in
 * order to `base`, then checks the result's structure (JSON data only) and
 * core's built-in invariants, throwing core's `StateValidationError` listing
 * every problem. `version` is left as in `base`. The result is deeply frozen,
 * like the engine's states.
 *
 * Plugins' own state checks run when the state is installed in an engine
 * ({@link installState}).
 *
 * @example
 * const state = buildState(
 *   engine.getState(),
 *   withCards('hand-p1', ['c1', 'c2']),
 *   withCards('discard', ['c9']),
 *   withCurrentPlayer('p2'),
 * )
 */
export function buildState(base: GameState, ...edits: readonly StateEdit[]): GameState {
  let state = base
  for (const edit of edits) {
    state = edit(state)
    if (typeof state !== 'object' || state === null) {
      throw new TypeError(`a state edit returned ${state === null ? 'null' : typeof state} instead of a state`)
    }
  }
  const problems = checkGameStateShape(state)
  if (problems.length === 0) problems.push(...new StateValidator().validate(state).errors)
  if (problems.length > 0) {
    throw new StateValidationError(`buildState made an invalid state: ${problems.join('; ')}`, problems)
  }
  return deepFreeze(state)
}
