import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { GameState } from '../state/types'

/**
 * An intent to change the game: "play this card", "end my turn".
 *
 * @typeParam TType - the action type literal, e.g. `'PLAY_CARD'`
 * @typeParam TPayload - the payload shape (JSON data)
 */
export interface Action<TType extends string = string, TPayload = unknown> {
  /**
   * Assigned by the engine when created without one: `a<n>` for the top-level
   * action that becomes history record n, `a<n>.<k>` for the actions it chains.
   * Unique among the actions applied in a game; a denied attempt and the next
   * top-level action share the number they would both get.
   */
  readonly id: string
  readonly type: TType
  readonly payload: TPayload
  /** The acting player, when a player acts. */
  readonly playerId?: string
}

/** What {@link createAction} accepts: an action whose `id` and `payload` may be left out. */
export interface ActionInit<TType extends string = string, TPayload = unknown> {
  id?: string
  type: TType
  payload?: TPayload
  playerId?: string
}

/** What an action handler sees besides the action: the current state and the seeded random source. */
export interface ActionContext {
  readonly state: GameState
  readonly random: RandomProvider
}

/** What an action handler returns: the next state and the events that describe what happened. */
export interface ActionResult {
  state: GameState
  events?: readonly EventInit[]
}

/**
 * Turns an action into the next state and its events. Must be pure: read
 * `ctx.state`, update it with `stateUtils`, draw randomness only from `ctx.random`.
 */
export interface ActionHandler<TType extends string = string, TPayload = unknown> {
  readonly type: TType
  execute(action: Action<TType, TPayload>, ctx: ActionContext): ActionResult
  /**
   * Optional: candidate actions of this type that `playerId` could take in
   * `state`. The engine keeps those the rules allow (`getLegalActions`).
   */
  enumerate?(state: GameState, playerId: string): Iterable<ActionInit<TType, TPayload>>
}

/** The action union of an action handler list, e.g. `ActionOf<typeof handlers[number]>`. */
export type ActionOf<THandler> = THandler extends ActionHandler<infer TType, infer TPayload> ? Action<TType, TPayload> : never
