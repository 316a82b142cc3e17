// Hand evaluation next to phe, poker-evaluator and pokersolver, in one run. Run with
// `pnpm bench` (turbo builds the package first; this script builds nothing). Each
// round runs every contender of a group once, in a rotated order, with tinybench;
// the table shows the median of the rounds (and their min–max). BENCH_ROUNDS and
// BENCH_TIME (ms per contender per round) change the effort.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Bench } from 'tinybench'
import * as poker from '../dist/index.js'
import { hands, showdowns } from './fixture.mjs'

const require = createRequire(import.meta.url)
const phe = require('phe')
const pheEvaluate5 = require('phe/lib/evaluator5.js')
const pheEvaluate7 = require('phe/lib/evaluator7.js')
const { Hand } = require('pokersolver')
const pokerEvaluator = require('poker-evaluator')

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const TIME = Number(process.env.BENCH_TIME ?? 250)

poker.preloadTables()
const seven = hands(4096, 7)
const five = hands(4096, 5, 3)
const holdem6 = showdowns(1024, 6)
const omaha6 = showdowns(512, 6, 4, 4)

/** A contender: `run()` evaluates `per` hands (or showdowns) and returns something to keep the work alive. */
const groups = [
  {
    title: '7-card evaluation, integer path (hands/s)',
    per: seven.count,
    contenders: {
      'decklet evaluate7': () => {
        const c = seven.codes
        let sum = 0
        for (let i = 0; i < c.length; i += 7) sum += poker.evaluate7(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4], c[i + 5], c[i + 6])
        return sum
      },
      'phe evaluateCardCodes': () => {
        let sum = 0
        for (const codes of seven.pheArrays) sum += phe.evaluateCardCodes(codes)
        return sum
      },
      'phe lib/evaluator7': () => {
        const c = seven.pheCodes
        let sum = 0
        for (let i = 0; i < c.length; i += 7) sum += pheEvaluate7(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4], c[i + 5], c[i + 6])
        return sum
      },
      'poker-evaluator evalCard walk': () => {
        const c = seven.codes
        let sum = 0
        for (let i = 0; i < c.length; i += 7) {
          let p = 53
          for (let k = 0; k < 7; k++) p = pokerEvaluator.evalCard(p + c[i + k] + 1)
          sum += p
        }
        return sum
      },
    },
  },
  {
    title: '7-card evaluation, string cards (hands/s)',
    per: seven.count,
    contenders: {
      'decklet Comparator.rank': () => {
        let sum = 0
        for (const cards of seven.strings) sum += poker.Comparator.rank(cards)
        return sum
      },
      'decklet evaluateHand': () => {
        let sum = 0
        for (const cards of seven.strings) sum += poker.evaluateHand(cards).rank
        return sum
      },
      'phe evaluateCards': () => {
        let sum = 0
        for (const cards of seven.strings) sum += phe.evaluateCards(cards)
        return sum
      },
      'poker-evaluator evalHand': () => {
        let sum = 0
        for (const cards of seven.strings) sum += pokerEvaluator.evalHand(cards).value
        return sum
      },
      'pokersolver Hand.solve': () => {
        let sum = 0
        for (let i = 0; i < 256; i++) sum += Hand.solve(seven.strings[i]).rank
        return sum
      },
    },
    perOf: { 'pokersolver Hand.solve': 256 },
  },
  {
    title: '5-card evaluation (hands/s)',
    per: five.count,
    contenders: {
      'decklet evaluate5': () => {
        const c = five.codes
        let sum = 0
        for (let i = 0; i < c.length; i += 5) sum += poker.evaluate5(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4])
        return sum
      },
      'phe lib/evaluator5': () => {
        const c = five.pheCodes
        let sum = 0
        for (let i = 0; i < c.length; i += 5) sum += pheEvaluate5(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4])
        return sum
      },
      'decklet Comparator.rank (strings)': () => {
        let sum = 0
        for (const cards of five.strings) sum += poker.Comparator.rank(cards)
        return sum
      },
      'phe evaluateCards (strings)': () => {
        let sum = 0
        for (const cards of five.strings) sum += phe.evaluateCards(cards)
        return sum
      },
      'poker-evaluator evalHand (strings)': () => {
        let sum = 0
        for (const cards of five.strings) sum += pokerEvaluator.evalHand(cards).value
        return sum
      },
      'pokersolver Hand.solve (strings)': () => {
        let sum = 0
        for (let i = 0; i < 256; i++) sum += Hand.solve(five.strings[i]).rank
        return sum
      },
    },
    perOf: { 'pokersolver Hand.solve (strings)': 256 },
  },
  {
    title: "6-player Hold'em showdown, string cards (showdowns/s)",
    per: holdem6.length,
    contenders: {
      'decklet resolveShowdown': () => {
        let sum = 0
        for (const deal of holdem6) sum += poker.resolveShowdown(deal).winners.length
        return sum
      },
      'phe evaluateCards ×6': () => {
        let sum = 0
        for (const { board, holes } of holdem6) {
          const values = holes.map((hole) => phe.evaluateCards([...hole, ...board]))
          const best = Math.min(...values)
          sum += values.filter((v) => v === best).length
        }
        return sum
      },
      'poker-evaluator evalHand ×6': () => {
        let sum = 0
        for (const { board, holes } of holdem6) {
          const values = holes.map((hole) => pokerEvaluator.evalHand([...hole, ...board]).value)
          const best = Math.max(...values)
          sum += values.filter((v) => v === best).length
        }
        return sum
      },
      'pokersolver Hand.winners': () => {
        let sum = 0
        for (let i = 0; i < 64; i++) {
          const { board, holes } = holdem6[i]
          sum += Hand.winners(holes.map((hole) => Hand.solve([...hole, ...board]))).length
        }
        return sum
      },
    },
    perOf: { 'pokersolver Hand.winners': 64 },
  },
  {
    title: '6-player Omaha showdown, string cards (showdowns/s; no peer plays Omaha)',
    per: omaha6.length,
    contenders: {
      'decklet resolveShowdown omaha': () => {
        let sum = 0
        for (const deal of omaha6) sum += poker.resolveShowdown({ ...deal, variant: 'omaha' }).winners.length
        return sum
      },
      'decklet resolveShowdown omaha hi-lo': () => {
        let sum = 0
        for (const deal of omaha6) sum += poker.resolveShowdown({ ...deal, variant: 'omaha', hiLo: true }).winners.length
        return sum
      },
    },
  },
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const results = new Map()
const loadBefore = loadavg()[0]
for (let round = 0; round < ROUNDS; round++) {
  for (const group of groups) {
    const names = Object.keys(group.contenders)
    const rotated = names.map((_, i) => names[(i + round) % names.length])
    const bench = new Bench({ time: TIME, warmupTime: 50 })
    for (const name of rotated) bench.add(name, group.contenders[name])
    await bench.run()
    for (const task of bench.tasks) {
      const perSecond = (task.result.throughput?.mean ?? task.result.hz) * (group.perOf?.[task.name] ?? group.per)
      const key = `${group.title}\u0000${task.name}`
      results.set(key, [...(results.get(key) ?? []), perSecond])
    }
  }
  process.stderr.write(`round ${round + 1}/${ROUNDS}\n`)
}

// Load time and memory, each evaluator in fresh processes, median of five.
const loadScript = fileURLToPath(new URL('./load.mjs', import.meta.url))
const loads = ['decklet', '@decklet/core', 'phe', 'pokersolver', 'poker-evaluator'].map((which) => {
  const runs = Array.from({ length: 5 }, () =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', loadScript, which], { encoding: 'utf8' })),
  )
  const pick = (field) => median(runs.map((run) => run[field]))
  return { which, loadMs: pick('loadMs'), firstMs: pick('firstMs'), tableMs: pick('tableMs'), heapMb: pick('heapMb'), externalMb: pick('externalMb'), rssMb: pick('rssMb') }
})

const loadAfter = loadavg()[0]
const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3))
const med = (group, name) => median(results.get(`${group.title}\u0000${name}`))
/** The median over rounds of the ratio of two contenders measured in the same round: steadier than a ratio of medians on a busy machine. */
const ratio = (group, name, other, otherGroup = group) => {
  const a = results.get(`${group.title}\u0000${name}`)
  const b = results.get(`${otherGroup.title}\u0000${other}`)
  return median(a.map((value, round) => value / b[round]))
}
console.log(
  `Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ` +
    `${new Date().toISOString().slice(0, 10)}; ${ROUNDS} rounds, contenders alternated; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`,
)
for (const group of groups) {
  const names = Object.keys(group.contenders)
  const pheName = names.find((name) => name.startsWith('phe'))
  console.log(`**${group.title}**\n`)
  console.log(`| contender | median | min – max | ${pheName ? `vs ${pheName} (median of rounds)` : ''} |`)
  console.log('| --- | ---: | ---: | ---: |')
  for (const name of names) {
    const values = results.get(`${group.title}\u0000${name}`)
    const versus = pheName ? `${ratio(group, name, pheName).toFixed(2)}×` : ''
    console.log(`| ${name} | ${fmt(median(values))} | ${fmt(Math.min(...values))} – ${fmt(Math.max(...values))} | ${versus} |`)
  }
  console.log('')
}
console.log('**Loading (fresh process, median of 5)**\n')
console.log('| package | import | first evaluation | heap | external | RSS |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const l of loads) {
  if (l.which === '@decklet/core') {
    console.log(`| (of which @decklet/core, its peer) | ${l.loadMs.toFixed(1)} ms | | ${l.heapMb.toFixed(2)} MB | ${l.externalMb.toFixed(2)} MB | ${l.rssMb.toFixed(1)} MB |`)
    continue
  }
  const first = l.which === 'decklet' ? `${l.firstMs.toFixed(1)} ms (tables ${l.tableMs.toFixed(1)} ms)` : `${l.firstMs.toFixed(1)} ms`
  console.log(`| ${l.which} | ${l.loadMs.toFixed(1)} ms | ${first} | ${l.heapMb.toFixed(2)} MB | ${l.externalMb.toFixed(2)} MB | ${l.rssMb.toFixed(1)} MB |`)
}

const [intGroup, stringGroup, , showdownGroup] = groups
const versusPhe7 = Math.min(ratio(intGroup, 'decklet evaluate7', 'phe evaluateCardCodes'), ratio(intGroup, 'decklet evaluate7', 'phe lib/evaluator7'))
const stringVersusPhe7 = ratio(stringGroup, 'decklet Comparator.rank', 'phe lib/evaluator7', intGroup)
const stringVersusOurs = ratio(stringGroup, 'decklet Comparator.rank', 'decklet evaluate7', intGroup)
const showdownVersusPhe = ratio(showdownGroup, 'decklet resolveShowdown', 'phe evaluateCards ×6')
const check = (ok) => (ok ? 'met' : 'NOT met')
console.log('\n**Targets** (ratios: medians of the per-round ratios)\n')
console.log(`- integer 7-card path ≥ phe (both of its paths): ${versusPhe7.toFixed(2)}×: ${check(versusPhe7 >= 1)}`)
console.log(`- string path (Comparator.rank) within 3× of phe's faster integer path: ${stringVersusPhe7.toFixed(2)}× of it: ${check(stringVersusPhe7 >= 1 / 3)}`)
console.log(`- string path within 3× of our own integer path: ${stringVersusOurs.toFixed(2)}× of it: ${check(stringVersusOurs >= 1 / 3)}`)
console.log(`- 6-player Hold'em showdowns ≥ 2× phe's string path: ${showdownVersusPhe.toFixed(2)}×: ${check(showdownVersusPhe >= 2)}`)
