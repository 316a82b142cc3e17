import { ActionExecutor } from '../actions/actionExecutor'
import type { ActionHandler } from '../actions/types'
import { GameLifecycleError, StateValidationError } from '../errors/errors'
import { EventBus } from '../events/eventBus'
import type { GamePlugin } from '../plugins/types'
import { RuleEngine } from '../rules/ruleEngine'
import type { Rule } from '../rules/types'
import type { GameState } from '../state/types'
import { StateValidator } from '../validation/stateValidator'
import type { GameContext } from './gameContext'
import { createModifierCheck, MODIFIER_CHECK } from '../modifiers/modifierCheck'
import { ModifierKinds } from '../modifiers/modifierKinds'

/** An action type's handler and the rules that apply to it, as the dispatch path looks them up. @internal */
export interface Route {
  readonly handler: ActionHandler
  readonly rules: readonly Rule[]
  /** Whether the action's `playerId` must be a player of the game (not when the handler `acceptsNewPlayers`). */
  readonly playersOnly: boolean
  /** Whether only plugins may dispatch it (`ActionHandler.internal`). */
  readonly internal: boolean
}

/**
 * What the plugins registered with the engine: their rules, action handlers,
 * event handlers and state checks — the {@link RuleEngine},
 * {@link ActionExecutor}, {@link EventBus} and {@link StateValidator} of spec
 * 001 — and, per action type, its route: the dispatch path makes one lookup per
 * action instead of one in each registry.
 * @internal
 */
export class Registry {
  /** The rules, in registration order. */
  ruleEngine = new RuleEngine()
  /** The action handlers, by type. */
  actionExecutor = new ActionExecutor()
  /** The invariants: the built-in ones and the plugins' state checks. */
  validator: StateValidator
  /** The plugins' event handlers, called inside the tick (subscribers have a bus of their own). */
  readonly handlers = new EventBus()
  /** The plugins' modifier kinds, or `null` when none declares one (the engine then runs its plain step). */
  modifierKinds: ModifierKinds | null = null
  private routes = new Map<string, Route>()

  /** @param checked - whether the engine freezes states and checks invariants (not in `'none'`). */
  constructor(private readonly checked: boolean) {
    this.validator = new StateValidator(checked)
  }

  /**
   * Registers the plugins' rules, action handlers and event handlers (spec
   * 001's `wirePlugins`). A rule id used twice is reported with the plugin that
   * brought it. Each event handler gets `context`, and none runs once
   * `engine.isDestroyed`.
   */
  wire(plugins: readonly GamePlugin[], context: GameContext, engine: { readonly isDestroyed: boolean }): void {
    this.modifierKinds = ModifierKinds.of(plugins)
    // Only a game with modifier kinds pays for the check: measured, one more check cost the trivial dispatch 12% in 'always'.
    if (this.modifierKinds !== null) this.validator.addCheck(MODIFIER_CHECK, createModifierCheck(this.modifierKinds))
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
    this.wireEvents(plugins, context, engine)
  }

  /**
   * Takes the registrations of `other` for a fork of its engine: the rules and
   * action handlers are shared (the same plugins, nothing to register again),
   * the state checks copied (checks added to one engine later stay its own), and
   * the plugins' event handlers wired again, with the fork's `context`.
   */
  share(other: Registry, plugins: readonly GamePlugin[], context: GameContext, engine: { readonly isDestroyed: boolean }): void {
    this.ruleEngine = other.ruleEngine
    this.actionExecutor = other.actionExecutor
    this.modifierKinds = other.modifierKinds
    this.validator = other.validator.clone()
    this.routes = new Map()
    this.wireEvents(plugins, context, engine)
  }

  /** The handler of `type` and the rules that apply to it, or `null` when nothing handles it. */
  of(type: string): Route | null {
    let route = this.routes.get(type)
    if (route === undefined) {
      const handler = this.actionExecutor.get(type)
      if (handler === undefined) return null
      route = { handler, rules: this.ruleEngine.rulesFor(type), playersOnly: handler.acceptsNewPlayers !== true, internal: handler.internal === true }
      this.routes.set(type, route)
    }
    return route
  }

  /**
   * Checks `state` against the invariants, unless the engine is in `'none'`;
   * throws {@link StateValidationError} (`State validation failed after <phase>: …`).
   */
  validate(state: GameState, phase: string): void {
    if (!this.checked) return
    const result = this.validator.validate(state)
    if (!result.valid) {
      throw new StateValidationError(`State validation failed after ${phase}: ${result.errors.join('; ')}`, result.errors)
    }
  }

  /** Forgets every registration (new registries, not cleared ones: a fork may share them). */
  clear(): void {
    this.ruleEngine = new RuleEngine()
    this.actionExecutor = new ActionExecutor()
    this.validator = new StateValidator(this.checked)
    this.modifierKinds = null
    this.handlers.clear()
    this.routes = new Map()
  }

  private wireEvents(plugins: readonly GamePlugin[], context: GameContext, engine: { readonly isDestroyed: boolean }): void {
    for (const p of plugins) {
      for (const e of p.events ?? []) {
        this.handlers.on(e.type, (event) => {
          if (engine.isDestroyed) return
          e.handle(event, context)
        })
      }
    }
  }
}
