// Benchmark 5: a many-game UNO simulation through a tinypool worker pool, with 1 and 2 threads.
import { fileURLToPath } from 'node:url'
import { Tinypool } from 'tinypool'
import { median, type Row, type Table } from '../harness'

const WORKER = fileURLToPath(new URL('../scaling/unoWorker.mjs', import.meta.url))
/** Games per task: large enough that handing tasks to threads costs nothing, small enough to balance the threads. */
const TASK = 500

/** Plays `games` games on a pool of `threads` threads; returns games per second (wall clock, pool start excluded). */
async function simulate(games: number, threads: number, onGames: (n: number) => void): Promise<{ rate: number; moves: number }> {
  const pool = new Tinypool({ filename: WORKER, minThreads: threads, maxThreads: threads })
  // Warm-up: each thread loads the packages and plays a few games before the clock starts.
  await Promise.all(Array.from({ length: threads }, (_, i) => pool.run({ firstSeed: 1_000_000_000 + i * 100, count: 50 })))
  let moves = 0
  const start = performance.now()
  const tasks: Promise<void>[] = []
  for (let first = 0; first < games; first += TASK) {
    const count = Math.min(TASK, games - first)
    tasks.push(
      pool.run({ firstSeed: first + 1, count }).then((r: { games: number; moves: number }) => {
        moves += r.moves
        onGames(r.games)
      }),
    )
  }
  await Promise.all(tasks)
  const seconds = (performance.now() - start) / 1000
  await pool.destroy()
  return { rate: games / seconds, moves }
}

/**
 * Runs the simulation `rounds` times with 1 and 2 threads, alternating which goes first. `onGames` reports
 * finished games (for the progress bar).
 */
export async function scalingTable(games: number, rounds: number, onGames: (n: number) => void): Promise<Table> {
  const threads = [1, 2]
  const samples = new Map<number, number[]>(threads.map((t) => [t, []]))
  let movesPerGame = 0
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? threads : [...threads].reverse()
    for (const t of order) {
      const { rate, moves } = await simulate(games, t, onGames)
      samples.get(t)!.push(rate)
      movesPerGame = moves / games
    }
  }
  const one = samples.get(1)!
  const rows: Row[] = threads.map((t) => {
    const own = samples.get(t)!
    return {
      name: `decklet, ${t} worker thread${t > 1 ? 's' : ''}`,
      samples: own,
      median: median(own),
      min: Math.min(...own),
      max: Math.max(...own),
      ratio: median(own.map((rate, i) => rate / one[i]!)),
      ratioTo: 'decklet, 1 worker thread',
    }
  })
  return {
    id: 'scaling',
    title: `UNO simulation of ${games.toLocaleString('en-US')} games on a worker pool (games/s)`,
    unit: 'games/s',
    description:
      `decklet only: ${games.toLocaleString('en-US')} complete UNO games (official rules to the first player out, 4 players, a bot that plays when it can, 'none'; ${movesPerGame.toFixed(0)} moves a game) ` +
      `split into tasks of ${TASK} games on a [tinypool](https://github.com/tinylibs/tinypool) pool of 1 and then 2 worker threads (${rounds} run${rounds > 1 ? 's' : ''} each, alternating which goes first); ` +
      'wall-clock time from the first task to the last result, after each thread has loaded the packages and played 50 games. The ratio is the speed-up over one thread.',
    rows,
    ratioLabel: 'one worker thread',
    deckletOnly: true,
  }
}
