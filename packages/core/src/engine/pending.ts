import type { ActionInit } from '../actions/types'
import type { GamePlugin } from '../plugins/types'
import type { JsonValue } from '../state/json'
import type { GameState } from '../state/types'

/**
 * Work the game does next without a player, which the authority (a session, a test driver) must trigger by
 * dispatching {@link PendingStep.action}: a scripted step of a board game's turn, the effect after a chance
 * card's animation. It is an ordinary action, recorded like any other, so replay needs nothing else.
 *
 * @see the "Pending work" section of the package README
 */
export interface PendingStep {
  /** The action to dispatch, top-level and without a `playerId`. */
  readonly action: ActionInit
  /**
   * An animation to show first: the authority shows it, waits until every client acknowledged it (or a
   * timeout), then dispatches `action` — the effect is a later action, so it is not in the state while
   * clients animate ("animation before effect").
   */
  readonly animation?: { readonly id: string; readonly name: string; readonly data?: JsonValue }
}

/**
 * The game's pending work, for `engine.getPending()`: `null` unless `state.status` is `'playing'`, else the
 * first non-null answer of the plugins' `pending` hooks in registration order (`null` when none answers).
 *
 * @param state - the state to read (the engine's current state).
 * @param plugins - the registered plugins, in registration order.
 * @internal
 */
export function computePending(state: GameState, plugins: readonly Pick<GamePlugin, 'pending'>[]): PendingStep | null {
  if (state.status !== 'playing') return null
  for (let i = 0; i < plugins.length; i++) {
    const hook = plugins[i]!.pending
    if (hook === undefined) continue
    const answer = hook.call(plugins[i], state)
    if (answer !== null && answer !== undefined) return answer
  }
  return null
}
