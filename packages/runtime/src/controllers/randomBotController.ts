import { SeededRandomProvider } from '@decklet/core'
import type { ControllerTools, DecisionRequest, PlayerController, Reply } from '../session/types'
import { DelayedReplies } from './delayedReply'

/** Options of {@link RandomBotController}. */
export interface RandomBotOptions {
  /** Seed of the bot's own random source (independent of the game's). */
  readonly seed: number
  /** Think time before answering, on the session's scheduler (default 0: at once). */
  readonly delayMs?: number
}

/**
 * A bot that plays a uniformly random legal action. It sees only what the session hands it: its legal
 * actions and its own view. Seeded, so a game between bots replays identically.
 *
 * @example
 * ```ts
 * const controllers = { p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2, delayMs: 300 }) }
 * ```
 */
export class RandomBotController implements PlayerController {
  readonly kind = 'random-bot'
  private readonly random: SeededRandomProvider
  private readonly delays: DelayedReplies
  /** The requests seen, newest last (a test's window on what the bot was told). */
  readonly seen: DecisionRequest[] = []

  constructor(options: RandomBotOptions) {
    this.random = new SeededRandomProvider(options.seed)
    this.delays = new DelayedReplies(options.delayMs ?? 0)
  }

  onRequest(request: DecisionRequest, reply: Reply, tools: ControllerTools): void {
    this.seen.push(request)
    if (request.legalActions.length === 0) return
    const { type, payload } = this.random.pick([...request.legalActions])
    this.delays.run(request.requestId, tools, () => void reply({ type, payload }))
  }

  onRequestClosed(requestId: string): void {
    this.delays.cancel(requestId)
  }

  dispose(): void {
    this.delays.cancelAll()
    this.seen.length = 0
  }
}
