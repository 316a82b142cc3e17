import type { GameContext } from '../engine/gameContext'

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
