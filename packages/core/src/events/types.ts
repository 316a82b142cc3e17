import type { Action } from '../actions/types'
import type { GameContext } from '../engine/gameContext'
import type { ModifierExpiredPayload } from '../modifiers/types'

/** What a handler or plugin emits; the engine completes it into a {@link GameEvent}. */
export interface EventInit<TType extends string = string, TPayload = unknown> {
  /** The event type, e.g. `'CARD_PLAYED'`. */
  type: TType
  /** The event's data (JSON); defaults to `{}`. */
  payload?: TPayload
  /** The player concerned, if any. */
  playerId?: string
  /**
   * The players who may see the payload; absent means everyone. Listeners
   * scoped to another viewer get the event with a redacted payload.
   */
  visibleTo?: readonly string[]
}

/** Something that happened, with the metadata the engine stamps on it. */
export interface GameEvent<TType extends string = string, TPayload = unknown> {
  /** Unique within a game and deterministic: the same game yields the same ids. */
  readonly id: string
  /** The event type. */
  readonly type: TType
  /** The event's data (deeply frozen unless `validationMode` is `'none'`). */
  readonly payload: TPayload
  /** The player concerned, if any. */
  readonly playerId?: string
  /** The clock time of the tick that emitted the event. */
  readonly timestamp: number
  /** The state version right after the change the event describes. */
  readonly stateVersion: number
  /** Who may see the payload (absent: everyone). Not delivered to scoped listeners. */
  readonly visibleTo?: readonly string[]
  /** Set on an event a scoped listener receives with its payload redacted. */
  readonly redacted?: true
}

/**
 * Registry of event payload types, filled by declaration merging, so that `engine.subscribe(type, …)` types
 * the payload of the events it names. Core declares its own; each plugin package declares its events:
 *
 * @example
 * declare module '@decklet/core' {
 *   interface DeckletEvents {
 *     CARD_PLAYED: { cardId: string }
 *   }
 * }
 * engine.subscribe('CARD_PLAYED', (e) => e.payload.cardId) // string
 */
export interface DeckletEvents {
  /** `createGame` made the game. */
  GAME_CREATED: { readonly gameId: string }
  /** `start()` started it. */
  GAME_STARTED: { readonly gameId: string }
  /** An action a plugin dispatched (chained, or during setup) was denied. Visible to no player. */
  ACTION_DENIED: ActionDeniedPayload
  /** A modifier ran out of uses or turns and was removed, at the end of the action that used it up. Public. */
  MODIFIER_EXPIRED: ModifierExpiredPayload
}

/** Payload of `ACTION_DENIED`. */
export interface ActionDeniedPayload {
  /** The denied action, with its engine id. */
  readonly action: Action
  readonly denyReason: string
  /** Absent when the rule gave no code. */
  readonly denyCode?: string
}

/** An event of a type {@link DeckletEvents} names, with its payload typed. */
export type DeckletEvent<K extends keyof DeckletEvents> = GameEvent<K & string, DeckletEvents[K]>

/**
 * An event as a listener scoped to a viewer outside its `visibleTo` gets it: `redacted: true`, and the payload a
 * plugin's `redactEvent` gave (often a smaller object) or `null`.
 */
export type RedactedEvent<K extends string = string> = GameEvent<K, unknown> & { readonly redacted: true }

/** The type of a listener that receives every event. */
export const WILDCARD = '*'

/** A plugin's reaction to an event. `type: '*'` receives every event. */
export interface EventHandler<TType extends string = string, TPayload = unknown> {
  /** The event type to react to, or `'*'` for every event. */
  type: TType
  /**
   * Runs inside the tick, synchronously, with the shared context: `context.dispatch`
   * queues an action for later in the same tick. Throwing rolls the tick back and
   * makes `dispatch` throw the error.
   */
  handle(event: GameEvent<TType, TPayload>, context: GameContext): void
}

/** A listener of {@link EventBus} and of `engine.subscribe`. */
export type EventListener<TEvent extends GameEvent = GameEvent> = (event: TEvent) => void

/** Removes a subscription. Calling it twice does nothing. */
export type Unsubscribe = () => void
