import type { GameEngine } from '@decklet/core'

/**
 * The games an environment plays, named as RLCard names its environments.
 *
 * @example
 * const name: EnvGameName = 'doudizhu'
 */
export type EnvGameName = 'uno' | 'doudizhu' | 'no-limit-holdem'

/**
 * What {@link CardGameEnv.reset} returns: the player to act (a seat index, RLCard's `player_id`), that
 * player's observation and the mask of its legal action ids.
 *
 * @example
 * const { playerId, obs, legalMask } = env.reset(1)
 */
export interface EnvReset {
  /** The seat to act, 0 to `numPlayers − 1` (RLCard's player ids; seat 0 is the engine's player `p1`). */
  readonly playerId: number
  /** That player's observation (RLCard's `obs`, flattened in C order), `obsSize` long. */
  readonly obs: Float32Array
  /** 1 for every legal action id, 0 for the others: `numActions` long. */
  readonly legalMask: Uint8Array
  /** The legal action ids, ascending (RLCard's `legal_actions` keys): what `legalMask` marks. */
  readonly legalActions: readonly number[]
}

/**
 * What {@link CardGameEnv.step} returns. When `done`, `playerId` is −1, `obs` and `legalMask` are zeros and
 * `rewards` holds every player's payoff (RLCard's `get_payoffs()`); before that the rewards are zeros.
 *
 * @example
 * const { done, rewards } = env.step(actionId)
 */
export interface EnvStep extends EnvReset {
  /** The reward of each seat for this step (RLCard pays only at the end). */
  readonly rewards: Float32Array
  readonly done: boolean
}

/**
 * One player's observation as RLCard's environments give it (`env.get_state(player_id)`), computed from that
 * player's view of the game only.
 *
 * @example
 * const o = env.observe(1)
 * o.legalActions // the ids, as the keys of RLCard's `legal_actions`
 */
export interface EnvObservation extends EnvReset {
  /** The legal action ids (RLCard's `legal_actions` keys); empty for a player who is not to act. */
  readonly legalActions: readonly number[]
  /** RLCard's `raw_obs`: the game state as that player sees it, with RLCard's field names and card strings. */
  readonly rawObs: Readonly<Record<string, unknown>>
  /** RLCard's `raw_legal_actions`: the legal actions as RLCard's strings. */
  readonly rawLegalActions: readonly string[]
}

/**
 * A card game environment: RLCard's interface (`reset`, `step`, `get_state`, `get_payoffs`) in the
 * agent-environment cycle of PettingZoo — one seat acts at a time, and `step` returns the next seat to act.
 *
 * @example
 * const env = createEnv('uno')
 * let t = env.reset(7)
 * while (true) {
 *   const legal = [...t.legalMask.keys()].filter((a) => t.legalMask[a] === 1)
 *   const next = env.step(legal[0]!)
 *   if (next.done) break
 *   t = next
 * }
 */
export interface CardGameEnv {
  readonly name: EnvGameName
  readonly numPlayers: number
  /** The size of the action space (RLCard's `num_actions`). */
  readonly numActions: number
  /** RLCard's `state_shape`: the shape of each seat's `obs` (Dou Dizhu's landlord sees 790 numbers, farmers 901). */
  readonly stateShape: readonly (readonly number[])[]
  /** The length of the longest `obs`: every `obs` this environment returns is this long, zero-padded. */
  readonly obsSize: number
  /** Starts a new game from `seed` (the same seed, the same game), reusing the engine's wiring. */
  reset(seed: number): EnvReset
  /** Plays the current seat's action. An id that is not legal now throws {@link InvalidActionIdError}, the game unchanged. */
  step(actionId: number): EnvStep
  /** Any seat's observation, computed from its own view of the game. */
  observe(playerId: number): EnvObservation
  /** The seat to act, or −1 when the game is over. */
  currentPlayer(): number
  isOver(): boolean
  /** Every seat's payoff, as RLCard's `get_payoffs()` (zeros before the end). */
  payoffs(): Float32Array
  /** RLCard's string for an action id (`'r-7'`, `'draw'`, `'3334'`, `'pass'`, `'raise_pot'`). */
  actionName(actionId: number): string
  /** The id of an RLCard action string, or −1 when there is none. */
  actionId(name: string): number
  /** The engine of the current game (for its record, views and events); a new one after each `reset`. */
  readonly engine: GameEngine
}
