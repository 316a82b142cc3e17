// Measures the engine's hot path. Run with `pnpm bench` (builds first). Prints a markdown table.
import { Bench } from 'tinybench'
import { createAction } from '../dist/index.js'
import { createBenchEngine } from './fixture.mjs'

const TARGETS = {
  'trivial action, none': 1_000_000,
  'trivial action, always': 250_000,
  'move one card, none': 500_000,
}

const bench = new Bench({ time: 1500, warmupTime: 300 })
for (const mode of ['none', 'always']) {
  const trivial = createBenchEngine(mode)
  bench.add(`trivial action, ${mode}`, () => {
    trivial.dispatch(createAction({ type: 'NOOP', playerId: 'p1' }))
  })
  const move = createBenchEngine(mode)
  bench.add(`move one card, ${mode}`, () => {
    move.dispatch(createAction({ type: 'MOVE', playerId: 'p1' }))
  })
}
await bench.run()

const rows = bench.tasks.map((task) => {
  const hz = task.result.throughput?.mean ?? task.result.hz
  const target = TARGETS[task.name]
  return { name: task.name, hz, target }
})

// createSnapshot must not depend on history length: time it at two history sizes.
function snapshotCost(historySize) {
  const engine = createBenchEngine('always')
  for (let i = 0; i < historySize; i++) engine.dispatch(createAction({ type: 'NOOP' }))
  const n = 200_000
  const t0 = process.hrtime.bigint()
  for (let i = 0; i < n; i++) engine.createSnapshot()
  return Number(process.hrtime.bigint() - t0) / n
}
const snapSmall = snapshotCost(1_000)
const snapLarge = snapshotCost(200_000)

// Memory of a history of 1,000,000 actions (needs --expose-gc for a clean reading).
function historyMemory() {
  const gc = globalThis.gc ?? (() => {})
  const engine = createBenchEngine('none')
  gc()
  const before = process.memoryUsage().heapUsed
  for (let i = 0; i < 1_000_000; i++) engine.dispatch(createAction({ type: 'NOOP', playerId: 'p1' }))
  gc()
  const after = process.memoryUsage().heapUsed
  if (engine.getHistory().length !== 1_000_000) throw new Error('history length mismatch')
  return (after - before) / 1024 / 1024
}
const historyMb = historyMemory()

const fmt = (n) => Math.round(n).toLocaleString('en-US')
console.log(`Node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| benchmark | ops/s | target | met |')
console.log('| --- | ---: | ---: | :---: |')
for (const r of rows) {
  console.log(`| ${r.name} | ${fmt(r.hz)} | ${r.target ? fmt(r.target) : '—'} | ${r.target ? (r.hz >= r.target ? 'yes' : 'NO') : ''} |`)
}
console.log(`| createSnapshot, history 1,000 | ${fmt(1e9 / snapSmall)} | O(1) | |`)
console.log(`| createSnapshot, history 200,000 | ${fmt(1e9 / snapLarge)} | O(1) | ${snapLarge < snapSmall * 3 ? 'yes' : 'NO'} |`)
console.log(`| history of 1,000,000 actions | ${historyMb.toFixed(0)} MB | < 300 MB | ${historyMb < 300 ? 'yes' : 'NO'} |`)
