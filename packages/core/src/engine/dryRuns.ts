import type { Action } from '../actions/types'
import type { GamePlugin } from '../plugins/types'
import { restoreRandom, saveRandom } from '../random/randomCheckpoint'
import type { RandomProvider } from '../random/randomProvider'
import type { GameState } from '../state/types'
import { computeActors } from './actors'
import { refuseAction, refusePayload } from './actionInput'
import { normalizeAction, NO_IDS } from './normalizeAction'
import type { Registry } from './registry'
import { refuseRoute, type RuleRunner } from './step'
import type { ValidateResult } from './types'
import type { CommandBus } from '../modifiers/commandBus'

/**
 * The engine's dry runs: what the rules would say, without dispatching. Each
 * runs the rules read-only on the state it is given and puts the random source
 * back where it was (a rule may draw from `ctx.game.random`), so it changes
 * nothing — a game with dry runs between its moves replays like one without.
 * @internal
 */
export class DryRuns {
  /** The command bus of an engine with modifier kinds: its `before` modifiers run before the rules here too. */
  bus: CommandBus | null = null

  constructor(
    private readonly registry: Registry,
    private readonly rules: RuleRunner,
    private readonly checked: boolean,
  ) {}

  /**
   * The actions `playerId` may take: every candidate of the handlers' `enumerate`
   * that is an action, has a handler, is not another player's and passes the rules.
   */
  legalActions(state: GameState, playerId: string, random: RandomProvider): Action[] {
    const legal: Action[] = []
    const registry = this.registry
    const handlers = registry.actionExecutor.withEnumerate()
    // Someone who is not a player may take only the actions that take new players (dispatch denies the rest).
    const isPlayer = Object.hasOwn(state.players, playerId)
    const bus = this.bus
    const checkpoint = saveRandom(random)
    try {
      for (let h = 0; h < handlers.length; h++) {
        for (const candidate of handlers[h]!.enumerate!(state, playerId)) {
          const action = normalizeAction(candidate, NO_IDS)
          // Another player's action is never handed to this one: legal actions can reveal hidden cards.
          if (action === null || (action.playerId !== undefined && action.playerId !== playerId)) continue
          // A candidate nobody handles would be denied by dispatch (UNKNOWN_ACTION_TYPE): it is not legal.
          const route = registry.of(action.type)
          // Nor is an internal action (only plugins dispatch it), nor one of no player but for handlers that take new ones.
          if (route === null || route.internal || (!isPlayer && action.playerId !== undefined && route.playersOnly)) continue
          if ((bus === null ? this.rules.run(state, action, route.rules) : bus.verdict(state, action, route.rules, 'top-level')) === null) legal.push(action)
        }
      }
    } finally {
      restoreRandom(random, checkpoint)
    }
    return legal
  }

  /** The verdict `dispatch` would give `value` before running its handler (which may still throw). */
  validate(state: GameState, value: unknown, random: RandomProvider): ValidateResult {
    const action = normalizeAction(value, NO_IDS)
    if (action === null) return { ok: false, ...refuseAction(value) }
    const payload = refusePayload(action, this.checked)
    if (payload !== null) return { ok: false, ...payload }
    // Same verdict as dispatch, which a player's action would get: what core denies before the rules, then the rules.
    const route = this.registry.of(action.type)
    const refused = refuseRoute(route, state, action, 'top-level')
    if (refused !== null) return refused
    const checkpoint = saveRandom(random)
    try {
      const bus = this.bus
      return (bus === null ? this.rules.run(state, action, route!.rules) : bus.verdict(state, action, route!.rules, 'top-level')) ?? { ok: true }
    } finally {
      restoreRandom(random, checkpoint)
    }
  }

  /** The first `defaultAction` answer of `plugins`, in order, that is `playerId`'s and that the rules allow; or `null`. */
  defaultAction(state: GameState, playerId: string, plugins: readonly GamePlugin[], random: RandomProvider): Action | null {
    for (const plugin of plugins) {
      const candidate = plugin.defaultAction?.(state, playerId)
      if (candidate === null || candidate === undefined) continue
      const action = normalizeAction(candidate, NO_IDS)
      if (action === null || (action.playerId !== undefined && action.playerId !== playerId)) continue
      if (this.validate(state, action, random).ok) return action
    }
    return null
  }

  /** Who may act now: see {@link computeActors} (the plugins' `actors` hooks, else the players with legal actions). */
  actors(state: GameState, plugins: readonly GamePlugin[], random: RandomProvider): readonly string[] {
    return computeActors(state, plugins, (playerId) => this.legalActions(state, playerId, random))
  }
}
