import { describe, expect, it } from 'vitest'
import { measureContenders, median, roundRatio, rowOf, withModeCost } from './harness'
import { markdownTable, viewsHeadline } from './report'

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('per-round ratios', () => {
  it('are the median of the ratios of each round, not the ratio of the medians', () => {
    const c = { samples: [10, 20, 30] }
    const d = { samples: [20, 10, 40] }
    // Per round: 0.5, 2, 0.75 → 0.75; the medians, 20 and 20, would say 1.
    expect(roundRatio(c, d)).toBe(0.75)
    expect(median(c.samples) / median(d.samples)).toBe(1)
  })

  it('refuse samples of different lengths', () => {
    expect(() => roundRatio({ samples: [1, 2] }, { samples: [1] })).toThrow()
  })

  it("are given to each contender against its own reference, which measures 1×", () => {
    const rows = measureContenders(
      [
        { name: 'peer', run: () => 1, ratioTo: 'peer' },
        { name: "decklet 'none'", run: () => 1, ratioTo: 'peer' },
      ],
      null,
      { rounds: 2, timeMs: 1, warmupMs: 0 },
    )
    expect(rows.map((r) => [r.ratioTo, r.samples.length])).toEqual([
      ['peer', 2],
      ['peer', 2],
    ])
    expect(rows[0]!.ratio).toBe(1)
  })
})

describe("the 'always' against 'none' note", () => {
  it("is the per-round ratio of each 'always' row to the 'none' row of the same game", () => {
    const peer = rowOf('g: peer', [1, 1, 1], null)
    const none = rowOf("g: decklet 'none'", [10, 10, 10], peer)
    const always = rowOf("g: decklet 'always'", [5, 2, 5], peer)
    const [, noneOut, alwaysOut] = withModeCost([peer, none, always])
    expect(noneOut!.note).toBeUndefined()
    expect(alwaysOut!.note).toBe("'always' / 'none': 0.50×")
  })
})

describe('markdownTable', () => {
  it('names each row\'s reference when they differ, and shows notes', () => {
    const peerA = rowOf('A: peer', [2], null)
    const table = {
      id: 't',
      title: 'T',
      unit: 'x/s',
      description: '',
      ratioLabel: "the game's reference",
      rows: [rowOf('A: peer', [2], peerA), rowOf('A: decklet', [4], peerA, 'a note'), rowOf('B: calibration', [1], { name: 'B: calibration', samples: [1] })],
    }
    const lines = markdownTable(table).split('\n')
    expect(lines[0]).toBe("| contender | median | min – max | vs the game's reference | ratio to | notes |")
    expect(lines[2]).toBe('| A: peer | 2.00 | 2.00 – 2.00 | 1.00× | — |  |')
    expect(lines[1]).toBe('| --- | ---: | ---: | ---: | --- | --- |')
    // The reference without the game both rows name first.
    expect(lines[3]).toBe('| A: decklet | 4.00 | 4.00 – 4.00 | 2.00× | peer | a note |')
  })

  it('keeps the plain four columns when every row has the same reference and no notes', () => {
    const ref = rowOf('ref', [1], null)
    const table = { id: 't', title: 'T', unit: 'x/s', description: '', ratioLabel: 'ref', rows: [rowOf('ref', [1], ref), rowOf('other', [3], ref)] }
    expect(markdownTable(table).split('\n')[0]).toBe('| contender | median | min – max | vs ref |')
  })
})

describe('viewsHeadline', () => {
  it("gives each game's view cost (the step with the view, less one dispatch) and session step, from per-round ratios", () => {
    const bare = (game: string, mode: string) => rowOf(`${game}: dispatch '${mode}'`, [100, 100, 100], null)
    const rows = []
    for (const mode of ['none', 'always']) {
      const reference = bare('G', mode)
      rows.push(reference)
      // A view as long as a dispatch halves the rate; the step with every player's view at 40%: 2.5× a bare dispatch.
      rows.push(rowOf(`G: dispatch + the acting player's view '${mode}'`, [50, 50, 50], reference))
      rows.push(rowOf(`G: dispatch + every player's view (a session step) '${mode}'`, mode === 'none' ? [40, 40, 40] : [80, 80, 80], reference))
    }
    const text = viewsHeadline({ id: 'view-cost', title: '', unit: '', description: '', ratioLabel: '', rows })!
    expect(text).toContain('at most 1×), G 1.00× / 1.00×;')
    expect(text).toContain('within 2×), G 2.50× / 1.25×.')
    expect(viewsHeadline(undefined)).toBeNull()
  })
})
