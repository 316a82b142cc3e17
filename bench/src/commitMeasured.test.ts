import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { commitMeasured } from './commitMeasured'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** A throw-away repository with the monorepo's shape, one commit. */
function repo(): { root: string; head: string } {
  const root = mkdtempSync(join(tmpdir(), 'bench-commit-'))
  dirs.push(root)
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, encoding: 'utf8' }).trim()
  git('init', '-q', '-b', 'main')
  for (const dir of ['packages/core/src', 'bench/src', 'docs', 'examples/uno']) mkdirSync(join(root, dir), { recursive: true })
  for (const file of ['packages/core/src/a.ts', 'bench/src/b.ts', 'docs/benchmarks.md', 'examples/uno/c.ts', 'pnpm-lock.yaml', 'package.json']) writeFileSync(join(root, file), 'x\n')
  git('add', '.')
  git('commit', '-q', '-m', 'one')
  return { root, head: git('rev-parse', '--short', 'HEAD') }
}

describe('the commit a run measured', () => {
  it('names the commit and branch of a clean checkout, from any folder inside it', () => {
    const { root, head } = repo()
    expect(commitMeasured(root)).toBe(`${head} (main)`)
    expect(commitMeasured(join(root, 'bench', 'src'))).toBe(`${head} (main)`)
  })

  it('names every measured part with changes not committed, tracked or new', () => {
    const { root, head } = repo()
    writeFileSync(join(root, 'bench/src/b.ts'), 'changed\n')
    writeFileSync(join(root, 'packages/core/src/new.ts'), 'new\n')
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'changed\n')
    expect(commitMeasured(join(root, 'packages'))).toBe(`${head} (main) with uncommitted changes in packages/, bench/, pnpm-lock.yaml`)
  })

  it('ignores changes that do not affect the results (the report itself, examples)', () => {
    const { root, head } = repo()
    writeFileSync(join(root, 'docs/benchmarks.md'), 'regenerated\n')
    writeFileSync(join(root, 'examples/uno/c.ts'), 'changed\n')
    expect(commitMeasured(root)).toBe(`${head} (main)`)
  })

  it('says so outside a git checkout', () => {
    const outside = mkdtempSync(join(tmpdir(), 'bench-nogit-'))
    dirs.push(outside)
    expect(commitMeasured(outside)).toBe('unknown (not a git checkout)')
  })

  it('answers for this repository by default, whatever the working directory', () => {
    expect(commitMeasured()).toMatch(/^[0-9a-f]{7,}( \(|$| with)/)
  })
})
