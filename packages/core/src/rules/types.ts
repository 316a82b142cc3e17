import type { Action } from '../actions/types'
import type { GameContext } from '../engine/gameContext'
import type { GameState } from '../state/types'

/** A rule's verdict: allowed, or denied with a reason and an optional stable code. */
export type RuleResult = { readonly allowed: true } | { readonly allowed: false; readonly reason: string; readonly code?: string }

/** What a rule reads. Rules must not change state. */
export interface RuleContext<TAction extends Action = Action> {
  /** The state the action would apply to. */
  readonly state: GameState
  /** The action being checked. */
  readonly action: TAction
  /** The engine's context, read-only here: mutations, `emit` and `dispatch` throw. */
  readonly game: GameContext
  /**
   * Who sent the action: `'top-level'` (a `dispatch` from outside, a player's move; dry runs such as
   * `validate` and `getLegalActions` ask as this), `'chained'` (dispatched by a plugin during a tick) or
   * `'setup'` (dispatched during `createGame` or `start`).
   */
  readonly origin: ActionOrigin
}

/** Who sent an action: see {@link RuleContext.origin}. */
export type ActionOrigin = 'top-level' | 'chained' | 'setup'

/**
 * Decides whether an action may be applied. `appliesTo` lists the action types
 * it checks, or `['*']` for every type.
 */
export interface Rule<TAction extends Action = Action> {
  /** Unique id among the rules of a game (`DuplicateRuleError` otherwise). */
  readonly id: string
  /** Human-readable name. */
  readonly name: string
  /** Action types the rule checks, or `['*']` for every type. */
  readonly appliesTo: readonly string[]
  /** Returns `ok()` or `deny(reason, code?)`; the first denial stops the other rules. */
  validate(ctx: RuleContext<TAction>): RuleResult
}
