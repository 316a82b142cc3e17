import type { GameEvent, PlayerView } from '@decklet/core'
import type { Barrier, DecisionRequest, PlayerController } from '@decklet/runtime'
import type { ServerMessages, ServerMessageType } from '../protocol/messages'

/** Sends one server message to the seat's client; the room drops it when no client is connected. */
export type SeatSend = <TType extends ServerMessageType>(type: TType, payload: ServerMessages[TType]) => void

/**
 * The controller of a human seat: the session's requests, closings, barriers and views become that seat's
 * messages (`turn`, `turn-end`, `barrier`, `view-update`). It decides nothing, so an absent or silent player
 * times out to the game's default. It remembers what a client rejoining needs (the open request and the
 * barrier it has not yet acknowledged) for the `welcome`.
 * @internal
 */
export class SeatController implements PlayerController {
  readonly kind = 'remote'
  #request: DecisionRequest | null = null
  #barrier: Barrier | null = null

  constructor(
    readonly playerId: string,
    private readonly send: SeatSend,
    /** A barrier opened while nobody is connected to the seat: the room decides whether to count it done. */
    private readonly onBarrierOpened: (barrier: Barrier, done: () => void) => void,
  ) {}

  /** The seat's open request, if any. */
  get request(): DecisionRequest | null {
    return this.#request
  }

  /** The open barrier this seat has not acknowledged, if any. */
  get barrier(): Barrier | null {
    return this.#barrier
  }

  onRequest(request: DecisionRequest): void {
    this.#request = request
    this.send('turn', request)
  }

  onRequestClosed(requestId: string, reason: 'answered' | 'timeout' | 'superseded' | 'stopped'): void {
    if (this.#request?.requestId !== requestId) return
    this.#request = null
    this.send('turn-end', { requestId, playerId: this.playerId, reason })
  }

  onBarrier(barrier: Barrier, done: () => void): void {
    this.#barrier = barrier
    this.send('barrier', { barrier })
    this.onBarrierOpened(barrier, done)
  }

  /** The seat acknowledged the barrier, or the barrier closed. */
  barrierDone(barrierId: string): void {
    if (this.#barrier?.barrierId === barrierId) this.#barrier = null
  }

  onUpdate(view: PlayerView, events: readonly GameEvent[]): void {
    this.send('view-update', { view, events })
  }

  dispose(): void {
    this.#request = null
    this.#barrier = null
  }
}
