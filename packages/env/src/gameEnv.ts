import { GameEngine, getViewCards, type ActionInit, type GameState } from '@decklet/core'
import type { EnvGame, EnvTrace } from './envGame'
import { InvalidActionIdError } from './errors'
import { FastReset } from './fastReset'
import type { CardGameEnv, EnvGameName, EnvObservation, EnvReset, EnvStep } from './types'

/** Options of an environment. */
export interface EnvOptions {
  /**
   * Make each game with `new GameEngine` + `createGame` + `start` instead of forking a template engine (see
   * `fastReset`): slower, the same games.
   */
  readonly freshEngines?: boolean
  /** The engines' validation mode; default `'none'` (the plugins' rules still refuse every illegal action). */
  readonly validationMode?: 'none' | 'development' | 'always'
}

/**
 * One environment: the agent-environment cycle over one game at a time, on any {@link EnvGame}. The step
 * methods that write into given buffers are what vector environments use; `reset` and `step` return new
 * arrays. @internal
 */
export class GameEnv implements CardGameEnv {
  readonly name: EnvGameName
  readonly numPlayers: number
  readonly numActions: number
  readonly stateShape: readonly (readonly number[])[]
  readonly obsSize: number
  readonly #game: EnvGame
  readonly #games: FastReset | null
  readonly #players: { id: string; name: string }[]
  readonly #options: EnvOptions
  #engine: GameEngine | null = null
  /** The seat to act (−1: over, or no game yet). */
  #seat = -1
  readonly #ids: number[] = []
  readonly #actions: ActionInit[] = []
  #count = 0
  /** Where this environment wrote its last mask (its 1s are the first {@link #count} of {@link #ids}). */
  #maskBuffer: Uint8Array | null = null
  #maskAt = -1
  /** A mask `reset`/`step` just made (all zeros) for the call under way. */
  #freshMask: Uint8Array | null = null
  readonly #trace: EnvTrace = { seats: [], actions: [] }

  constructor(game: EnvGame, options: EnvOptions = {}) {
    this.#game = game
    this.name = game.name
    this.numPlayers = game.numPlayers
    this.numActions = game.numActions
    this.stateShape = game.stateShape
    this.obsSize = game.obsSize
    this.#options = options
    this.#players = Array.from({ length: game.numPlayers }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }))
    this.#games = options.freshEngines === true ? null : new FastReset(game.plugins, this.#players, { validationMode: options.validationMode ?? 'none' })
  }

  get engine(): GameEngine {
    if (this.#engine === null) throw new InvalidActionIdError('No game yet: call reset(seed) first', -1, [])
    return this.#engine
  }

  reset(seed: number): EnvReset {
    const obs = new Float32Array(this.obsSize)
    const legalMask = new Uint8Array(this.numActions)
    this.#freshMask = legalMask
    const playerId = this.resetInto(seed, obs, legalMask, 0, 0)
    return { playerId, obs, legalMask, legalActions: this.legalIds() }
  }

  step(actionId: number): EnvStep {
    const obs = new Float32Array(this.obsSize)
    const legalMask = new Uint8Array(this.numActions)
    const rewards = new Float32Array(this.numPlayers)
    this.#freshMask = legalMask
    const playerId = this.stepInto(actionId, obs, legalMask, rewards, 0, 0, 0)
    return { playerId, obs, legalMask, legalActions: this.legalIds(), rewards, done: playerId < 0 }
  }

  /**
   * {@link reset}, writing the observation at `obs[obsAt…]` and the mask at `mask[maskAt…]` (both zeroed
   * here). Returns the seat to act. @internal
   */
  resetInto(seed: number, obs: Float32Array, mask: Uint8Array, obsAt: number, maskAt: number): number {
    if (!Number.isFinite(seed)) throw new InvalidActionIdError(`reset(seed) needs a finite number, got ${String(seed)}`, -1, [])
    this.#engine?.destroy()
    this.#engine = this.#games === null ? this.#freshGame(seed) : this.#games.game(seed)
    this.#trace.seats.length = 0
    this.#trace.actions.length = 0
    return this.#advance(obs, mask, null, obsAt, maskAt, 0)
  }

  /**
   * {@link step}, writing into the given buffers (zeroed here; `rewards` gets the payoffs when the game ends).
   * Returns the next seat to act, or −1 when the game is over. @internal
   */
  stepInto(actionId: number, obs: Float32Array, mask: Uint8Array, rewards: Float32Array, obsAt: number, maskAt: number, rewardsAt: number): number {
    const seat = this.#seat
    if (seat < 0) throw new InvalidActionIdError(this.#engine === null ? 'No game yet: call reset(seed) first' : 'The game is over: call reset(seed)', actionId, [])
    const k = Number.isInteger(actionId) ? this.#ids.indexOf(actionId) : -1
    if (k < 0 || k >= this.#count) {
      const legal = this.#ids.slice(0, this.#count)
      throw new InvalidActionIdError(`Action ${String(actionId)} is not legal for player ${seat} now (legal: ${legal.join(', ')})`, actionId, legal)
    }
    const engine = this.#engine!
    const result = engine.dispatch(this.#actions[k]!)
    if (!result.ok) throw new Error(`decklet refused the legal action ${this.#game.actionName(actionId)}: ${result.denyCode ?? String(result.error)}`)
    if (this.#game.traced(actionId)) {
      this.#trace.seats.push(seat)
      this.#trace.actions.push(actionId)
    }
    return this.#advance(obs, mask, rewards, obsAt, maskAt, rewardsAt)
  }

  observe(playerId: number): EnvObservation {
    const engine = this.engine
    const id = this.#playerIdOf(playerId)
    // The player's view (no seed: it is no state's business here), read as a state by the game's functions.
    const shown = engine.getPlayerView(id)
    const view: GameState = { ...shown, cards: getViewCards(shown), seed: 0 }
    const obs = new Float32Array(this.obsSize)
    const legalMask = new Uint8Array(this.numActions)
    const ids: number[] = []
    const actions: ActionInit[] = []
    const count = this.#seat === playerId ? this.#game.legal(view, id, ids, actions) : 0
    for (let i = 0; i < count; i++) legalMask[ids[i]!] = 1
    this.#game.encode(view, id, this.#trace, obs, 0)
    const legalActions = ids.slice(0, count)
    const rawLegalActions = legalActions.map((a) => this.#game.actionName(a))
    return { playerId, obs, legalMask, legalActions, rawObs: this.#game.raw(view, id, this.#trace, rawLegalActions), rawLegalActions }
  }

  currentPlayer(): number {
    return this.#seat
  }

  isOver(): boolean {
    return this.#engine !== null && this.#seat < 0
  }

  payoffs(): Float32Array {
    const out = new Float32Array(this.numPlayers)
    if (this.isOver()) this.#game.payoffs(this.#engine!.getState(), out)
    return out
  }

  actionName(actionId: number): string {
    return this.#game.actionName(actionId)
  }

  actionId(name: string): number {
    return this.#game.actionId(name)
  }

  /** The legal ids of the seat to act (a copy). @internal */
  legalIds(): number[] {
    return this.#ids.slice(0, this.#count)
  }

  /** How many ids are legal now (0 when no game is being played). @internal */
  get legalCount(): number {
    return this.#count
  }

  /** The `k`-th legal id, in ascending order (`k` below {@link GameEnv.legalCount}). @internal */
  legalIdAt(k: number): number {
    return this.#ids[k]!
  }

  #playerIdOf(seat: number): string {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.numPlayers) throw new InvalidActionIdError(`No player ${String(seat)}: players are 0 to ${this.numPlayers - 1}`, -1, [])
    return this.#players[seat]!.id
  }

  #freshGame(seed: number): GameEngine {
    const engine = new GameEngine({ seed, validationMode: this.#options.validationMode ?? 'none', clock: () => 0 })
    for (const plugin of this.#game.plugins) engine.use(plugin)
    return engine.createGame({ players: this.#players }).start()
  }

  /**
   * Zeroes the mask at `mask[maskAt…]`: a new array is zero already, and where this environment wrote its last
   * mask (a vector environment's row) only the ids it set are cleared, not the whole row (27,472 bytes for Dou
   * Dizhu); anywhere else, the whole row.
   */
  #clearMask(mask: Uint8Array, maskAt: number): void {
    if (mask === this.#maskBuffer && maskAt === this.#maskAt) {
      for (let i = 0; i < this.#count; i++) mask[maskAt + this.#ids[i]!] = 0
    } else if (mask !== this.#freshMask) mask.fill(0, maskAt, maskAt + this.numActions)
    this.#freshMask = null
  }

  /** After a reset or a step: who acts, their mask and observation, or the payoffs. */
  #advance(obs: Float32Array, mask: Uint8Array, rewards: Float32Array | null, obsAt: number, maskAt: number, rewardsAt: number): number {
    obs.fill(0, obsAt, obsAt + this.obsSize)
    this.#clearMask(mask, maskAt)
    const state = this.#engine!.getState()
    const id = state.status === 'playing' ? this.#game.toAct(state) : null
    if (id === null) {
      this.#seat = -1
      this.#count = 0
      this.#maskBuffer = mask
      this.#maskAt = maskAt
      if (rewards !== null) this.#game.payoffs(state, rewards.subarray(rewardsAt, rewardsAt + this.numPlayers))
      return -1
    }
    const seat = Number(id.slice(1)) - 1
    this.#seat = seat
    this.#count = this.#game.legal(state, id, this.#ids, this.#actions)
    for (let i = 0; i < this.#count; i++) mask[maskAt + this.#ids[i]!] = 1
    this.#maskBuffer = mask
    this.#maskAt = maskAt
    // The full state, read only where `id` may see (each game's encoder; the tests compare it with the view's).
    this.#game.encode(state, id, this.#trace, obs, obsAt)
    if (rewards !== null) rewards.fill(0, rewardsAt, rewardsAt + this.numPlayers)
    return seat
  }
}
