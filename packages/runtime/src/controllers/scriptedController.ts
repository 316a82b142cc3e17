import type { ActionInit } from '@decklet/core'
import type { ControllerTools, DecisionRequest, PlayerController, Reply, RespondResult } from '../session/types'
import { DelayedReplies } from './delayedReply'

/** One step of a script: an action, `null` (stay silent: the request times out), or a function of the request. */
export type ScriptStep = ActionInit | null | ((request: DecisionRequest) => ActionInit | null)

/**
 * A seat that answers from a script, in order: one step per request (a repeated request after a resume
 * reuses its step). When the script runs out, `then` decides (default: stay silent).
 *
 * @example
 * ```ts
 * const scripted = new ScriptedController([
 *   { type: 'PLAY_CARD', payload: { cardIds: ['hearts-A'] } },
 *   null,                                   // let the second request time out
 *   (request) => request.legalActions[0]!,  // then play the first legal action
 * ], { delayMs: 500 })
 * ```
 */
export class ScriptedController implements PlayerController {
  readonly kind = 'scripted'
  /** The session's verdict on every reply made, in order. */
  readonly results: RespondResult[] = []
  private readonly delays: DelayedReplies
  private readonly steps = new Map<string, ScriptStep>()
  private next = 0

  constructor(
    private readonly script: readonly ScriptStep[],
    private readonly options: { readonly delayMs?: number; readonly then?: ScriptStep } = {},
  ) {
    this.delays = new DelayedReplies(options.delayMs ?? 0)
  }

  onRequest(request: DecisionRequest, reply: Reply, tools: ControllerTools): void {
    let step = this.steps.get(request.requestId)
    if (step === undefined && !this.steps.has(request.requestId)) {
      step = this.next < this.script.length ? this.script[this.next++]! : (this.options.then ?? null)
      this.steps.set(request.requestId, step)
    }
    const action = typeof step === 'function' ? step(request) : (step ?? null)
    if (action === null) return
    this.delays.run(request.requestId, tools, () => void this.results.push(reply(action)))
  }

  onRequestClosed(requestId: string): void {
    this.delays.cancel(requestId)
  }

  dispose(): void {
    this.delays.cancelAll()
  }
}
