import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
// As `pnpm start -- …` runs it: pnpm passes its `--` on.
const start = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--', ...args], { cwd: root, encoding: 'utf8' })

describe('the command line', () => {
  it('prints its usage for --help', () => {
    const { status, stdout } = start('--help')
    expect(status).toBe(0)
    expect(stdout).toMatch(/^Usage: /)
  })

  it('refuses a bad argument in one line and the usage, with no stack trace', () => {
    const { status, stdout, stderr } = start('seven')
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
    expect(stdout).toContain('a game of Match between three bots (seed 42)')
  })
})
