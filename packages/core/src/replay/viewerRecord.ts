import type { GameEngine } from '../engine/gameEngine'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { scopeEvent } from '../views/eventView'
import type { PlayerView, ViewerRecord, ViewerRecordStep } from '../views/types'
import type { GameRecord } from './gameRecord'
import { replayRecordWith, type EngineFactory } from './replayGame'

/** The viewer's view of the engine's state, or a spectator's while the viewer is not (or no longer) a player. */
function viewOf(engine: GameEngine, viewer: string | null): PlayerView {
  return engine.getPlayerView(viewer !== null && Object.hasOwn(engine.getState().players, viewer) ? viewer : null)
}

/**
 * The record `viewer` may keep, made by replaying the full record with a
 * listener scoped to that viewer: its views of the initial and final states, the
 * events of `start()` and, for each top-level action, the events of its tick as
 * that viewer received them. Actions pass through the plugins' `redactAction`. While the viewer is not a
 * player (before joining, after leaving), the views are a spectator's. `engines` makes the replaying engine
 * (`GameEngine`, which calls this for `exportRecord({ viewer })`).
 * @internal
 */
export function createViewerRecord(record: GameRecord, plugins: readonly GamePlugin[], viewer: string | null, engines: EngineFactory, stepViews = false): ViewerRecord {
  let initialView: PlayerView | null = null
  const views: PlayerView[] = []
  // Event ids name their tick: `e<sequence>.<n>` for a dispatch, `es.<n>` for start().
  const byTick = new Map<string, GameEvent[]>()
  const { engine } = replayRecordWith(engines, record, plugins, {
    beforeReplay(replaying) {
      initialView = viewOf(replaying, viewer)
      // Scoped here rather than by subscribeAll's `viewer`, which needs the viewer to be a player now: a
      // player may join after the start or leave before the end.
      replaying.subscribeAll((event) => {
        const tick = event.id.slice(1, event.id.lastIndexOf('.'))
        const scoped = scopeEvent(event, viewer, plugins)
        const list = byTick.get(tick)
        if (list) list.push(scoped)
        else byTick.set(tick, [scoped])
      })
    },
    afterStep: stepViews ? (replaying) => void views.push(viewOf(replaying, viewer)) : undefined,
  })
  const steps: ViewerRecordStep[] = record.history.map((entry, index) => {
    let action = entry.action
    for (const plugin of plugins) if (plugin.redactAction) action = plugin.redactAction(action, viewer)
    const events = byTick.get(String(entry.sequence)) ?? []
    return stepViews
      ? { sequence: entry.sequence, timestamp: entry.timestamp, action, events, view: views[index]! }
      : { sequence: entry.sequence, timestamp: entry.timestamp, action, events }
  })
  return {
    format: 'decklet-viewer-record',
    formatVersion: 1,
    viewer,
    plugins: record.plugins,
    initialView: initialView!,
    startEvents: byTick.get('s') ?? [],
    steps,
    finalView: viewOf(engine, viewer),
  }
}
