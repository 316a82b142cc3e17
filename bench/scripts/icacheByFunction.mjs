// Where a build's UNO moves miss the instruction cache, function by function:
// `node bench/scripts/icacheByFunction.mjs <checkout> <games file> [repetitions] [rows]` replays the recorded games
// of `unoReplay.mjs record` (validation 'none') under valgrind's callgrind with its cache simulation, and names
// the JIT-compiled code callgrind sees only as addresses through the map V8 writes with `--perf-basic-prof`.
// Prints, per move in steady state (the difference between a run of 2 repetitions and one of `repetitions`, 8 by
// default), the instructions run and the level-1 instruction-cache misses of each function, and its compiled size.
// Needs valgrind (callgrind_annotate comes with it). Two checkouts side by side show which code grew.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const [root, gamesFile, repetitionsText = '8', rowsText = '30'] = process.argv.slice(2)
if (root === undefined || gamesFile === undefined) {
  console.error('usage: icacheByFunction.mjs <checkout> <games file> [repetitions] [rows]')
  process.exit(2)
}
// Two runs, of 2 and of `repetitions` repetitions: their difference leaves out start-up and most compilation.
const repetitions = Number(repetitionsText)
if (!Number.isInteger(repetitions) || repetitions < 4) throw new TypeError('repetitions: a whole number of at least 4')
const gameMoves = JSON.parse(readFileSync(gamesFile, 'utf8')).reduce((n, game) => n + game.length, 0)
const moves = (repetitions - 2) * gameMoves
const replay = fileURLToPath(new URL('./unoReplay.mjs', import.meta.url))

/** Instructions and I1 misses by function name for one run of `count` repetitions. */
function profile(count) {
  const work = mkdtempSync(join(tmpdir(), 'icache-'))
  const out = join(work, 'callgrind.out')
  const run = spawnSync(
    'valgrind',
    ['--tool=callgrind', '--cache-sim=yes', `--callgrind-out-file=${out}`, 'node', '--single-threaded', '--perf-basic-prof', replay, 'replay', resolve(root), 'none', String(count), resolve(gamesFile)],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`valgrind failed: ${run.stderr.slice(-500)}`)
  // V8 writes /tmp/perf-<pid>.map; valgrind runs node in its own process, so the pid is valgrind's.
  const mapFile = `/tmp/perf-${run.pid}.map`
  const ranges = readFileSync(mapFile, 'utf8')
    .split('\n')
    .map((line) => /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ start: parseInt(m[1], 16), size: parseInt(m[2], 16), name: m[3] }))
    .sort((a, b) => a.start - b.start)
  rmSync(mapFile)
  const codeAt = (address) => {
    let lo = 0
    let hi = ranges.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (ranges[mid].start <= address) lo = mid + 1
      else hi = mid - 1
    }
    const range = ranges[hi]
    return range !== undefined && address < range.start + range.size ? range : null
  }
  // callgrind_annotate's rows: the counts (Ir Dr Dw I1mr …), then `file:function`; JIT code is `???:0x<address>`.
  const annotated = execFileSync('callgrind_annotate', ['--threshold=100', '--sort=I1mr', out], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] })
  rmSync(work, { recursive: true })
  const byName = new Map()
  for (const line of annotated.split('\n')) {
    const at = line.indexOf('???:')
    if (at < 0) continue
    const counts = line.slice(0, at).replace(/\([^)]*\)/g, '').trim().split(/\s+/).map((x) => (x === '.' ? 0 : Number(x.replace(/,/g, ''))))
    if (counts.length < 4 || counts.some(Number.isNaN)) continue
    const symbol = line.slice(at + 4).split(/\s+/)[0].split("'")[0]
    const code = symbol.startsWith('0x') ? codeAt(parseInt(symbol, 16)) : null
    const name = code !== null ? code.name : symbol.startsWith('0x') ? '(unnamed code)' : symbol
    const row = byName.get(name) ?? { name, size: 0, ir: 0, i1: 0 }
    row.size = Math.max(row.size, code?.size ?? 0)
    row.ir += counts[0]
    row.i1 += counts[3]
    byName.set(name, row)
  }
  return byName
}

const short = profile(2)
const long = profile(repetitions)
const rows = [...long.values()].map((row) => {
  const base = short.get(row.name)
  return { ...row, ir: row.ir - (base?.ir ?? 0), i1: row.i1 - (base?.i1 ?? 0) }
})
// ICACHE_SORT=ir: rows by instructions rather than by misses.
rows.sort(process.env.ICACHE_SORT === 'ir' ? (a, b) => b.ir - a.ir : (a, b) => b.i1 - a.i1)
const total = rows.reduce((sum, row) => ({ ir: sum.ir + row.ir, i1: sum.i1 + row.i1 }), { ir: 0, i1: 0 })
console.log(`${moves} moves (${repetitions} - 2 repetitions); a move: ${(total.ir / moves).toFixed(0)} instructions, ${(total.i1 / moves).toFixed(0)} I1 misses (JIT code and builtins)`)
console.log('I1 misses | instructions | compiled bytes | function')
for (const row of rows.slice(0, Number(rowsText))) {
  console.log(`${(row.i1 / moves).toFixed(1).padStart(9)} | ${(row.ir / moves).toFixed(0).padStart(12)} | ${String(row.size || '').padStart(14)} | ${row.name.replace(/file:\/\/\S*\/packages\//, '').slice(0, 100)}`)
}
