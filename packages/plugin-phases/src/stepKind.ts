import { InvalidOptionError, type Action, type ActionInit, type GameState, type JsonValue, type RandomProvider } from '@decklet/core'
import type { StepEntry } from './state'

/**
 * A step to push onto the runtime stack (`ctx.nextTick`, `ctx.pushEventToStack`).
 *
 * @example
 * const init: StepInit = { kind: 'pay', params: { to: 'p2', amount: 50 } }
 */
export interface StepInit<TParams extends JsonValue = JsonValue> {
  /** The step's kind, or its name. */
  readonly kind: string | StepKind<any>
  /** Data for the step's `run` (`ctx.params`); JSON, part of the state. */
  readonly params?: TParams
  /**
   * The player the step belongs to: eliminating that player drops it. Default: the pushing step's player;
   * `null`: nobody's.
   */
  readonly playerId?: string | null
}

/**
 * What {@link StepContext.ask} puts to a player.
 *
 * @example
 * ctx.ask({ playerId: 'p1', options: [{ type: 'BUY' }, { type: 'DECLINE' }], defaultAction: { type: 'DECLINE' }, data: { square: 7 } })
 */
export interface DecisionRequest {
  /** Who decides: a player of the game who is not out. */
  readonly playerId: string
  /**
   * The answers the player may give, each of a type the plugin's `decisions` names (its `playerId`, when
   * given, must be the deciding player's); at least one, no two alike.
   */
  readonly options: readonly ActionInit[]
  /** What a timeout answers (the runtime's default): one of `options`. */
  readonly defaultAction: ActionInit
  /** Anything a UI shows with the question (JSON, public). */
  readonly data?: JsonValue
}

/**
 * What {@link StepContext.animate} announces.
 *
 * @example
 * ctx.animate({ name: 'chance-card', data: { card: 'go-back-3' } })
 */
export interface AnimationRequest {
  /** What to show (the UI's name for it). */
  readonly name: string
  /** Anything the animation needs (JSON, public). */
  readonly data?: JsonValue
}

/**
 * What a step's `run` (and `answer`) gets: the state and the calls that change it or the runtime stack. Valid
 * only while `run` or `answer` runs; a later call throws `PhasesError` (`STEP_CONTEXT_CLOSED`). Of `ask`,
 * `animate` and `command`, each of which stops the stack after this step, a step calls at most one.
 *
 * @example
 * const roll = defineStep('roll', {
 *   run(ctx) {
 *     const total = ctx.random.int(1, 6) + ctx.random.int(1, 6)
 *     ctx.emit('ROLLED', { playerId: ctx.playerId, total })
 *     ctx.nextTick({ kind: 'move', params: { steps: total } })
 *   },
 * })
 */
export interface StepContext<TParams extends JsonValue = JsonValue> {
  /** The current state, with every change this step made so far. */
  readonly state: GameState
  /** The step's `params` (`undefined` when it has none). */
  readonly params: TParams
  /** The step's entry on the stack. */
  readonly entry: StepEntry
  /** The round's current player, or `null` (in the round-start and round-end phases, between players). */
  readonly playerId: string | null
  /** The engine's seeded random source: the only randomness a step may use. */
  readonly random: RandomProvider
  /** Replaces the state with `fn(state)` (build it with core's `stateUtils` or a variable's `set`). */
  update(fn: (state: GameState) => GameState): void
  /** Emits an event (after the events emitted before it), optionally visible to some players only. */
  emit(type: string, payload?: JsonValue, visibleTo?: readonly string[]): void
  /**
   * Pushes steps onto the runtime stack: they run next, before anything already on it, the first listed first
   * (LIFO: steps pushed by a later call run before those of an earlier one).
   */
  nextTick(...steps: StepInit[]): void
  /** The same as {@link StepContext.nextTick} (spec 004 names both). */
  pushEventToStack(...steps: StepInit[]): void
  /**
   * Asks a player to decide: the stack stops after this step; the player is the only actor and their legal
   * actions are the options; their answer (or `defaultAction`, on a timeout) runs this step kind's `answer`,
   * then the stack goes on.
   */
  ask(request: DecisionRequest): void
  /**
   * Announces an animation: the stack stops after this step, and the game's pending work is `phases/CONTINUE`
   * with the animation; the authority shows it, waits for every client, then continues. Push the effect as a
   * step before calling it, so that it is applied only after the animation.
   */
  animate(request: AnimationRequest): void
  /**
   * Dispatches an action through the engine, so its rules and core modifiers apply: the stack stops after this
   * step, the action runs (chained), and the stack then goes on (`phases/RESUME`). A denied command is
   * announced by core's `ACTION_DENIED`; the stack goes on all the same.
   */
  command(action: ActionInit): void
  /**
   * Takes a player out (`status: 'eliminated'`, core's `isOut`), emitting `player.eliminated`, and drops their
   * pending steps; for the round's current player, every step on the stack but the game-over checks.
   */
  eliminate(playerId: string, reason?: string): void
  /** Adds `turns` to a player's skip count: their next `turns` turns are skipped (`player.round.skip`). */
  skipTurns(playerId: string, turns: number): void
  /** Ends the game: status `finished`, these winners, `game.over`; the stack is cleared. */
  endGame(winnerIds: readonly string[]): void
}

/**
 * A kind of step: its name and what it does. `answer` runs when a decision this step asked for is answered.
 *
 * @example
 * const buy = defineStep<{ square: number }>('offerPurchase', {
 *   run(ctx) {
 *     ctx.ask({ playerId: ctx.playerId!, options: [{ type: 'BUY' }, { type: 'DECLINE' }], defaultAction: { type: 'DECLINE' } })
 *   },
 *   answer(ctx, action) {
 *     if (action.type === 'BUY') ctx.emit('BOUGHT', { square: ctx.params.square })
 *   },
 * })
 */
export interface StepKind<TParams extends JsonValue = JsonValue> {
  /** The kind's name, unique among the plugin's step kinds. */
  readonly kind: string
  /** What the step does when it comes off the stack. */
  run(ctx: StepContext<TParams>): void
  /** What the answer to this step's `ask` does (absent: the answer only lets the stack go on). */
  answer?(ctx: StepContext<TParams>, action: Action): void
}

/**
 * The functions of a step kind, for {@link defineStep}.
 *
 * @example
 * const definition: StepDefinition = { run: (ctx) => ctx.emit('TICK') }
 */
export interface StepDefinition<TParams extends JsonValue = JsonValue> {
  /** What the step does when it comes off the stack. */
  run(ctx: StepContext<TParams>): void
  /** What the answer to this step's `ask` does (the decision's player's action, checked against the options). */
  answer?(ctx: StepContext<TParams>, action: Action): void
}

/**
 * Makes a step kind (frozen).
 *
 * @example
 * const payTax = defineStep<{ amount: number }>('payTax', { run: (ctx) => ctx.emit('TAX_PAID', { amount: ctx.params.amount }) })
 */
export function defineStep<TParams extends JsonValue = JsonValue>(kind: string, definition: StepDefinition<TParams>): StepKind<TParams> {
  if (typeof kind !== 'string' || kind === '') throw new InvalidOptionError('kind', kind, 'a non-empty string', { scope: 'defineStep' })
  if (typeof definition?.run !== 'function') throw new InvalidOptionError('run', definition?.run, 'a function', { scope: `defineStep('${kind}')` })
  if (definition.answer !== undefined && typeof definition.answer !== 'function') {
    throw new InvalidOptionError('answer', definition.answer, 'a function or absent', { scope: `defineStep('${kind}')` })
  }
  const step: StepKind<TParams> = definition.answer === undefined
    ? { kind, run: definition.run }
    : { kind, run: definition.run, answer: definition.answer }
  return Object.freeze(step)
}
