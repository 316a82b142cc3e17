import { DeckletError, type GamePlugin } from '@decklet/core'
import { RandomBotController } from '../controllers/randomBotController'
import type { PlayerController } from '../session/types'
import type { SeatSpec } from './protocol'

/** What a bot factory is told about the seat it fills (plain data from the host, plus the game's plugins). */
export interface BotContext {
  readonly playerId: string
  /** The seat's seed: the spec's, or one derived from the game's seed and the seat number. */
  readonly seed: number
  /** Think time before each answer (default 0). */
  readonly delayMs: number
  /** The spec's `options`, as the host sent them. */
  readonly options: unknown
  /** Ids of the game's plugins, in registration order (a `rule-based` factory picks its game from them). */
  readonly pluginIds: readonly string[]
  /** Every player id of the game, in seat order. */
  readonly playerIds: readonly string[]
  /**
   * The game's plugin instances, configured as the worker's engine uses them (a searching bot plays sampled
   * games with them). Read them; do not register them elsewhere in a way that changes them.
   */
  readonly plugins: readonly GamePlugin[]
}

/** Makes the controller of one bot seat. Throw a {@link BotSpecError} for a seat it cannot fill. */
export type BotFactory = (context: BotContext) => PlayerController

/** Bot factories by name: what a `{ kind: 'bot', bot: name }` seat resolves against inside the worker. */
export type BotRegistry = Readonly<Record<string, BotFactory>>

/** Why a seat could not be filled. */
export type BotSpecErrorCode = 'UNKNOWN_BOT' | 'BAD_SEAT' | 'BAD_BOT_MODULE' | 'BOT_FAILED'

/**
 * A seat spec the worker cannot resolve: an unknown bot name (`UNKNOWN_BOT`), a malformed seat or one for a
 * player who is not in the game (`BAD_SEAT`), a bot module without a registry (`BAD_BOT_MODULE`), or a
 * factory that threw (`BOT_FAILED`). It fails the load; the host receives it as a fatal `error` message
 * whose `error.code` is the code.
 *
 * @example
 * ```ts
 * host.done.catch((error) => {
 *   if (error instanceof WorkerHostError && error.gameError?.code === 'UNKNOWN_BOT') console.error(error.gameError.message)
 * })
 * ```
 */
export class BotSpecError extends DeckletError {
  constructor(
    message: string,
    override readonly code: BotSpecErrorCode,
    /** The seat at fault, when there is one. */
    readonly playerId: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, code, options)
    this.name = 'BotSpecError'
  }
}

/**
 * The bots every worker knows: `random`, a uniformly random legal action from the seat's seed
 * ({@link RandomBotController}).
 */
export const builtInBots: BotRegistry = Object.freeze({
  random: (context: BotContext) => new RandomBotController({ seed: context.seed, delayMs: context.delayMs }),
})

/**
 * Checks that a value is a bot registry (an object whose values are all functions) and returns it.
 * @throws {BotSpecError} `BAD_BOT_MODULE` otherwise.
 */
export function asBotRegistry(value: unknown, where: string): BotRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BotSpecError(`${where} is not a bot registry (an object of bot factories)`, 'BAD_BOT_MODULE', null)
  }
  for (const [name, factory] of Object.entries(value)) {
    if (typeof factory !== 'function') throw new BotSpecError(`${where}: bot ${name} is not a factory function`, 'BAD_BOT_MODULE', null)
  }
  return value as BotRegistry
}

/**
 * The controller of one bot seat, from its spec and the registry.
 * @throws {BotSpecError} for a malformed spec, an unknown name or a factory that fails.
 */
export function createBotSeat(spec: SeatSpec, registry: BotRegistry, context: Omit<BotContext, 'seed' | 'delayMs' | 'options'> & { readonly defaultSeed: number }): PlayerController {
  const { playerId } = context
  const raw = spec as unknown as Record<string, unknown>
  const bot = spec.kind === 'random-bot' ? 'random' : raw.bot
  if (typeof bot !== 'string' || bot.length === 0) throw new BotSpecError(`Seat ${playerId}: a bot seat needs a bot name`, 'BAD_SEAT', playerId)
  const seed = raw.seed ?? context.defaultSeed
  const delayMs = raw.delayMs ?? 0
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new BotSpecError(`Seat ${playerId}: seed must be a number`, 'BAD_SEAT', playerId)
  if (typeof delayMs !== 'number' || !(delayMs >= 0)) throw new BotSpecError(`Seat ${playerId}: delayMs must be a number of at least 0`, 'BAD_SEAT', playerId)
  const factory = Object.hasOwn(registry, bot) ? registry[bot] : undefined
  if (factory === undefined) {
    throw new BotSpecError(`Seat ${playerId}: unknown bot '${bot}' (this worker knows ${Object.keys(registry).sort().join(', ')})`, 'UNKNOWN_BOT', playerId)
  }
  let controller: PlayerController
  try {
    controller = factory({ playerId, seed, delayMs, options: raw.options, pluginIds: context.pluginIds, playerIds: context.playerIds, plugins: context.plugins })
  } catch (error) {
    // By name, not instanceof: a factory may throw the error class of another copy of this package.
    if (DeckletError.isInstance(error) && error.name === 'BotSpecError') throw error
    throw new BotSpecError(`Seat ${playerId}: bot '${bot}' failed: ${error instanceof Error ? error.message : String(error)}`, 'BOT_FAILED', playerId, { cause: error })
  }
  if (typeof controller !== 'object' || controller === null || typeof controller.onRequest !== 'function') {
    throw new BotSpecError(`Seat ${playerId}: bot '${bot}' did not return a controller`, 'BOT_FAILED', playerId)
  }
  return controller
}
