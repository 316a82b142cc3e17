import type { PendingStep } from '@decklet/core'
import type { Barriers } from './barriers'
import type { BusyTracker } from './busyTracker'
import { DEFAULT_ACK_TIMEOUT_MS, MAX_AUTO_ACTIONS_IN_A_ROW } from './defaults'
import { SessionError } from './sessionError'
import type { GameSessionOptions } from './sessionOptions'
import type { TickApplier } from './tickApplier'
import type { PlayerController } from './types'

/**
 * What a {@link PendingRunner} uses of its session.
 * @internal
 */
export interface PendingRunnerHooks {
  readonly controllers: ReadonlyMap<string, PlayerController>
  readonly barriers: Pick<Barriers, 'open' | 'current'>
  readonly busy: Pick<BusyTracker, 'begin'>
  /** Applies the pending action as a tick (source `auto`); its failure fails the session. */
  readonly tick: Pick<TickApplier, 'applyOrFail'>
  /** The session's options: `animationTimeoutMs` is how long an animation barrier waits. */
  readonly options: Pick<GameSessionOptions, 'animationTimeoutMs'>
  /** Runs the session's loop (when an animation barrier ends). */
  readonly pump: () => void
}

/**
 * The game's pending work (`engine.getPending()`: a scripted step, an effect), which the session does before
 * asking anyone. A step with an animation gets an *animation* barrier first (spec 004's "animation before
 * effect": every seat acknowledges it, or its timeout passes; the session is busy `animation:<name>`
 * meanwhile); its end runs the loop, and the next step finds the same pending step with its animation done.
 * Then the step's action is applied as an ordinary action of source `auto`.
 *
 * A game whose pending work never waits for anyone would spin the session forever: after
 * `MAX_AUTO_ACTIONS_IN_A_ROW` pending actions with no wait between them (a request, or a barrier someone
 * must acknowledge) the runner throws `PENDING_LOOP`.
 * @internal
 */
export class PendingRunner {
  readonly #hooks: PendingRunnerHooks
  /** The id of the animation whose barrier closed: its pending step is applied next, without another barrier. */
  #animated: string | null = null
  /** Pending actions applied since the last wait: a bound on a game that never waits. */
  #inARow = 0

  constructor(hooks: PendingRunnerHooks) {
    this.#hooks = hooks
  }

  /** Does the next part of `pending`: its animation barrier, or (the animation done, or none) its action. */
  run(pending: PendingStep): void {
    const { animation } = pending
    const hooks = this.#hooks
    if (animation !== undefined && animation.id !== this.#animated) {
      const idle = hooks.busy.begin(`animation:${animation.name}`)
      const timeoutMs = hooks.options.animationTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS
      hooks.barriers.open('animation', [...hooks.controllers.keys()], timeoutMs, { animation }, () => {
        idle()
        this.#animated = animation.id
        hooks.pump()
      })
      this.barrierOpened()
      return
    }
    this.#animated = null
    if (++this.#inARow > MAX_AUTO_ACTIONS_IN_A_ROW) {
      throw new SessionError(`The game dispatched ${MAX_AUTO_ACTIONS_IN_A_ROW} pending actions in a row without waiting for anyone (last: ${pending.action.type})`, 'PENDING_LOOP')
    }
    hooks.tick.applyOrFail(pending.action, 'auto', 'Pending action', 'PENDING_ACTION_FAILED')
  }

  /** The session waits for a player (a decision round opened): the run of pending actions ends. */
  waited(): void {
    this.#inARow = 0
  }

  /**
   * A barrier was opened (this runner's animation barrier, or an acknowledgement barrier after a tick). One
   * still open once announced waits for someone: the run of pending actions ends there. One every seat
   * acknowledged at once (bots have no `onBarrier`) does not, so a game of bots whose pending work never
   * ends still meets `PENDING_LOOP`.
   */
  barrierOpened(): void {
    if (this.#hooks.barriers.current !== null) this.#inARow = 0
  }
}
