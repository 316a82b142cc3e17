// `pnpm bench:compare`: every benchmark of the report in one run, contenders alternated, each measurement
// repeated; prints medians, ranges and ratios. With `--report` it also writes docs/benchmarks.md and one
// SVG chart per table in docs/benchmarks/. BENCH_QUICK=1 runs a short version (fewer rounds, shorter
// measurements, a 10,000-game simulation) to try things out; the committed report comes from a full run.
import './productionEnv'
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import cliProgress from 'cli-progress'
import { type MeasureOptions, type Table } from './harness'
import { agreementText, loadTable, markdownReport, markdownTable, type RunInfo } from './report'
import { engineSteps, engineTables } from './suites/engineVsBoardgameIo'
import { fullGameSteps, fullGameTables, unoOverheadSteps, unoOverheadTables } from './suites/fullGames'
import { loadCosts, pokerSteps, pokerTables, winnerAgreement } from './suites/poker'
import { scalingTable } from './suites/scaling'
import { barChart } from './svgChart'

const quick = process.env.BENCH_QUICK === '1'
const writeReport = process.argv.includes('--report')
const options = { rounds: quick ? 3 : 7, timeMs: quick ? 150 : 400, warmupMs: quick ? 100 : 300 }
const LOAD_RUNS = quick ? 1 : 3
const SIM_GAMES = quick ? 10_000 : 100_000
const SIM_ROUNDS = quick ? 1 : 2
const AGREEMENT_SHOWDOWNS = quick ? 5_000 : 50_000

/** `abc1234`, or `abc1234 with uncommitted changes in packages/` (read-only git calls; 'unknown' outside git). */
function commitMeasured(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', ['--no-optional-locks', ...args], { encoding: 'utf8' }).trim()
    const head = git('rev-parse', '--short', 'HEAD')
    return git('status', '--porcelain', '--', '../packages') === '' ? head : `${head} with uncommitted changes in packages/`
  } catch {
    return 'unknown'
  }
}

const started = performance.now()
const loadBefore = loadavg()[0]!
const tables: Table[] = []

function printTable(table: Table): void {
  console.log(`\n## ${table.title}${table.deckletOnly ? ' — decklet only' : ''}\n`)
  console.log(markdownTable(table))
}

const bar = new cliProgress.SingleBar(
  { format: '{bar} {percentage}% | {value}/{total} {unit} | {section} | elapsed {duration_formatted}', hideCursor: true, clearOnComplete: true },
  cliProgress.Presets.shades_classic,
)

/** Runs one section under the progress bar, then prints its tables. */
async function section(name: string, steps: number, run: (opts: MeasureOptions) => Table[] | Promise<Table[]>): Promise<void> {
  bar.start(steps, 0, { section: name, unit: 'measurements' })
  const result = await run({ ...options, onStep: () => bar.increment() })
  bar.update(steps)
  bar.stop()
  for (const t of result) {
    tables.push(t)
    printTable(t)
  }
}

console.log(`decklet benchmarks${quick ? ' (quick run)' : ''}: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load average ${loadBefore.toFixed(1)}`)
console.log(`${options.rounds} rounds of ${options.timeMs} ms per measurement, contenders alternated; ratios are medians of per-round ratios.`)

await section('engine vs boardgame.io', engineSteps(options.rounds), engineTables)
await section('UNO: engine vs reducer', unoOverheadSteps(options.rounds), unoOverheadTables)

const agreement = winnerAgreement(AGREEMENT_SHOWDOWNS)
console.log(`\n${agreementText(agreement)}`)
let load: Awaited<ReturnType<typeof loadCosts>> = []
await section('hand evaluation', pokerSteps(options.rounds, LOAD_RUNS), async (opts) => {
  const result = pokerTables(opts)
  load = await loadCosts(LOAD_RUNS, opts.onStep)
  return result
})
console.log('\n## Load time and memory (fresh processes, medians)\n')
console.log(loadTable(load))

await section('complete games', fullGameSteps(options.rounds), fullGameTables)

bar.start(SIM_GAMES * SIM_ROUNDS * 2, 0, { section: 'UNO simulation on worker threads', unit: 'games' })
const scaling = await scalingTable(SIM_GAMES, SIM_ROUNDS, (n) => bar.increment(n))
bar.stop()
tables.push(scaling)
printTable(scaling)

const minutes = (performance.now() - started) / 60_000
console.log(`\nDone in ${minutes.toFixed(1)} minutes.`)

if (writeReport) {
  const cpuList = cpus()
  const info: RunInfo = {
    cpu: cpuList[0]?.model.trim() ?? 'unknown CPU',
    cores: cpuList.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    quick,
    rounds: options.rounds,
    timeMs: options.timeMs,
    loadBefore,
    loadAfter: loadavg()[0]!,
    minutes,
    nodeEnv: process.env.NODE_ENV ?? '',
    commit: commitMeasured(),
  }
  const docs = fileURLToPath(new URL('../../docs/', import.meta.url))
  mkdirSync(`${docs}benchmarks`, { recursive: true })
  for (const t of tables) writeFileSync(`${docs}benchmarks/${t.id}.svg`, barChart(t))
  writeFileSync(`${docs}benchmarks.md`, markdownReport(info, tables, load, agreement))
  // Every sample of the run, for anyone who wants to check the medians or chart them differently.
  writeFileSync(`${docs}benchmarks/results.json`, `${JSON.stringify({ info, tables, load, agreement }, null, 1)}\n`)
  console.log(`Wrote docs/benchmarks.md, ${tables.length} charts and results.json in docs/benchmarks/.`)
}
