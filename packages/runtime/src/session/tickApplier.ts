import type { Action, ActionInit, DispatchResult, GameEngine, GameEvent } from '@decklet/core'
import { ackEventTypes, type Barriers } from './barriers'
import type { BusyTracker } from './busyTracker'
import { DEFAULT_ACK_TIMEOUT_MS } from './defaults'
import { SessionError } from './sessionError'
import type { SessionLifecycle } from './sessionLifecycle'
import type { GameSessionOptions } from './sessionOptions'
import type { ActionSource } from './types'
import type { FanOutTargets, ViewFanOut } from './viewFanOut'

/**
 * What a {@link TickApplier} uses of its session. The hooks are also the targets of every view it sends
 * (the seats, `emit`, `report`), so a fan-out allocates nothing of its own.
 * @internal
 */
export interface TickHooks extends FanOutTargets {
  readonly engine: Pick<GameEngine, 'dispatch' | 'getState'>
  readonly views: Pick<ViewFanOut, 'clearEvents' | 'send'>
  readonly busy: Pick<BusyTracker, 'whileDispatching' | 'begin'>
  readonly barriers: Pick<Barriers, 'open' | 'current'>
  readonly life: Pick<SessionLifecycle, 'count'>
  /** The session's options: `acknowledge` names the event types that call for an acknowledgement barrier, and its timeout. */
  readonly options: Pick<GameSessionOptions, 'acknowledge'>
  /** Runs the session's loop (at the end of a tick's aftermath, and when its acknowledgement barrier ends). */
  readonly pump: () => void
  /** An acknowledgement barrier was opened and announced (every seat may have acknowledged it at once). */
  readonly barrierOpened: () => void
}

/**
 * What a tick the session cannot do without is called in its error: a timeout's default, or the game's
 * pending step.
 * @internal
 */
export type RequiredActionKind = 'Default action' | 'Pending action'

/**
 * One action applied to the game as one tick, and what follows it: the dispatch runs with the busy flag set
 * (a heartbeat taken by a listener during the tick sees it) and after the last tick's events were forgotten;
 * an applied action is counted, announced (`action` event with its source and events), every seat gets its
 * view and the events it may see, an acknowledgement barrier opens when the tick's events call for one
 * (the `acknowledge` option; busy `ack:<types>` while the clients animate, never after the game's last tick),
 * and the loop runs on.
 * @internal
 */
export class TickApplier {
  readonly #hooks: TickHooks

  constructor(hooks: TickHooks) {
    this.#hooks = hooks
  }

  /** Dispatches `action` with the busy flag set, after forgetting the last tick's events. The aftermath is {@link TickApplier.after}'s. */
  dispatch(action: Action | ActionInit): DispatchResult {
    const { busy, views, engine } = this.#hooks
    return busy.whileDispatching(() => {
      views.clearEvents()
      return engine.dispatch(action)
    })
  }

  /**
   * Dispatches an action the session needs applied, then does its aftermath. A denial or a handler's error
   * fails the session: a {@link SessionError} `"<what> <type> failed: <reason>"` with `code` and the error
   * as its cause.
   */
  applyOrFail(action: Action | ActionInit, source: ActionSource, what: RequiredActionKind, code: string): void {
    const result = this.dispatch(action)
    if (!result.ok) {
      throw new SessionError(`${what} ${action.type} failed: ${result.denyReason ?? String(result.error)}`, code, { cause: result.error })
    }
    this.after(result.action, source, result.events)
  }

  /**
   * The aftermath of an applied tick: counted, announced, the views sent, the acknowledgement barrier its
   * events call for opened, then the loop run.
   */
  after(action: Action, source: ActionSource, events: readonly GameEvent[]): void {
    const hooks = this.#hooks
    hooks.life.count(source)
    hooks.emit({ type: 'action', action, source, events })
    this.sendViews()
    const { acknowledge } = hooks.options
    if (acknowledge !== undefined) this.#acknowledgement(events, acknowledge)
    hooks.pump()
  }

  /** Sends every seat its view of the current state and the last tick's events (see {@link ViewFanOut.send}). */
  sendViews(): void {
    this.#hooks.views.send(this.#hooks)
  }

  /** Opens the acknowledgement barrier when the tick's events call for one and the game goes on. */
  #acknowledgement(events: readonly GameEvent[], acknowledge: NonNullable<GameSessionOptions['acknowledge']>): void {
    const hooks = this.#hooks
    const hit = ackEventTypes(events, acknowledge.events)
    if (hit.length === 0 || hooks.engine.getState().status === 'finished') return
    // Busy while the clients animate: heartbeats tell a stalled game from one playing its animations.
    const idle = hooks.busy.begin(`ack:${hit.join(',')}`)
    hooks.barriers.open('ack', [...hooks.controllers.keys()], acknowledge.timeoutMs ?? DEFAULT_ACK_TIMEOUT_MS, { eventTypes: hit }, () => {
      idle()
      hooks.pump()
    })
    hooks.barrierOpened()
  }
}
