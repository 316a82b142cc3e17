// Which code a run measured: the commit, and whether anything that changes the results had changes not
// committed yet. Read-only git calls, run from this file's folder, so the answer does not depend on the
// directory the script was started from.
import { execFileSync } from 'node:child_process'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Paths, from the repository root, whose changes change what the benchmarks measure. */
export const MEASURED_PATHS: readonly string[] = ['packages', 'bench', 'pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json']

const HERE = dirname(fileURLToPath(import.meta.url))

/**
 * `abc1234 (bench-fixes)`, or `abc1234 (bench-fixes) with uncommitted changes in bench/, pnpm-lock.yaml`;
 * `unknown (not a git checkout)` when git cannot answer. `from` is any folder inside the repository.
 */
export function commitMeasured(from: string = HERE): string {
  try {
    const run = (cwd: string, ...args: string[]) => execFileSync('git', ['--no-optional-locks', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const git = (cwd: string, ...args: string[]) => run(cwd, ...args).trim()
    const root = git(from, 'rev-parse', '--show-toplevel')
    const head = git(root, 'rev-parse', '--short', 'HEAD')
    const branch = git(root, 'rev-parse', '--abbrev-ref', 'HEAD')
    const named = branch === 'HEAD' || branch === '' ? head : `${head} (${branch})`
    const changed = new Set<string>()
    // `-z`: one NUL-terminated entry per path, status in the first two characters (a leading space is part of
    // it: not trimmed), no quoting of odd names.
    for (const entry of run(root, 'status', '--porcelain', '-z', '--untracked-files=all', '--', ...MEASURED_PATHS).split('\0')) {
      const path = entry.slice(3)
      if (path === '') continue
      const top = MEASURED_PATHS.find((p) => path === p || path.startsWith(`${p}/`))
      if (top !== undefined) changed.add(top.includes('.') ? top : `${top}/`)
    }
    if (changed.size === 0) return named
    const list = MEASURED_PATHS.map((p) => (p.includes('.') ? p : `${p}/`)).filter((p) => changed.has(p))
    return `${named} with uncommitted changes in ${list.join(', ')}`
  } catch {
    return 'unknown (not a git checkout)'
  }
}
