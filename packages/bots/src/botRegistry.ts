import { BotSpecError, RandomBotController, type BotContext, type BotFactory, type BotRegistry } from '@decklet/runtime'
import { createDoudizhuBot } from './doudizhuBot'
import { createHoldemBot } from './holdemBot'
import { createSearchBot } from './search/searchBot'
import type { PolicyBotController, PolicyBotOptions } from './ruleBot'
import { createSimpleGameBot } from './simpleGameBot'
import { createUnoBot } from './unoBot'

/** The `options` a rule bot seat may carry: think time per action type, besides the seat's `delayMs`. */
export interface RuleBotSeatOptions {
  /** Think time for these action types (ms), e.g. `{ CATCH_UNO: 4000 }` so a player with one card left may call first. */
  readonly delays?: Readonly<Record<string, number>>
}

/** The rule bots by the plugin id of their game, in the order `rule-based` looks for them. */
const RULE_BOTS: readonly (readonly [pluginId: string, create: (options: PolicyBotOptions) => PolicyBotController])[] = [
  ['uno', createUnoBot],
  ['doudizhu', createDoudizhuBot],
  ['holdem', createHoldemBot],
  ['simple-game', createSimpleGameBot],
]

function policyOptions(context: BotContext): PolicyBotOptions {
  const raw = context.options
  if (raw !== undefined && (typeof raw !== 'object' || raw === null)) {
    throw new BotSpecError(`Seat ${context.playerId}: options must be an object`, 'BAD_SEAT', context.playerId)
  }
  const delays = (raw as RuleBotSeatOptions | undefined)?.delays ?? {}
  for (const [type, ms] of Object.entries(delays)) {
    if (typeof ms !== 'number' || !(ms >= 0)) throw new BotSpecError(`Seat ${context.playerId}: delays.${type} must be a number of at least 0`, 'BAD_SEAT', context.playerId)
  }
  if (Object.keys(delays).length === 0) return { delayMs: context.delayMs }
  return { delayMs: (action) => delays[action.type] ?? context.delayMs }
}

const ruleBot = (pluginId: string, create: (options: PolicyBotOptions) => PolicyBotController): BotFactory => (context) => {
  if (!context.pluginIds.includes(pluginId)) {
    throw new BotSpecError(`Seat ${context.playerId}: the ${pluginId} bot needs the '${pluginId}' plugin, and this game has ${context.pluginIds.join(', ')}`, 'BAD_SEAT', context.playerId)
  }
  return create(policyOptions(context))
}

/** The `options` a search bot seat may carry (the others are the seat's: `seed`, `delayMs`). */
export interface SearchBotSeatOptions {
  /** Search iterations per decision (default 400). */
  readonly iterations?: number
  /** Sampled deals per decision of the `'uct'` search (default 8). */
  readonly determinizations?: number
  /** `'rollouts'` (the default: paired playouts of each candidate action) or `'uct'` (a UCT tree per sampled deal). */
  readonly algorithm?: 'rollouts' | 'uct'
}

function searchSeat(context: BotContext) {
  const raw = (context.options ?? {}) as SearchBotSeatOptions
  if (typeof raw !== 'object' || raw === null) throw new BotSpecError(`Seat ${context.playerId}: options must be an object`, 'BAD_SEAT', context.playerId)
  for (const key of ['iterations', 'determinizations'] as const) {
    const value = raw[key]
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 1)) throw new BotSpecError(`Seat ${context.playerId}: ${key} must be a positive integer`, 'BAD_SEAT', context.playerId)
  }
  if (raw.algorithm !== undefined && raw.algorithm !== 'rollouts' && raw.algorithm !== 'uct') throw new BotSpecError(`Seat ${context.playerId}: algorithm must be 'rollouts' or 'uct'`, 'BAD_SEAT', context.playerId)
  if ((context as Partial<BotContext>).plugins === undefined) throw new BotSpecError(`Seat ${context.playerId}: the search bot needs the game's plugins (a runtime that passes BotContext.plugins)`, 'BAD_SEAT', context.playerId)
  return createSearchBot({ plugins: context.plugins, seed: context.seed, delayMs: context.delayMs, iterations: raw.iterations, determinizations: raw.determinizations, algorithm: raw.algorithm })
}

/**
 * The bots of this package by name, for a worker's seats (`{ kind: 'bot', bot: name, seed?, delayMs?, options? }`):
 * `random` (seeded), `rule-based` (the rule bot of the game being played, found by its plugin id), each
 * rule bot by its game: `uno`, `doudizhu`, `holdem`, `simple-game`, and `search` (the information-set search bot,
 * for any game, on the game's plugins; `options: { iterations, determinizations, algorithm }`). Rule bots take `options.delays`
 * ({@link RuleBotSeatOptions}). A worker loads it with `botModules: [{ module: '@decklet/bots' }]` in the
 * game spec (its export is `botRegistry`), or with `serveSession(port, { bots: botRegistry })`.
 *
 * @example
 * ```ts
 * await host.load({
 *   plugins: [{ module: '@decklet/plugin-uno', export: 'createUnoPlugin' }],
 *   botModules: [{ module: '@decklet/bots' }],
 *   players, seed: 7,
 *   seats: { bob: { kind: 'bot', bot: 'rule-based', delayMs: 700, options: { delays: { CATCH_UNO: 4000 } } } },
 * })
 * ```
 */
export const botRegistry: BotRegistry = Object.freeze({
  random: (context: BotContext) => new RandomBotController({ seed: context.seed, delayMs: context.delayMs }),
  'rule-based': (context: BotContext) => {
    const found = RULE_BOTS.find(([pluginId]) => context.pluginIds.includes(pluginId))
    if (found === undefined) {
      throw new BotSpecError(
        `Seat ${context.playerId}: no rule-based bot for a game of ${context.pluginIds.join(', ')} (there are ${RULE_BOTS.map(([id]) => id).join(', ')})`,
        'UNKNOWN_BOT',
        context.playerId,
      )
    }
    return ruleBot(found[0], found[1])(context)
  },
  ...Object.fromEntries(RULE_BOTS.map(([pluginId, create]) => [pluginId, ruleBot(pluginId, create)])),
  search: searchSeat,
})
