import { testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import type { Table } from '../harness'
import { loadTable, markdownReport, type RunInfo } from '../report'
import { barChart } from '../svgChart'
import { engineTables } from './engineVsBoardgameIo'
import { fullGameTables, unoOverheadTables } from './fullGames'
import { loadCosts, loadTables, pokerTables, winnerAgreement, type LoadResult } from './poker'
import { scalingTable } from './scaling'

// Quick checks that every benchmark runs to the end (each contender plays at least one unit, and the games
// check their own length and the engines' answers) and that the report renders; no timing is judged here.
const ONCE = { rounds: 1, timeMs: 1, warmupMs: 0 }
/** Seeded showdowns on which every poker library must name the same winners. */
const SHOWDOWNS = testSize('BENCH_TEST_SHOWDOWNS', { quick: 500, long: 50_000 })
/** Rounds of the load measurements, each a fresh process per library: their start is what this test spends. */
const LOAD_RUNS = testSize('BENCH_TEST_LOAD_RUNS', { quick: 1, long: 7 })
/** Games of the worker-pool simulation, in tasks of 500: past one task, both threads of a two-thread pool play at once. */
const SIM_GAMES = testSize('BENCH_TEST_SIM_GAMES', { quick: 200, long: 10_000 })

function expectMeasured(tables: readonly Table[]): void {
  for (const table of tables) {
    expect(table.rows.length).toBeGreaterThan(0)
    for (const row of table.rows) expect(row.median, `${table.id}: ${row.name}`).toBeGreaterThan(0)
  }
}

describe('the benchmarks run', () => {
  const tables: Table[] = []
  let load: LoadResult[] = []

  it('engine core vs boardgame.io: the trivial move and the simple game on both', () => {
    const result = engineTables(ONCE)
    expectMeasured(result)
    tables.push(...result)
  })

  it('UNO: the plugin and the reducer, complete games, getLegalActions', () => {
    const result = [...unoOverheadTables(ONCE), ...fullGameTables(ONCE)]
    expectMeasured(result)
    tables.push(...result)
  })

  it('gives every decklet figure of the complete-game and legal-action tables a ratio to a reference of the same rounds', () => {
    for (const id of ['full-games', 'get-legal-actions']) {
      const table = tables.find((t) => t.id === id)!
      for (const row of table.rows) {
        expect(row.ratio, `${id}: ${row.name}`).not.toBeNull()
        expect(table.rows.some((r) => r.name === row.ratioTo), `${id}: ${row.name} has its reference in the table`).toBe(true)
      }
      // UNO against the reducer; Dou Dizhu and Hold'em, with no usable peer, against the calibration.
      const referenceOf = (game: string) => table.rows.find((r) => r.name.startsWith(game))!.ratioTo
      expect(referenceOf('UNO official')).toBe('UNO official, 4 players: hand-made reducer (no engine)')
      expect(referenceOf('Dou Dizhu')).toBe('Dou Dizhu, 3 players: calibration: hand-made UNO reducer, official rules')
      expect(referenceOf("Hold'em")).toBe("Hold'em no-limit, 6 players: calibration: hand-made UNO reducer, official rules")
      expect(table.description).toContain('**calibration**')
      expect(table.rows.filter((r) => r.name.includes("'always'")).every((r) => r.note?.includes("'always' / 'none'"))).toBe(true)
    }
  })

  it("reports the simple game in moves/s, with games/s in the notes", () => {
    const simple = tables.find((t) => t.id === 'engine-simple-game')!
    expect(simple.unit).toBe('moves/s')
    for (const row of simple.rows) expect(row.note).toMatch(/games\/s$/)
  })

  it('hand evaluation: every library, and all four agree on the winners', async () => {
    const result = pokerTables(ONCE)
    expectMeasured(result)
    tables.push(...result)
    const agreement = winnerAgreement(SHOWDOWNS)
    for (const n of Object.values(agreement.agreeing)) expect(n).toBe(SHOWDOWNS)
    load = await loadCosts(LOAD_RUNS)
    expect(load.map((r) => r.name)).toEqual(['decklet', 'phe', 'poker-evaluator', 'pokersolver'])
    for (const r of load) expect(r.runs).toHaveLength(LOAD_RUNS)
    const charts = loadTables(load)
    expect(charts.map((t) => t.id)).toEqual(['poker-load-time', 'poker-load-memory'])
    for (const t of charts) {
      expect(t.lowerIsBetter).toBe(true)
      expect(t.rows.find((r) => r.name === 'phe')!.ratio).toBe(1)
      for (const row of t.rows) expect(row.min).toBeLessThanOrEqual(row.max)
    }
    expectMeasured(charts.slice(0, 1))
    tables.push(...charts)
    // Median (min – max) of the processes, for every measure.
    expect(loadTable(load).split('\n')[2]).toMatch(/^\| decklet \| [\d.]+ \([\d.-]+ – [\d.-]+\) \|/)
  })

  it('scaling: the same games on a pool of 1 and 2 worker threads, on decklet and on the reducer', async () => {
    let games = 0
    const table = await scalingTable(SIM_GAMES, 1, (n) => (games += n))
    expect(games).toBe(4 * SIM_GAMES)
    expectMeasured([table])
    expect(table.rows.map((r) => r.name)).toEqual([
      'decklet, 1 worker thread',
      'decklet, 2 worker threads',
      'hand-made reducer (no engine), 1 worker thread',
      'hand-made reducer (no engine), 2 worker threads',
    ])
    expect(table.rows.map((r) => r.ratioTo)).toEqual(['decklet, 1 worker thread', 'decklet, 1 worker thread', 'hand-made reducer (no engine), 1 worker thread', 'hand-made reducer (no engine), 1 worker thread'])
    expect(table.rows[1]!.note).toMatch(/^vs the reducer on 2 threads: /)
    tables.push(table)
  })

  it('writes one SVG bar chart per table and the Markdown report', () => {
    for (const table of tables) {
      const svg = barChart(table)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
      expect(svg.match(/<rect /g)!.length).toBe(table.rows.length + 1)
    }
    const info: RunInfo = { cpu: 'CPU', cores: 2, memoryGb: 4, node: 'v20', platform: 'linux/x64', date: '2026-01-01', quick: true, reduced: true, rounds: 1, timeMs: 1, loadRuns: 2, loadBefore: 0, loadAfter: 0, minutes: 0, nodeEnv: 'production', commit: 'abc1234' }
    const md = markdownReport(info, tables, load, { showdowns: 1, agreeing: {}, ties: 0 })
    for (const table of tables) expect(md).toContain(`(benchmarks/${table.id}.svg)`)
    expect(md).toContain('2 rounds of one process per library')
    expect(md).not.toContain('decklet only')
  })
})
