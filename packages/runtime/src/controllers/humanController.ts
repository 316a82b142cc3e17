import type { GameEvent, PlayerView } from '@decklet/core'
import type { Barrier, DecisionRequest, PlayerController } from '../session/types'

/** What a {@link HumanController} passes on to its player (through a socket, a worker message, a UI). */
export type HumanOutbound =
  | { readonly type: 'request'; readonly request: DecisionRequest }
  | { readonly type: 'request-closed'; readonly requestId: string; readonly reason: 'answered' | 'timeout' | 'superseded' | 'stopped' }
  | { readonly type: 'barrier'; readonly barrier: Barrier }
  | { readonly type: 'update'; readonly view: PlayerView; readonly events: readonly GameEvent[] }

/**
 * A seat played by a person: requests, barriers and view updates go out through `send`; the person's
 * answers come back as messages, which the host passes to `session.respond(...)` and
 * `session.acknowledge(...)`. Nothing is decided here, so a silent player times out to the game's default.
 *
 * @example
 * ```ts
 * const human = new HumanController({ send: (message) => socket.send(JSON.stringify(message)) })
 * socket.onmessage = ({ data }) => session.respond(JSON.parse(data)) // { requestId, playerId, action }
 * ```
 */
export class HumanController implements PlayerController {
  readonly kind = 'human'
  private pendingRequest: DecisionRequest | null = null

  constructor(private readonly options: { readonly send: (message: HumanOutbound) => void }) {}

  /** The request this player has been sent and not yet seen closed. */
  get pending(): DecisionRequest | null {
    return this.pendingRequest
  }

  onRequest(request: DecisionRequest): void {
    this.pendingRequest = request
    this.options.send({ type: 'request', request })
  }

  onRequestClosed(requestId: string, reason: 'answered' | 'timeout' | 'superseded' | 'stopped'): void {
    if (this.pendingRequest?.requestId === requestId) this.pendingRequest = null
    this.options.send({ type: 'request-closed', requestId, reason })
  }

  onBarrier(barrier: Barrier): void {
    this.options.send({ type: 'barrier', barrier })
  }

  onUpdate(view: PlayerView, events: readonly GameEvent[]): void {
    this.options.send({ type: 'update', view, events })
  }

  dispose(): void {
    this.pendingRequest = null
  }
}
