import type { GameContext } from '../engine/gameContext'

/** What a handler or plugin emits; the engine completes it into a {@link GameEvent}. */
export interface EventInit<TType extends string = string, TPayload = unknown> {
  type: TType
  payload?: TPayload
  playerId?: string
}

/** Something that happened, with the metadata the engine stamps on it. */
export interface GameEvent<TType extends string = string, TPayload = unknown> {
  /** Unique within a game and deterministic: the same game yields the same ids. */
  readonly id: string
  readonly type: TType
  readonly payload: TPayload
  readonly playerId?: string
  /** The clock time of the tick that emitted the event. */
  readonly timestamp: number
  /** The state version right after the change the event describes. */
  readonly stateVersion: number
}

/** The type of a listener that receives every event. */
export const WILDCARD = '*'

/** A plugin's reaction to an event. `type: '*'` receives every event. */
export interface EventHandler<TType extends string = string, TPayload = unknown> {
  type: TType
  handle(event: GameEvent<TType, TPayload>, context: GameContext): void
}

/** A listener of {@link EventBus} and of `engine.subscribe`. */
export type EventListener<TEvent extends GameEvent = GameEvent> = (event: TEvent) => void

/** Removes a subscription. Calling it twice does nothing. */
export type Unsubscribe = () => void
