import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))

describe('play --auto', () => {
  it('plays a seeded game between four bots in a worker thread, to the end', async () => {
    // No stdin: --auto must never read it.
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '7'], { cwd: root, timeout: 100_000 })
    expect(stderr).toBe('')
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('UNO (official rules, one hand): Alice, Bob, Carol, Dave. Seed 7.')
    expect(stdout).toMatch(/ plays /)
    expect(stdout).toMatch(/ goes out\n/)
    expect(lines.at(-2)).toMatch(/^\d+ actions, 0 timeouts$/)
    expect(lines.at(-1)).toMatch(/^Winner: (Alice|Bob|Carol|Dave)$/)
    // The player who goes out is the winner.
    const out = stdout.match(/ {2}(\w+) goes out/)![1]
    expect(lines.at(-1)).toBe(`Winner: ${out}`)
  })

  it('gives the same game for the same seed', async () => {
    const a = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '42'], { cwd: root, timeout: 100_000 })
    const b = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '42'], { cwd: root, timeout: 100_000 })
    expect(a.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Winner: \w+$/)
    expect(b.stdout).toBe(a.stdout)
  })
})
