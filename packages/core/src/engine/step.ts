import type { Action } from '../actions/types'
import { GameLifecycleError } from '../errors/errors'
import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { ActionOrigin, Rule, RuleContext } from '../rules/types'
import { deepFreeze } from '../state/json'
import type { GameState } from '../state/types'
import { findUnknownRootField, withVersion } from '../state/withVersion'
import type { GameContext } from './gameContext'
import type { Registry, Route } from './registry'
import { DispatchCodes, type ProcessedAction } from './types'

/** What the rules answered when one of them denied an action. @internal */
export interface Denial {
  readonly ok: false
  readonly denyReason: string
  readonly denyCode?: string
}

/**
 * Runs rules read-only. While they run, {@link RuleRunner.readOnly} is true and
 * the GameContext refuses every change, so a rule can only read.
 * @internal
 */
export class RuleRunner {
  /** True while rules run: the context's mutations, `emit` and `dispatch` throw. */
  readOnly = false
  private game: GameContext

  constructor(private readonly registry: Registry) {
    this.game = undefined as unknown as GameContext
  }

  /** Sets the context rules read through (`RuleContext.game`): the engine's, which is made after this runner. */
  attach(game: GameContext): void {
    this.game = game
  }

  /** Throws when rules are running: they may not `what` ('change state', 'emit events', 'dispatch actions'). */
  assertWritable(what: string): void {
    if (this.readOnly) throw new GameLifecycleError(`Rules must not ${what}`, 'READ_ONLY_CONTEXT')
  }

  /** Runs `rules` (those that apply to the action's type) on `action`; returns the first denial, or `null` when allowed. */
  run(state: GameState, action: Action, rules: readonly Rule[], origin: ActionOrigin = 'top-level'): Denial | null {
    if (rules.length === 0) return null
    // A new context per run, not one kept in the runner: this object lives long (in V8's old generation),
    // and writing each run's state and action into a kept context took the write barrier's slow path
    // twice per action (counted with callgrind), dearer than allocating a young object. A rule may call
    // engine.validate()/getLegalActions() (through a closure): that nested run gets its own context too,
    // and leaves the read-only guard as it was.
    const ctx: RuleContext = { state, action, game: this.game, origin }
    const nested = this.readOnly
    this.readOnly = true
    try {
      const verdict = this.registry.ruleEngine.validateWith(rules, ctx)
      if (verdict.allowed) return null
      return verdict.code === undefined ? { ok: false, denyReason: verdict.reason } : { ok: false, denyReason: verdict.reason, denyCode: verdict.code }
    } finally {
      this.readOnly = nested
    }
  }
}

/**
 * The pure step of spec 001's `processAction`: `(state, action) → next state and
 * events`, or a denial, or the handler's error. It runs the action type's rules
 * read-only, then its handler, and gives the next state its version (the
 * engine bumps once per action). It changes nothing: the tick commits what it
 * returns (freezing, events, history) — the transition/shell split of
 * xstate-store.
 *
 * It returns the next state, and leaves the rest of its outcome in its fields
 * rather than in a new object: the step runs for every action.
 * @internal
 */
export class Step {
  /** The events the handler of the last applied action returned. */
  events: readonly EventInit[] | undefined = undefined
  /** What the last action that was not applied became: a denial, or `{ ok: false, error }`. */
  failure: ProcessedAction | null = null
  /** What the handler threw, when the last action failed with `error` (the tick takes it). */
  error: unknown = undefined

  constructor(
    protected readonly registry: Registry,
    private readonly rules: RuleRunner,
    private readonly checked: boolean,
  ) {}

  /**
   * Steps `action` on `state`. Returns the next state, with its version, and
   * leaves the handler's events in {@link Step.events}; or returns `null` when
   * the action is not applied, leaving in {@link Step.failure} a denial (no
   * handler, or a rule said no) or `{ action, ok: false, error }`, with the
   * thrown value in {@link Step.error}, when the handler threw or returned no state.
   */
  run(state: GameState, action: Action, random: RandomProvider, origin: ActionOrigin): GameState | null {
    const route = this.registry.of(action.type)
    if (route === null) {
      this.failure = { action, ok: false, denyReason: `No action handler registered for type '${action.type}'`, denyCode: DispatchCodes.UNKNOWN_ACTION_TYPE }
      return null
    }
    if (route.internal && origin === 'top-level') {
      this.failure = { action, ok: false, denyReason: internalActionReason(action.type), denyCode: DispatchCodes.INTERNAL_ACTION }
      return null
    }
    const playerId = action.playerId
    if (playerId !== undefined && route.playersOnly && !Object.hasOwn(state.players, playerId)) {
      this.failure = { action, ok: false, denyReason: unknownPlayerReason(playerId), denyCode: DispatchCodes.UNKNOWN_PLAYER }
      return null
    }
    const denied = this.rules.run(state, action, route.rules, origin)
    if (denied !== null) {
      this.failure = { action, ...denied }
      return null
    }
    if (this.checked) deepFreeze(action)
    try {
      const result = this.registry.actionExecutor.run(route.handler, state, action, random)
      if (typeof result !== 'object' || result === null || typeof result.state !== 'object' || result.state === null) {
        throw new GameLifecycleError(`Action handler for '${action.type}' returned no state`, 'INVALID_UPDATE')
      }
      this.events = result.events
      return versioned(result.state, state.version + 1, this.checked)
    } catch (e) {
      this.error = e
      this.failure = { action, ok: false, error: e instanceof Error ? e.message : String(e) }
      return null
    }
  }
}

/** The reason of core's `INTERNAL_ACTION` denial. @internal */
export function internalActionReason(type: string): string {
  return `'${type}' is an internal action: only plugins may dispatch it`
}

/** The reason of core's `UNKNOWN_PLAYER` denial. @internal */
export function unknownPlayerReason(playerId: string): string {
  return `No player '${playerId}' in this game`
}

/**
 * What core denies before an action's rules: no handler for its type (`UNKNOWN_ACTION_TYPE`), an internal action
 * sent from outside (`INTERNAL_ACTION`), or a sender who is no player of the game (`UNKNOWN_PLAYER`, unless the
 * handler takes new players); `null` when the rules may run. The dry runs ask it; {@link Step.run} writes the same
 * checks out (measured: going through this function cost the trivial dispatch ~30 ns). @internal
 */
export function refuseRoute(route: Route | null, state: GameState, action: Action, origin: ActionOrigin): Denial | null {
  if (route === null) return { ok: false, denyReason: `No action handler registered for type '${action.type}'`, denyCode: DispatchCodes.UNKNOWN_ACTION_TYPE }
  if (route.internal && origin === 'top-level') return { ok: false, denyReason: internalActionReason(action.type), denyCode: DispatchCodes.INTERNAL_ACTION }
  const playerId = action.playerId
  if (playerId !== undefined && route.playersOnly && !Object.hasOwn(state.players, playerId)) {
    return { ok: false, denyReason: unknownPlayerReason(playerId), denyCode: DispatchCodes.UNKNOWN_PLAYER }
  }
  return null
}

/**
 * `next` with `version`. A root that already carries it is new (no earlier state
 * has that version) and is taken as it is; any other root is copied. Checked
 * engines refuse a root field `GameState` does not have.
 * @internal
 */
export function versioned(next: GameState, version: number, checked: boolean): GameState {
  if (checked) {
    const unknown = findUnknownRootField(next)
    if (unknown !== null) {
      throw new GameLifecycleError(`GameState has no field '${unknown}'; keep game data in variables`, 'UNKNOWN_STATE_FIELD')
    }
  }
  return next.version === version ? next : withVersion(next, version)
}
