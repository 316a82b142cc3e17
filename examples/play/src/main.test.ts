import { execFile, spawn } from 'node:child_process'
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

  it('--bots search: the searching bot takes the bot seats, in the worker, and the game ends', async () => {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '7', '--bots', 'search'], { cwd: root, timeout: 300_000 })
    expect(stderr).toBe('')
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^Winner: (Alice|Bob|Carol|Dave)$/)
  })

  it('gives the same game for the same seed', async () => {
    const a = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '42'], { cwd: root, timeout: 100_000 })
    const b = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '42'], { cwd: root, timeout: 100_000 })
    expect(a.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Winner: \w+$/)
    expect(b.stdout).toBe(a.stdout)
  })
})

describe('play without a terminal', () => {
  it('lets the bots take every seat by itself when stdin and stdout are not a TTY (the demo: `pnpm demo </dev/null | cat`)', async () => {
    // No --auto: stdin is /dev/null and stdout a pipe, as in `pnpm demo </dev/null | cat`.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--seed', '7'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const killer = setTimeout(() => child.kill(), 100_000)
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    clearTimeout(killer)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('UNO (official rules, one hand): Alice, Bob, Carol, Dave. Seed 7.')
    expect(lines[1]).toBe('No terminal attached: bots take every seat (as with --auto; --interactive to play anyway).')
    expect(stdout).not.toMatch(/pick 1/)
    expect(lines.at(-1)).toMatch(/^Winner: (Alice|Bob|Carol|Dave)$/)
    // The same game as an explicit --auto with the same seed, apart from the note.
    const auto = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--auto', '--seed', '7'], { cwd: root, timeout: 100_000 })
    expect(lines.filter((_, i) => i !== 1).join('\n')).toBe(auto.stdout.trimEnd())
  })
})

describe('play, its command line', () => {
  const fails = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: root, timeout: 100_000 }).then(
      () => null,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    )

  it('reads the options after the `--` that `pnpm start -- --auto --seed 7` passes on', async () => {
    const passed = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--', '--auto', '--seed', '7'], { cwd: root, timeout: 100_000 })
    expect(passed.stdout.split('\n')[0]).toBe('UNO (official rules, one hand): Alice, Bob, Carol, Dave. Seed 7.')
    expect(passed.stdout).toMatch(/\nWinner: (Alice|Bob|Carol|Dave)\n$/)
  })

  it('prints the usage for --help and plays nothing', async () => {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', '--help'], { cwd: root, timeout: 100_000 })
    expect(stdout).toMatch(/^Usage: play \[options\]\n/)
    expect(stdout).toMatch(/--timeout <SECONDS>/)
    expect(stderr).toBe('')
  })

  it('refuses --auto together with --interactive, and a bad --seed, with one line and the usage, exit code 2, no stack trace', async () => {
    for (const [args, line] of [
      [['--auto', '--interactive'], "error: option '--auto' cannot be used with option '--interactive'"],
      [['--seed', 'x'], "error: option '--seed <N>' argument 'x' is invalid. Expected an integer."],
    ] as const) {
      const failed = await fails([...args])
      expect(failed).toMatchObject({ code: 2, stdout: '' })
      expect(failed!.stderr!.split('\n')[0]).toBe(line)
      expect(failed!.stderr).toMatch(/\nUsage: play \[options\]\n/)
      expect(failed!.stderr).not.toMatch(/^\s+at /m)
    }
  })
})
