import type { Action, ActionInit } from '@decklet/core'
import type { DecisionRequest, Scheduler, TimerHandle } from '@decklet/runtime'

/** The terminal, as the prompt uses it (`terminal.ts` in `main.ts`, a script in the tests). */
export interface PromptIO {
  /**
   * Asks one question; `answer` gets the line typed. `text` gives the question as of now and is called each
   * time it is drawn, so that the countdown it shows is the time left then. An aborted `signal` withdraws it.
   */
  question(text: () => string, signal: AbortSignal, answer: (line: string) => void): void
  /** Draws the open question again: its countdown moved on. */
  redraw(): void
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
  /**
   * Given when the request may be left unanswered: the list then ends with "let it go", which withdraws the
   * prompt, answers nothing and calls this.
   */
  readonly letGo?: () => void
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
 * request sent again after a resume has less time than `timeoutMs`): the question shows the seconds left
 * whenever it is drawn, and is drawn again as each second passes. A pick that is not a number of the list,
 * that comes when the player may not act, or that the session refuses, asks again.
 *
 * @example
 * ```ts
 * const prompt = promptForMove(request, { io, scheduler: realScheduler, describe, canAct: () => store.getSnapshot().canAct, choose: (a) => host.operate(me, request.requestId, a) })
 * ```
 */
export function promptForMove(request: DecisionRequest, options: MovePromptOptions): MovePrompt {
  const { io, scheduler, letGo } = options
  const legal = request.legalActions
  const count = legal.length + (letGo === undefined ? 0 : 1)
  const abort = new AbortController()
  let stopped = false
  for (const [i, action] of legal.entries()) io.log(`  ${i + 1}. ${options.describe(action)}`)
  if (letGo !== undefined) io.log(`  ${count}. let it go`)
  const left = (): number => request.deadline - scheduler.now()
  const timers = new Set<TimerHandle>()
  const after = (ms: number, callback: () => void): void => {
    const timer = scheduler.setTimeout(() => {
      timers.delete(timer)
      callback()
    }, ms)
    timers.add(timer)
  }
  for (const ms of options.warnAtMs ?? [10_000, 5_000]) {
    if (ms < left()) after(left() - ms, () => io.log(`  ⏱ ${ms / 1000} s left`))
  }
  // The seconds shown are rounded up, so they change when the time left crosses a whole second.
  const tick = (): void => {
    const ms = left()
    if (ms > 0) after(ms - (Math.ceil(ms / 1000) - 1) * 1000, () => {
      io.redraw()
      tick()
    })
  }
  tick()

  const stop = (): void => {
    if (stopped) return
    stopped = true
    for (const timer of timers) scheduler.clearTimeout(timer)
    timers.clear()
    abort.abort()
  }
  const text = (): string => `pick 1–${count} (${Math.max(0, Math.ceil(left() / 1000))} s): `
  const ask = (): void => {
    if (stopped) return
    io.question(text, abort.signal, (answer) => {
      if (stopped) return
      const n = Number(answer.trim())
      if (letGo !== undefined && n === count) {
        stop()
        io.log('  you let it go')
        return letGo()
      }
      const choice = Number.isInteger(n) ? legal[n - 1] : undefined
      if (choice === undefined) {
        io.log(`  type a number from 1 to ${count}`)
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
    stop,
  }
}
