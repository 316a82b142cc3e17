import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { postJson, startServerProcess, type ServerProcess } from '../scale/__fixtures__/serverProcesses'
import { limiter } from '../internal/limiter'
import { BotSeat } from './botSeat'
import { LatencyStats } from './latencyStats'

/** Options of {@link runLoad}. */
export interface LoadOptions {
  /** Concurrent rooms (tables of two-seat UNO, one hand), each seat a bot client over a WebSocket. */
  rooms: number
  /** Server processes on Redis (default 2). */
  processes?: number
  redisUrl: string
  /** A PostgreSQL URL, or omitted for a SQLite file (in a temp dir) the processes share. */
  databaseUrl?: string
  /** A bot's mean think time before it answers a turn (default 1,000 ms; each answer waits 0.5–1.5 of it). */
  thinkMs?: number
  /** How long the rooms play (default 60 s); a game not over then is stopped, and is not a failure. */
  seconds?: number
  /** Where the tables' sessions run: in the server processes (default) or a worker thread per table. */
  runIn?: 'process' | 'worker'
  /** Progress lines (default: none). */
  progress?: (line: string) => void
}

/** What a load run measured. */
export interface LoadReport {
  readonly rooms: number
  readonly processes: number
  /** Seat sockets connected at once, at the peak. */
  readonly peakSockets: number
  /** Rooms with a game under way at once, at the peak. */
  readonly peakConcurrentRooms: number
  /** Games played to their end within the window. */
  readonly finishedGames: number
  /** Tables created (a slot whose game ended got a new one). */
  readonly tables: number
  /** Actions answered within the window (an `act` and its `turn-end`). */
  readonly actions: number
  readonly seconds: number
  readonly actionsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
  /**
   * The same, for the actions sent once every room was under way (after the ramp of table creations and
   * joins); `NaN` when the run never had `rooms` tables under way at once.
   */
  readonly steady: { readonly actions: number; readonly p50Ms: number; readonly p99Ms: number; readonly maxMs: number }
  /**
   * How late each process's event loop ran (a 10 ms timer: p50, p99, max lateness in ms) and the CPU time it
   * used and its main thread's time waiting for a core over the run (ramp included): each server's, and the
   * driver's (the bot clients'). A late loop is a busy one, or a process waiting for a core.
   */
  readonly eventLoopDelay: { readonly servers: readonly LoopDelay[]; readonly driver: LoopDelay }
  /** Answers that crossed their request's end on the wire (a timeout or a superseded request), not failures. */
  readonly stale: number
  /** Tables refused, joins refused, rejected actions, error messages, connections dropped by the server. */
  readonly failures: number
  /** The first few failures, for the reader. */
  readonly failureSamples: readonly string[]
}

/**
 * How late an event loop ran, in ms, the CPU time (user and system) its process used, and how long its main
 * thread waited, ready to run, for a CPU (Linux's schedstat; `NaN` elsewhere).
 */
export interface LoopDelay {
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
  readonly cpuMs: number
  readonly runQueueMs: number
}

/** The main thread's time waiting for a CPU so far (ms), from `/proc/self/schedstat`; `NaN` where there is none. */
function runQueueMs(): number {
  try {
    return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6
  } catch {
    return Number.NaN
  }
}

/**
 * A load run: starts the server processes (on Redis, sharing one record store) and keeps `rooms` tables
 * under way for `seconds`: each created through the processes in turn, with two bot clients (the second
 * seat through another process, so that half the sockets take the cross-process path); a table whose game
 * ends is followed by a new one. Measures the round trip of each action, from the client's `act` to its
 * `turn-end`.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const processCount = options.processes ?? 2
  const thinkMs = options.thinkMs ?? 1_000
  const seconds = options.seconds ?? 60
  const progress = options.progress ?? (() => {})
  const dir = options.databaseUrl === undefined ? mkdtempSync(join(tmpdir(), 'decklet-load-')) : undefined
  const store = options.databaseUrl ?? join(dir!, 'records.db')
  const latency = new LatencyStats()
  const steady = new LatencyStats()
  /** When every room was first under way at once (`performance.now()`), after the ramp. */
  let warmAt = Number.POSITIVE_INFINITY
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const cpuAtStart = process.cpuUsage()
  const waitedAtStart = runQueueMs()
  const failures: string[] = []
  let stale = 0
  let sockets = 0
  let peakSockets = 0
  let playing = 0
  let peakPlaying = 0
  let finished = 0
  const fail = (what: string) => {
    failures.push(what)
  }

  let servers: ServerProcess[] = []
  try {
    // One ticket secret for all: a table granted by one process may be created on another.
    const secret = randomUUID()
    servers = await Promise.all(
      Array.from({ length: processCount }, () => startServerProcess({ redisUrl: options.redisUrl, store, secret, turnTimeoutMs: 30_000, reconnectSeconds: 30, ...(options.runIn === undefined ? {} : { runIn: options.runIn }) })),
    )
    progress(`${processCount} server processes on ${servers.map((s) => s.port).join(', ')}`)

    const started = performance.now()
    const windowEnd = Date.now() + seconds * 1_000
    let created = 0
    let nextSlot = 0
    // Tables are set up (created and joined) 16 at a time, as a lobby would, not all in the same instant.
    const setup = limiter(16)
    /** One table of the slot, created through the slot's process, its second seat through the next one. */
    const playTable = async (slot: number): Promise<void> => {
      const via = slot % processCount
      let table: { roomId: string; tickets: Record<string, string> }
      try {
        table = await setup(() => postJson(servers[via]!.port, '/decklet/tables', { game: 'uno', seats: [{ name: 'Ada' }, { name: 'Bo' }] }))
        created += 1
      } catch (error) {
        fail(`create table: ${(error as Error).message}`)
        return
      }
      const seats = ['p1', 'p2'].map(
        (playerId) =>
          new BotSeat({
            roomId: table.roomId,
            ticket: table.tickets[playerId]!,
            thinkMs,
            events: {
              onRoundTrip: (ms, sentAt) => {
                if (Date.now() > windowEnd) return
                latency.add(ms)
                if (sentAt >= warmAt) steady.add(ms)
              },
              onStale: () => void (stale += 1),
              onFailure: (what) => fail(`${table.roomId}: ${what}`),
              onDisconnect: (code) => fail(`${table.roomId}: disconnected (${code}) before game over`),
            },
          }),
      )
      try {
        await setup(() => within(30_000, 'join', Promise.all(seats.map((seat, s) => seat.join(servers[(via + s) % processCount]!.endpoint)))))
      } catch (error) {
        fail(`${table.roomId}: join: ${(error as Error).message}`)
        await within(10_000, 'leave', Promise.all(seats.map((seat) => seat.leave()))).catch(() => {})
        return
      }
      sockets += 2
      peakSockets = Math.max(peakSockets, sockets)
      playing += 1
      peakPlaying = Math.max(peakPlaying, playing)
      if (playing >= options.rooms && warmAt === Number.POSITIVE_INFINITY) warmAt = performance.now()
      let timer: ReturnType<typeof setTimeout> | undefined
      const over = await Promise.race([
        Promise.all(seats.map((seat) => seat.over)).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, windowEnd - Date.now())))),
      ])
      clearTimeout(timer)
      playing -= 1
      if (over) finished += 1
      await within(10_000, 'leave', Promise.all(seats.map((seat) => seat.leave()))).catch((error: unknown) => fail(`${table.roomId}: ${(error as Error).message}`))
      sockets -= 2
    }
    // Every slot keeps one table going until the window ends: a game that ends is followed by a new table,
    // so that `rooms` tables are under way at once for the whole window. 
    const slots = Array.from({ length: options.rooms }, async () => {
      const slot = nextSlot++
      while (Date.now() < windowEnd) await playTable(slot)
    })
    const ticker = setInterval(() => progress(`  ${playing} rooms playing, ${peakSockets} sockets at the peak, ${finished} games finished, ${latency.count} actions, ${failures.length} failures`), 10_000)
    await Promise.all(slots)
    clearInterval(ticker)
    progress(`${created} tables in all`)
    const measured = Math.min(seconds, (performance.now() - started) / 1_000)
    loopDelay.disable()
    await Promise.all(servers.map((server) => server.stop()))
    const serverDelays = servers.map((server) => /EVENT_LOOP_DELAY (\{.*\})/.exec(server.log())?.[1]).map((line) => (line === undefined ? { p50Ms: Number.NaN, p99Ms: Number.NaN, maxMs: Number.NaN, cpuMs: Number.NaN, runQueueMs: Number.NaN } : (JSON.parse(line) as LoopDelay)))
    const driverCpu = process.cpuUsage(cpuAtStart)
    const late = (ns: number) => Math.max(0, Math.round((ns - 10e6) / 1e4) / 100)
    return {
      rooms: options.rooms,
      processes: processCount,
      peakSockets,
      peakConcurrentRooms: peakPlaying,
      finishedGames: finished,
      actions: latency.count,
      tables: created,
      seconds: measured,
      actionsPerSecond: latency.count / measured,
      p50Ms: latency.percentile(50),
      p99Ms: latency.percentile(99),
      maxMs: latency.percentile(100),
      steady: { actions: steady.count, p50Ms: steady.percentile(50), p99Ms: steady.percentile(99), maxMs: steady.percentile(100) },
      eventLoopDelay: { servers: serverDelays, driver: { p50Ms: late(loopDelay.percentile(50)), p99Ms: late(loopDelay.percentile(99)), maxMs: late(loopDelay.max), cpuMs: Math.round((driverCpu.user + driverCpu.system) / 1_000), runQueueMs: Math.round(runQueueMs() - waitedAtStart) } },
      stale,
      failures: failures.length,
      failureSamples: failures.slice(0, 10),
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  }
}

/** `promise`, or a rejection naming `what` after `ms`: a join or a leave the server never answers ends the slot, not the run. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
