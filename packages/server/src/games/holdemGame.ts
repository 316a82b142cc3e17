import type { GamePlugin } from '@decklet/core'
import type { PluginSpec } from '@decklet/runtime'
import { moduleUrl } from '../internal/moduleUrl'
import { requireBeside } from '../internal/requireBeside'
import type { GameDefinition, GameSessionSettings, SessionThread } from './gameDefinition'

type HoldemModule = typeof import('@decklet/plugin-holdem')

/** Options of {@link holdemGame}. */
export interface HoldemGameOptions {
  /** Seats at the table, 2–10 (default 6: 6-max). */
  readonly seats?: number
  /** Passed to `createHoldemPlugin` (blinds, stacks, hand cap…). */
  readonly rules?: Parameters<HoldemModule['createHoldemPlugin']>[0]
  readonly session?: GameSessionSettings
  /** Where its sessions run (default: the server's choice). */
  readonly runIn?: SessionThread
}

/**
 * Texas Hold'em (6-max by default): the standard deck, the poker rules and the Hold'em plugin.
 *
 * @example
 * ```ts
 * const games = { holdem: holdemGame({ seats: 6, rules: { smallBlind: 1, bigBlind: 2, maxHands: 20 } }) }
 * ```
 */
export function holdemGame(options: HoldemGameOptions = {}): GameDefinition {
  const seats = options.seats ?? 6
  if (!Number.isInteger(seats) || seats < 2 || seats > 10) throw new RangeError(`holdemGame: seats must be a whole number from 2 to 10 (got ${seats})`)
  return {
    plugins: () => holdemPlugins(options.rules),
    players: { min: 2, max: seats },
    ...(options.session === undefined ? {} : { session: options.session }),
    ...(options.runIn === undefined ? {} : { runIn: options.runIn }),
    // Resolved when a worker needs it: the Hold'em plugin is an optional peer, looked up per table too.
    get worker() {
      return { plugins: holdemWorkerPlugins(options.rules) }
    },
  }
}

/**
 * The standard deck and the poker rules are peer dependencies of the Hold'em plugin, so they are loaded
 * from where the Hold'em plugin is installed (every correct install links a package's peers beside it):
 * the server then needs only `@decklet/plugin-holdem` itself.
 */
function holdemPlugins(rules: HoldemGameOptions['rules']): GamePlugin[] {
  const { path, require: beside } = requireBeside('@decklet/plugin-holdem')
  const holdem = beside(path) as HoldemModule
  const deck = beside('@decklet/plugin-standard-deck') as { StandardDeckPlugin: GamePlugin }
  const poker = beside('@decklet/plugin-poker') as { PokerRulesPlugin: GamePlugin }
  return [deck.StandardDeckPlugin, poker.PokerRulesPlugin, holdem.createHoldemPlugin(rules)]
}

/** The same plugins for a worker thread, by the file URLs of the modules {@link holdemPlugins} loads. */
function holdemWorkerPlugins(rules: HoldemGameOptions['rules']): PluginSpec[] {
  const { path } = requireBeside('@decklet/plugin-holdem')
  return [
    { module: moduleUrl('@decklet/plugin-standard-deck', path), export: 'StandardDeckPlugin' },
    { module: moduleUrl('@decklet/plugin-poker', path), export: 'PokerRulesPlugin' },
    { module: moduleUrl('@decklet/plugin-holdem'), export: 'createHoldemPlugin', options: rules },
  ]
}
