import { cpus, loadavg } from 'node:os'
import { SingleBar } from 'cli-progress'
import { Command, InvalidArgumentError, Option } from 'commander'
import { ENV_GAMES } from '../createEnv'
import type { EnvGameName } from '../types'
import { benchGame, type BenchRow } from './bench'
import { runBench } from './benchRun'
import { measureRlcard, type RlcardRate } from './rlcard'
import { selfPlay } from './selfplay'

/**
 * RLCard's environments with random agents, steps per second on these machines (the figure issue 24 gives), for a
 * bench run without `--rlcard`.
 */
const RLCARD_STEPS_PER_SECOND = 60_000

function count(text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.')
  return Number(text)
}

function workerCounts(text: string): number[] {
  const list = text.split(',').map((part) => (part === 'auto' ? cpus().length : Number(part)))
  if (list.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new InvalidArgumentError("Expected worker counts such as '1,2' or 'auto'.")
  return list
}

function workerCount(text: string): number {
  if (text === 'auto') return cpus().length
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError("Expected a whole number or 'auto'.")
  return Number(text)
}

const gameOption = (all: boolean) =>
  new Option('-g, --game <name>', 'the game').choices(all ? [...ENV_GAMES, 'all'] : [...ENV_GAMES]).default(all ? 'all' : 'uno')

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

/**
 * The bench table in Markdown. With `rlcard` (RLCard measured in the same run, by game), a column of its steps per
 * second, the best of decklet's figures on one core (this thread or one worker) ÷ it, and the best of all ÷ it;
 * without, the best ÷ the fixed figure of 60,000 steps/s. @internal
 */
export function benchTable(rows: readonly BenchRow[], rlcard?: ReadonlyMap<EnvGameName, RlcardRate>): string {
  const workers = rows[0]?.vector.map((v) => v.workers) ?? []
  const where = (w: number) => (w === 0 ? 'this thread' : `${w} worker${w === 1 ? '' : 's'}`)
  const head = [
    'game', 'createGame + start (µs)', 'reset (µs)', 'one env (steps/s)',
    ...workers.map((w) => `vector, ${where(w)}`), ...workers.map((w) => `self-play, ${where(w)}`),
    ...(rlcard === undefined ? ['best ÷ RLCard (60k)'] : ['RLCard env (steps/s)', 'one core ÷ RLCard', 'best ÷ RLCard']),
  ]
  const lines = [`| ${head.join(' | ')} |`, `| --- |${' ---: |'.repeat(head.length - 1)}`]
  for (const r of rows) {
    const rates = [...r.vector, ...r.selfPlay].map((v) => v.stepsPerSecond)
    const best = Math.max(r.singleStepsPerSecond, ...rates)
    // One core: one env, and the vector and self-play figures of this thread or of one worker.
    const oneCore = Math.max(r.singleStepsPerSecond, ...[...r.vector, ...r.selfPlay].filter((v) => v.workers <= 1).map((v) => v.stepsPerSecond))
    const theirs = rlcard?.get(r.game)
    const against = rlcard === undefined
      ? [`${(best / RLCARD_STEPS_PER_SECOND).toFixed(2)}×`]
      : theirs === undefined
        ? ['–', '–', '–']
        : [fmt(theirs.stepsPerSecond), `${(oneCore / theirs.stepsPerSecond).toFixed(2)}×`, `${(best / theirs.stepsPerSecond).toFixed(2)}×`]
    lines.push(`| ${r.game} | ${r.createGameUs.toFixed(1)} | ${r.resetUs.toFixed(1)} | ${fmt(r.singleStepsPerSecond)} | ${rates.map(fmt).join(' | ')} | ${against.join(' | ')} |`)
  }
  return lines.join('\n')
}

/**
 * The `decklet-env` command: `bench` (steps per second and reset cost) and `selfplay` (random agents play
 * N games). Returns the exit code. @internal
 */
export async function runCli(argv: readonly string[], out: (line: string) => void = (line) => console.log(line)): Promise<number> {
  let code = 0
  const progress = process.stderr.isTTY === true
  const program = new Command('decklet-env')
    .description("decklet's RLCard-style environments: benchmarks and self-play.")
    .exitOverride()
    .configureOutput({ writeOut: (s) => out(s.trimEnd()), writeErr: (s) => process.stderr.write(s) })
  program
    .command('bench')
    .description('Steps per second of each environment with random agents (one env; vector and self-play, in this thread and over workers), and a new game by createGame + start against a fast reset.')
    .addOption(gameOption(true))
    .option('-s, --seconds <n>', 'seconds per measure', count, 2)
    .option('-e, --envs <n>', 'games in the vector environment', count, 256)
    .option('-w, --workers <list>', "worker counts to measure, e.g. '1,2'", workerCounts, [1, 2])
    .option('--rlcard [python]', "also measure RLCard's environment in the same run, with this Python (default python3; needs pip install rlcard)")
    .action(async (opts: { game: EnvGameName | 'all'; seconds: number; envs: number; workers: number[]; rlcard?: string | true }) => {
      const games = opts.game === 'all' ? ENV_GAMES : [opts.game]
      const python = opts.rlcard === undefined ? null : opts.rlcard === true ? 'python3' : opts.rlcard
      const parts = 3 + 2 * (1 + opts.workers.length) + (python === null ? 0 : 1)
      const bar = progress ? new SingleBar({ format: 'bench [{bar}] {value}/{total} {part}', hideCursor: true }, undefined) : null
      bar?.start(games.length * parts, 0, { part: '' })
      let done = 0
      const run = await runBench(games, {
        rlcard: python === null ? null : (game) => measureRlcard(python, game, opts.seconds),
        decklet: (game, onProgress) => benchGame(game, { seconds: opts.seconds, numEnvs: opts.envs, workers: opts.workers }, onProgress),
        progress: (part) => bar?.update(done++, { part }),
        warn: (message) => process.stderr.write(`decklet-env bench: ${message}\n`),
      })
      bar?.update(games.length * parts, { part: 'done' })
      bar?.stop()
      if (run === null || run.rlcardFailed) code = 1
      if (run === null) return
      const { rows, rlcard } = run
      out(`Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}; random agents; ${opts.seconds} s per measure`)
      if (rlcard !== undefined && rlcard.size > 0) {
        const first = rlcard.values().next().value!
        out(`RLCard ${first.rlcard} (Python ${first.python}, numpy ${first.numpy ?? 'none'}) measured in the same run: rlcard.make(game), env.step with uniform random legal actions`)
      }
      out(benchTable(rows, rlcard))
    })
  program
    .command('selfplay')
    .description('Random agents play games in a vector environment; prints mean payoffs, win rates and speed.')
    .addOption(gameOption(false))
    .option('-n, --games <n>', 'games to play', count, 10_000)
    .option('-e, --envs <n>', 'games stepped together', count, 256)
    .option('-w, --workers <n>', "worker threads (0: this thread; 'auto': one per core)", workerCount, 0)
    .option('--seed <n>', 'the seed of the first row', (t) => Number(t), 1)
    .action(async (opts: { game: EnvGameName; games: number; envs: number; workers: number; seed: number }) => {
      const bar = progress ? new SingleBar({ format: 'selfplay [{bar}] {value}/{total} games, {eta_formatted} left', hideCursor: true }, undefined) : null
      bar?.start(opts.games, 0)
      const r = await selfPlay(opts.game, { games: opts.games, numEnvs: opts.envs, workers: opts.workers, seed: opts.seed }, (n) => bar?.update(n))
      bar?.stop()
      out(`${r.game}: ${fmt(r.games)} games, ${r.stepsPerGame.toFixed(2)} steps a game, ${fmt(r.steps / r.seconds)} steps/s, ${fmt(r.games / r.seconds)} games/s (${opts.workers === 0 ? 'this thread' : `${opts.workers} worker${opts.workers === 1 ? '' : 's'}`})`)
      out(`mean payoff by seat: ${r.meanPayoffs.map((p) => p.toFixed(3)).join(', ')}`)
      out(`win rate by seat:    ${r.winRates.map((w) => `${(100 * w).toFixed(1)}%`).join(', ')}`)
    })
  try {
    await program.parseAsync([...argv.slice(0, 2), ...(argv[2] === '--' ? argv.slice(3) : argv.slice(2))])
  } catch (e) {
    const exit = (e as { exitCode?: number; code?: string }).exitCode
    if (exit === undefined) throw e
    code = (e as { code?: string }).code === 'commander.helpDisplayed' || (e as { code?: string }).code === 'commander.version' || exit === 0 ? 0 : 2
  }
  return code
}
