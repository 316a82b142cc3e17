import type { Action } from '../actions/types'
import type { RandomProvider } from '../random/randomProvider'
import type { ActionOrigin } from '../rules/types'
import type { GameState } from '../state/types'
import type { Registry } from '../engine/registry'
import { refuseRoute, Step, type RuleRunner } from '../engine/step'
import type { CommandBus } from './commandBus'

/**
 * The step of an engine whose plugins declare modifier kinds: core's route checks, then the
 * {@link CommandBus}. The engine picks it once, when the plugins are wired; an engine without modifier kinds
 * keeps the plain {@link Step}, whose `run` has no modifier branch at all (it sits at V8's inlining budget:
 * a test per action there was measured to slow the trivial dispatch by 12-35%).
 * @internal
 */
export class ModifiedStep extends Step {
  constructor(
    registry: Registry,
    rules: RuleRunner,
    checked: boolean,
    private readonly bus: CommandBus,
  ) {
    super(registry, rules, checked)
  }

  override run(state: GameState, action: Action, random: RandomProvider, origin: ActionOrigin): GameState | null {
    const route = this.registry.of(action.type)
    const refused = refuseRoute(route, state, action, origin)
    if (refused !== null) {
      this.failure = { action, ...refused }
      return null
    }
    return this.bus.execute(this, state, action, route!, random, origin)
  }
}
