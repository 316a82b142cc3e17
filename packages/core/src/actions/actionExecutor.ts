import { DeckletError } from '../errors/deckletError'
import { DuplicateActionHandlerError } from '../errors/errors'
import type { RandomProvider } from '../random/randomProvider'
import type { GameState } from '../state/types'
import type { Action, ActionHandler, ActionResult } from './types'

/**
 * Dispatches an action to the handler registered for its type. It neither bumps
 * `version` nor completes event metadata: the engine does both.
 */
export class ActionExecutor {
  private readonly handlers = new Map<string, ActionHandler>()
  // The handlers that list candidates, in registration order (null: rebuilt on the next call).
  private enumerating: readonly ActionHandler[] | null = null

  /** Registers a handler. Throws {@link DuplicateActionHandlerError} when its type is taken. */
  register(handler: ActionHandler<any, any>): void {
    if (this.handlers.has(handler.type)) throw new DuplicateActionHandlerError(handler.type)
    this.handlers.set(handler.type, handler)
    this.enumerating = null
  }

  /** Removes the handler of a type. */
  unregister(type: string): boolean {
    this.enumerating = null
    return this.handlers.delete(type)
  }

  /** The handler of a type, if any. */
  get(type: string): ActionHandler | undefined {
    return this.handlers.get(type)
  }

  /** Whether a handler exists for `type`. */
  has(type: string): boolean {
    return this.handlers.has(type)
  }

  /** The handlers that have `enumerate`, in registration order (a list kept between calls: do not change it). */
  withEnumerate(): readonly ActionHandler[] {
    let list = this.enumerating
    if (list === null) {
      list = [...this.handlers.values()].filter((h) => typeof h.enumerate === 'function')
      this.enumerating = list
    }
    return list
  }

  /** Every registered handler, in registration order. */
  getAll(): ActionHandler[] {
    return [...this.handlers.values()]
  }

  /**
   * Runs the handler of `action.type`. Throws when there is none, or when the
   * handler throws.
   */
  execute(state: GameState, action: Action, random: RandomProvider): ActionResult {
    const handler = this.handlers.get(action.type)
    if (!handler) throw new DeckletError(`No action handler registered for type '${action.type}'`, 'UNKNOWN_ACTION_TYPE')
    return this.run(handler, state, action, random)
  }

  /** Runs `handler` (one got from {@link ActionExecutor.get}) on `action`; throws when it throws. */
  run(handler: ActionHandler, state: GameState, action: Action, random: RandomProvider): ActionResult {
    // A new context per call rather than one kept in the executor: writing a new state into a long-lived
    // object takes V8's write barrier slow path, dearer than this young allocation (counted with callgrind).
    return handler.execute(action, { state, random })
  }

  /** Removes every handler. */
  clear(): void {
    this.enumerating = null
    this.handlers.clear()
  }
}
