// `pnpm render`: writes docs/benchmarks.md and the charts again from docs/benchmarks/results.json (the
// samples of the last `pnpm bench:report`), without measuring anything: for changes to the report's layout.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Table } from './harness'
import { markdownReport, type Agreement, type RunInfo } from './report'
import type { LoadResult } from './suites/poker'
import { barChart } from './svgChart'

const docs = fileURLToPath(new URL('../../docs/', import.meta.url))
const saved = JSON.parse(readFileSync(`${docs}benchmarks/results.json`, 'utf8')) as { info: RunInfo; tables: Table[]; load: LoadResult[]; agreement: Agreement }
// Samples saved before the load measurements kept every process (and before the run recorded its settings) cannot make this report.
if (saved.load.some((r) => !Array.isArray(r.runs)) || saved.info.loadRuns === undefined) {
  throw new Error('docs/benchmarks/results.json comes from an older bench (no per-process load samples): measure again with `pnpm bench:report`')
}
for (const t of saved.tables) writeFileSync(`${docs}benchmarks/${t.id}.svg`, barChart(t))
writeFileSync(`${docs}benchmarks.md`, markdownReport(saved.info, saved.tables, saved.load, saved.agreement))
console.log(`Wrote docs/benchmarks.md and ${saved.tables.length} charts from docs/benchmarks/results.json.`)
