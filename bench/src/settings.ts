// How much the run measures, from the environment: the full run by default, BENCH_QUICK=1 for a short one,
// and BENCH_ROUNDS, BENCH_TIME_MS, BENCH_WARMUP_MS, BENCH_LOAD_RUNS, BENCH_SIM_GAMES, BENCH_SIM_ROUNDS and
// BENCH_SHOWDOWNS to set each part (a smoke run of the whole script, or a longer look at one noisy table);
// BENCH_ONLY=views,full-games runs only those parts (no report is written from such a run).

/** The parts of the run, in the order it measures them (BENCH_ONLY names some of them). */
export const BENCH_PARTS = ['engine', 'uno-overhead', 'poker', 'full-games', 'scaling', 'views'] as const
export type BenchPart = (typeof BENCH_PARTS)[number]

/** Everything the run's size depends on. */
export interface BenchSettings {
  readonly quick: boolean
  readonly rounds: number
  /** Time per measurement, in milliseconds. */
  readonly timeMs: number
  /** Warm-up per contender, in milliseconds. */
  readonly warmupMs: number
  /** Fresh processes per library for load time and memory. */
  readonly loadRuns: number
  /** Games of the worker-thread simulation, and how many times each pool plays them. */
  readonly simGames: number
  readonly simRounds: number
  /** Seeded showdowns every poker library must agree on before timing. */
  readonly agreementShowdowns: number
  /** The parts to run (BENCH_ONLY); `null`: all of them. */
  readonly only: readonly BenchPart[] | null
}

function parts(raw: string | undefined): readonly BenchPart[] | null {
  if (raw === undefined || raw === '') return null
  const names = raw.split(',').map((n) => n.trim())
  for (const n of names) if (!(BENCH_PARTS as readonly string[]).includes(n)) throw new TypeError(`BENCH_ONLY names parts among ${BENCH_PARTS.join(', ')}, got '${n}'`)
  return names as BenchPart[]
}

function integer(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new TypeError(`${name} must be an integer of at least ${min}, got '${raw}'`)
  return n
}

/** The settings for `env` (process.env): each variable overrides the full or quick default. */
export function benchSettings(env: Readonly<Record<string, string | undefined>>): BenchSettings {
  const quick = env.BENCH_QUICK === '1'
  return {
    quick,
    rounds: integer(env, 'BENCH_ROUNDS', quick ? 3 : 7),
    timeMs: integer(env, 'BENCH_TIME_MS', quick ? 150 : 400),
    warmupMs: integer(env, 'BENCH_WARMUP_MS', quick ? 100 : 300, 0),
    loadRuns: integer(env, 'BENCH_LOAD_RUNS', quick ? 3 : 7),
    simGames: integer(env, 'BENCH_SIM_GAMES', quick ? 10_000 : 100_000),
    simRounds: integer(env, 'BENCH_SIM_ROUNDS', quick ? 1 : 2),
    agreementShowdowns: integer(env, 'BENCH_SHOWDOWNS', quick ? 5_000 : 50_000),
    only: parts(env.BENCH_ONLY),
  }
}

/** True when any setting differs from the full run's: the report then says it is not the full run. */
export function isReduced(s: BenchSettings): boolean {
  const full = benchSettings({})
  return (Object.keys(full) as (keyof BenchSettings)[]).some((k) => k !== 'quick' && s[k] !== full[k])
}

/** Whether the run measures `part`. */
export function runs(s: BenchSettings, part: BenchPart): boolean {
  return s.only === null || s.only.includes(part)
}
