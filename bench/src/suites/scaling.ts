// Benchmark 5: a many-game UNO simulation through a tinypool worker pool, with 1 and 2 threads, on decklet
// and on the hand-made reducer (the same games).
import { fileURLToPath } from 'node:url'
import { Tinypool } from 'tinypool'
import { formatRatio, roundRatio, rowOf, type Row, type Table } from '../harness'

const WORKERS = {
  decklet: fileURLToPath(new URL('../scaling/unoWorker.mjs', import.meta.url)),
  reducer: fileURLToPath(new URL('../scaling/reducerWorker.mjs', import.meta.url)),
} as const
type Side = keyof typeof WORKERS
const SIDE_NAMES: Record<Side, string> = { decklet: 'decklet', reducer: 'hand-made reducer (no engine)' }
/** Games per task: large enough that handing tasks to threads costs nothing, small enough to balance the threads. */
const TASK = 500
const THREADS = [1, 2] as const

/** Plays `games` games on a pool of `threads` threads; returns games per second (wall clock, pool start excluded). */
async function simulate(side: Side, games: number, threads: number, onGames: (n: number) => void): Promise<{ rate: number; moves: number }> {
  const pool = new Tinypool({ filename: WORKERS[side], minThreads: threads, maxThreads: threads })
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

const rowName = (side: Side, threads: number) => `${SIDE_NAMES[side]}, ${threads} worker thread${threads > 1 ? 's' : ''}`

/**
 * Runs the simulation `rounds` times on decklet and on the reducer, each with 1 and 2 threads; in each round
 * the four runs go in a rotated order. `onGames` reports finished games (for the progress bar: `games × rounds × 4`).
 */
export async function scalingTable(games: number, rounds: number, onGames: (n: number) => void): Promise<Table> {
  const runs = (['decklet', 'reducer'] as const).flatMap((side) => THREADS.map((threads) => ({ side, threads })))
  const samples = new Map<string, number[]>(runs.map((r) => [rowName(r.side, r.threads), []]))
  const movesPerGame: Record<Side, number> = { decklet: 0, reducer: 0 }
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const { side, threads } = runs[(round + k) % runs.length]!
      const { rate, moves } = await simulate(side, games, threads, onGames)
      samples.get(rowName(side, threads))!.push(rate)
      movesPerGame[side] = moves / games
    }
  }
  if (Math.abs(movesPerGame.decklet - movesPerGame.reducer) > 1e-9) throw new Error(`the simulations played different games: ${movesPerGame.decklet} and ${movesPerGame.reducer} moves a game`)
  const rows: Row[] = runs.map(({ side, threads }) => {
    const own = { name: rowName(side, threads), samples: samples.get(rowName(side, threads))! }
    const one = { name: rowName(side, 1), samples: samples.get(rowName(side, 1))! }
    const note = side === 'decklet' ? `vs the reducer on ${threads} thread${threads > 1 ? 's' : ''}: ${formatRatio(roundRatio(own, { samples: samples.get(rowName('reducer', threads))! }))}` : undefined
    return rowOf(own.name, own.samples, one, note)
  })
  return {
    id: 'scaling',
    title: `UNO simulation of ${games.toLocaleString('en-US')} games on a worker pool (games/s)`,
    unit: 'games/s',
    description:
      `${games.toLocaleString('en-US')} complete UNO games (official rules to the first player out, 4 players, a bot that plays when it can; ${movesPerGame.decklet.toFixed(0)} moves a game) ` +
      `split into tasks of ${TASK} games on a [tinypool](https://github.com/tinylibs/tinypool) pool of 1 and of 2 worker threads, played by decklet (\`'none'\`, \`src/scaling/unoWorker.mjs\`) and by the hand-made reducer (\`src/scaling/reducerWorker.mjs\`): the same games, seed by seed. ` +
      `${rounds} round${rounds > 1 ? 's' : ''} of the four runs, in a rotated order; wall-clock time from the first task to the last result, after each thread has loaded its code and played 50 games. ` +
      "The ratio is each side's speed-up over its own one-thread run of the same round (what the second thread adds); the notes give decklet against the reducer with the same threads, also per round. The reducer shows how much of a second core this shared machine gives at all.",
    rows,
    ratioLabel: 'the same side on one worker thread',
  }
}
