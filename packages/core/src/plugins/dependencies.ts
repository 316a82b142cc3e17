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
      if (!validRange(range)) {
        throw new InvalidPluginError(`Plugin '${plugin.id}' declares an invalid range '${range}' for dependency '${depId}'`)
      }
      const dep = byId.get(depId)
      if (!dep) throw new PluginDependencyError(plugin.id, depId, range, null)
      if (!satisfies(dep.version, range)) {
        throw new PluginDependencyError(plugin.id, depId, range, dep.version)
      }
    }
  }
}

// Answers of semver, remembered: an engine per game checks the same few ranges again and again.
const VALID_RANGES = new Map<string, boolean>()
const SATISFIED = new Map<string, boolean>()
const CACHE_LIMIT = 1024

function validRange(range: string): boolean {
  let valid = VALID_RANGES.get(range)
  if (valid === undefined) {
    valid = semver.validRange(range) !== null
    if (VALID_RANGES.size < CACHE_LIMIT) VALID_RANGES.set(range, valid)
  }
  return valid
}

function satisfies(version: string, range: string): boolean {
  const key = `${version}\u0000${range}`
  let ok = SATISFIED.get(key)
  if (ok === undefined) {
    ok = semver.satisfies(version, range, { includePrerelease: true })
    if (SATISFIED.size < CACHE_LIMIT) SATISFIED.set(key, ok)
  }
  return ok
}
