/**
 * `pnpm --filter @decklet/server load [rooms] [--processes n] [--think ms] [--seconds s] [--run-in worker] [--json]`
 *
 * A measurement, not a test: N concurrent two-seat UNO rooms (default 100) over several server processes
 * on Redis for a window (default 60 s), every seat a bot client over a WebSocket; prints rooms, sockets, actions/s, the p50/p99 round
 * trip of an action and the failures. Needs Redis: REDIS_URL, or DECKLET_TEST_REDIS_URL from
 * `source .ci/services.sh start`. Records go to DATABASE_URL's PostgreSQL when set (a database the run
 * owns: its recovery sweeps rebuild any live game they find there), else to a temporary SQLite file.
 */
import { runLoad } from './runLoad'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

const positional = process.argv.slice(2).find((arg, i, all) => /^\d+$/.test(arg) && !(all[i - 1] ?? '').startsWith('--'))
const rooms = Number(positional ?? 100)
const redisUrl = process.env.REDIS_URL ?? process.env.DECKLET_TEST_REDIS_URL
if (redisUrl === undefined) {
  console.error('The load test needs Redis: set REDIS_URL, or run `source .ci/services.sh start` first.')
  process.exit(2)
}
const json = process.argv.includes('--json')
const report = await runLoad({
  rooms,
  redisUrl,
  ...(process.env.DATABASE_URL === undefined ? {} : { databaseUrl: process.env.DATABASE_URL }),
  ...(option('processes') === undefined ? {} : { processes: Number(option('processes')) }),
  ...(option('think') === undefined ? {} : { thinkMs: Number(option('think')) }),
  ...(option('seconds') === undefined ? {} : { seconds: Number(option('seconds')) }),
  ...(option('run-in') === 'worker' ? { runIn: 'worker' as const } : {}),
  progress: json ? () => {} : (line) => console.log(line),
})
if (json) {
  console.log(JSON.stringify(report, null, 2))
} else {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    [
      `rooms             ${report.rooms} at once (peak ${report.peakConcurrentRooms} playing; ${report.tables} tables, ${report.finishedGames} games finished)`,
      `processes         ${report.processes}`,
      `sockets           ${report.peakSockets} at the peak`,
      `actions           ${report.actions} in ${report.seconds.toFixed(1)} s: ${report.actionsPerSecond.toFixed(1)} actions/s`,
      `round trip        p50 ${ms(report.p50Ms)}, p99 ${ms(report.p99Ms)}, max ${ms(report.maxMs)}`,
      `  once all under way  ${report.steady.actions} actions: p50 ${ms(report.steady.p50Ms)}, p99 ${ms(report.steady.p99Ms)}, max ${ms(report.steady.maxMs)}`,
      `event loop late   ${[...report.eventLoopDelay.servers.map((d, i) => `server ${i + 1}`), 'driver'].map((name, i) => {
        const d = [...report.eventLoopDelay.servers, report.eventLoopDelay.driver][i]!
        return `${name} p99 ${ms(d.p99Ms)} (max ${ms(d.maxMs)}; CPU ${(d.cpuMs / 1_000).toFixed(1)} s, waited for a core ${(d.runQueueMs / 1_000).toFixed(1)} s)`
      }).join(', ')}`,
      `stale answers     ${report.stale}`,
      `failures          ${report.failures}`,
      ...report.failureSamples.map((sample) => `  ${sample}`),
    ].join('\n'),
  )
}
process.exit(report.failures === 0 ? 0 : 1)
