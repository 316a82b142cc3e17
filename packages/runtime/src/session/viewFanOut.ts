import type { GameEngine, GameEvent, GameState, PlayerView } from '@decklet/core'
import type { PlayerController, SessionEvent } from './types'

/**
 * What {@link ViewFanOut.send} uses of its session.
 * @internal
 */
export interface FanOutTargets {
  readonly controllers: ReadonlyMap<string, PlayerController>
  readonly emit: (event: SessionEvent) => void
  /** A controller's `onUpdate` threw: reported, not fatal. */
  readonly report: (error: unknown) => void
}

/**
 * Each player's view and events after a tick. A view is built once per state and viewer: the update a
 * player gets after a tick and the request it is asked next show the same state, so they share one view
 * (views are the engine's pure function of its state; the engine freezes them when it checks its state).
 * The events of a tick are kept per player as that player may see them, from a viewer-scoped subscription.
 * @internal
 */
export class ViewFanOut {
  readonly #engine: Pick<GameEngine, 'getState' | 'getPlayerView' | 'subscribeAll'>
  readonly #events = new Map<string, GameEvent[]>()
  readonly #unsubscribers: (() => void)[] = []
  /** The state {@link ViewFanOut.viewOf}'s views were built from: a new state object means a new tick. */
  #viewsOf: GameState | null = null
  /** Views of `#viewsOf`, by viewer (`null`: the spectator's). */
  readonly #views = new Map<string | null, PlayerView>()

  constructor(engine: Pick<GameEngine, 'getState' | 'getPlayerView' | 'subscribeAll'>) {
    this.#engine = engine
  }

  /** Starts keeping each player's events (the game must be created: a subscription names a player of it). */
  listen(playerIds: Iterable<string>): void {
    for (const playerId of playerIds) {
      const events: GameEvent[] = []
      this.#events.set(playerId, events)
      this.#unsubscribers.push(this.#engine.subscribeAll((event) => events.push(event), { viewer: playerId }))
    }
  }

  /** Forgets the last tick's events: called before each dispatch, so an update carries its own tick's only. */
  clearEvents(): void {
    for (const events of this.#events.values()) events.length = 0
  }

  /** The view of `viewer` (`null`: a spectator) of the engine's current state, built once per state. */
  viewOf(viewer: string | null): PlayerView {
    const state = this.#engine.getState()
    if (state !== this.#viewsOf) {
      this.#views.clear()
      this.#viewsOf = state
    }
    let view = this.#views.get(viewer)
    if (view === undefined) {
      view = this.#engine.getPlayerView(viewer)
      this.#views.set(viewer, view)
    }
    return view
  }

  /**
   * Sends every controller its view and the last tick's events (a `view` event, then `onUpdate`), in the
   * order of `controllers`. A player the game removed (a Hold'em player who left the table) watches on
   * as a spectator.
   */
  send({ controllers, emit, report }: FanOutTargets): void {
    const players = this.#engine.getState().players
    for (const [playerId, controller] of controllers) {
      const view = this.viewOf(Object.hasOwn(players, playerId) ? playerId : null)
      const events = [...(this.#events.get(playerId) ?? [])]
      emit({ type: 'view', playerId, view, events })
      try {
        controller.onUpdate?.(view, events)
      } catch (error) {
        report(error)
      }
    }
  }

  /** Ends the subscriptions and drops the views (the session is over). */
  dispose(): void {
    for (const unsubscribe of this.#unsubscribers.splice(0)) {
      try {
        unsubscribe()
      } catch {
        // the engine may already be destroyed: its listeners went with it
      }
    }
    this.#views.clear()
    this.#viewsOf = null
  }
}
