import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readStartOptions } from './startOptions'

describe("the start script's command line", () => {
  it('defaults to port 2567 on loopback, two humans at a table of four, a SQLite file in the temp dir, 30 s turns', () => {
    expect(readStartOptions([])).toEqual({
      ok: true,
      options: { port: 2567, host: '127.0.0.1', humans: 2, seats: 4, db: join(tmpdir(), 'decklet-server.sqlite'), timeoutSeconds: 30, resume: false, secret: undefined },
    })
  })

  it('reads every option, after the `--` that `pnpm start -- …` passes on', () => {
    expect(readStartOptions(['--', '--port', '0', '--host', '0.0.0.0', '--humans', '3', '--seats', '5', '--db', '/tmp/x.db', '--timeout', '7.5', '--resume', '--secret', 'sixteen-chars-ok'])).toEqual({
      ok: true,
      options: { port: 0, host: '0.0.0.0', humans: 3, seats: 5, db: '/tmp/x.db', timeoutSeconds: 7.5, resume: true, secret: 'sixteen-chars-ok' },
    })
  })

  it('prints the usage for --help (exit code 0)', () => {
    const read = readStartOptions(['--help'])
    expect(read).toMatchObject({ ok: false, exitCode: 0 })
    expect(!read.ok && read.text).toMatch(/^Usage: start \[options\]\n[\s\S]*--humans <N>/)
  })

  it.each([
    [['--humans', '5'], /^error: --humans: expected 1 to 4/],
    [['--humans', '0'], /^error: --humans: expected 1 to 4/],
    [['--seats', '11'], /^error: --seats: UNO takes 2 to 10 seats/],
    [['--port', 'x'], /^error: --port: expected a port number/],
    [['--port', '70000'], /^error: --port: expected a port number/],
    [['--timeout', '0'], /^error: --timeout: expected a number of seconds above 0/],
    [['--redis'], /^error: Unknown option '--redis'/],
    [['--secret', 'short'], /^error: --secret: expected 16 characters or more/],
  ])('refuses %j with one line and the usage, exit code 2', (argv, line) => {
    const read = readStartOptions(argv)
    expect(read).toMatchObject({ ok: false, exitCode: 2 })
    expect(!read.ok && read.text).toMatch(line)
    expect(!read.ok && read.text).toMatch(/\n\nUsage: start \[options\]\n/)
  })
})
