import type { TimerHandle } from '../session/scheduler'
import type { ControllerTools } from '../session/types'

/** Think time for automatic controllers: runs `reply` now (`delayMs` 0) or later on the session's scheduler, cancellable per request. */
export class DelayedReplies {
  private readonly timers = new Map<string, { handle: TimerHandle; tools: ControllerTools }>()

  constructor(private readonly delayMs: number) {}

  run(requestId: string, tools: ControllerTools, reply: () => void): void {
    this.cancel(requestId)
    if (this.delayMs <= 0) return reply()
    const handle = tools.scheduler.setTimeout(() => {
      this.timers.delete(requestId)
      reply()
    }, this.delayMs)
    this.timers.set(requestId, { handle, tools })
  }

  cancel(requestId: string): void {
    const timer = this.timers.get(requestId)
    if (timer === undefined) return
    timer.tools.scheduler.clearTimeout(timer.handle)
    this.timers.delete(requestId)
  }

  cancelAll(): void {
    for (const id of [...this.timers.keys()]) this.cancel(id)
  }
}
