import type { Action } from '../actions/types'
import { GameLifecycleError } from '../errors/errors'
import type { EventBus } from '../events/eventBus'
import type { EventInit, GameEvent } from '../events/types'
import { ActionHistory } from '../history/actionHistory'
import { restoreRandom, saveRandom, type RandomCheckpoint } from '../random/randomCheckpoint'
import type { RandomProvider } from '../random/randomProvider'
import type { ActionOrigin } from '../rules/types'
import { StateFreezer } from '../state/freezeState'
import { deepFreeze, type JsonValue } from '../state/json'
import type { GameState } from '../state/types'
import type { ActionQueue } from './actionQueue'
import { eventFromInit } from './eventFromInit'
import { refuseAction, refusePayload, type InputRefusal } from './actionInput'
import { normalizeAction, type ActionIdSource } from './normalizeAction'
import { versioned, type Step } from './step'
import { DispatchCodes, type DispatchResult, type ProcessedAction } from './types'

const EMPTY_EVENTS: readonly GameEvent[] = Object.freeze([])
const EMPTY_PROCESSED: readonly ProcessedAction[] = Object.freeze([])
// A tick's event list until its first event (never written to: emit replaces it).
const NO_TICK_EVENTS = EMPTY_EVENTS as GameEvent[]

/** What the parts of a {@link Tick} are; the engine makes them once. @internal */
export interface TickParts {
  /** The action queue, with the tick's cap. */
  readonly queue: ActionQueue
  /** The pure step each action goes through. */
  readonly step: Step
  /** The plugins' event handlers, called inside the tick. */
  readonly handlers: EventBus
  /** The subscribers, called once the tick has committed. */
  readonly subscribers: EventBus
  /** Whether states, events, actions and records are frozen (every mode but `'none'`). */
  readonly checked: boolean
  /** The engine's clock, read once per tick. */
  readonly clock: () => number
}

/**
 * The tick: one top-level action, or one setup phase, with every action chained
 * from it, run as one atomic unit over the live game it holds (state, history,
 * random source). It numbers the tick's actions and events, pumps the queue
 * through the {@link Step}, commits each step (freezing, events, history), and in
 * the end either commits the tick — subscribers get its events, in commit
 * order — or rolls it back to the state, history length and random position it
 * began with.
 *
 * One object holds one tick's fields so that the dispatch path reads them from
 * one place and allocates nothing for them.
 * @internal
 */
export class Tick implements ActionIdSource {
  /** The current state; `null` before `createGame` and after `destroy`. */
  state: GameState | null = null
  /** Where top-level actions are recorded (replaced by restoreSnapshot and fork). */
  history = new ActionHistory()
  /**
   * Why the last value {@link Tick.beginDispatch} or {@link Tick.enqueue} refused was refused (set with each
   * refusal, read at once by the caller).
   */
  refusal: InputRefusal | null = null

  /** The random source handlers draw from. */
  random: RandomProvider
  /** Whether a tick is open: from {@link Tick.begin} to {@link Tick.commit} or {@link Tick.rollback}. */
  active = false
  /** Whether actions are being processed: a dispatch now is queued for the running loop. */
  processing = false
  /** Whether this is `createGame` or `start` (or an install): nothing it dispatches is recorded. */
  setup = false
  /** Names the tick's ids: the history sequence its top-level action will get, or `c`/`s` for createGame/start. */
  label = ''
  /** The clock reading of the tick, shared by its events and its record. */
  time = 0
  /** The tick's events so far. */
  events: GameEvent[] = NO_TICK_EVENTS
  /** The tick's actions so far, with their outcome. */
  processed: ProcessedAction[] = []
  /** What an action handler threw: it stops the tick, which is then rolled back. */
  error: unknown = undefined

  // 'e<label>.': the prefix of the tick's event ids (built once per tick).
  private eventPrefix = ''
  private topLevel: Action | null = null
  private chainedIds = 0
  private eventIds = 0
  // What a failed tick restores (fields rather than an object: no allocation per tick).
  private rollbackState: GameState | null = null
  private rollbackRandom: RandomCheckpoint = null
  private rollbackHistoryLength = 0
  // Delivery of committed events to subscribers (see commit).
  private delivering = false
  private pendingDeliveries: GameEvent[][] = []
  // Freezes each new state at the cost of what is new in it.
  private readonly freezer = new StateFreezer()
  private readonly queue: ActionQueue
  private step: Step
  private readonly handlers: EventBus
  private readonly subscribers: EventBus
  private readonly checked: boolean
  private readonly clock: () => number

  constructor(parts: TickParts, random: RandomProvider) {
    this.queue = parts.queue
    this.step = parts.step
    this.handlers = parts.handlers
    this.subscribers = parts.subscribers
    this.checked = parts.checked
    this.clock = parts.clock
    this.random = random
  }

  /** Replaces the step actions go through: the engine picks it once, when the plugins are wired. */
  useStep(step: Step): void {
    this.step = step
  }

  /** The current state; throws a `GameLifecycleError` (`GAME_NOT_CREATED`) before `createGame`. */
  current(): GameState {
    const state = this.state
    if (state === null) throw new GameLifecycleError('Game has not been created yet; call createGame() first', 'GAME_NOT_CREATED')
    return state
  }

  /** Opens a tick named `label` for `topLevel` (`null`: a setup phase), and saves what a rollback restores. */
  begin(label: string, topLevel: Action | null): void {
    this.active = true
    this.label = label
    this.eventPrefix = 'e' + label + '.'
    this.time = this.clock()
    this.topLevel = topLevel
    this.events = NO_TICK_EVENTS
    if (topLevel === null) this.processed = []
    this.error = undefined
    this.queue.startTick(0)
    this.chainedIds = 0
    this.eventIds = 0
    this.rollbackState = this.state
    this.rollbackRandom = saveRandom(this.random)
    this.rollbackHistoryLength = this.history.length
  }

  /**
   * Opens the tick of a top-level dispatch: its action (with the id `a<sequence>`
   * when it has none), or `null`, opening nothing, when `value` is not an action.
   */
  beginDispatch(value: unknown): Action | null {
    this.label = String(this.history.length + 1)
    const action = this.admit(value)
    if (action !== null) this.begin(this.label, action)
    return action
  }

  /** `value` as the engine's action (its payload read, copied in checked modes), or `null` with {@link Tick.refusal} set. */
  private admit(value: unknown): Action | null {
    const action = normalizeAction(value, this)
    if (action === null) {
      this.refusal = refuseAction(value)
      return null
    }
    const refusal = refusePayload(action, this.checked)
    if (refusal === null) return action
    this.refusal = refusal
    return null
  }

  /**
   * Ends the tick of a top-level dispatch of `action` and returns its result:
   * rolled back when a handler threw (`HANDLER_ERROR`), committed otherwise,
   * allowed or denied as its top-level action was.
   */
  settle<TAction extends Action>(action: TAction): DispatchResult<TAction> {
    const processed = this.processed
    if (this.error !== undefined) return this.fail(action)
    // Read before the commit: a subscriber that dispatches runs a tick of its own there.
    const events = this.events
    this.commit()
    const first = processed[0]!
    return first.ok ? { action, ok: true, events, processedActions: processed } : denied(action, first, events, processed)
  }

  /** Rolls back a tick whose handler threw, and returns the dispatch's `HANDLER_ERROR` result. */
  private fail<TAction extends Action>(action: TAction): DispatchResult<TAction> {
    const processed = this.processed
    const error = this.error
    this.rollback()
    const message = error instanceof Error ? error.message : String(error)
    return { action, ok: false, error: message, errorCode: DispatchCodes.HANDLER_ERROR, events: EMPTY_EVENTS, processedActions: processed }
  }

  /** Runs the top-level action of the open tick and every action chained from it. */
  run(action: Action): void {
    // The top-level action runs straight away; the queue is only pumped for what its event handlers queued.
    this.processing = true
    this.queue.startTick(1)
    this.processed = [this.process(action)]
    this.processing = false
    if (!this.queue.isEmpty) this.pump()
  }

  /**
   * Processes queued actions until the queue is empty or an action's handler
   * failed. While a loop is already running it does nothing: that loop takes what
   * was queued, which turns a recursive dispatch into an iteration.
   */
  pump(): void {
    if (this.processing) return
    this.processing = true
    const queue = this.queue
    try {
      while (!queue.isEmpty && this.error === undefined) this.processed.push(this.process(queue.take()))
    } finally {
      this.processing = false
      if (queue.isEmpty || this.error !== undefined) queue.clear()
    }
  }

  /**
   * Queues an action dispatched during the tick (from an event handler or a
   * setup) and returns the placeholder result; outside the processing loop (a
   * setup, a handler of `GAME_STARTED`) the queue is processed at once.
   */
  enqueue(value: unknown): DispatchResult {
    const action = this.admit(value)
    if (action === null) return refusedResult(value, this.refusal!)
    this.queue.push(action)
    if (!this.processing) this.pump()
    return { action, ok: true, events: EMPTY_EVENTS, processedActions: EMPTY_PROCESSED }
  }

  /** Replaces the state with `next` plus one version (a GameContext mutation). */
  applyMutation(next: GameState): void {
    this.setState(versioned(next, this.state!.version + 1, this.checked))
  }

  /** Completes an event, adds it to the tick's events and hands it to the plugins' event handlers. */
  emit(init: EventInit): void {
    const event = eventFromInit(init, this.eventPrefix + ++this.eventIds, this.time, this.state!.version)
    if (this.checked) deepFreeze(event)
    // The first event of a tick makes the list (a tick without events allocates none).
    if (this.events === NO_TICK_EVENTS) this.events = [event]
    else this.events.push(event)
    this.handlers.emit(event)
  }

  /** The id of an action dispatched without one: `a<label>` at top level, `a<label>.<n>` within a tick. */
  nextActionId(): string {
    return this.active ? `a${this.label}.${++this.chainedIds}` : 'a' + this.label
  }

  /** Makes `state` current, frozen in checked modes. */
  setState(state: GameState): void {
    this.state = this.checked ? this.freezer.freeze(state) : state
  }

  /** Ends a failed tick: state, random position, history and queue as they were when it began. */
  rollback(): void {
    this.state = this.rollbackState
    restoreRandom(this.random, this.rollbackRandom)
    this.history.truncate(this.rollbackHistoryLength)
    this.queue.clear()
    this.processing = false
    this.active = false
  }

  /**
   * Ends a tick that succeeded and hands its events to subscribers. A tick that a
   * subscriber runs (by dispatching) commits while earlier events are still being
   * delivered: its events wait until those are, so every subscriber sees events in
   * commit order.
   */
  commit(): void {
    this.active = false
    const events = this.events
    if (events.length > 0 && (!this.subscribers.isEmpty || this.delivering)) this.deliver(events)
  }

  /**
   * Hands committed events to subscribers, or, while an earlier tick's are being
   * delivered, queues them behind those. Apart from commit: the dispatch path
   * inlines commit, and a tick nobody listens to never comes here.
   */
  private deliver(events: GameEvent[]): void {
    if (this.delivering) {
      this.pendingDeliveries.push(events)
      return
    }
    this.delivering = true
    try {
      for (let i = 0; i < events.length; i++) this.subscribers.emit(events[i]!)
      const pending = this.pendingDeliveries
      for (let p = 0; p < pending.length; p++) {
        const later = pending[p]!
        for (let i = 0; i < later.length; i++) this.subscribers.emit(later[i]!)
      }
    } finally {
      this.delivering = false
      if (this.pendingDeliveries.length > 0) this.pendingDeliveries = []
    }
  }

  /**
   * Tells the tick's listeners that an action a plugin dispatched was denied (`ACTION_DENIED`, to no player:
   * its payload is the plugins' business), so that a deal denied during `start()` is never silent.
   */
  private announceDenial(failure: ProcessedAction): void {
    const payload = failure.denyCode === undefined
      ? { action: failure.action, denyReason: failure.denyReason! }
      : { action: failure.action, denyReason: failure.denyReason!, denyCode: failure.denyCode }
    this.emit({ type: ACTION_DENIED, payload: payload as unknown as JsonValue, visibleTo: NO_PLAYERS })
  }

  /** One action of the tick: the step, then its commit to the live game. */
  private process(action: Action): ProcessedAction {
    const state = this.state!
    const step = this.step
    const origin: ActionOrigin = this.setup ? 'setup' : action === this.topLevel ? 'top-level' : 'chained'
    const next = step.run(state, action, this.random, origin)
    if (next === null) {
      const failure = step.failure!
      step.failure = null
      if (failure.error !== undefined) {
        this.error = step.error
        step.error = undefined
      } else if (origin !== 'top-level') {
        this.announceDenial(failure)
      }
      return failure
    }
    this.setState(next)
    const events = step.events
    if (events !== undefined) for (let i = 0; i < events.length; i++) this.emit(events[i]!)
    if (action === this.topLevel && !this.setup) {
      const record = this.history.appendRecord(action, state.version, this.state!.version, this.time)
      // getHistory() and exportRecord() hand records out: frozen like the state.
      if (this.checked) Object.freeze(record)
    }
    return { action, ok: true }
  }
}

/** The result of a dispatch whose top-level action was denied (`first`: its outcome). */
function denied<TAction extends Action>(
  action: TAction,
  first: ProcessedAction,
  events: readonly GameEvent[],
  processed: readonly ProcessedAction[],
): DispatchResult<TAction> {
  return first.denyCode === undefined
    ? { action, ok: false, denyReason: first.denyReason!, events, processedActions: processed }
    : { action, ok: false, denyReason: first.denyReason!, denyCode: first.denyCode, events, processedActions: processed }
}

/** The event that tells of an action a plugin dispatched (chained, or during setup) that was denied. */
export const ACTION_DENIED = 'ACTION_DENIED'
const NO_PLAYERS: readonly string[] = Object.freeze([])

/** What dispatch answers for a value it refused before any rule (see {@link Tick.refusal}). @internal */
export function refusedResult(value: unknown, refusal: InputRefusal): DispatchResult {
  return {
    action: value as Action,
    ok: false,
    denyReason: refusal.denyReason,
    denyCode: refusal.denyCode,
    events: EMPTY_EVENTS,
    processedActions: EMPTY_PROCESSED,
  }
}
