// How much the run measures, from the environment: the full run by default, BENCH_QUICK=1 for a short one,
// and BENCH_ROUNDS, BENCH_TIME_MS, BENCH_WARMUP_MS, BENCH_LOAD_RUNS, BENCH_SIM_GAMES, BENCH_SIM_ROUNDS and
// BENCH_SHOWDOWNS to set each part (a smoke run of the whole script, or a longer look at one noisy table).

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
  }
}

/** True when any setting differs from the full run's: the report then says it is not the full run. */
export function isReduced(s: BenchSettings): boolean {
  const full = benchSettings({})
  return (Object.keys(full) as (keyof BenchSettings)[]).some((k) => k !== 'quick' && s[k] !== full[k])
}
