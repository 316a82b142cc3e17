import { WILDCARD, type EventListener, type GameEvent, type Unsubscribe } from './types'

interface Subscription {
  readonly order: number
  readonly listener: EventListener
}

const EMPTY: readonly Subscription[] = Object.freeze([])
const FEW = 4
// The derived lists of a bus with no subscription (never written to: `changed` replaces them).
const NO_TYPES: string[] = []
const NO_SUBS: (readonly Subscription[])[] = []

/**
 * Synchronous event bus. `emit` calls the listeners of the event's type and the
 * wildcard listeners, all in subscription order. A listener that throws stops
 * the emit (fail-fast) and the error propagates to the emitter.
 */
export class EventBus {
  private readonly byType = new Map<string, Subscription[]>()
  private wildcard: Subscription[] = []
  // Per-type merge of typed and wildcard listeners in subscription order, rebuilt lazily after a change.
  private merged = new Map<string, readonly Subscription[]>()
  // With no wildcard listener and a few types only (the usual plugin bus), the types and their lists:
  // comparing a few strings is cheaper than a Map lookup on every emit. `null` otherwise.
  private fewTypes: string[] | null = NO_TYPES
  private fewSubs: (readonly Subscription[])[] = NO_SUBS
  private nextOrder = 0
  private count = 0
  // Bumped by clear(): an unsubscribe from before a clear has nothing left to remove.
  private generation = 0

  /** Subscribes `listener` to `type` (or `'*'` for every event). Returns the unsubscribe function. */
  on(type: string, listener: EventListener<any>): Unsubscribe {
    const sub: Subscription = { order: this.nextOrder++, listener }
    this.count++
    const generation = this.generation
    if (type === WILDCARD) {
      this.wildcard = [...this.wildcard, sub]
    } else {
      this.byType.set(type, [...(this.byType.get(type) ?? []), sub])
    }
    this.changed()
    let active = true
    return () => {
      if (!active) return
      active = false
      if (generation !== this.generation) return
      this.count--
      if (type === WILDCARD) {
        this.wildcard = this.wildcard.filter((s) => s !== sub)
      } else {
        const rest = (this.byType.get(type) ?? []).filter((s) => s !== sub)
        if (rest.length > 0) this.byType.set(type, rest)
        else this.byType.delete(type)
      }
      this.changed()
    }
  }

  /** Calls every matching listener in subscription order. */
  emit(event: GameEvent): void {
    const subs = this.listenersOf(event.type)
    for (let i = 0; i < subs.length; i++) subs[i]!.listener(event)
  }

  /** Whether anything listens to `type` (wildcards included). */
  hasListeners(type: string): boolean {
    return this.listenersOf(type).length > 0
  }

  /** Number of subscriptions. */
  get size(): number {
    return this.count
  }

  /** Whether nothing is subscribed (a field read: cheap enough for the dispatch path). */
  get isEmpty(): boolean {
    return this.count === 0
  }

  /** Removes every listener. */
  clear(): void {
    this.byType.clear()
    this.wildcard = []
    this.count = 0
    this.generation++
    this.changed()
  }

  /** Drops what was derived from the subscriptions. */
  private changed(): void {
    if (this.merged.size > 0) this.merged = new Map()
    if (this.wildcard.length > 0 || this.byType.size > FEW) {
      this.fewTypes = null
      return
    }
    // An engine clears its buses when it is destroyed (a fast reset destroys one per game): nothing to derive.
    if (this.byType.size === 0) {
      this.fewTypes = NO_TYPES
      this.fewSubs = NO_SUBS
      return
    }
    this.fewTypes = [...this.byType.keys()]
    this.fewSubs = [...this.byType.values()]
  }

  private listenersOf(type: string): readonly Subscription[] {
    const few = this.fewTypes
    if (few !== null) {
      for (let i = 0; i < few.length; i++) if (few[i] === type) return this.fewSubs[i]!
      return EMPTY
    }
    let subs = this.merged.get(type)
    if (subs) return subs
    const typed = type === WILDCARD ? EMPTY : (this.byType.get(type) ?? EMPTY)
    const wild = this.wildcard
    if (typed.length === 0) subs = wild
    else if (wild.length === 0) subs = typed
    else subs = [...typed, ...wild].sort((a, b) => a.order - b.order)
    this.merged.set(type, subs)
    return subs
  }
}
