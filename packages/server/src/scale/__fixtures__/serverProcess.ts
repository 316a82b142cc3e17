/**
 * One decklet server process for the multi-process tests and the load test, started as a child process
 * (`node --import tsx serverProcess.ts '<json config>'`). It prints one line `READY {"port":…,"processId":…}`
 * once it listens, and closes on SIGTERM (SIGKILL is the crash the recovery tests want).
 */
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { matchMaker } from '@colyseus/core'
import { unoGame } from '../../games/unoGame'
import { createDeckletServer } from '../../server/createDeckletServer'
import { PostgresRecordStore } from '../../store/postgresRecordStore'
import type { RecordStore } from '../../store/recordStore'
import { SqliteRecordStore } from '../../store/sqliteRecordStore'

/** What the parent passes as the one argument, as JSON. */
export interface ServerProcessConfig {
  readonly port: number
  readonly redisUrl: string
  readonly secret: string
  /** `postgres://…` for PostgreSQL, otherwise a SQLite file path shared by the processes. */
  readonly store: string
  /** Turn timeout of the UNO tables (ms). */
  readonly turnTimeoutMs?: number
  readonly reconnectSeconds?: number
  readonly sweepIntervalMs?: number
  readonly ownerTtlMs?: number
  /** Where the tables' sessions run (default: in the server's process). */
  readonly runIn?: 'process' | 'worker'
}

const config = JSON.parse(process.argv[2] ?? '{}') as ServerProcessConfig
const store: RecordStore = config.store.startsWith('postgres')
  ? new PostgresRecordStore({ connectionString: config.store })
  : new SqliteRecordStore({ path: config.store })

const server = await createDeckletServer({
  // One hand per game (the first out wins), so that a test or a load run plays whole games in seconds.
  games: { uno: unoGame({ rules: { scoring: 'single-hand' }, session: { turnTimeoutMs: config.turnTimeoutMs ?? 30_000 } }) },
  store,
  redis: {
    url: config.redisUrl,
    ...(config.sweepIntervalMs === undefined ? {} : { sweepIntervalMs: config.sweepIntervalMs }),
    ...(config.ownerTtlMs === undefined ? {} : { ownerTtlMs: config.ownerTtlMs }),
  },
  publicAddress: `127.0.0.1:${config.port}`,
  secret: config.secret,
  port: config.port,
  ...(config.runIn === undefined ? {} : { runIn: config.runIn }),
  ...(config.reconnectSeconds === undefined ? {} : { reconnectSeconds: config.reconnectSeconds }),
})

// How late this process's event loop ran (a timer due every 10 ms, sampled; a late timer is a loop busy, or a
// process waiting for a core), and the CPU time it used: printed on SIGTERM as `EVENT_LOOP_DELAY {json}` on
// stderr, for the load test.
const loopDelay = monitorEventLoopDelay({ resolution: 10 })
loopDelay.enable()

process.stdout.write(`READY ${JSON.stringify({ port: server.port, processId: matchMaker.processId, pid: process.pid })}\n`)

let closing = false
process.on('SIGTERM', () => {
  if (closing) return
  closing = true
  loopDelay.disable()
  // Lateness: the histogram holds whole 10 ms intervals.
  const ms = (ns: number) => Math.max(0, Math.round((ns - 10e6) / 1e4) / 100)
  const cpu = process.cpuUsage()
  process.stderr.write(`EVENT_LOOP_DELAY ${JSON.stringify({ p50Ms: ms(loopDelay.percentile(50)), p99Ms: ms(loopDelay.percentile(99)), maxMs: ms(loopDelay.max), cpuMs: Math.round((cpu.user + cpu.system) / 1_000), runQueueMs: runQueueMs() })}\n`)
  void server
    .close()
    .then(() => store.close())
    .finally(() => process.exit(0))
})

/**
 * How long this process's main thread was ready to run but waited for a CPU (Linux's `/proc/self/schedstat`,
 * second field, in ns), in ms; `NaN` where there is none. The load test compares it with the event loop's
 * lateness: on a shared machine, time spent waiting for a core.
 */
function runQueueMs(): number {
  try {
    return Math.round(Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6)
  } catch {
    return Number.NaN
  }
}
