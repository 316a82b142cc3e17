import { RecordCopier } from '../state/draft/recordCopier'

/**
 * Code that the engines using one plugin instance may share: what an engine compiles for a game's records (the
 * copiers and the comparer of its views' zones records, one set per list of zone ids, at most 64). A plugin
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
}

/** Whether `value` is an {@link EngineCache} of this copy of core or of the other module format's. @internal */
export function isEngineCache(value: unknown): value is EngineCache {
  if (typeof value !== 'object' || value === null) return false
  const copier = (value as { viewCopier?: unknown }).viewCopier
  return typeof copier === 'object' && copier !== null && typeof (copier as RecordCopier).shapeOf === 'function' && typeof (copier as RecordCopier).copy === 'function'
}
