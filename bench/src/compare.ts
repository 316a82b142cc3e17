// `pnpm bench:compare`: every benchmark of the report in one run, contenders alternated, each measurement
// repeated; prints medians, ranges and ratios. With `--report` it also writes docs/benchmarks.md and one
// SVG chart per table in docs/benchmarks/. BENCH_QUICK=1 runs a short version (fewer rounds, shorter
// measurements, a 10,000-game simulation) to try things out, and the BENCH_* variables of src/settings.ts set
// each part (a smoke run: BENCH_ROUNDS=1 BENCH_TIME_MS=1 BENCH_WARMUP_MS=0 BENCH_LOAD_RUNS=1
// BENCH_SIM_GAMES=500 BENCH_SIM_ROUNDS=1 BENCH_SHOWDOWNS=100); the committed report comes from a full run.
import './productionEnv'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import cliProgress from 'cli-progress'
import { commitMeasured } from './commitMeasured'
import { type MeasureOptions, type Table } from './harness'
import { agreementText, loadTable, markdownReport, markdownTable, type RunInfo } from './report'
import { MODES, measureModesApart } from './modeRuns'
import { SECTIONS } from './sections'
import { loadCosts, loadTables, pokerSteps, pokerTables, winnerAgreement } from './suites/poker'
import { scalingTable } from './suites/scaling'
import { benchSettings, isReduced, runs } from './settings'
import { barChart } from './svgChart'

const settings = benchSettings(process.env)
const { quick } = settings
const writeReport = process.argv.includes('--report')
if (writeReport && settings.only !== null) throw new TypeError('--report writes the whole report: run it without BENCH_ONLY')
const options = { rounds: settings.rounds, timeMs: settings.timeMs, warmupMs: settings.warmupMs }

const started = performance.now()
const loadBefore = loadavg()[0]!
const tables: Table[] = []

function printTable(table: Table): void {
  console.log(`\n## ${table.title}\n`)
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

const reduced = isReduced(settings)
console.log(`decklet benchmarks${quick ? ' (quick run)' : reduced ? ' (reduced run)' : ''} at ${commitMeasured()}: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load average ${loadBefore.toFixed(1)}`)
console.log(`${options.rounds} rounds of ${options.timeMs} ms per measurement, contenders alternated; ratios are medians of per-round ratios.`)

/** A section measured once per validation mode, each time in a fresh process (see modeRuns.ts). */
const modeSection = (id: string) => {
  const s = SECTIONS[id]!
  return section(s.title, s.steps(options.rounds, 1) * MODES.length, (opts) => measureModesApart(id, opts))
}

if (runs(settings, 'engine')) await modeSection('engine')
if (runs(settings, 'uno-overhead')) await modeSection('uno-overhead')

let agreement: ReturnType<typeof winnerAgreement> | null = null
let load: Awaited<ReturnType<typeof loadCosts>> = []
if (runs(settings, 'poker')) {
  agreement = winnerAgreement(settings.agreementShowdowns)
  console.log(`\n${agreementText(agreement)}`)
  await section('hand evaluation', pokerSteps(options.rounds, settings.loadRuns), async (opts) => {
    const result = pokerTables(opts)
    load = await loadCosts(settings.loadRuns, opts.onStep)
    return [...result, ...loadTables(load)]
  })
  console.log('\n## Load time and memory (fresh processes: median (min – max); ratios: medians of per-round ratios)\n')
  console.log(loadTable(load))
}

if (runs(settings, 'full-games')) await modeSection('full-games')

if (runs(settings, 'scaling')) {
  bar.start(settings.simGames * settings.simRounds * 4, 0, { section: 'UNO simulation on worker threads', unit: 'games' })
  const scaling = await scalingTable(settings.simGames, settings.simRounds, (n) => bar.increment(n))
  bar.stop()
  tables.push(scaling)
  printTable(scaling)
}

if (runs(settings, 'views')) await modeSection('views')

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
    reduced,
    rounds: options.rounds,
    timeMs: options.timeMs,
    loadRuns: settings.loadRuns,
    loadBefore,
    loadAfter: loadavg()[0]!,
    minutes,
    nodeEnv: process.env.NODE_ENV ?? '',
    commit: commitMeasured(),
  }
  const docs = fileURLToPath(new URL('../../docs/', import.meta.url))
  mkdirSync(`${docs}benchmarks`, { recursive: true })
  for (const t of tables) writeFileSync(`${docs}benchmarks/${t.id}.svg`, barChart(t))
  writeFileSync(`${docs}benchmarks.md`, markdownReport(info, tables, load, agreement!))
  // Every sample of the run, for anyone who wants to check the medians or chart them differently.
  writeFileSync(`${docs}benchmarks/results.json`, `${JSON.stringify({ info, tables, load, agreement }, null, 1)}\n`)
  console.log(`Wrote docs/benchmarks.md, ${tables.length} charts and results.json in docs/benchmarks/.`)
}
