import type { Action, ActionInit, PlayerView } from '@decklet/core'
import { plainAction } from './plainAction'
import type { ActionSource } from './types'

/** What a session's `defaultAction` option is told about a player whose time ran out. */
export interface DefaultActionContext {
  readonly playerId: string
  /** The player's legal actions (the default must be one of them). */
  readonly legalActions: readonly Action[]
  /** The player's own view. */
  readonly view: PlayerView
}

/**
 * What a timeout dispatches, and why: `timeout` for a game's or the host's default, `fallback` for the
 * first legal action.
 * @internal
 */
export interface TimeoutChoice {
  readonly action: Action
  readonly source: Exclude<ActionSource, 'player'>
}

/**
 * Picks the action a timeout dispatches for the players of a closed round, tried in the order they were
 * asked (the current player first): the first game default (`gameDefault`, which is
 * `engine.getDefaultAction`); when the game declares none for anybody, the first answer of the host's
 * `defaultAction`; failing both, the first legal action of the first player asked. Every step depends on
 * the state only, never the clock, so the history replays.
 *
 * @param asked - the players asked, in order, with their legal actions (never empty) and views.
 * @param gameDefault - the game's default for one player, or `null`.
 * @param hostDefault - the session's `defaultAction` option, if any.
 * @internal
 */
export function chooseTimeoutAction(
  asked: readonly DefaultActionContext[],
  gameDefault: (playerId: string) => ActionInit | null,
  hostDefault: ((context: DefaultActionContext) => ActionInit | null) | undefined,
): TimeoutChoice {
  for (const { playerId } of asked) {
    const action = gameDefault(playerId)
    if (action !== null) return { action: plainAction(action, playerId), source: 'timeout' }
  }
  if (hostDefault !== undefined) {
    for (const { playerId, legalActions, view } of asked) {
      // A context of its own: the host sees the three documented fields, not the request they came from.
      const action = hostDefault({ playerId, legalActions, view })
      if (action !== null) return { action: plainAction(action, playerId), source: 'timeout' }
    }
  }
  const first = asked[0]!
  return { action: plainAction(first.legalActions[0]!, first.playerId), source: 'fallback' }
}
