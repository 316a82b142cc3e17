import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
// As `pnpm start -- …` runs it: pnpm passes its `--` on.
const run = (entry: string, args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', entry, '--', ...args], { cwd: root, encoding: 'utf8' })
const start = (...args: string[]) => run('src/main.ts', args)

describe('the command line', () => {
  it('prints its usage for --help', () => {
    const { status, stdout } = start('--help')
    expect(status).toBe(0)
    expect(stdout).toMatch(/^Usage: /)
  })

  it('refuses a bad argument in one line and the usage, with no stack trace', () => {
    const { status, stdout, stderr } = start('4.5')
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr.split('\n')[0]).toMatch(/^error: /)
    expect(stderr).toMatch(/\nUsage: /)
    expect(stderr).not.toMatch(/^\s+at /m)
  })

  it('takes its arguments after pnpm\'s --', () => {
    const { status, stdout, stderr } = start('42')
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(stdout).toContain('UNO: a match to 500 between four bots (seed 42)')
  })

  it('runs the statistics for a count given after pnpm\'s --, and refuses a count that is not one', () => {
    const stats = run('src/statsMain.ts', ['5'])
    expect(stats.status).toBe(0)
    expect(stats.stdout).toContain('Uniform random legal play, 5 seeded games each')
    const bad = run('src/statsMain.ts', ['0'])
    expect(bad.status).toBe(2)
    expect(bad.stderr.split('\n')[0]).toMatch(/^error: .*Expected a whole number of at least 1\./)
  })
})
