import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The file URL of a package's ES module entry (its exports map's `import` condition), resolved from `from`
 * (default: this package): what a worker thread imports by specifier, wherever its own script lies. The ESM
 * entry, not the CommonJS one `require.resolve` would give: the worker runs the runtime's ESM build, and one
 * copy of `@decklet/core` must serve the engine and the plugins.
 * @internal
 */
export function moduleUrl(packageName: string, from?: string): string {
  const require = createRequire(from ?? (typeof __filename === 'string' ? __filename : import.meta.url))
  const manifestPath = require.resolve(`${packageName}/package.json`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: { '.'?: { import?: string | { default?: string } } }; module?: string; main?: string }
  const entry = manifest.exports?.['.']?.import
  const file = (typeof entry === 'string' ? entry : entry?.default) ?? manifest.module ?? manifest.main ?? 'index.js'
  return pathToFileURL(join(dirname(manifestPath), file)).href
}
