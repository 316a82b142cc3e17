import { InvalidOptionError, pluginConfig, type GamePlugin } from '@decklet/core'
import { createPhasesPlugin, definePhase } from '@decklet/plugin-phases'
import { EstatesActionTypes } from './actions'
import { chanceIndices } from './chance'
import { createRollHandler, payRentHandler } from './handlers'
import { ESTATES_MODIFIERS } from './modifiers'
import { resolveEstatesOptions, type EstatesOptions } from './options'
import { buyRule } from './rules'
import { EstatesVariable, initialEstates } from './state'
import { ESTATES_STATE_CHECK, checkEstatesState } from './stateCheck'
import { againStep, createChanceEffectStep, createRoundCapStep, EstatesSteps, landStep, rollStep, settleRentStep } from './steps'

/** The plugin's version (the example is not published: it follows the game's rules, not a package). */
export const ESTATES_PLUGIN_VERSION = '1.0.0'

/** Players at the table: from 2 to 6. */
export const ESTATES_PLAYERS = Object.freeze({ min: 2, max: 6 })

/**
 * The game's rules (plugin id `estates`): its state, set up with everyone on Start and the chance deck
 * shuffled by the engine's seeded source; the internal `ROLL` and `PAY_RENT` that its steps command; the
 * purchase rule; its modifier kinds (half rent, second move); its state check. It runs on the phases
 * plugin that {@link createEstatesPhasesPlugin} makes with the same options: register both, phases first
 * ({@link createEstatesPlugins}). `createGame` throws `InvalidOptionError` for fewer than 2 or more than 6
 * players, and `resolveEstatesOptions`' errors come at once.
 *
 * @example
 * const engine = new GameEngine({ seed: 7 })
 * for (const plugin of createEstatesPlugins({ roundCap: 30 })) engine.use(plugin)
 */
export function createEstatesPlugin(options: EstatesOptions = {}): GamePlugin {
  const resolved = resolveEstatesOptions(options)
  return {
    id: 'estates',
    name: 'Estates',
    version: ESTATES_PLUGIN_VERSION,
    // Any 0.x from the one it was written on: the example moves with the workspace's plugin-phases, whose
    // releases are 0.x minors ('^0.1.0' would refuse the very next one, 0.2.0).
    dependencies: { phases: '>=0.1.0 <1.0.0' },
    config: pluginConfig(resolved),
    setup(ctx) {
      const players = Object.keys(ctx.state.players)
      if (players.length < ESTATES_PLAYERS.min || players.length > ESTATES_PLAYERS.max) {
        throw new InvalidOptionError('players', players.length, `from ${ESTATES_PLAYERS.min} to ${ESTATES_PLAYERS.max} players`, { scope: 'estates' })
      }
      if (!EstatesVariable.has(ctx.state)) {
        const chance = { order: ctx.random.shuffle(chanceIndices()), drawn: 0 }
        ctx.update((s) => EstatesVariable.set(s, initialEstates(players, resolved.startingCash, chance)))
      }
      ctx.removeStateCheck(ESTATES_STATE_CHECK)
      ctx.addStateCheck(ESTATES_STATE_CHECK, checkEstatesState)
    },
    rules: [buyRule],
    actions: [createRollHandler(resolved), payRentHandler],
    modifiers: [...ESTATES_MODIFIERS],
  }
}

/**
 * The phases plugin of the game, for the same options: a player's turn is the phase `turn` (roll, land,
 * roll again when a second move is owed); the round-end phase checks the round cap. The offers' answers
 * (`BUY`, `DECLINE`) are its decisions; a pause lands between two players' turns.
 *
 * @example
 * engine.use(createEstatesPhasesPlugin()).use(createEstatesPlugin())
 */
export function createEstatesPhasesPlugin(options: EstatesOptions = {}): GamePlugin {
  const resolved = resolveEstatesOptions(options)
  return createPhasesPlugin({
    steps: [rollStep, landStep, settleRentStep, createChanceEffectStep(resolved), againStep, createRoundCapStep(resolved)],
    phases: {
      player: definePhase('turn', [EstatesSteps.ROLL, EstatesSteps.LAND, EstatesSteps.AGAIN]),
      roundEnd: definePhase('round-end', [EstatesSteps.ROUND_CAP]),
    },
    decisions: [EstatesActionTypes.BUY, EstatesActionTypes.DECLINE],
    yieldBetweenPlayers: true,
  })
}

/**
 * Both plugins of the game, in the order to register them.
 *
 * @example
 * const plugins = createEstatesPlugins()
 * ReplayEngine.replayRecord(record, plugins)
 */
export function createEstatesPlugins(options: EstatesOptions = {}): GamePlugin[] {
  return [createEstatesPhasesPlugin(options), createEstatesPlugin(options)]
}
