import { describe, expect, it } from 'vitest'
import { median, type Table } from '../harness'
import { markdownReport, type RunInfo } from '../report'
import { barChart } from '../svgChart'
import { engineTables } from './engineVsBoardgameIo'
import { fullGameTables, unoOverheadTables } from './fullGames'
import { loadCosts, pokerTables, winnerAgreement } from './poker'
import { scalingTable } from './scaling'

// Quick checks that every benchmark runs to the end (each contender plays at least one unit, and the games
// check their own length and the engines' answers) and that the report renders; no timing is judged here.
const ONCE = { rounds: 1, timeMs: 1, warmupMs: 0 }

function expectMeasured(tables: readonly Table[]): void {
  for (const table of tables) {
    expect(table.rows.length).toBeGreaterThan(0)
    for (const row of table.rows) expect(row.median, `${table.id}: ${row.name}`).toBeGreaterThan(0)
  }
}

describe('the benchmarks run', () => {
  const tables: Table[] = []

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

  it('hand evaluation: every library, and all four agree on the winners', async () => {
    const result = pokerTables(ONCE)
    expectMeasured(result)
    tables.push(...result)
    const agreement = winnerAgreement(500)
    for (const n of Object.values(agreement.agreeing)) expect(n).toBe(500)
    const load = await loadCosts(1)
    expect(load.map((r) => r.name)).toEqual(['decklet', 'phe', 'poker-evaluator', 'pokersolver'])
  })

  it('scaling: games on a pool of 1 and 2 worker threads', async () => {
    let games = 0
    const table = await scalingTable(200, 1, (n) => (games += n))
    expect(games).toBe(400)
    expectMeasured([table])
    tables.push(table)
  })

  it('writes one SVG bar chart per table and the Markdown report', () => {
    for (const table of tables) {
      const svg = barChart(table)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
      expect(svg.match(/<rect /g)!.length).toBe(table.rows.length + 1)
    }
    const info: RunInfo = { cpu: 'CPU', cores: 2, memoryGb: 4, node: 'v20', platform: 'linux/x64', date: '2026-01-01', quick: true, rounds: 1, timeMs: 1, loadBefore: 0, loadAfter: 0, minutes: 0, nodeEnv: 'production', commit: 'abc1234' }
    const md = markdownReport(info, tables, [], { showdowns: 1, agreeing: {}, ties: 0 })
    for (const table of tables) expect(md).toContain(`(benchmarks/${table.id}.svg)`)
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
