// Load time and memory of one evaluator, in a fresh process (run by poker.bench.mjs
// with --expose-gc): prints one JSON line.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const which = process.argv[2]
const hand = ['As', 'Kd', '7c', '7d', '2h', 'Js', '9s']

const gc = globalThis.gc ?? (() => {})
const memory = () => {
  gc()
  gc()
  const m = process.memoryUsage()
  return { heap: m.heapUsed, external: m.external + m.arrayBuffers, rss: m.rss }
}

const before = memory()
const t0 = performance.now()
let evaluate
let ours = null
let tableMs = 0
if (which === 'decklet') {
  ours = await import('../dist/index.js')
  evaluate = () => ours.evaluateHand(hand).rank
} else if (which === '@decklet/core') {
  const core = await import('@decklet/core')
  evaluate = () => core.DeckletError.name
} else if (which === 'phe') {
  const phe = require('phe')
  evaluate = () => phe.evaluateCards(hand)
} else if (which === 'pokersolver') {
  const { Hand } = require('pokersolver')
  evaluate = () => Hand.solve(hand).rank
} else if (which === 'poker-evaluator') {
  const pe = require('poker-evaluator')
  evaluate = () => pe.evalHand(hand).value
} else {
  throw new Error(`unknown evaluator ${which}`)
}
const t1 = performance.now()
evaluate()
const t2 = performance.now()
if (ours) tableMs = ours.tableBuildMilliseconds()
const after = memory()
console.log(JSON.stringify({
  which,
  loadMs: t1 - t0,
  firstMs: t2 - t1,
  tableMs,
  heapMb: (after.heap - before.heap) / 2 ** 20,
  externalMb: (after.external - before.external) / 2 ** 20,
  rssMb: (after.rss - before.rss) / 2 ** 20,
}))
