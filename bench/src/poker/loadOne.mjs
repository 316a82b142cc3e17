// Load time and memory of one hand evaluator, in a fresh plain-Node process (no TypeScript loader, so
// nothing but the library is loaded) started with --expose-gc by the poker benchmark: imports the library,
// evaluates one 7-card hand, and prints one JSON line.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const which = process.argv[2]
const hand = ['As', 'Kd', '7c', '7d', '2h', 'Js', '9s']
const gc = globalThis.gc ?? (() => {})

function memory() {
  gc()
  gc()
  const m = process.memoryUsage()
  return { heap: m.heapUsed, external: m.external + m.arrayBuffers, rss: m.rss }
}

const before = memory()
const t0 = performance.now()
let evaluate
if (which === 'decklet') {
  const poker = await import('@decklet/plugin-poker')
  evaluate = () => poker.evaluateHand(hand).rank
} else if (which === 'phe') {
  const phe = require('phe')
  evaluate = () => phe.evaluateCards(hand)
} else if (which === 'poker-evaluator') {
  const pe = require('poker-evaluator')
  evaluate = () => pe.evalHand(hand).value
} else if (which === 'pokersolver') {
  const { Hand } = require('pokersolver')
  evaluate = () => Hand.solve(hand).rank
} else throw new Error(`unknown evaluator ${which}`)
const t1 = performance.now()
evaluate()
const t2 = performance.now()
const after = memory()
const mb = (bytes) => bytes / 2 ** 20
console.log(
  JSON.stringify({
    name: which,
    loadMs: t1 - t0,
    firstMs: t2 - t1,
    heapMb: mb(after.heap - before.heap),
    externalMb: mb(after.external - before.external),
    rssMb: mb(after.rss - before.rss),
  }),
)
