import type { GamePlugin } from '../plugins/types'
import type { GameState } from '../state/types'
import { buildBaseView, redactView } from './playerView'
import { ViewParts } from './viewParts'
import type { RecordShape } from '../state/draft/recordCopier'
import { EngineCache } from './engineCache'
import type { PlayerView, ZoneView } from './types'

/** What the cache keeps of a viewer's last view. */
interface ViewerEntry {
  state: GameState
  /** The view before the plugins' `redact` hooks: what the next view reuses. */
  base: PlayerView
  view: PlayerView
  zonesShape: RecordShape<ZoneView> | null
}

/**
 * The views one engine has built, so that the next view of a viewer reuses what did not change (issue 19).
 * Everything is keyed by identity, which the engine's states make sound: a state, a zone or a cards record
 * that did not change is the very same object.
 *
 * - The same state asked again (the session sends a view, a bot asks for one) returns the same view.
 * - A zone that is the same object as in the viewer's last view, with the same cards record, keeps its zone
 *   view (shown ids and `faces`).
 * - A zone seen whole (public, or the viewer's own) or not at all (hidden, another's hand) has one view for
 *   all such viewers, made once per change of the zone; a new whole view takes the records of the cards still
 *   at the same positions from the zone's last one (a pile that grew, a hand that lost its last card).
 * - A hidden card's placeholder (`hidden:<zone>:<index>`) is one object per engine, made once.
 * - The plugins' `redact` hooks run on each new view: what a hook reads is not declared, so its result is
 *   reused only with the whole view (the same state). Hooks should return the view untouched when they have
 *   nothing to hide, as UNO's does.
 *
 * Bounded: one entry per viewer (the players and the spectator), forgotten when more than `maxViewers` ask;
 * the placeholders are at most the number of cards of each zone. Owned by one engine, never shared.
 * @internal
 */
export class PlayerViewCache {
  private readonly viewers = new Map<string | null, ViewerEntry>()
  private readonly parts: ViewParts
  /** The compiled copiers and placeholders of this engine's views when no plugin brings an {@link EngineCache}. */
  private readonly ownCache = new EngineCache()
  private pluginList: readonly GamePlugin[] | null = null
  private redactors: readonly GamePlugin[] = []

  constructor(
    /** Whether views are frozen (checked modes). */
    frozen: boolean,
    private readonly maxViewers = 64,
  ) {
    this.parts = new ViewParts(frozen, this.ownCache)
  }

  /** The view of `state` for `viewer`, reusing the viewer's last one where the state did not change. */
  view(state: GameState, viewer: string | null, plugins: readonly GamePlugin[]): PlayerView {
    if (plugins !== this.pluginList) this.adopt(plugins)
    const entry = this.viewers.get(viewer)
    if (entry !== undefined && entry.state === state) return entry.view
    const base = buildBaseView(state, viewer, this.parts, entry === undefined ? null : entry)
    const view = redactView(base, viewer, this.redactors)
    if (entry !== undefined) {
      entry.state = state
      entry.base = base
      entry.view = view
    } else {
      if (this.viewers.size >= this.maxViewers) this.viewers.clear()
      this.viewers.set(viewer, { state, base, view, zonesShape: null })
    }
    return view
  }

  /**
   * Takes what depends on the plugin list (found once per list, not per view): the plugins that have a `redact`
   * hook, and the first plugin's {@link EngineCache} (or this engine's own). Views made with another cache are
   * forgotten: their compiled shapes and placeholders would not be this cache's.
   */
  private adopt(plugins: readonly GamePlugin[]): void {
    this.pluginList = plugins
    this.redactors = plugins.filter((plugin) => plugin.redact !== undefined)
    const cache = plugins.find((plugin) => plugin.cache !== undefined)?.cache ?? this.ownCache
    if (cache !== this.parts.engineCache) {
      this.clear()
      this.parts.useCache(cache)
    }
  }

  /** Forgets every view (the placeholders stay: they never change). */
  clear(): void {
    this.viewers.clear()
    this.parts.clear()
  }
}
