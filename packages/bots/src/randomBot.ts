import { RandomBotController } from '@decklet/runtime'

/**
 * A seeded bot that plays a uniformly random legal action: the runtime's {@link RandomBotController},
 * answering at once. It sees only its request (legal actions and its own view).
 *
 * @example
 * ```ts
 * const bot = createRandomBot(42) // kind 'random-bot'
 * ```
 */
export function createRandomBot(seed: number): RandomBotController {
  return new RandomBotController({ seed })
}
