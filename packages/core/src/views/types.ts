import type { Action } from '../actions/types'
import type { GameEvent } from '../events/types'
import type { Card, GameState, Zone } from '../state/types'

/**
 * A zone as a viewer sees it: the state's zone where each card the viewer may not see is an opaque
 * placeholder, and the records of its cards in `faces`.
 */
export interface ZoneView extends Zone {
  /**
   * The records of `cards`, in the same order: the card itself where the viewer sees it, its placeholder
   * (`{ id: 'hidden:<zone>:<index>', type: 'hidden' }`, the id `cards` holds at that index) where not.
   */
  readonly faces: readonly Card[]
}

/**
 * What one player (or a spectator, `viewer: null`) may know of a game: the state's shape without `seed` and
 * without the `cards` record. Each zone is a {@link ZoneView}: its card ids, where every card the viewer may
 * not see is an opaque placeholder id (`hidden:<zone>:<index>`, numbered by position so that nothing ties it to
 * a card), and the records of those cards in `faces`. A card in no zone is not in the view.
 *
 * Views are structurally shared: the engine's next view of a viewer reuses every zone view (and its `faces`)
 * whose zone did not change, so a view costs about what changed since the viewer's last view. Use
 * {@link findViewCard} to look a card up by id, {@link getViewCards} for a record of every card of a view.
 */
export interface PlayerView extends Omit<GameState, 'seed' | 'cards' | 'zones'> {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: string | null
  /** Every zone of the state, keyed by id, as the viewer sees it. */
  readonly zones: Readonly<Record<string, ZoneView>>
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
