// Console tables and the Markdown report.
import { formatRate, formatRatio, type Table } from './harness'
import type { LoadResult } from './suites/poker'

export interface RunInfo {
  readonly cpu: string
  readonly cores: number
  readonly memoryGb: number
  readonly node: string
  readonly platform: string
  readonly date: string
  readonly quick: boolean
  readonly rounds: number
  readonly timeMs: number
  readonly loadBefore: number
  readonly loadAfter: number
  readonly minutes: number
  readonly nodeEnv: string
  /** The commit measured, and whether the packages had changes not committed yet. */
  readonly commit: string
}

export interface Agreement {
  readonly showdowns: number
  readonly agreeing: Record<string, number>
  readonly ties: number
}

/** A table in Markdown (the console prints the same). */
export function markdownTable(table: Table): string {
  const lines = [`| contender | median | min – max | vs ${table.ratioLabel} |`, '| --- | ---: | ---: | ---: |']
  for (const row of table.rows) {
    lines.push(`| ${row.name} | ${formatRate(row.median)} | ${formatRate(row.min)} – ${formatRate(row.max)} | ${formatRatio(row.ratio)} |`)
  }
  return lines.join('\n')
}

export function loadTable(results: readonly LoadResult[]): string {
  const phe = results.find((r) => r.name === 'phe')!
  const lines = [
    '| library | load (ms) | first evaluation (ms) | load + first vs phe | heap (MB) | external (MB) | RSS growth (MB) | RSS growth vs phe |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const r of results) {
    const ratio = (r.loadMs + r.firstMs) / (phe.loadMs + phe.firstMs)
    lines.push(
      `| ${r.name} | ${r.loadMs.toFixed(1)} | ${r.firstMs.toFixed(1)} | ${formatRatio(ratio)} | ${r.heapMb.toFixed(1)} | ${r.externalMb.toFixed(1)} | ${r.rssMb.toFixed(1)} | ${formatRatio(r.rssMb / phe.rssMb)} |`,
    )
  }
  return lines.join('\n')
}

export function agreementText(a: Agreement): string {
  const peers = Object.entries(a.agreeing)
    .map(([peer, n]) => `${peer} ${n.toLocaleString('en-US')}`)
    .join(', ')
  return `Winners of ${a.showdowns.toLocaleString('en-US')} seeded 6-player showdowns (${a.ties.toLocaleString('en-US')} of them split pots), the same winners as decklet's \`resolveShowdown\`: ${peers}.`
}

const row = (table: Table, name: string) => table.rows.find((r) => r.name === name)

/** The sentences at the top of the report: the ratios the issue asks about, as measured. */
export function headlines(tables: readonly Table[]): string[] {
  const byId = new Map(tables.map((t) => [t.id, t]))
  const out: string[] = []
  const trivial = byId.get('engine-trivial-move')
  const simple = byId.get('engine-simple-game')
  if (trivial && simple) {
    const r = (t: Table, mode: string) => formatRatio(row(t, `decklet '${mode}'`)?.ratio ?? null)
    out.push(
      `**Engine core vs boardgame.io** (its reducer): the trivial move ${r(trivial, 'none')} as many moves/s in \`'none'\` and ${r(trivial, 'always')} in \`'always'\`; ` +
        `the simple game ${r(simple, 'none')} as many games/s in \`'none'\` and ${r(simple, 'always')} in \`'always'\`.`,
    )
  }
  for (const [id, label] of [
    ['uno-overhead-official', 'official rules'],
    ['uno-overhead-rlcard', 'RLCard profile'],
  ] as const) {
    const t = byId.get(id)
    if (t === undefined) continue
    const none = row(t, "decklet plugin-uno 'none'")
    if (none?.ratio) {
      const overhead = 1 / none.ratio
      out.push(
        `**Engine vs the limit** (UNO, ${label}): a game takes ${overhead.toFixed(1)}× the time of the hand-made reducer in \`'none'\` ` +
          `(goal: within 2×: **${overhead <= 2 ? 'met' : 'not met'}**), ${(1 / row(t, "decklet plugin-uno 'always'")!.ratio!).toFixed(1)}× in \`'always'\`.`,
      )
    }
  }
  const p7 = byId.get('poker-7')
  const p5 = byId.get('poker-5')
  const ps = byId.get('poker-showdown')
  if (p7 && p5 && ps) {
    const peerBest = (t: Table, ours: string) => {
      const us = row(t, ours)!
      const peers = t.rows.filter((r) => !r.name.startsWith('decklet'))
      const best = peers.reduce((a, b) => (a.median > b.median ? a : b))
      return `${formatRatio(us.median / best.median)} the speed of the fastest peer (${best.name}; ratio of the medians)`
    }
    out.push(
      `**Hand evaluation**: 7 cards, decklet's integer path ${peerBest(p7, 'decklet evaluate7 (card codes)')}; 5 cards, ${peerBest(p5, 'decklet evaluate5 (card codes)')}; ` +
        `6-player showdowns, \`resolveShowdown\` on strings ${peerBest(ps, 'decklet resolveShowdown (strings)')}.`,
    )
  }
  const scaling = byId.get('scaling')
  const two = scaling?.rows.find((r) => r.name.includes('2 worker'))
  if (two?.ratio) out.push(`**Scaling**: 2 worker threads play the simulation ${formatRatio(two.ratio)} as fast as one (on this machine's 2 cores, shared with other jobs: see the load average above).`)
  return out
}

export function markdownReport(info: RunInfo, tables: readonly Table[], load: readonly LoadResult[], agreement: Agreement): string {
  const chart = (t: Table) => `![${t.title}](benchmarks/${t.id}.svg)`
  const section = (t: Table) =>
    [
      `### ${t.title}`,
      '',
      t.description,
      '',
      ...(t.deckletOnly ? ['*decklet only: no peer is measured in this table; its ratios compare decklet with itself, as said above.*', ''] : []),
      markdownTable(t),
      '',
      chart(t),
      '',
    ].join('\n')
  const byId = new Map(tables.map((t) => [t.id, t]))
  const pick = (...ids: string[]) => ids.map((id) => byId.get(id)).filter((t): t is Table => t !== undefined)
  return [
    '# Benchmarks: decklet and its peers',
    '',
    '<!-- Generated by `pnpm bench:report` (bench/src/compare.ts); do not edit by hand. -->',
    '',
    `Measured ${info.date} on ${info.cpu} (${info.cores} cores, ${info.memoryGb} GB), Node ${info.node} (${info.platform}), NODE_ENV=${info.nodeEnv}` +
      `${info.quick ? ', **quick run** (BENCH_QUICK=1: fewer rounds, shorter measurements)' : ''}. ` +
      `decklet at commit ${info.commit}. ` +
      `${info.rounds} rounds of ${info.timeMs} ms per measurement; load average ${info.loadBefore.toFixed(1)} before the run and ${info.loadAfter.toFixed(1)} after; the run took ${info.minutes.toFixed(1)} minutes.`,
    '',
    'How to read it: every contender of a table runs once per round, the first one rotating, and each figure is the median of its rounds with their min – max. ' +
      'The ratio column is the median of the per-round ratios to the reference of the table, measured in the same rounds — on a shared machine ratios hold much better than absolute rates, so read the ratios first. ' +
      'Higher is better everywhere. ' +
      (Math.max(info.loadBefore, info.loadAfter) > info.cores
        ? 'The load average was above the number of cores during this run: other jobs shared the CPU, so absolute rates move from minute to minute, while ratios measured within the same rounds move much less. '
        : '') +
      'The code and what each benchmark does are in [`bench/`](../bench/README.md).',
    '',
    '## Summary',
    '',
    ...headlines(tables).map((h) => `- ${h}`),
    '',
    '## 1. Engine core vs boardgame.io',
    '',
    ...pick('engine-trivial-move', 'engine-simple-game').map(section),
    '## 2. Engine vs the limit: UNO without an engine',
    '',
    ...pick('uno-overhead-official', 'uno-overhead-rlcard').map(section),
    '## 3. Hand evaluation vs phe, poker-evaluator and pokersolver',
    '',
    agreementText(agreement),
    '',
    ...pick('poker-7', 'poker-5', 'poker-showdown').map(section),
    '### Load time and memory',
    '',
    'Each library loaded in a fresh Node process (plain Node, `--expose-gc`), then one 7-card hand evaluated; medians of ' +
      `${info.quick ? 1 : 3} processes per library, alternated. Memory is the growth after a full garbage collection: V8 heap, memory outside the heap (buffers), and resident set size. ` +
      "decklet builds its lookup tables on the first evaluation, hence its first evaluation time; poker-evaluator reads its rank table file when it loads.",
    '',
    loadTable(load),
    '',
    '## 4. Complete games and legal actions',
    '',
    ...pick('full-games', 'get-legal-actions', 'legal-actions').map(section),
    '## 5. Scaling on worker threads',
    '',
    ...pick('scaling').map(section),
  ].join('\n')
}
