import { RecordCopier } from '../state/draft/recordCopier'
import { ZonePlaceholders } from './zonePlaceholders'

/**
 * The most zone ids whose placeholders a cache keeps per validation kind; past it, each engine makes its own (a game
 * that names zones afresh in each game would otherwise grow the cache without end). With views kept by size up to
 * 128 cards, a cache holds at most a few MB however its games name their zones, and a few hundred KB for a game like
 * UNO (a 108-card draw pile, a hand per player).
 */
const ZONE_LIMIT = 64

/**
 * What the engines using one plugin instance may share: the code an engine compiles for a game's records (the
 * copiers and the comparer of its views' zones records, one set per list of zone ids, at most 64), and the
 * immutable parts of views (each zone's placeholders and its placeholder-only views by size, for at most 64
 * zone ids, frozen or not as the engine's views are). A plugin
 * factory gives each plugin it makes its own (`cache: new EngineCache()`), so that a new engine of that plugin
 * (a new game, a new room) starts with that code compiled and warmed up by the engines before it, instead of
 * compiling its own. It holds no game data: nothing of one game reaches another through it. An engine takes the
 * cache of the first of its plugins that has one; without any, it compiles its own.
 *
 * @example
 * export function createMyPlugin(): GamePlugin {
 *   return { id: 'my-game', name: 'My game', version: '1.0.0', cache: new EngineCache() }
 * }
 */
export class EngineCache {
  /** @internal The copiers of views' zones records. */
  readonly viewCopier = new RecordCopier()
  private readonly loose = new Map<string, ZonePlaceholders>()
  private readonly frozen = new Map<string, ZonePlaceholders>()

  /** @internal The placeholders of zone `zoneId` for engines whose views are `frozen` or not. */
  placeholders(zoneId: string, frozen: boolean): ZonePlaceholders {
    const kept = frozen ? this.frozen : this.loose
    let placeholders = kept.get(zoneId)
    if (placeholders === undefined) {
      placeholders = new ZonePlaceholders(zoneId, frozen)
      if (kept.size < ZONE_LIMIT) kept.set(zoneId, placeholders)
    }
    return placeholders
  }
}

/** Whether `value` is an {@link EngineCache} of this copy of core or of the other module format's. @internal */
export function isEngineCache(value: unknown): value is EngineCache {
  if (typeof value !== 'object' || value === null) return false
  const copier = (value as { viewCopier?: unknown }).viewCopier
  return typeof copier === 'object' && copier !== null && typeof (copier as RecordCopier).shapeOf === 'function' && typeof (value as EngineCache).placeholders === 'function'
}
