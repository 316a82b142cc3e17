import { execFile, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const estates = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: root, timeout: 200_000 })
const WINNER = /^Winner: (Alice|Bob|Carol|Dave)(, (Alice|Bob|Carol|Dave))*$/

describe('estates --auto', () => {
  it('plays a seeded game between four bots in a worker thread, to the end, with a winner', async () => {
    // No stdin: --auto must never read it.
    const { stdout, stderr } = await estates('--auto', '--seed', '7', '--rounds', '30')
    expect(stderr).toBe('')
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('Estates: Alice, Bob, Carol, Dave. Seed 7, at most 30 rounds.')
    expect(stdout).toMatch(/ rolls \d \+ \d: /)
    expect(stdout).toMatch(/ draws a chance card: /)
    expect(lines.at(-2)).toMatch(/^\d+ actions, 0 timeouts$/)
    expect(lines.at(-1)).toMatch(WINNER)
    // The standings come before: a bankrupt player is never the winner.
    const winners = lines.at(-1)!.slice('Winner: '.length).split(', ')
    for (const name of winners) expect(lines).not.toContain(`${name}: bankrupt`)
  })

  it('gives the same game for the same seed', async () => {
    const a = await estates('--auto', '--seed', '42', '--rounds', '15')
    const b = await estates('--auto', '--seed', '42', '--rounds', '15')
    expect(a.stdout.trimEnd().split('\n').at(-1)).toMatch(WINNER)
    expect(b.stdout).toBe(a.stdout)
  })
})

describe('estates without a terminal', () => {
  it('lets the bots take every seat by itself when stdin and stdout are not a TTY, and ends with exit code 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--seed', '7', '--rounds', '10'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const killer = setTimeout(() => child.kill(), 200_000)
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    clearTimeout(killer)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[1]).toBe('No terminal attached: bots take every seat (as with --auto; --interactive to play anyway).')
    expect(lines.at(-1)).toMatch(WINNER)
  })
})

describe('estates, its command line', () => {
  it('reads the options after the `--` that `pnpm start -- --auto` passes on, and prints the usage for --help', async () => {
    const passed = await estates('--', '--auto', '--seed', '3', '--rounds', '5')
    expect(passed.stdout.split('\n')[0]).toBe('Estates: Alice, Bob, Carol, Dave. Seed 3, at most 5 rounds.')
    const help = await estates('--help')
    expect(help.stdout).toMatch(/^Usage: estates \[options\]\n/)
    expect(help.stderr).toBe('')
  })

  it('refuses a bad argument with one line and the usage, exit code 2', async () => {
    const failed = await estates('--rounds', 'many').then(() => null, (error: { code?: number; stdout?: string; stderr?: string }) => error)
    expect(failed).toMatchObject({ code: 2, stdout: '' })
    expect(failed!.stderr!.split('\n')[0]).toBe("error: option '--rounds <N>' argument 'many' is invalid. Expected a whole number from 1.")
  })
})
