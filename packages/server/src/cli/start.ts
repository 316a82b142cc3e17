// `pnpm --filter @decklet/server start`: a demo server on the embedded defaults (SQLite, no Redis) with one
// UNO table (or, with --resume, the unfinished games of its SQLite file), printing the command that joins
// each human seat from examples/play. With REDIS_URL (and DATABASE_URL), one process of several.
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'
import { unoGame } from '../games/unoGame'
import type { TableSeatInit } from '../room/tableSpec'
import { PostgresRecordStore } from '../store/postgresRecordStore'
import type { RecordStore } from '../store/recordStore'
import { SqliteRecordStore } from '../store/sqliteRecordStore'
import { readStartOptions, type StartOptions } from './startOptions'

const BOT_NAMES = ['Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy']

const read = readStartOptions(process.argv.slice(2), process.env)
if (read.ok) await start(read.options)
else {
  ;(read.exitCode === 0 ? console.log : console.error)(read.text)
  process.exitCode = read.exitCode
}

async function start(options: StartOptions): Promise<void> {
  const store: RecordStore = options.databaseUrl === undefined ? new SqliteRecordStore({ path: options.db }) : new PostgresRecordStore({ connectionString: options.databaseUrl })
  const records = options.databaseUrl === undefined ? options.db : 'PostgreSQL (DATABASE_URL)'
  let server: DeckletServer
  try {
    server = await createDeckletServer({
      games: { uno: unoGame({ rules: { scoring: 'single-hand' }, session: { turnTimeoutMs: options.timeoutSeconds * 1000 } }) },
      store,
      port: options.port,
      host: options.host,
      ...(options.secret === undefined ? {} : { secret: options.secret }),
      ...(options.redisUrl === undefined ? {} : { redis: { url: options.redisUrl }, publicAddress: options.publicAddress! }),
    })
  } catch (error) {
    // A port in use, say: one line, then out; a server that failed to listen may still hold handles open.
    console.error(`decklet server: could not start on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}`)
    await store.close()
    process.exit(1)
  }
  // The address to give clients: a server listening on every interface is reached on loopback from here.
  const address = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host
  const endpoint = `ws://${address.includes(':') ? `[${address}]` : address}:${server.port}`

  console.log(`decklet server: UNO on ${endpoint}, game records in ${records} (Ctrl-C to stop)`)
  if (options.redisUrl !== undefined) console.log(`decklet server: one process of several on Redis, reached at ${options.publicAddress}`)
  const tables = options.resume ? await resumeTables(server, store) : [await newTable(server, options)]
  if (tables.length === 0) {
    console.error(`decklet server: no unfinished game in ${records} to resume`)
    await server.close()
    await store.close()
    process.exitCode = 1
    return
  }
  for (const table of tables) {
    console.log(`table ${table.roomId}${table.resumed ? ' (resumed from its live record)' : ''}: ${table.seats.map((s) => (s.bot === undefined ? s.name : `${s.name} (bot)`)).join(', ')}; ${options.timeoutSeconds} s per turn`)
    console.log(table.resumed
      ? 'The game goes on at once (its absent players time out to the default). Join each seat from its own terminal:'
      : 'The game starts once every human seat has joined. Join each seat from its own terminal:')
    for (const seat of table.seats) {
      const ticket = table.tickets[seat.playerId]
      if (ticket === undefined) continue
      console.log(`  ${seat.name} (${seat.playerId}):`)
      console.log(`    pnpm --filter @decklet/example-play start -- --connect ${endpoint} --ticket ${ticket}`)
    }
    console.log('  a spectator:')
    console.log(`    pnpm --filter @decklet/example-play start -- --connect ${endpoint} --watch ${table.roomId}`)
  }

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    console.log('decklet server: stopping')
    void server
      .close()
      .then(() => store.close())
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error)
        process.exitCode = 1
      })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** A table the script opened or rebuilt, with a ticket per human seat. */
interface PrintedTable {
  readonly roomId: string
  readonly resumed: boolean
  readonly seats: readonly { readonly playerId: string; readonly name: string; readonly bot?: string }[]
  readonly tickets: Readonly<Record<string, string>>
}

/** One new UNO table: the human seats first, rule bots for the rest. */
async function newTable(server: DeckletServer, options: StartOptions): Promise<PrintedTable> {
  const seats: (TableSeatInit & { readonly playerId: string })[] = Array.from({ length: options.seats }, (_, index) => (index < options.humans
    ? { playerId: `p${index + 1}`, name: `Player ${index + 1}` }
    : { playerId: `p${index + 1}`, name: BOT_NAMES[index - options.humans]!, bot: 'rule-based' }))
  const table = await server.createTable('uno', { seats, spectators: true })
  return { roomId: table.roomId, resumed: false, seats, tickets: table.tickets }
}

/**
 * The unfinished UNO games of the store (a stopped server's, or a crashed one's), rebuilt from their live
 * records under their ids, with fresh tickets (the old ones are only good with the same `--secret`).
 */
async function resumeTables(server: DeckletServer, store: RecordStore): Promise<PrintedTable[]> {
  const tables: PrintedTable[] = []
  for (const { gameId, meta } of await store.listLive()) {
    const stored = meta.game === 'uno' ? await store.load(gameId) : undefined
    if (stored === undefined || stored.status !== 'live') continue
    const { roomId } = await server.restoreTable(stored)
    const tickets: Record<string, string> = {}
    for (const seat of meta.seats) if (seat.bot === undefined) tickets[seat.playerId] = await server.issueTicket(roomId, seat.playerId)
    tables.push({ roomId, resumed: true, seats: meta.seats, tickets })
  }
  return tables
}
