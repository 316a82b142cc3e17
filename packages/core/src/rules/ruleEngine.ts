import { DuplicateRuleError } from '../errors/errors'
import { WILDCARD } from '../events/types'
import type { Action } from '../actions/types'
import type { Rule, RuleContext, RuleResult } from './types'
import { ok } from './verdicts'

/**
 * Runs the registered rules that apply to an action, in registration order; the
 * first denial short-circuits.
 */
export class RuleEngine {
  private readonly rules: Rule[] = []
  private readonly ids = new Set<string>()
  // Rules per action type (wildcard rules merged in registration order), built lazily.
  private byType = new Map<string, readonly Rule[]>()

  /** Registers a rule. Throws {@link DuplicateRuleError} when its id is taken. */
  register(rule: Rule<any>): void {
    if (this.ids.has(rule.id)) throw new DuplicateRuleError(rule.id)
    this.ids.add(rule.id)
    this.rules.push(rule)
    this.byType = new Map()
  }

  /** Removes a rule by id. */
  unregister(ruleId: string): boolean {
    if (!this.ids.delete(ruleId)) return false
    this.rules.splice(
      this.rules.findIndex((r) => r.id === ruleId),
      1,
    )
    this.byType = new Map()
    return true
  }

  /** The rules that apply to `type`, in registration order. */
  rulesFor(type: string): readonly Rule[] {
    let list = this.byType.get(type)
    if (!list) {
      list = this.rules.filter((r) => r.appliesTo.includes(type) || r.appliesTo.includes(WILDCARD))
      this.byType.set(type, list)
    }
    return list
  }

  /** Validates an action: the first denial wins, otherwise allowed. */
  validate(ctx: RuleContext<Action>): RuleResult {
    return this.validateWith(this.rulesFor(ctx.action.type), ctx)
  }

  /** {@link RuleEngine.validate} with the rules of the action's type already at hand (from {@link RuleEngine.rulesFor}). */
  validateWith(list: readonly Rule[], ctx: RuleContext<Action>): RuleResult {
    for (let i = 0; i < list.length; i++) {
      const result = list[i]!.validate(ctx)
      if (!result.allowed) return result
    }
    return ok()
  }

  /** Every registered rule, in registration order. */
  getAll(): Rule[] {
    return this.rules.slice()
  }

  /** Number of registered rules. */
  get size(): number {
    return this.rules.length
  }

  /** Removes every rule. */
  clear(): void {
    this.rules.length = 0
    this.ids.clear()
    this.byType = new Map()
  }
}
