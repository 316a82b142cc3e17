import type { Action } from '../actions/types'
import { ActionQueueOverflowError } from '../errors/errors'

/**
 * The action queue of spec 001: actions chained from event handlers wait here
 * and are processed one at a time, so a chain of any length runs at a constant
 * call-stack depth instead of recursing. It also holds the tick's cap,
 * `maxActionsPerTick`: taking one action too many throws
 * {@link ActionQueueOverflowError}, which breaks an accidental infinite chain.
 * @internal
 */
export class ActionQueue {
  // An array with a moving head: taking an action is O(1), where shift() would move every waiting action.
  private readonly items: Action[] = []
  private head = 0
  // Actions processed this tick, the queue's and the top-level one that never goes through it.
  private taken = 0

  /** @param limit - `maxActionsPerTick`: the most actions one tick may process. */
  constructor(readonly limit: number) {}

  /** Number of actions waiting. */
  get length(): number {
    return this.items.length - this.head
  }

  /** Whether no action is waiting. */
  get isEmpty(): boolean {
    return this.head >= this.items.length
  }

  /** Starts a tick's count at `taken` (1 when the top-level action was processed without the queue). */
  startTick(taken: number): void {
    this.taken = taken
  }

  /** Appends an action to the back of the queue. */
  push(action: Action): void {
    this.items.push(action)
  }

  /**
   * Takes the action at the front; call only when {@link ActionQueue.isEmpty} is false. Throws
   * {@link ActionQueueOverflowError} (limit, actions still waiting) when the tick has already
   * processed `limit` actions.
   */
  take(): Action {
    if (this.taken >= this.limit) throw new ActionQueueOverflowError(this.limit, this.items.length - this.head)
    this.taken++
    return this.items[this.head++]!
  }

  /** Drops every waiting action. */
  clear(): void {
    // Truncated rather than replaced: the next tick reuses the array.
    this.items.length = 0
    this.head = 0
  }
}
