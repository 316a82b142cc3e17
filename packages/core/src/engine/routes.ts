import { ActionExecutor } from '../actions/actionExecutor'
import type { ActionHandler } from '../actions/types'
import { GameLifecycleError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { RuleEngine } from '../rules/ruleEngine'
import type { Rule } from '../rules/types'

/** An action type's handler and the rules that apply to it, as the dispatch path looks them up. @internal */
export interface Route {
  readonly handler: ActionHandler
  readonly rules: readonly Rule[]
}

/**
 * The plugins' rules and action handlers — the {@link RuleEngine} and
 * {@link ActionExecutor} of spec 001 — and, per action type, its route: the
 * dispatch path makes one lookup per action instead of one in each.
 * @internal
 */
export class Routes {
  /** The rules, in registration order. */
  ruleEngine = new RuleEngine()
  /** The action handlers, by type. */
  actionExecutor = new ActionExecutor()
  private routes = new Map<string, Route>()

  /**
   * Registers the plugins' rules and action handlers (spec 001's `wirePlugins`,
   * events aside). A rule id used twice is reported with the plugin that brought it.
   */
  wire(plugins: readonly GamePlugin[]): void {
    for (const p of plugins) {
      for (const r of p.rules ?? []) {
        try {
          this.ruleEngine.register(r)
        } catch (e) {
          if (e instanceof Error && (e as { code?: string }).code === 'DUPLICATE_RULE') {
            throw new GameLifecycleError(`Plugin '${p.id}' failed to register rule '${r.id}': ${e.message}`, 'DUPLICATE_RULE')
          }
          throw e
        }
      }
      for (const a of p.actions ?? []) this.actionExecutor.register(a)
    }
  }

  /** The handler of `type` and the rules that apply to it, or `null` when nothing handles it. */
  of(type: string): Route | null {
    let route = this.routes.get(type)
    if (route === undefined) {
      const handler = this.actionExecutor.get(type)
      if (handler === undefined) return null
      route = { handler, rules: this.ruleEngine.rulesFor(type) }
      this.routes.set(type, route)
    }
    return route
  }

  /** Takes the registrations of `other` (a fork runs its parent's plugins: no need to register them again). */
  share(other: Routes): void {
    this.ruleEngine = other.ruleEngine
    this.actionExecutor = other.actionExecutor
    this.routes = new Map()
  }

  /** Forgets every registration (new registries, not cleared ones: a fork may share these). */
  clear(): void {
    this.ruleEngine = new RuleEngine()
    this.actionExecutor = new ActionExecutor()
    this.routes = new Map()
  }
}
