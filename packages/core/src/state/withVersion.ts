import { copyState } from './draft/shapes'
import { GAME_STATE_FIELDS, type GameState } from './types'

/**
 * A copy of `state` with `version` set. The engine bumps versions through this
 * rather than `{ ...state, version }` (see `copyState` for why).
 * @internal
 */
export function withVersion(state: GameState, version: number): GameState {
  const next = copyState(state)
  next.version = version
  return next
}

/**
 * The first field of `state` that is not a GameState field, or `null`. Game data
 * belongs in `variables`; the engine refuses other root fields in checked modes.
 * @internal
 */
export function findUnknownRootField(state: GameState): string | null {
  for (const key in state) if (!GAME_STATE_FIELDS.has(key as keyof GameState)) return key
  return null
}
