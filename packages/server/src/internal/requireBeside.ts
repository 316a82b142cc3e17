import { createRequire } from 'node:module'

/**
 * A CommonJS `require` that resolves from where `packageName` is installed: for a dependency's own
 * dependencies (or peers), which a correct install links beside it but not beside this package.
 * Works from both builds (ESM: `import.meta.url`; CJS: `__filename`).
 * @internal
 */
export function requireBeside(packageName: string): { path: string; require: NodeJS.Require } {
  const here = createRequire(typeof __filename === 'string' ? __filename : import.meta.url)
  const path = here.resolve(packageName)
  return { path, require: createRequire(path) }
}
