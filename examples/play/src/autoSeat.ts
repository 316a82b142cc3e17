import { unoPolicy } from '@decklet/bots'
import type { ActionInit } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'

/** Options of {@link createAutoSeat}. */
export interface AutoSeatOptions {
  /** Think time before an answer (0: at once). */
  readonly thinkMs: number
  /** The wait before catching a missed "UNO", so that whoever has one card left can say it first. */
  readonly catchMs: number
  /** Sends the answer (to the worker's session, or to the server). */
  readonly answer: (request: DecisionRequest, action: ActionInit) => void
}

/** The first seat played by `unoPolicy` (`--auto`), answering through the protocol like any client. */
export interface AutoSeat {
  /** A request of the seat opened: answer it after the think time. */
  requested(request: DecisionRequest): void
  /** A request closed (answered, timed out, superseded): its pending answer, if any, is dropped. */
  closed(requestId: string): void
  /** Drops every pending answer. */
  stop(): void
}

/** Creates the {@link AutoSeat}: `@decklet/bots`' UNO rule policy, with think times. */
export function createAutoSeat(options: AutoSeatOptions): AutoSeat {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const closed = (requestId: string): void => {
    clearTimeout(timers.get(requestId))
    timers.delete(requestId)
  }
  return {
    requested(request) {
      const action = unoPolicy(request)
      if (action === null) return // stays silent: the timeout default applies
      const delay = action.type === 'CATCH_UNO' ? options.catchMs : options.thinkMs
      if (delay === 0) return options.answer(request, action)
      timers.set(request.requestId, setTimeout(() => {
        timers.delete(request.requestId)
        options.answer(request, action)
      }, delay))
    },
    closed,
    stop() {
      for (const requestId of [...timers.keys()]) closed(requestId)
    },
  }
}
