import type { DecisionRequest } from '@decklet/runtime'
import type { TableState } from './tableState'

type OpenRequest = Pick<DecisionRequest, 'requestId' | 'playerId' | 'deadline'>

/**
 * The public table summary ({@link TableState}, the only state Colyseus syncs) and when its patches go out.
 * It changes only at turns and seat changes, so the room's patch rate is off and each change asks for one
 * patch once the current turn of work is done (several changes, one patch) instead of Colyseus encoding
 * every room's state every 50 ms.
 * @internal
 */
export class TableSummary {
  #patchQueued = false
  #closed = false

  /** `broadcastPatch`: the room's, sending the changes to every client. */
  constructor(
    readonly state: TableState,
    private readonly broadcastPatch: () => void,
  ) {}

  /** Sends the summary's changes once the current turn of work is done; nothing once the room is closing. */
  patchSoon(): void {
    if (this.#patchQueued || this.#closed) return
    this.#patchQueued = true
    queueMicrotask(() => {
      this.#patchQueued = false
      if (!this.#closed) this.broadcastPatch()
    })
  }

  /** The room is closing: no patch goes out any more, a queued one included. */
  close(): void {
    this.#closed = true
  }

  /** A request opened: its player is the one asked, until its deadline. */
  asked(request: OpenRequest): void {
    this.state.currentPlayerId = request.playerId
    this.state.deadline = request.deadline
  }

  /** A request closed: several may be asked at once (UNO's catch), so the summary names one still open, or nobody. */
  closed(requestId: string, open: readonly OpenRequest[]): void {
    const still = open.filter((r) => r.requestId !== requestId)
    this.state.currentPlayerId = still[0]?.playerId ?? ''
    this.state.deadline = still[0]?.deadline ?? 0
  }

  /** Nobody is asked any more (the game is over). */
  noTurn(): void {
    this.state.deadline = 0
    this.state.currentPlayerId = ''
  }
}
