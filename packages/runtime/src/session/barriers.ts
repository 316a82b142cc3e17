import { PausableTimer } from './pausableTimer'
import type { Scheduler } from './scheduler'
import type { Barrier, PlayerController, SessionEvent } from './types'

/**
 * What {@link Barriers} uses of its session.
 * @internal
 */
export interface BarrierHooks {
  readonly scheduler: Scheduler
  readonly controllers: ReadonlyMap<string, PlayerController>
  readonly emit: (event: SessionEvent) => void
  /** A controller's hook threw: reported, not fatal (the barrier's timeout ends the wait). */
  readonly report: (error: unknown) => void
  /** Runs what a timer or an acknowledgement triggers: a throw (`READY_TIMEOUT`) fails the session. */
  readonly guard: (body: () => void) => void
}

/**
 * The event types of a tick that call for an acknowledgement barrier (the `acknowledge.events` option),
 * each once, in the order they happened: the barrier's `eventTypes` and its busy label.
 * @internal
 */
export function ackEventTypes(events: readonly { readonly type: string }[], types: readonly string[]): string[] {
  return [...new Set(events.map((e) => e.type).filter((t) => types.includes(t)))]
}

/**
 * What a barrier is about, besides its kind: the event types of an `ack` barrier, the animation of an
 * `animation` barrier.
 * @internal
 */
export type BarrierAbout = Pick<Barrier, 'eventTypes' | 'animation'>

interface OpenBarrier {
  barrier: Barrier
  readonly waiting: Set<string>
  readonly timer: PausableTimer
  readonly onDone: (missing: readonly string[]) => void
}

/**
 * The session's barriers (spec 004's initialisation barrier, one after each tick with chosen events, and
 * one before each pending step with an animation, the "animation before effect"): at most one open at a
 * time; it waits until every listed player acknowledges, or its timeout passes, then calls its `onDone`
 * with the players still missing. Its timer pauses with the session.
 * @internal
 */
export class Barriers {
  readonly #hooks: BarrierHooks
  #seq = 0
  #open: OpenBarrier | null = null
  #paused = false

  constructor(hooks: BarrierHooks) {
    this.#hooks = hooks
  }

  /** The open barrier, if any. */
  get current(): Barrier | null {
    return this.#open?.barrier ?? null
  }

  /** The players the open barrier still waits for, in the order it listed them. */
  get waiting(): readonly string[] {
    return this.#open === null ? [] : [...this.#open.waiting]
  }

  /**
   * Opens a barrier (`b1`, `b2`, …) and announces it to the session's listeners and to each player's
   * controller; a controller without `onBarrier` is done at once. Opened while paused, its timer waits for
   * {@link Barriers.resume}.
   */
  open(kind: Barrier['kind'], playerIds: string[], timeoutMs: number, about: BarrierAbout, onDone: (missing: readonly string[]) => void): void {
    const barrierId = `b${++this.#seq}`
    const timer = new PausableTimer(this.#hooks.scheduler, timeoutMs, () => this.#hooks.guard(() => {
      if (this.#open?.barrier.barrierId !== barrierId) return
      const missing = [...this.#open.waiting]
      this.#hooks.emit({ type: 'timeout', operation: kind, ids: [barrierId], playerIds: missing, durationMs: timeoutMs })
      // A listener may have stopped the session meanwhile.
      if (this.#open?.barrier.barrierId === barrierId) this.#close(missing)
    }))
    const barrier: Barrier = {
      barrierId, kind, playerIds, deadline: timer.deadline,
      ...(about.eventTypes === undefined ? {} : { eventTypes: about.eventTypes }),
      ...(about.animation === undefined ? {} : { animation: about.animation }),
    }
    if (this.#paused) timer.pause()
    this.#open = { barrier, waiting: new Set(playerIds), timer, onDone }
    this.#announce(this.#open)
  }

  /** Marks a player done with the open barrier. Returns whether it counted (the right barrier, a player it waits for). */
  acknowledge(barrierId: string, playerId: string): boolean {
    const open = this.#open
    if (open === null || open.barrier.barrierId !== barrierId || !open.waiting.has(playerId)) return false
    open.waiting.delete(playerId)
    if (open.waiting.size === 0) this.#hooks.guard(() => this.#close([]))
    return true
  }

  /** Stops the open barrier's timer, and that of any barrier opened until {@link Barriers.resume}. */
  pause(): void {
    this.#paused = true
    this.#open?.timer.pause()
  }

  /** Restarts the timer with the time it had left; {@link Barriers.announceAgain} then tells the players. */
  resume(): void {
    this.#paused = false
    this.#open?.timer.resume()
  }

  /**
   * After a resume: the open barrier again, with the same id and the deadline moved by the pause, to the
   * listeners and to the players still waiting only (the others have acknowledged it).
   */
  announceAgain(): void {
    const open = this.#open
    if (open === null) return
    open.barrier = { ...open.barrier, deadline: open.timer.deadline }
    this.#announce(open)
  }

  /** Cancels the open barrier without calling its `onDone` (the session is over). */
  dispose(): void {
    this.#open?.timer.cancel()
    this.#open = null
  }

  #announce(open: OpenBarrier): void {
    const { barrier } = open
    const { barrierId } = barrier
    this.#hooks.emit({ type: 'barrier', barrier })
    for (const playerId of [...open.waiting]) {
      // An acknowledgement may close this barrier and open the next turn's: stop announcing this one.
      if (this.#open?.barrier.barrierId !== barrierId) break
      const controller = this.#hooks.controllers.get(playerId)!
      if (controller.onBarrier === undefined) {
        this.acknowledge(barrierId, playerId)
        continue
      }
      try {
        controller.onBarrier(barrier, () => void this.acknowledge(barrierId, playerId))
      } catch (error) {
        this.#hooks.report(error)
      }
    }
  }

  #close(missing: readonly string[]): void {
    const open = this.#open
    if (open === null) return
    open.timer.cancel()
    this.#open = null
    this.#hooks.emit({ type: 'barrier-done', barrier: open.barrier, missing })
    open.onDone(missing)
  }
}
