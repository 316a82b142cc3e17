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
  /** What to do, e.g. `'PLAY_CARD'`; selects the action handler and the rules that apply. */
  readonly type: TType
  /** The action's data (JSON); `{}` when the action was created without one. */
  readonly payload: TPayload
  /** The acting player, when a player acts. */
  readonly playerId?: string
}

/** What {@link createAction} accepts: an action whose `id` and `payload` may be left out. */
export interface ActionInit<TType extends string = string, TPayload = unknown> {
  /** Leave it out to let the engine assign a deterministic id at dispatch. */
  id?: string
  /** The action type. */
  type: TType
  /** The action's data (JSON); defaults to `{}`. */
  payload?: TPayload
  /** The acting player, if any. */
  playerId?: string
}

/**
 * The forms of an action union a caller may dispatch: each member without its `id` (the engine gives one),
 * its payload optional only when the member's payload may be empty. What a bot or a plugin API returns, to
 * be passed to a `GameEngine<TAction>`'s `dispatch`.
 *
 * @example
 * type UnoActionInit = ActionInitOf<UnoAction>
 * const next: UnoActionInit = { type: 'PLAY', playerId: 'p1', payload: { cardId: 'r-5-a' } }
 */
export type ActionInitOf<TAction extends Action> = TAction extends Action
  ? Omit<TAction, 'id' | 'payload'> & { id?: string } & ({} extends TAction['payload'] ? { payload?: TAction['payload'] } : { payload: TAction['payload'] })
  : never

/** What an action handler sees besides the action: the current state and the seeded random source. */
export interface ActionContext {
  /** The state to build on (deeply frozen unless `validationMode` is `'none'`). */
  readonly state: GameState
  /** The engine's random source: the only randomness a handler may use. */
  readonly random: RandomProvider
}

/** What an action handler returns: the next state and the events that describe what happened. */
export interface ActionResult {
  /**
   * The next state, built from `ctx.state` with `stateUtils`; the engine sets its `version`. A handler
   * that builds its own new root may set `version` to `ctx.state.version + 1` itself: the engine then
   * takes the object as it is instead of copying the root to set it (a saving on the hot path).
   */
  state: GameState
  /** Events describing what happened, emitted in order after the state is applied. */
  events?: readonly EventInit[]
}

/**
 * Turns an action into the next state and its events. Must be pure: read
 * `ctx.state`, update it with `stateUtils`, draw randomness only from `ctx.random`.
 */
export interface ActionHandler<TType extends string = string, TPayload = unknown> {
  /** The action type this handler applies; one handler per type. */
  readonly type: TType
  /**
   * Applies an action the rules allowed. Throwing rolls the whole tick back and
   * makes `dispatch` return `ok: false` with `error` (code `HANDLER_ERROR`);
   * during `createGame` or `start`, which return no result, they throw the error.
   */
  execute(action: Action<TType, TPayload>, ctx: ActionContext): ActionResult
  /**
   * Optional: candidate actions of this type that `playerId` could take in
   * `state`. The engine keeps those the rules allow (`getLegalActions`).
   */
  enumerate?(state: GameState, playerId: string): Iterable<ActionInit<TType, TPayload>>
  /**
   * Optional: `true` when someone who is not in `state.players` may send this action (a `JOIN` that seats
   * them). Otherwise core denies an action whose `playerId` is not a player before any rule runs
   * (`UNKNOWN_PLAYER`, `No player 'x' in this game`).
   */
  readonly acceptsNewPlayers?: boolean
  /**
   * Optional: `true` for an action only plugins may dispatch (a deal, a scoring step, an end of turn the
   * game takes itself). A top-level `dispatch` of it is denied with `INTERNAL_ACTION`, and it is never one of
   * the legal actions; a chained dispatch (`ctx.dispatch` from an event handler) runs it.
   */
  readonly internal?: boolean
}

/** The action union of an action handler list, e.g. `ActionOf<typeof handlers[number]>`. */
export type ActionOf<THandler> = THandler extends ActionHandler<infer TType, infer TPayload> ? Action<TType, TPayload> : never
