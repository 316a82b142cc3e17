import type { Action } from '../actions/types'
import type { GameContext } from '../engine/gameContext'
import type { GameState } from '../state/types'

/** A rule's verdict: allowed, or denied with a reason and an optional stable code. */
export type RuleResult = { readonly allowed: true } | { readonly allowed: false; readonly reason: string; readonly code?: string }

/** What a rule reads. Rules must not change state. */
export interface RuleContext<TAction extends Action = Action> {
  readonly state: GameState
  readonly action: TAction
  readonly game: GameContext
}

/**
 * Decides whether an action may be applied. `appliesTo` lists the action types
 * it checks, or `['*']` for every type.
 */
export interface Rule<TAction extends Action = Action> {
  readonly id: string
  readonly name: string
  readonly appliesTo: readonly string[]
  validate(ctx: RuleContext<TAction>): RuleResult
}
