import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

/** What `pnpm --filter @decklet/server start` was asked for. */
export interface StartOptions {
  /** The port to listen on (`0`: any free one, printed). */
  readonly port: number
  /** The address to listen on (loopback by default: a demo server is not exposed). */
  readonly host: string
  /** How many human seats the UNO table has (the others are bots). */
  readonly humans: number
  /** How many seats in all (2–10). */
  readonly seats: number
  /** The SQLite file of the game records. */
  readonly db: string
  /** The time of each turn, in seconds, before the game's default plays. */
  readonly timeoutSeconds: number
  /** Rebuild the unfinished games of `db` (fresh tickets printed) instead of opening a new table. */
  readonly resume: boolean
  /** The ticket secret (default: a random one per process, so tickets do not outlive it). */
  readonly secret: string | undefined
  /** `REDIS_URL`: this server is one process of several, on that Redis. */
  readonly redisUrl: string | undefined
  /** `DATABASE_URL`: the game records in that PostgreSQL database instead of `db`. */
  readonly databaseUrl: string | undefined
  /** How clients reach this process (`host:port`), announced to the others (with `redisUrl`). */
  readonly publicAddress: string | undefined
}

/** The command line, read: options to start with, or a text to print and an exit code (help, a bad argument). */
export type ReadStart = { readonly ok: true; readonly options: StartOptions } | { readonly ok: false; readonly exitCode: number; readonly text: string }

export const START_USAGE = `Usage: start [options]

A decklet server on Colyseus playing UNO (the official rules, one hand): one table with human seats and
rule bots for the rest, game records in SQLite, no Redis. It prints the command that joins each human seat.

With REDIS_URL set, it is one process of several on that Redis (start one per port or machine, each with
the same DECKLET_SECRET or --secret): a table opened through any of them is joined through any other, and
the games of a process that dies are rebuilt by the others. With DATABASE_URL set, the game records go to
that PostgreSQL database (shared by the processes) instead of --db.

Options:
  --port <N>           the port (default 2567; 0: any free port)
  --host <ADDRESS>     the address to listen on (default 127.0.0.1)
  --humans <N>         human seats (default 2)
  --seats <N>          seats in all, humans first, then bots (default 4, at most 10)
  --db <PATH>          the SQLite file of the game records (default: decklet-server.sqlite in the OS temp dir)
  --timeout <SECONDS>  the time of a turn before the game's default plays (default 30)
  --resume             rebuild the unfinished games of --db from their records (a stopped or crashed
                       server's) and print fresh join commands, instead of opening a new table
  --secret <SECRET>    the ticket secret, 16 characters or more (default: DECKLET_SECRET, else a random one
                       per run); the same secret on a restart lets the clients take their seats back by
                       themselves, and every process on one Redis needs the same
  --public-address <HOST:PORT>
                       how clients reach this process, announced to the others with REDIS_URL
                       (default: DECKLET_PUBLIC_ADDRESS, else the listening address and --port)
  -h, --help           this text`

/**
 * Reads `start`'s arguments (`process.argv.slice(2)`); a leading `--` (which `pnpm start -- --humans 3` passes
 * on) is dropped. Nothing throws: a bad argument gives its message and the usage, exit code 2.
 */
export function readStartOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ReadStart {
  const args = argv[0] === '--' ? argv.slice(1) : [...argv]
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        humans: { type: 'string' },
        seats: { type: 'string' },
        db: { type: 'string' },
        timeout: { type: 'string' },
        resume: { type: 'boolean' },
        secret: { type: 'string' },
        'public-address': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    return bad(error instanceof Error ? error.message : String(error))
  }
  if (values.help === true) return { ok: false, exitCode: 0, text: START_USAGE }
  const port = whole(values.port, 2567)
  const humans = whole(values.humans, 2)
  const seats = whole(values.seats, 4)
  const timeoutSeconds = values.timeout === undefined ? 30 : Number(values.timeout)
  if (port === null || port > 65_535) return bad(`--port: expected a port number, got ${String(values.port)}`)
  if (seats === null || seats < 2 || seats > 10) return bad(`--seats: UNO takes 2 to 10 seats, got ${String(values.seats)}`)
  if (humans === null || humans < 1 || humans > seats) return bad(`--humans: expected 1 to ${seats} (the seats), got ${String(values.humans)}`)
  // A timer takes at most 2^31 - 1 ms.
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds * 1000 > 2 ** 31 - 1) {
    return bad(`--timeout: expected a number of seconds above 0, got ${String(values.timeout)}`)
  }
  const secret = typeof values.secret === 'string' ? values.secret : nonEmpty(env.DECKLET_SECRET)
  if (secret !== undefined && secret.length < 16) return bad(`${typeof values.secret === 'string' ? '--secret' : 'DECKLET_SECRET'}: expected 16 characters or more`)
  const host = typeof values.host === 'string' && values.host !== '' ? values.host : '127.0.0.1'
  const db = typeof values.db === 'string' && values.db !== '' ? values.db : join(tmpdir(), 'decklet-server.sqlite')
  const redisUrl = nonEmpty(env.REDIS_URL)
  const databaseUrl = nonEmpty(env.DATABASE_URL)
  let publicAddress = typeof values['public-address'] === 'string' ? nonEmpty(values['public-address']) : nonEmpty(env.DECKLET_PUBLIC_ADDRESS)
  if (redisUrl !== undefined) {
    if (secret === undefined) return bad('REDIS_URL is set: every process on one Redis needs the same ticket secret (--secret or DECKLET_SECRET)')
    if (values.resume === true) return bad('--resume: with REDIS_URL the other processes rebuild the games of a process that died; start this one without --resume')
    if (publicAddress === undefined) {
      if (port === 0) return bad('REDIS_URL is set: pass a --port other than 0, or --public-address, so that the others can send clients here')
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
      publicAddress = `${shown.includes(':') ? `[${shown}]` : shown}:${port}`
    }
  }
  return { ok: true, options: { port, host, humans, seats, db, timeoutSeconds, resume: values.resume === true, secret, redisUrl, databaseUrl, publicAddress } }
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text === '' ? undefined : text
}

function whole(text: string | boolean | undefined, fallback: number): number | null {
  if (text === undefined) return fallback
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

function bad(message: string): ReadStart {
  return { ok: false, exitCode: 2, text: `error: ${message}\n\n${START_USAGE}` }
}
