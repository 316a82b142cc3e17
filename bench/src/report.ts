// Console tables and the Markdown report.
import { formatRate, formatRatio, median, roundRatio, type Row, type Table } from './harness'
import type { LoadResult, LoadSample } from './suites/poker'

export interface RunInfo {
  readonly cpu: string
  readonly cores: number
  readonly memoryGb: number
  readonly node: string
  readonly platform: string
  readonly date: string
  readonly quick: boolean
  /** Some setting (BENCH_ROUNDS…) was smaller or larger than the full run's. */
  readonly reduced: boolean
  readonly rounds: number
  readonly timeMs: number
  /** Fresh processes per library for load time and memory. */
  readonly loadRuns: number
  readonly loadBefore: number
  readonly loadAfter: number
  readonly minutes: number
  readonly nodeEnv: string
  /** The commit measured, and what that affects the results had changes not committed yet. */
  readonly commit: string
}

export interface Agreement {
  readonly showdowns: number
  readonly agreeing: Record<string, number>
  readonly ties: number
}

/** The reference a row's ratio divides by, short: without the game both names start with ("UNO official, 4 players: "). */
function referenceCell(row: Row): string {
  if (row.ratioTo === null || row.ratioTo === row.name) return '—'
  const colon = row.name.indexOf(': ')
  return colon > 0 && row.ratioTo.startsWith(row.name.slice(0, colon + 2)) ? row.ratioTo.slice(colon + 2) : row.ratioTo
}

/** A table in Markdown (the console prints the same); a "ratio to" column when rows have different references, a notes column when any row has notes. */
export function markdownTable(table: Table): string {
  const showReference = new Set(table.rows.map((r) => r.ratioTo)).size > 1
  const showNotes = table.rows.some((r) => r.note !== undefined)
  const columns: [string, 'left' | 'right'][] = [
    ['contender', 'left'],
    ['median', 'right'],
    ['min – max', 'right'],
    [`vs ${table.ratioLabel}`, 'right'],
    ...(showReference ? [['ratio to', 'left'] as [string, 'left']] : []),
    ...(showNotes ? [['notes', 'left'] as [string, 'left']] : []),
  ]
  const lines = [`| ${columns.map(([name]) => name).join(' | ')} |`, `| ${columns.map(([, align]) => (align === 'left' ? '---' : '---:')).join(' | ')} |`]
  for (const row of table.rows) {
    const cells = [row.name, formatRate(row.median), `${formatRate(row.min)} – ${formatRate(row.max)}`, formatRatio(row.ratio)]
    if (showReference) cells.push(referenceCell(row))
    if (showNotes) cells.push(row.note ?? '')
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

const stats = (values: readonly number[], digits = 1) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)} – ${Math.max(...values).toFixed(digits)})`

/** Load time and memory of every library: median (min – max) of its processes, and per-round ratios to phe. */
export function loadTable(results: readonly LoadResult[]): string {
  const phe = results.find((r) => r.name === 'phe')
  const lines = [
    '| library | load (ms) | first evaluation (ms) | load + first vs phe | heap (MB) | external (MB) | RSS growth (MB) | RSS growth vs phe |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  const vsPhe = (r: LoadResult, value: (s: LoadSample) => number) => (phe === undefined ? '—' : formatRatio(roundRatio({ samples: r.runs.map(value) }, { samples: phe.runs.map(value) })))
  const time = (s: LoadSample) => s.loadMs + s.firstMs
  for (const r of results) {
    const of = (value: (s: LoadSample) => number) => r.runs.map(value)
    lines.push(
      `| ${r.name} | ${stats(of((s) => s.loadMs))} | ${stats(of((s) => s.firstMs))} | ${vsPhe(r, time)} | ${stats(of((s) => s.heapMb))} | ${stats(of((s) => s.externalMb))} | ${stats(of((s) => s.rssMb))} | ${vsPhe(r, (s) => s.rssMb)} |`,
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

/** The sentences at the top of the report: the ratios the issue asks about, as measured (all medians of per-round ratios). */
export function headlines(tables: readonly Table[]): string[] {
  const byId = new Map(tables.map((t) => [t.id, t]))
  const out: string[] = []
  const trivial = byId.get('engine-trivial-move')
  const simple = byId.get('engine-simple-game')
  if (trivial && simple) {
    const r = (t: Table, mode: string) => formatRatio(row(t, `decklet '${mode}'`)?.ratio ?? null)
    out.push(
      `**Engine core vs boardgame.io** (its reducer): the trivial move ${r(trivial, 'none')} as many moves/s in \`'none'\` and ${r(trivial, 'always')} in \`'always'\`; ` +
        `the simple game ${r(simple, 'none')} as many moves/s in \`'none'\` and ${r(simple, 'always')} in \`'always'\`.`,
    )
  }
  for (const [id, label] of [
    ['uno-overhead-official', 'official rules'],
    ['uno-overhead-rlcard', 'RLCard profile'],
  ] as const) {
    const t = byId.get(id)
    if (t === undefined) continue
    const none = row(t, "decklet plugin-uno 'none'")
    const always = row(t, "decklet plugin-uno 'always'")
    if (none?.ratio && always?.ratio) {
      const overhead = 1 / none.ratio
      out.push(
        `**Engine vs the limit** (UNO, ${label}): a game takes ${overhead.toFixed(1)}× the time of the hand-made reducer in \`'none'\` ` +
          `(goal: within 2×: **${overhead <= 2 ? 'met' : 'not met'}**), ${(1 / always.ratio).toFixed(1)}× in \`'always'\`.`,
      )
    }
  }
  const parts = byId.get('uno-parts')
  if (parts !== undefined) {
    const times = (name: string) => {
      const r = parts.rows.find((x) => x.name.startsWith(`decklet 'none': ${name}`))
      return r?.ratio ? `${(1 / r.ratio).toFixed(1)}×` : '—'
    }
    out.push(
      `**Where the time goes** (UNO, official rules, \`'none'\`): decklet takes ${times('creating')} the reducer's time to create a game, ${times('choosing')} to choose a move and ${times('making')} to make one; ` +
        `inside the move, the plugin's handler alone takes ${times("inside the move: the plugin's handler")} the time of the reducer's whole \`step\`, and its rules ${times("inside the move: the plugin's rules")}.`,
    )
  }
  const inTurn = byId.get('uno-in-turn')
  const wide = inTurn?.rows.find((r) => r.name === "64 games in turn: decklet plugin-uno 'none'")
  if (wide?.ratio) out.push(`**Games stepped in turn** (64 UNO games at once, \`'none'\`): decklet takes ${(1 / wide.ratio).toFixed(1)}× the reducer's time with as many games.`)
  const p7 = byId.get('poker-7')
  const p5 = byId.get('poker-5')
  const ps = byId.get('poker-showdown')
  if (p7 && p5 && ps) {
    const peerBest = (t: Table, ours: string) => {
      const us = row(t, ours)!
      const peers = t.rows.filter((r) => !r.name.startsWith('decklet'))
      const best = peers.reduce((a, b) => (a.median > b.median ? a : b))
      return `${formatRatio(roundRatio(us, best))} the speed of the fastest peer (${best.name})`
    }
    out.push(
      `**Hand evaluation**: 7 cards, decklet's integer path ${peerBest(p7, 'decklet evaluate7 (card codes)')}; 5 cards, ${peerBest(p5, 'decklet evaluate5 (card codes)')}; ` +
        `6-player showdowns, \`resolveShowdown\` on strings ${peerBest(ps, 'decklet resolveShowdown (strings)')}. The fastest peer is the one with the highest median; the ratio is the median of the per-round ratios to it.`,
    )
  }
  const views = viewsHeadline(byId.get('view-cost'))
  if (views !== null) out.push(views)
  const scaling = byId.get('scaling')
  const two = scaling?.rows.find((r) => r.name === 'decklet, 2 worker threads')
  const reducerTwo = scaling?.rows.find((r) => r.name === 'hand-made reducer (no engine), 2 worker threads')
  if (two?.ratio)
    out.push(
      `**Scaling**: 2 worker threads play decklet's simulation ${formatRatio(two.ratio)} as fast as one` +
        `${reducerTwo?.ratio ? ` (the hand-made reducer's: ${formatRatio(reducerTwo.ratio)})` : ''}, on this machine's 2 cores, shared with other jobs: see the load average above.`,
    )
  return out
}

/**
 * Issue 19's two bars from the views table, per game, `'none'` / `'always'`: the acting player's view as a multiple of
 * a dispatch (the per-round ratio of the steps with the view, less one), and the session step (every player's view)
 * as a multiple of a bare dispatch; `null` without the table.
 */
export function viewsHeadline(table: Table | undefined): string | null {
  if (table === undefined) return null
  const games = [...new Set(table.rows.map((r) => r.name.split(': ')[0]!))]
  const pair = (game: string, what: string, value: (ratio: number) => number) =>
    (['none', 'always'] as const)
      .map((mode) => {
        const ratio = row(table, `${game}: ${what} '${mode}'`)?.ratio
        return ratio ? `${value(ratio).toFixed(2)}×` : '—'
      })
      .join(' / ')
  const viewPart = games.map((g) => `${g} ${pair(g, "dispatch + the acting player's view", (r) => 1 / r - 1)}`).join(', ')
  const stepPart = games.map((g) => `${g} ${pair(g, "dispatch + every player's view (a session step)", (r) => 1 / r)}`).join(', ')
  return (
    `**Per-player views** (issue 19, \`'none'\` / \`'always'\`): the acting player's view costs, as a multiple of a dispatch (goal: at most 1×), ${viewPart}; ` +
    `a session step (the move and every player's view) takes, as a multiple of a bare dispatch (goal: within 2×), ${stepPart}.`
  )
}

/** The benchmarks measured by hand, in files of their own that this report links to (it rewrites only this file). */
const MEASURED_BY_HAND = [
  '## 7. Measured by hand',
  '',
  '- [Multiplayer server load](benchmarks-server-load.md): `pnpm --filter @decklet/server load`, 1,000 rooms over two `@decklet/server` processes on Redis, SQLite or PostgreSQL (issue 22; on 2026-12-07 at 5 s a move: p99 20–28 ms on quiet moments, 44 ms beside a CPU-bound process, no failure).',
  '- [RLCard-style environments](benchmarks-env.md): `pnpm --filter @decklet/env bench`, one environment and vector environments on worker threads (issue 24); with `-- --rlcard`, side by side with RLCard\'s own environments in the same run (one core, 2026-12-08: UNO 4.3–5.1×, Dou Dizhu 12–22×, Hold\'em 4.5–5.2× RLCard\'s steps/s).',
  '- Before/after notes of engine work: [issue 18](benchmarks-issue-18.md), [issue 19](benchmarks-issue-19.md), [issue 20](benchmarks-issue-20.md).',
  '',
]

export function markdownReport(info: RunInfo, tables: readonly Table[], load: readonly LoadResult[], agreement: Agreement): string {
  const chart = (t: Table) => `![${t.title}](benchmarks/${t.id}.svg)`
  const section = (t: Table) => [`### ${t.title}`, '', t.description, '', markdownTable(t), '', chart(t), ''].join('\n')
  const byId = new Map(tables.map((t) => [t.id, t]))
  const pick = (...ids: string[]) => ids.map((id) => byId.get(id)).filter((t): t is Table => t !== undefined)
  const size = info.quick ? ', **quick run** (BENCH_QUICK=1: fewer rounds, shorter measurements)' : info.reduced ? ', **a reduced run** (BENCH_* settings smaller or larger than the full run)' : ''
  return [
    '# Benchmarks: decklet and its peers',
    '',
    '<!-- Generated by `pnpm bench:report` (bench/src/compare.ts); do not edit by hand. -->',
    '',
    `Measured ${info.date} on ${info.cpu} (${info.cores} cores, ${info.memoryGb} GB), Node ${info.node} (${info.platform}), NODE_ENV=${info.nodeEnv}${size}. ` +
      `decklet at commit ${info.commit}. ` +
      `${plural(info.rounds, 'round')} of ${info.timeMs} ms per measurement; load average ${info.loadBefore.toFixed(1)} before the run and ${info.loadAfter.toFixed(1)} after; the run took ${info.minutes.toFixed(1)} minutes.`,
    '',
    'How to read it: every contender of a table runs once per round, the first one rotating, and each figure is the median of its rounds with their min – max. ' +
      'The ratio column is the median of the per-round ratios to the reference of the table (or of the row\'s game, named in a "ratio to" column), measured in the same rounds — on a shared machine ratios hold much better than absolute rates, so read the ratios first. ' +
      "decklet's two validation modes are measured apart: each table with decklet rows runs twice, each time in a fresh process with the references and one mode, and each decklet row's ratio is to the reference of its own process's rounds (the \"'always' / 'none'\" notes divide the two ratios). Run in one process, the `'always'` engines' frozen states make V8 compile the shared engine and plugin code for both kinds of objects, which slowed `'none'` UNO games by about 15–20% when we tried it; a simulation that keeps to one mode does not pay that. " +
      'Every absolute figure has such a ratio to a peer, or where no usable peer exists (Dou Dizhu, Hold\'em), to a calibration measured in the same rounds, as its table says. ' +
      'Higher is better, except in the load-time and memory tables. ' +
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
    ...pick('uno-overhead-official', 'uno-overhead-rlcard', 'uno-parts', 'uno-in-turn').map(section),
    '## 3. Hand evaluation vs phe, poker-evaluator and pokersolver',
    '',
    agreementText(agreement),
    '',
    ...pick('poker-7', 'poker-5', 'poker-showdown').map(section),
    '### Load time and memory',
    '',
    `Each library loaded in a fresh Node process (plain Node, \`--expose-gc\`), then one 7-card hand evaluated; ${plural(info.loadRuns, 'round')} of one process per library, the first library rotating from round to round. ` +
      'Each figure is the median of the processes with their min – max; the ratios are medians of the per-round ratios to phe. Memory is the growth after a full garbage collection: V8 heap, memory outside the heap (buffers), and resident set size. ' +
      'Lower is better. decklet builds its lookup tables on the first evaluation, hence its first evaluation time; poker-evaluator reads its rank table file when it loads.',
    '',
    loadTable(load),
    '',
    ...pick('poker-load-time', 'poker-load-memory').flatMap((t) => [chart(t), '']),
    '## 4. Complete games and legal actions',
    '',
    ...pick('full-games', 'get-legal-actions', 'legal-actions').map(section),
    '## 5. Scaling on worker threads',
    '',
    ...pick('scaling').map(section),
    '## 6. Per-player views',
    '',
    ...pick('view-cost', 'view-rl-step').map(section),
    ...MEASURED_BY_HAND,
  ].join('\n')
}
