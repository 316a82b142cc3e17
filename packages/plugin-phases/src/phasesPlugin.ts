import { version as packageVersion } from '../package.json'
import { pluginConfig, type GameContext, type GamePlugin } from '@decklet/core'
import { createPhasesApi, type PhasesPluginApi } from './api'
import { phasesDefaultAction } from './defaultAction'
import { createActionHandlers, createEventHandlers } from './handlers'
import { phasesActors } from './legalActions'
import { configOf, resolvePhasesOptions, type PhasesOptions, type ResolvedPhasesOptions } from './options'
import { phasesPending } from './pending'
import { continueRule, createDecisionRule, loopRule } from './rules'
import { INITIAL_PHASES_STATE, PhasesVariables } from './state'
import { registerPhasesStateCheck } from './stateCheck'

/** This package's version, which the plugin reports. */
export const PHASES_PLUGIN_VERSION: string = packageVersion

/**
 * Makes a phases plugin (id `'phases'`): the game's turn as a scripted sequence of steps on a LIFO runtime
 * stack held in `variables.phases`, driven by spec 004's round loop. On `GAME_STARTED` the loop starts
 * (`phases/RUN`): the init phase once, then rounds of the round-start phase, each player's phase (with skip
 * counts, players out passed over) and the round-end phase, with a game-over check after each phase. A step
 * that asks a player makes them the only actor, its options their legal actions; an animation or a pause
 * point is pending work (`engine.getPending()`: `phases/CONTINUE`). Throws `InvalidOptionError` for bad options.
 *
 * @example
 * const roll = defineStep('roll', { run: (ctx) => ctx.emit('ROLLED', { total: ctx.random.int(1, 6) }) })
 * engine.use(createPhasesPlugin({ steps: [roll], phases: { player: definePhase('turn', ['roll']) } }))
 * @see ../README.md
 */
export function createPhasesPlugin(options: PhasesOptions): GamePlugin & { readonly api: PhasesPluginApi } {
  const resolved = resolvePhasesOptions(options)
  return {
    id: 'phases',
    name: 'Phases',
    version: PHASES_PLUGIN_VERSION,
    // What a record pins: a replay with other phases, steps or decisions is refused.
    config: pluginConfig(configOf(resolved)),
    setup: (ctx) => setupPhases(ctx, resolved),
    rules: [continueRule, loopRule, ...(resolved.decisions.length > 0 ? [createDecisionRule(resolved)] : [])],
    actions: createActionHandlers(resolved),
    events: createEventHandlers(),
    actors: phasesActors,
    defaultAction: phasesDefaultAction,
    pending: phasesPending,
    api: createPhasesApi(resolved),
  }
}

/** The plugin's `setup`: the initial phases state when it is missing, and the state check (idempotent). */
function setupPhases(ctx: GameContext, options: ResolvedPhasesOptions): void {
  if (!PhasesVariables.state.has(ctx.state)) ctx.update((s) => PhasesVariables.state.set(s, INITIAL_PHASES_STATE))
  registerPhasesStateCheck(ctx, options)
}
