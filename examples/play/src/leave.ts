/** Why the game was left before its end: `q` typed, the input ended, or Ctrl-C (SIGINT). */
export type LeaveReason = 'quit' | 'end-of-input' | 'interrupt'

/** What {@link createLeave} needs of the process: its SIGINT listeners and its exit code. */
export interface LeaveProcess {
  on(event: 'SIGINT', listener: () => void): unknown
  off(event: 'SIGINT', listener: () => void): unknown
  exitCode?: number | string | null | undefined
}

/** Options of {@link createLeave}. */
export interface LeaveOptions {
  /** Default: `process`. */
  readonly process?: LeaveProcess
  /** The player left: end the game now. Called once, with the first reason. */
  readonly onLeave: (reason: LeaveReason) => void
}

/** The way out of a game before its end. */
export interface Leave {
  /** Why the game was left, or `null` while it was not. */
  readonly reason: LeaveReason | null
  /** Leaves for `reason`; only the first call counts (a second Ctrl-C while leaving changes nothing). */
  leave(reason: LeaveReason): void
  /** The game is over: stop listening for SIGINT. */
  dispose(): void
}

/**
 * Listens for SIGINT and leaves on the first of it, `q` or the end of the input: the exit code becomes 130
 * for Ctrl-C (128 + SIGINT, as a shell reports an interrupted program) and 0 otherwise, and `onLeave` ends
 * the game. The process is not forced out: it ends once the worker and the timers are gone.
 *
 * @example
 * ```ts
 * const leave = createLeave({ onLeave: () => stopGame(host, { running, scheduler: realScheduler, graceMs: 2_000 }) })
 * terminal = createTerminal({ ..., onQuit: () => leave.leave('quit') })
 * ```
 */
export function createLeave(options: LeaveOptions): Leave {
  const target = options.process ?? process
  let reason: LeaveReason | null = null
  const onSignal = (): void => leave('interrupt')
  function leave(why: LeaveReason): void {
    if (reason !== null) return
    reason = why
    target.exitCode = why === 'interrupt' ? 130 : 0
    options.onLeave(why)
  }
  target.on('SIGINT', onSignal)
  return {
    get reason() {
      return reason
    },
    leave,
    dispose: () => void target.off('SIGINT', onSignal),
  }
}

/**
 * The one line said when the game was left: `You left the game after 12 actions.` (`seated`: a person
 * played the first seat), `Game stopped after 12 actions.` (bots only); without the count when the game
 * ended before its session could tell it.
 */
export function leaveSummary(seated: boolean, actions: number | null): string {
  const what = seated ? 'You left the game' : 'Game stopped'
  if (actions === null) return `${what}.`
  return `${what} after ${actions} ${actions === 1 ? 'action' : 'actions'}.`
}
