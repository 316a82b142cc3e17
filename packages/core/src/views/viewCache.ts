import type { GamePlugin } from '../plugins/types'
import type { Card, GameState } from '../state/types'
import { buildPlayerView, HIDDEN_CARD_TYPE, type ViewReuse, type ZoneView } from './playerView'
import type { PlayerView } from './types'

/** What the cache keeps of a viewer's last view. */
interface ViewerEntry {
  state: GameState
  view: PlayerView
  zones: Map<string, ZoneView>
}

/**
 * The views one engine has built, so that the next view of a viewer reuses what did not change (issue 19's
 * first step). Everything is keyed by identity, which the engine's states make sound: a state, a zone or a
 * card record that did not change is the very same object.
 *
 * - The same state asked again (the session sends a view, a bot asks for one) returns the same view.
 * - A zone that is the same object as in the viewer's last view keeps its view (the placeholders and the
 *   shown card list), without looking at its cards' visibility again.
 * - A hidden card's placeholder (`hidden:<zone>:<index>`) is one object per engine, made once.
 *
 * Bounded: one entry per viewer (the players and the spectator), forgotten when more than `maxViewers` ask;
 * the placeholders are at most the number of cards of each zone. Owned by one engine, never shared.
 * @internal
 */
export class PlayerViewCache {
  private readonly viewers = new Map<string | null, ViewerEntry>()
  private readonly placeholders = new Map<string, Card[]>()
  private readonly reuse: ViewReuse

  constructor(
    private readonly freeze: (card: Card) => Card,
    private readonly maxViewers = 64,
  ) {
    this.reuse = { previous: null, next: new Map(), placeholder: (zoneId, index) => this.placeholder(zoneId, index) }
  }

  /** The view of `state` for `viewer`, reusing the viewer's last one where the state did not change. */
  view(state: GameState, viewer: string | null, plugins: readonly GamePlugin[]): PlayerView {
    const entry = this.viewers.get(viewer)
    if (entry !== undefined && entry.state === state) return entry.view
    const reuse = this.reuse
    reuse.previous = entry === undefined ? null : entry.zones
    const zones = new Map<string, ZoneView>()
    reuse.next = zones
    const view = buildPlayerView(state, viewer, plugins, reuse)
    reuse.previous = null
    if (entry !== undefined) {
      entry.state = state
      entry.view = view
      entry.zones = zones
    } else {
      if (this.viewers.size >= this.maxViewers) this.viewers.clear()
      this.viewers.set(viewer, { state, view, zones })
    }
    return view
  }

  /** Forgets every view (the placeholders stay: they never change). */
  clear(): void {
    this.viewers.clear()
  }

  private placeholder(zoneId: string, index: number): Card {
    let list = this.placeholders.get(zoneId)
    if (list === undefined) {
      list = []
      this.placeholders.set(zoneId, list)
    }
    let card = list[index]
    if (card === undefined) {
      const id = `hidden:${zoneId}:${index}`
      card = this.freeze({ id, type: HIDDEN_CARD_TYPE })
      list[index] = card
    }
    return card
  }
}
