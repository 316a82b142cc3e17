import { findNonJson } from '../state/json'
import { DuplicatePluginError, InvalidPluginError, NotFoundError } from '../errors/errors'
import { isEngineCache } from '../views/engineCache'
import type { GamePlugin } from './types'
import { isSemanticVersion } from './versionRanges'

/**
 * Registry of plugins in insertion order. It does not call `setup`: the engine does.
 */
export class PluginManager {
  private readonly plugins = new Map<string, GamePlugin>()

  /**
   * Registers a plugin. Throws {@link DuplicatePluginError} for an id already
   * registered and {@link InvalidPluginError} when `id`, `name` or `version` is
   * missing, or when `rules`, `actions`, `events` or `setup` are malformed.
   */
  use(plugin: GamePlugin): this {
    assertPluginShape(plugin)
    if (this.plugins.has(plugin.id)) throw new DuplicatePluginError(plugin.id)
    this.plugins.set(plugin.id, plugin)
    return this
  }

  /**
   * Registers every plugin of `other`, in its order, without checking them again: they were checked when `other`
   * took them (a fork's engine shares its parent's plugins). @internal
   */
  adopt(other: PluginManager): this {
    for (const [id, plugin] of other.plugins) {
      if (this.plugins.has(id)) throw new DuplicatePluginError(id)
      this.plugins.set(id, plugin)
    }
    return this
  }

  /** Removes a plugin by id. */
  remove(pluginId: string): boolean {
    return this.plugins.delete(pluginId)
  }

  /** The plugin with that id, if registered. */
  get(pluginId: string): GamePlugin | undefined {
    return this.plugins.get(pluginId)
  }

  /** The plugin with that id; throws {@link NotFoundError} when absent. */
  getOrThrow(pluginId: string): GamePlugin {
    const plugin = this.plugins.get(pluginId)
    if (!plugin) throw new NotFoundError('plugin', pluginId)
    return plugin
  }

  /** A shallow copy of the plugin list, in insertion order. */
  getAll(): GamePlugin[] {
    return [...this.plugins.values()]
  }

  /** Whether a plugin with that id is registered. */
  has(pluginId: string): boolean {
    return this.plugins.has(pluginId)
  }

  /** Removes every plugin. */
  clear(): void {
    this.plugins.clear()
  }

  /** Number of registered plugins. */
  get size(): number {
    return this.plugins.size
  }
}

// Checked here, once, rather than failing with a TypeError on every dispatch (or, for an
// `appliesTo` string, silently matching every type it contains as a substring).
const PARTS = [
  ['rules', 'a string id, an appliesTo list and a validate function', (r: Record<string, unknown>) =>
    typeof r.id === 'string' && Array.isArray(r.appliesTo) && typeof r.validate === 'function'],
  ['actions', 'a string type and an execute function', (a: Record<string, unknown>) =>
    typeof a.type === 'string' && a.type !== '' && typeof a.execute === 'function'],
  ['events', 'a string type and a handle function', (e: Record<string, unknown>) =>
    typeof e.type === 'string' && e.type !== '' && typeof e.handle === 'function'],
  ['modifiers', 'a non-empty string kind, a finite priority when set, and before/after functions when set', (m: Record<string, unknown>) =>
    typeof m.kind === 'string' && m.kind !== '' && (m.priority === undefined || Number.isFinite(m.priority))
    && (m.before === undefined || typeof m.before === 'function') && (m.after === undefined || typeof m.after === 'function')],
] as const

function assertPluginShape(plugin: unknown): asserts plugin is GamePlugin {
  if (typeof plugin !== 'object' || plugin === null) throw new InvalidPluginError('A plugin must be an object')
  const p = plugin as Partial<GamePlugin>
  for (const field of ['id', 'name', 'version'] as const) {
    if (typeof p[field] !== 'string' || p[field] === '') {
      throw new InvalidPluginError(`Plugin ${typeof p.id === 'string' ? `'${p.id}' ` : ''}is missing required field '${field}'`)
    }
  }
  if (!isSemanticVersion(p.version!)) {
    throw new InvalidPluginError(`Plugin '${p.id}' has version '${p.version}', which is not a semantic version`)
  }
  for (const [field, needs, valid] of PARTS) {
    const list: unknown = p[field]
    if (list === undefined) continue
    if (!Array.isArray(list)) throw new InvalidPluginError(`Plugin '${p.id}': ${field} must be a list`)
    for (let index = 0; index < list.length; index++) {
      const item: unknown = list[index]
      if (typeof item !== 'object' || item === null || !valid(item as Record<string, unknown>)) {
        throw new InvalidPluginError(`Plugin '${p.id}': ${field}[${index}] needs ${needs}`)
      }
    }
  }
  if (p.setup !== undefined && typeof p.setup !== 'function') throw new InvalidPluginError(`Plugin '${p.id}': setup must be a function`)
  if (p.actors !== undefined && typeof p.actors !== 'function') throw new InvalidPluginError(`Plugin '${p.id}': actors must be a function`)
  if (p.pending !== undefined && typeof p.pending !== 'function') throw new InvalidPluginError(`Plugin '${p.id}': pending must be a function`)
  // Checked by its shape, not `instanceof`: a plugin built against the other module format of core has the other copy of the class.
  if (p.cache !== undefined && !isEngineCache(p.cache)) throw new InvalidPluginError(`Plugin '${p.id}': cache must be an EngineCache (new EngineCache())`)
  if (p.config !== undefined) {
    const nonJson = findNonJson(p.config, 'config')
    if (nonJson !== null) throw new InvalidPluginError(`Plugin '${p.id}': ${nonJson} is not JSON data (a record stores the config)`)
  }
}
