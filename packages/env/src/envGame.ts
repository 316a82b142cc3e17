import type { ActionInit, GamePlugin, GameState } from '@decklet/core'
import type { EnvGameName } from './types'

/**
 * What an environment needs of one game: its plugins, RLCard's action space and observation, and how to read
 * the game state. One per game in `games/`; the environment (`gameEnv.ts`) is the same for all. @internal
 */
export interface EnvGame {
  readonly name: EnvGameName
  readonly numPlayers: number
  readonly numActions: number
  readonly stateShape: readonly (readonly number[])[]
  readonly obsSize: number
  /** The plugins of a game, made once and shared by every game of the environment. */
  readonly plugins: readonly GamePlugin[]
  /** The player id of the seat to act, or `null` (the game is over). */
  toAct(state: GameState): string | null
  /**
   * The legal action ids of `playerId` now, ascending, written into `ids` (and the matching actions into
   * `actions`); returns how many.
   */
  legal(state: GameState, playerId: string, ids: number[], actions: ActionInit[]): number
  /** Writes `playerId`'s observation into `out` (zeroed by the caller), reading only what that player may see in `state`. */
  encode(state: GameState, playerId: string, trace: EnvTrace, out: Float32Array, offset: number): void
  /** RLCard's `raw_obs` of `playerId`, from what that player may see. */
  raw(state: GameState, playerId: string, trace: EnvTrace, legalNames: readonly string[]): Record<string, unknown>
  /** Every seat's payoff at the end (RLCard's `get_payoffs()`). */
  payoffs(state: GameState, out: Float32Array): void
  actionName(actionId: number): string
  actionId(name: string): number
  /** Public facts about an action, kept by the environment for observations that need the play so far. */
  traced(actionId: number): boolean
}

/** The public actions of the game so far, by seat, for the observations that need them (Dou Dizhu's). @internal */
export interface EnvTrace {
  readonly seats: number[]
  readonly actions: number[]
}
