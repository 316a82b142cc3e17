import { InvalidPluginError, PluginDependencyError } from '../errors/errors'
import type { GamePlugin } from './types'
import { isVersionRange, satisfiesRange } from './versionRanges'

/**
 * Checks every plugin's `dependencies` against the registered plugins. Throws
 * {@link PluginDependencyError} naming the plugin, the dependency, the wanted
 * range and what was found; a dependency registered after the plugin that needs
 * it is refused too (code `PLUGIN_ORDER`): plugins set up in registration order.
 */
export function assertDependencies(plugins: readonly GamePlugin[]): void {
  const byId = new Map(plugins.map((p) => [p.id, p]))
  const position = new Map(plugins.map((p, i) => [p.id, i]))
  for (const plugin of plugins) {
    if (!plugin.dependencies) continue
    for (const [depId, range] of Object.entries(plugin.dependencies)) {
      if (!isVersionRange(range)) {
        throw new InvalidPluginError(`Plugin '${plugin.id}' declares an invalid range '${range}' for dependency '${depId}'`)
      }
      const dep = byId.get(depId)
      if (!dep) throw new PluginDependencyError(plugin.id, depId, range, null)
      if (!satisfiesRange(dep.version, range)) {
        throw new PluginDependencyError(plugin.id, depId, range, dep.version)
      }
      if (position.get(depId)! > position.get(plugin.id)!) throw new PluginDependencyError(plugin.id, depId, range, dep.version, true)
    }
  }
}
