import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readStartOptions } from './startOptions'

describe("the start script's command line", () => {
  it('defaults to port 2567 on loopback, two humans at a table of four, a SQLite file in the temp dir, 30 s turns', () => {
    expect(readStartOptions([])).toEqual({
      ok: true,
      options: { port: 2567, host: '127.0.0.1', humans: 2, seats: 4, db: join(tmpdir(), 'decklet-server.sqlite'), timeoutSeconds: 30, resume: false, secret: undefined, redisUrl: undefined, databaseUrl: undefined, publicAddress: undefined },
    })
  })

  it('reads every option, after the `--` that `pnpm start -- …` passes on', () => {
    expect(readStartOptions(['--', '--port', '0', '--host', '0.0.0.0', '--humans', '3', '--seats', '5', '--db', '/tmp/x.db', '--timeout', '7.5', '--resume', '--secret', 'sixteen-chars-ok'])).toEqual({
      ok: true,
      options: { port: 0, host: '0.0.0.0', humans: 3, seats: 5, db: '/tmp/x.db', timeoutSeconds: 7.5, resume: true, secret: 'sixteen-chars-ok', redisUrl: undefined, databaseUrl: undefined, publicAddress: undefined },
    })
  })

  it('is one process of several with REDIS_URL: the secret from DECKLET_SECRET, its address from the port; records in DATABASE_URL', () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://db/decklet', DECKLET_SECRET: 'a-secret-of-16-chars' }
    expect(readStartOptions(['--port', '2601'], env)).toMatchObject({
      ok: true,
      options: { port: 2601, redisUrl: env.REDIS_URL, databaseUrl: env.DATABASE_URL, secret: env.DECKLET_SECRET, publicAddress: '127.0.0.1:2601' },
    })
    // --secret and --public-address win over the environment; DECKLET_PUBLIC_ADDRESS when no option names one.
    expect(readStartOptions(['--secret', 'another-16-chars!', '--public-address', 'game-2.example.com:2567', '--port', '0'], env)).toMatchObject({
      ok: true,
      options: { secret: 'another-16-chars!', publicAddress: 'game-2.example.com:2567' },
    })
    expect(readStartOptions(['--port', '0'], { ...env, DECKLET_PUBLIC_ADDRESS: 'game-3:2567' })).toMatchObject({ ok: true, options: { publicAddress: 'game-3:2567' } })
    // DATABASE_URL alone: PostgreSQL records, one process.
    expect(readStartOptions([], { DATABASE_URL: env.DATABASE_URL })).toMatchObject({ ok: true, options: { databaseUrl: env.DATABASE_URL, redisUrl: undefined } })
  })

  it.each([
    [{ REDIS_URL: 'redis://r' }, ['--port', '2601'], /^error: REDIS_URL is set: every process on one Redis needs the same ticket secret/],
    [{ REDIS_URL: 'redis://r', DECKLET_SECRET: 'a-secret-of-16-chars' }, ['--port', '0'], /^error: REDIS_URL is set: pass a --port other than 0, or --public-address/],
    [{ REDIS_URL: 'redis://r', DECKLET_SECRET: 'a-secret-of-16-chars' }, ['--resume'], /^error: --resume: with REDIS_URL the other processes rebuild/],
    [{ DECKLET_SECRET: 'short' }, [], /^error: DECKLET_SECRET: expected 16 characters or more/],
  ])('refuses the environment %j with %j, exit code 2', (env, argv, line) => {
    const read = readStartOptions(argv, env)
    expect(read).toMatchObject({ ok: false, exitCode: 2 })
    expect(!read.ok && read.text).toMatch(line)
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
