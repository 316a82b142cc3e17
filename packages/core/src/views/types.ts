import type { Action } from '../actions/types'
import type { GameEvent } from '../events/types'
import type { GameState } from '../state/types'

/**
 * What one player (or a spectator, `viewer: null`) may know of a game: the
 * state's shape without `seed`, where every card the viewer may not see is an
 * opaque placeholder (`{ id: 'hidden:<zone>:<index>', type: 'hidden' }`).
 */
export interface PlayerView extends Omit<GameState, 'seed'> {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: string | null
}

/** Options of `subscribe`/`subscribeAll`: deliver only what `viewer` may know (`null`: a spectator). */
export interface SubscribeOptions {
  viewer?: string | null
}

/** Options of `exportRecord`: with `viewer`, the record that player may keep. */
export interface ExportRecordOptions {
  viewer?: string | null
  /**
   * With `viewer`: each step of the record also carries the viewer's view after it ({@link ViewerRecordStep.view}),
   * so that a replay viewer can show every position without the rules. Larger records (a view per action).
   */
  stepViews?: boolean
}

/** One top-level action as a viewer's record holds it, with the events of its tick as that viewer saw them. */
export interface ViewerRecordStep {
  readonly sequence: number
  readonly timestamp: number
  readonly action: Action
  readonly events: readonly GameEvent[]
  /** The viewer's view once the step's tick ran; only in records exported with `stepViews: true`. */
  readonly view?: PlayerView
}

/**
 * A record a player may keep: its own views of the initial and final states,
 * and every top-level action with the events it saw. No seed, no random state,
 * no card it was not allowed to see.
 */
export interface ViewerRecord {
  readonly format: 'decklet-viewer-record'
  readonly formatVersion: 1
  readonly viewer: string | null
  readonly plugins: readonly { readonly id: string; readonly version: string }[]
  readonly initialView: PlayerView
  /** Events of `start()` as the viewer saw them (empty when the record starts after it). */
  readonly startEvents: readonly GameEvent[]
  readonly steps: readonly ViewerRecordStep[]
  readonly finalView: PlayerView
}
