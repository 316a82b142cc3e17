import type { Action, ActionInit } from '@decklet/core'
import type { DecisionRequest, Scheduler, TimerHandle } from '@decklet/runtime'

/** The terminal, as the prompt uses it (readline in `main.ts`, a script in the tests). */
export interface PromptIO {
  /** Asks one question; `answer` gets the line typed. An aborted `signal` withdraws the question. */
  question(text: string, signal: AbortSignal, answer: (line: string) => void): void
  log(line: string): void
}

/** Options of {@link promptForMove}. */
export interface MovePromptOptions {
  readonly io: PromptIO
  /** The session's clock: the worker thread shares this process's, so its deadlines count down here as they are. */
  readonly scheduler: Scheduler
  /** A legal action as a menu line. */
  readonly describe: (action: Action) => string
  /** Whether the player may act now (the turn store's `canAct`: not paused, not over, not out). */
  readonly canAct: () => boolean
  /** Sends the pick (to the session: `host.operate`). */
  readonly choose: (action: ActionInit) => void
  /** Warnings when this much time is left (default 10 s and 5 s). */
  readonly warnAtMs?: readonly number[]
}

/** An open prompt: a refusal of its pick asks again; `stop` withdraws it. */
export interface MovePrompt {
  readonly requestId: string
  /** The session refused the pick (a `rejected` message): say why and ask again. */
  refused(reason: string): void
  /** The request is over (answered, timed out, superseded) or the game ended. */
  stop(): void
}

/**
 * Lists the request's legal moves and asks for one by number, counting down to the request's deadline (a
 * request sent again after a resume has less time than `timeoutMs`). A pick that is not a number of the
 * list, that comes when the player may not act, or that the session refuses, asks again.
 *
 * @example
 * ```ts
 * const prompt = promptForMove(request, { io, scheduler: realScheduler, describe, canAct: () => store.getSnapshot().canAct, choose: (a) => host.operate(me, request.requestId, a) })
 * ```
 */
export function promptForMove(request: DecisionRequest, options: MovePromptOptions): MovePrompt {
  const { io, scheduler } = options
  const legal = request.legalActions
  const abort = new AbortController()
  let stopped = false
  for (const [i, action] of legal.entries()) io.log(`  ${i + 1}. ${options.describe(action)}`)
  const left = (): number => request.deadline - scheduler.now()
  const timers: TimerHandle[] = (options.warnAtMs ?? [10_000, 5_000])
    .filter((ms) => ms < left())
    .map((ms) => scheduler.setTimeout(() => io.log(`  ⏱ ${ms / 1000} s left`), left() - ms))

  const ask = (): void => {
    if (stopped) return
    const seconds = Math.max(0, Math.ceil(left() / 1000))
    io.question(`pick 1–${legal.length} (${seconds} s): `, abort.signal, (answer) => {
      if (stopped) return
      const n = Number(answer.trim())
      const choice = Number.isInteger(n) ? legal[n - 1] : undefined
      if (choice === undefined) {
        io.log(`  type a number from 1 to ${legal.length}`)
        return ask()
      }
      if (!options.canAct()) {
        io.log('  you cannot act right now')
        return ask()
      }
      options.choose({ type: choice.type, payload: choice.payload })
    })
  }
  ask()

  return {
    requestId: request.requestId,
    refused(reason) {
      if (stopped) return
      io.log(`  not taken: ${reason}`)
      ask()
    },
    stop() {
      if (stopped) return
      stopped = true
      for (const timer of timers) scheduler.clearTimeout(timer)
      abort.abort()
    },
  }
}
