// The measuring loop shared by every table: contenders alternate (each round runs all of them once, the
// starting contender rotating), each measurement is repeated, and a table reports the median, the range
// and the median of the per-round ratios to a reference measured in the same rounds (ratios hold better
// than absolute rates on a shared, noisy machine).

/**
 * One thing to measure: `run()` does some work and returns how many units (moves, games, hands) it did,
 * or the units and the seconds they took when only part of the work is to be timed.
 */
export interface Contender {
  readonly name: string
  run(): number | Timed
  /** The contender whose rate each round's ratio divides by (default: the table's reference). */
  readonly ratioTo?: string
}

/** Units of work and the seconds they took. */
export interface Timed {
  readonly units: number
  readonly seconds: number
}

/** The result of one contender over all rounds (rates in units per second). */
export interface Row {
  readonly name: string
  readonly samples: readonly number[]
  readonly median: number
  readonly min: number
  readonly max: number
  /** Median of the per-round ratios to `ratioTo` (1 for the reference itself); null without a reference. */
  readonly ratio: number | null
  readonly ratioTo: string | null
  /** Extra facts about the row (moves per game, games/s, 'always' against 'none'…), shown in the table. */
  readonly note?: string
}

/** A finished table. */
export interface Table {
  readonly id: string
  readonly title: string
  readonly unit: string
  /** What was measured and how, one paragraph. */
  readonly description: string
  readonly rows: readonly Row[]
  /** Who the ratios compare with, in words ("boardgame.io's reducer", "the game's reference"). */
  readonly ratioLabel: string
  /** Times and sizes (load time, memory): the smaller, the better, and ratios read the other way. */
  readonly lowerIsBetter?: boolean
}

export interface MeasureOptions {
  readonly rounds: number
  /** Time per measurement, in milliseconds. */
  readonly timeMs: number
  /** Warm-up per contender before the first round, in milliseconds. */
  readonly warmupMs: number
  /** Called after each measurement (for the progress bar). */
  readonly onStep?: () => void
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The median of the per-round ratios of `row` to `to` (both measured in the same rounds). */
export function roundRatio(row: Pick<Row, 'samples'>, to: Pick<Row, 'samples'>): number {
  if (row.samples.length !== to.samples.length) throw new Error('rows of different runs have no per-round ratio')
  return median(row.samples.map((v, i) => v / to.samples[i]!))
}

/** A row from its samples, with the median of the per-round ratios to `to` (null: no ratio). */
export function rowOf(name: string, samples: readonly number[], to: { readonly name: string; readonly samples: readonly number[] } | null, note?: string): Row {
  return {
    name,
    samples,
    median: median(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    ratio: to === null ? null : roundRatio({ samples }, to),
    ratioTo: to === null ? null : to.name,
    ...(note === undefined ? {} : { note }),
  }
}

/** Runs `run` until `timeMs` has passed (at least once); returns units per second (of the timed part). */
function rateOf(run: () => number | Timed, timeMs: number): number {
  let units = 0
  let timed = 0
  let partial = false
  const start = performance.now()
  let elapsed = 0
  do {
    const result = run()
    if (typeof result === 'number') units += result
    else {
      partial = true
      units += result.units
      timed += result.seconds
    }
    elapsed = performance.now() - start
  } while (elapsed < timeMs)
  return units / (partial ? timed : elapsed / 1000)
}

/**
 * Measures every contender `rounds` times, alternating them, and returns the rows. `reference` names the
 * contender the ratios divide by (a contender's own `ratioTo` overrides it).
 */
export function measureContenders(contenders: readonly Contender[], reference: string | null, options: MeasureOptions): Row[] {
  for (const c of contenders) rateOf(() => c.run(), options.warmupMs)
  const samples = contenders.map(() => [] as number[])
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (round + k) % contenders.length
      samples[i]!.push(rateOf(() => contenders[i]!.run(), options.timeMs))
      options.onStep?.()
    }
  }
  return contenders.map((c, i) => {
    const to = c.ratioTo ?? reference
    const j = to === null ? -1 : contenders.findIndex((other) => other.name === to)
    return rowOf(c.name, samples[i]!, j < 0 ? null : { name: to!, samples: samples[j]! })
  })
}

/** Adds "'always' / 'none': r×" (per-round ratio) to each `'always'` row that has its `'none'` row in `rows`. */
export function withModeCost(rows: readonly Row[]): Row[] {
  return rows.map((r) => {
    if (!r.name.includes("'always'")) return r
    const none = rows.find((o) => o.name === r.name.replace("'always'", "'none'"))
    if (none === undefined) return r
    return withNote(r, `'always' / 'none': ${formatRatio(roundRatio(r, none))}`)
  })
}

/** `row` with `note` after the notes it has. */
export function withNote(row: Row, note: string): Row {
  return { ...row, note: row.note === undefined ? note : `${row.note}; ${note}` }
}

/** Numbers as the tables print them: three significant digits at most, thousands separated. */
export function formatRate(n: number): string {
  if (n >= 1000) return Math.round(n).toLocaleString('en-US')
  if (n >= 10) return n.toFixed(1)
  return n.toPrecision(3)
}

export function formatRatio(r: number | null): string {
  if (r === null) return '—'
  return `${r >= 10 ? r.toFixed(1) : r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}×`
}
