import { canonicalJson, defineVariable, type ActionInit, type GameState, type JsonValue, type WithVariables } from '@decklet/core'

/** Key of the variable holding the phases plugin's state. */
export const PHASES_VARIABLE = 'phases'

/**
 * One step on the runtime stack: its id (`s<n>`), its kind, its params and the player it belongs to.
 *
 * @example
 * const entry: StepEntry = { id: 's4', kind: 'move', params: { steps: 7 }, playerId: 'p1' }
 */
export interface StepEntry {
  /** `s<n>`, from the phases state's `nextId`. */
  readonly id: string
  /** The step kind that runs it. */
  readonly kind: string
  /** The step's data (`ctx.params`). */
  readonly params?: JsonValue
  /** The player the step belongs to (eliminating them drops it). */
  readonly playerId?: string
}

/**
 * An answer an open decision accepts, as the state keeps it: type, payload and the deciding player.
 *
 * @example
 * const option: DecisionOption = { type: 'BUY', payload: {}, playerId: 'p1' }
 */
export interface DecisionOption {
  readonly type: string
  readonly payload: JsonValue
  readonly playerId: string
}

/**
 * An open decision: the stack waits for `playerId` to answer with one of `options`. `step` is the step that
 * asked (its kind's `answer` gets the answer).
 *
 * @example
 * const wait: DecisionWait = { id: 'w5', kind: 'decision', playerId: 'p1', options, defaultAction: options[0]!, step }
 */
export interface DecisionWait {
  /** `w<n>`. */
  readonly id: string
  readonly kind: 'decision'
  /** Who decides: the only actor while the decision is open. */
  readonly playerId: string
  /** The answers accepted: the player's legal actions. */
  readonly options: readonly DecisionOption[]
  /** What a timeout answers (`engine.getDefaultAction`): one of the options. */
  readonly defaultAction: DecisionOption
  /** What the asking step gave a UI to show. */
  readonly data?: JsonValue
  /** The step that asked: its kind's `answer` gets the answer, with its params. */
  readonly step: StepEntry
}

/**
 * An open animation: the stack waits for `phases/CONTINUE { waitId: id }`, which the authority dispatches
 * once every client has shown it.
 *
 * @example
 * const wait: AnimationWait = { id: 'w6', kind: 'animation', name: 'chance-card' }
 */
export interface AnimationWait {
  readonly id: string
  readonly kind: 'animation'
  readonly name: string
  readonly data?: JsonValue
}

/**
 * A pause point before a player's turn (`yieldBetweenPlayers`): the stack waits for `phases/CONTINUE
 * { waitId: id }`, which the authority dispatches when the game is not paused.
 *
 * @example
 * const wait: ContinueWait = { id: 'w7', kind: 'continue' }
 */
export interface ContinueWait {
  readonly id: string
  readonly kind: 'continue'
}

/**
 * What the stack waits for, if anything.
 *
 * @example
 * if (wait?.kind === 'decision') console.log(`${wait.playerId} decides`)
 */
export type PhasesWait = DecisionWait | AnimationWait | ContinueWait

/**
 * Where the round loop is:
 * - `idle`: before the loop started (`phases/RUN` on `GAME_STARTED`);
 * - `init`: the init phase runs;
 * - `roundTop`: a round is due (a `continue` wait opens here with `yieldBeforeRounds`);
 * - `roundReady`: the same, once that wait was answered;
 * - `roundStart`: the round-start phase runs;
 * - `between`: before the player at `index` (a `continue` wait opens here with `yieldBetweenPlayers`);
 * - `ready`: the same, once that wait was answered;
 * - `turn`: the current player's phase runs;
 * - `roundEnd`: the round-end phase runs;
 * - `over`: the game ended.
 *
 * @example
 * const stage: PhasesStage = 'turn'
 */
export type PhasesStage = 'idle' | 'init' | 'roundTop' | 'roundReady' | 'roundStart' | 'between' | 'ready' | 'turn' | 'roundEnd' | 'over'

/** Every {@link PhasesStage}. */
export const PHASES_STAGES: readonly PhasesStage[] = Object.freeze(['idle', 'init', 'roundTop', 'roundReady', 'roundStart', 'between', 'ready', 'turn', 'roundEnd', 'over'])

/**
 * The phases plugin's state (`variables.phases`), JSON.
 *
 * @example
 * const { round, current, stack, wait } = getPhasesState(engine.getState())
 */
export interface PhasesState {
  /** The round number: 0 before the first round, then 1, 2, … */
  readonly round: number
  /** The players of this round, in seat order, fixed at its start (those out are passed over). */
  readonly order: readonly string[]
  /** Index in `order` of the player being dealt with (or next). */
  readonly index: number
  /** Where the round loop is. */
  readonly stage: PhasesStage
  /** The round's current player: set at `player.round.start`, `null` again after their phase. */
  readonly current: string | null
  /** The runtime stack, bottom first: the last entry runs next. */
  readonly stack: readonly StepEntry[]
  /** What the stack waits for: a player's decision, an animation, a pause point; `null` while it runs or is done. */
  readonly wait: PhasesWait | null
  /** Turns each player still skips (no entry: none). */
  readonly skips: Readonly<Record<string, number>>
  /** The number the next step or wait id gets. */
  readonly nextId: number
}

/** The state before the loop starts. */
export const INITIAL_PHASES_STATE: PhasesState = Object.freeze({
  round: 0,
  order: Object.freeze([]) as readonly string[],
  index: 0,
  stage: 'idle',
  current: null,
  stack: Object.freeze([]) as readonly StepEntry[],
  wait: null,
  skips: Object.freeze({}),
  nextId: 1,
})

/**
 * The phases plugin's variable, typed.
 *
 * @example
 * PhasesVariables.state.get(state).round
 */
export const PhasesVariables = Object.freeze({
  /** `phases`: the round loop, the runtime stack and what it waits for. */
  state: defineVariable<PhasesState>(PHASES_VARIABLE, { initial: INITIAL_PHASES_STATE }),
})

/**
 * The phases state of a game (the initial one before `setup` wrote it).
 *
 * @example
 * getPhasesState(engine.getState()).stage // 'turn'
 */
export function getPhasesState(state: WithVariables): PhasesState {
  return PhasesVariables.state.get(state)
}

/**
 * What the stack waits for in a game, or `null`.
 *
 * @example
 * const wait = getWait(engine.getState())
 */
export function getWait(state: WithVariables): PhasesWait | null {
  return getPhasesState(state).wait
}

/** `state` with the phases state replaced. @internal */
export function withPhases(state: GameState, phases: PhasesState): GameState {
  return PhasesVariables.state.set(state, phases)
}

/** An action init as a decision option: payload `{}` when absent, the deciding player. @internal */
export function toOption(init: ActionInit, playerId: string): DecisionOption {
  return { type: init.type, payload: (init.payload ?? {}) as JsonValue, playerId }
}

/** What makes two decision options the same answer: type and payload (the player is the decision's). @internal */
export function optionKey(option: { readonly type: string; readonly payload?: unknown }): string {
  return canonicalJson([option.type, (option.payload ?? {}) as JsonValue])
}
