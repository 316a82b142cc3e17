import semver from 'semver'
import { InvalidPluginError, PluginDependencyError } from '../errors/errors'
import type { GamePlugin } from './types'

/**
 * Checks every plugin's `dependencies` against the registered plugins. Throws
 * {@link PluginDependencyError} naming the plugin, the dependency, the wanted
 * range and what was found.
 */
export function assertDependencies(plugins: readonly GamePlugin[]): void {
  const byId = new Map(plugins.map((p) => [p.id, p]))
  for (const plugin of plugins) {
    if (!plugin.dependencies) continue
    for (const [depId, range] of Object.entries(plugin.dependencies)) {
      if (semver.validRange(range) === null) {
        throw new InvalidPluginError(`Plugin '${plugin.id}' declares an invalid range '${range}' for dependency '${depId}'`)
      }
      const dep = byId.get(depId)
      if (!dep) throw new PluginDependencyError(plugin.id, depId, range, null)
      if (!semver.satisfies(dep.version, range, { includePrerelease: true })) {
        throw new PluginDependencyError(plugin.id, depId, range, dep.version)
      }
    }
  }
}
