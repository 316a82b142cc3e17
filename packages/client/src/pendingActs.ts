import type { RejectionCode } from '@decklet/runtime'
import { ActionRejectedError } from './clientError'

/** What `act` resolves with: the server took the action as the answer to `requestId`. */
export interface ActResult {
  readonly accepted: true
  readonly requestId: string
}

interface Pending {
  readonly requestId: string | null
  readonly resolve: (result: ActResult) => void
  readonly reject: (error: Error) => void
}

/**
 * The `act` calls waiting for the server's verdict, oldest first.
 *
 * Invariant the matching relies on: the room handles one connection's messages in the order they were sent
 * and answers every `act` once, either with a `rejected` or, when the session takes it, with the
 * `turn-end` (`answered`) of the request it answered; so a `rejected` is the verdict on the oldest act still
 * waiting, and an `answered` on the oldest one sent for that request (or for whatever was open).
 * @internal
 */
export class PendingActs {
  readonly #queue: Pending[] = []

  get size(): number {
    return this.#queue.length
  }

  add(requestId: string | null): Promise<ActResult> {
    return new Promise((resolve, reject) => this.#queue.push({ requestId, resolve, reject }))
  }

  /** The session took an answer to `requestId` from this seat. */
  answered(requestId: string): void {
    const index = this.#queue.findIndex((pending) => pending.requestId === requestId || pending.requestId === null)
    if (index === -1) return
    const [pending] = this.#queue.splice(index, 1)
    pending!.resolve({ accepted: true, requestId })
  }

  /** The server refused this seat's oldest waiting act. */
  rejected(code: RejectionCode, reason: string, requestId: string | null): void {
    const pending = this.#queue.shift()
    pending?.reject(new ActionRejectedError(code, reason, requestId ?? pending.requestId))
  }

  /** No verdict will come (the connection dropped or closed). */
  failAll(error: Error): void {
    for (const pending of this.#queue.splice(0)) pending.reject(error)
  }
}
