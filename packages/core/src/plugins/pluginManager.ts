import semver from 'semver'
import { DuplicatePluginError, InvalidPluginError, NotFoundError } from '../errors/errors'
import type { GamePlugin } from './types'

/**
 * Registry of plugins in insertion order. It does not call `setup`: the engine does.
 */
export class PluginManager {
  private readonly plugins = new Map<string, GamePlugin>()

  /**
   * Registers a plugin. Throws {@link DuplicatePluginError} for an id already
   * registered and {@link InvalidPluginError} when `id`, `name` or `version` is missing.
   */
  use(plugin: GamePlugin): this {
    assertPluginShape(plugin)
    if (this.plugins.has(plugin.id)) throw new DuplicatePluginError(plugin.id)
    this.plugins.set(plugin.id, plugin)
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

function assertPluginShape(plugin: unknown): asserts plugin is GamePlugin {
  if (typeof plugin !== 'object' || plugin === null) throw new InvalidPluginError('A plugin must be an object')
  const p = plugin as Partial<GamePlugin>
  for (const field of ['id', 'name', 'version'] as const) {
    if (typeof p[field] !== 'string' || p[field] === '') {
      throw new InvalidPluginError(`Plugin ${typeof p.id === 'string' ? `'${p.id}' ` : ''}is missing required field '${field}'`)
    }
  }
  if (semver.valid(p.version!) === null) {
    throw new InvalidPluginError(`Plugin '${p.id}' has version '${p.version}', which is not a semantic version`)
  }
}
