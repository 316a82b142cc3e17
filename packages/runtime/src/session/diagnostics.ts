import type { Action, GameEngine, GameState } from '@decklet/core'
import type { Scheduler, TimerHandle } from './scheduler'
import type { Barrier, DebugSnapshot, DecisionRequest, Heartbeat, SessionPhase } from './types'

/**
 * What the session's parts say about it at one moment: the input of a heartbeat and of a debug snapshot.
 * @internal
 */
export interface SessionReadout {
  readonly phase: SessionPhase
  readonly paused: boolean
  readonly busy: boolean
  readonly busyLabel: string | null
  /** The open requests, in the order asked. */
  readonly requests: readonly DecisionRequest[]
  readonly barrier: Barrier | null
  /** The players the open barrier still waits for. */
  readonly barrierWaiting: readonly string[]
}

/** How many of the last top-level actions a debug snapshot keeps. */
const RECENT_ACTIONS = 10

/**
 * The engine's state, or `null` when there is none to read (the engine was destroyed, or never created
 * its game): an error report must not throw while it describes an error.
 * @internal
 */
export function safeState(engine: Pick<GameEngine, 'getState'>): GameState | null {
  try {
    return engine.getState()
  } catch {
    return null
  }
}

/**
 * What a heartbeat reports (spec 004: the current turn and whether the worker is busy), at `at` on the
 * session's clock. It waits on a decision while requests are open, else on the open barrier's kind.
 * @internal
 */
export function heartbeatOf(at: number, readout: SessionReadout, state: GameState | null): Heartbeat {
  const deciding = readout.requests.length > 0
  return {
    at,
    phase: readout.phase,
    turn: state?.turn ?? 0,
    stateVersion: state?.version ?? 0,
    currentPlayerId: state?.currentPlayerId ?? null,
    waitingFor: deciding ? readout.requests.map((r) => r.playerId) : readout.barrier !== null ? [...readout.barrierWaiting] : [],
    waitingOn: deciding ? 'decision' : readout.barrier?.kind ?? null,
    busy: readout.busy,
    busyLabel: readout.busyLabel,
    paused: readout.paused,
  }
}

/**
 * What an error report carries (spec 004's debug snapshot): the session's phase and waits, the engine's
 * turn, version and status, and the last top-level actions. Reads the engine defensively: a snapshot is
 * taken while something is already wrong.
 * @internal
 */
export function debugSnapshotOf(readout: SessionReadout, engine: Pick<GameEngine, 'getState' | 'getHistory'>): DebugSnapshot {
  const state = safeState(engine)
  let history: readonly { action: Action }[] | null = null
  try {
    history = engine.getHistory() as readonly { action: Action }[]
  } catch {
    history = null
  }
  return {
    phase: readout.phase,
    paused: readout.paused,
    busyLabel: readout.busyLabel,
    turn: state?.turn ?? null,
    stateVersion: state?.version ?? null,
    status: state?.status ?? null,
    currentPlayerId: state?.currentPlayerId ?? null,
    openRequests: readout.requests.map(({ requestId, playerId, deadline }) => ({ requestId, playerId, deadline })),
    barrier: readout.barrier,
    historyLength: history?.length ?? null,
    recentActions: history === null ? [] : history.slice(-RECENT_ACTIONS).map((r) => r.action),
  }
}

/**
 * A beat every `everyMs` on the session's scheduler until {@link HeartbeatTimer.stop} (`0` or less: never).
 * The next beat is set after the current one runs, so a beat that stops the session leaves no timer behind.
 * @internal
 */
export class HeartbeatTimer {
  readonly #scheduler: Scheduler
  readonly #everyMs: number
  readonly #beat: () => void
  #handle: TimerHandle | undefined
  #running = false

  constructor(scheduler: Scheduler, everyMs: number, beat: () => void) {
    this.#scheduler = scheduler
    this.#everyMs = everyMs
    this.#beat = beat
  }

  start(): void {
    if (this.#everyMs <= 0 || this.#running) return
    this.#running = true
    this.#arm()
  }

  stop(): void {
    this.#running = false
    if (this.#handle !== undefined) this.#scheduler.clearTimeout(this.#handle)
    this.#handle = undefined
  }

  #arm(): void {
    this.#handle = this.#scheduler.setTimeout(() => {
      this.#handle = undefined
      this.#beat()
      if (this.#running) this.#arm()
    }, this.#everyMs)
  }
}
