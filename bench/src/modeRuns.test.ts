import { describe, expect, it } from 'vitest'
import { rowOf, type Table } from './harness'
import { measureModesApart, mergeModeTables } from './modeRuns'

const table = (rows: Table['rows']): Table => ({ id: 't', title: 'T', unit: 'x/s', description: 'from this run', rows, ratioLabel: 'the peer' })

describe('mergeModeTables', () => {
  const peerA = rowOf('peer', [10, 10, 10], null)
  const peerB = rowOf('peer', [5, 5, 5], null)
  const none = table([rowOf('peer', peerA.samples, peerA), rowOf("decklet 'none'", [20, 20, 20], peerA)])
  // The second process ran on a machine half as fast: its ratios, not its rates, are what compare.
  const always = { ...table([rowOf('peer', peerB.samples, peerB), rowOf("decklet 'always'", [2.5, 2.5, 2.5], peerB)]), description: 'other' }

  it("keeps the first run's references and description, and puts each other mode's row after its 'none' row", () => {
    const [merged] = mergeModeTables([[none], [always]])
    expect(merged!.description).toBe('from this run')
    expect(merged!.rows.map((r) => [r.name, r.median, r.ratio])).toEqual([
      ['peer', 10, 1],
      ["decklet 'none'", 20, 2],
      ["decklet 'always'", 2.5, 0.5],
    ])
  })

  it("gives the other mode's row the ratio of the two ratios to their reference", () => {
    const [merged] = mergeModeTables([[none], [always]])
    expect(merged!.rows[2]!.note).toBe("'always' / 'none': 0.25×")
    expect(merged!.rows[1]!.note).toBeUndefined()
  })

  it('refuses runs whose tables do not line up', () => {
    expect(() => mergeModeTables([[none], [{ ...always, id: 'other' }]])).toThrow(/do not line up/)
  })
})

describe('measureModesApart', () => {
  it('measures a section once per mode in child processes and merges the tables', async () => {
    let steps = 0
    const tables = await measureModesApart('uno-overhead', { rounds: 1, timeMs: 1, warmupMs: 0, onStep: () => steps++ })
    expect(tables.map((t) => t.id)).toEqual(['uno-overhead-official', 'uno-overhead-rlcard', 'uno-parts', 'uno-in-turn'])
    for (const t of tables.slice(0, 2)) {
      expect(t.rows.map((r) => r.name)).toEqual(['hand-made reducer (no engine)', "decklet plugin-uno 'none'", "decklet plugin-uno 'always'"])
      expect(t.rows[2]!.note).toMatch(/^'always' \/ 'none': /)
    }
    // Each part of the game, the reducer's then decklet's in each mode; after the move, its rules and handler.
    const who = (name: string) => name.split(':')[0]
    expect(tables[2]!.rows.map((r) => who(r.name))).toEqual([
      ...['reducer', "decklet 'none'", "decklet 'always'"],
      ...['reducer', "decklet 'none'", "decklet 'always'"],
      ...['reducer', "decklet 'none'", "decklet 'always'", "decklet 'none'", "decklet 'always'", "decklet 'none'", "decklet 'always'"],
    ])
    // One measurement per contender and round in each child: 2 tables of 2 contenders, one of 8 and one of 6, twice.
    expect(steps).toBe(36)
  }, 60_000)

  it('reports a section that does not exist as a failed run', async () => {
    await expect(measureModesApart('nothing', { rounds: 1, timeMs: 1, warmupMs: 0 })).rejects.toThrow(/no section 'nothing'/)
  }, 60_000)
})
