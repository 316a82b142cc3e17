import type { GameState } from './types'

const FIELDS = new Set<string>([
  'gameId',
  'status',
  'players',
  'cards',
  'zones',
  'variables',
  'currentPlayerId',
  'turn',
  'winnerIds',
  'version',
  'seed',
])

/**
 * `state` with `version` set, rebuilt as a literal with exactly the GameState
 * fields. The engine bumps versions through this rather than `{ ...state, version }`:
 * a fixed-shape literal keeps one hidden class for every state, which makes
 * freezing about four times faster in V8 (measured) and reads monomorphic.
 * @internal
 */
export function withVersion(state: GameState, version: number): GameState {
  return {
    gameId: state.gameId,
    status: state.status,
    players: state.players,
    cards: state.cards,
    zones: state.zones,
    variables: state.variables,
    currentPlayerId: state.currentPlayerId,
    turn: state.turn,
    winnerIds: state.winnerIds,
    version,
    seed: state.seed,
  }
}

/**
 * The first field of `state` that is not a GameState field, or `null`. Game data
 * belongs in `variables`; the engine refuses other root fields in checked modes
 * rather than dropping them silently.
 * @internal
 */
export function findUnknownRootField(state: GameState): string | null {
  for (const key in state) if (!FIELDS.has(key)) return key
  return null
}
