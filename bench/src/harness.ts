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
  /** Extra facts about the row (moves per game…), shown in the table. */
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
  /** Who the ratios compare with, in words ("boardgame.io's reducer", "decklet only: 'none' mode"). */
  readonly ratioLabel: string
  /** When no peer is in the table: says so in the report. */
  readonly deckletOnly?: boolean
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
    const own = samples[i]!
    const to = c.ratioTo ?? reference
    const j = to === null ? -1 : contenders.findIndex((other) => other.name === to)
    const ratio = j < 0 ? null : median(own.map((rate, round) => rate / samples[j]![round]!))
    return { name: c.name, samples: own, median: median(own), min: Math.min(...own), max: Math.max(...own), ratio, ratioTo: j < 0 ? null : to }
  })
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
