// Dou Dizhu benchmarks. Run with `pnpm bench` (builds first). Prints a markdown table.
// Rates are per CPU second of this process (process.cpuUsage), which stays meaningful on a busy machine.
// BENCH_BASELINE=<a built dist/index.js of another version of this package> measures that build too, round
// for round in turn with this one in the same process (each going first every other round), so that the load
// of a shared machine falls on both alike; the table then gives both medians and the median of the per-round
// ratios. BENCH_ROUNDS (default 1, 7 with a baseline) and BENCH_SECONDS (default 2, 0.5 with a baseline) size it.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { GameEngine, SeededRandomProvider, createAction } from '@decklet/core'
import * as current from '../dist/index.js'

const baseline = process.env.BENCH_BASELINE ? await import(pathToFileURL(process.env.BENCH_BASELINE).href) : null
const rounds = Number(process.env.BENCH_ROUNDS ?? (baseline ? 7 : 1))
const seconds = Number(process.env.BENCH_SECONDS ?? (baseline ? 0.5 : 2))

const fmt = (n) => Math.round(n).toLocaleString('en-US')
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
const cpuSeconds = (since) => {
  const c = process.cpuUsage(since)
  return (c.user + c.system) / 1e6
}

/** Runs `fn` (returning how many units it did) for about `seconds` of CPU; units per CPU second. */
function measure(fn) {
  let units = 0
  const start = process.cpuUsage()
  while (cpuSeconds(start) < seconds) units += fn()
  return units / cpuSeconds(start)
}

function warm(fn) {
  const start = process.cpuUsage()
  while (cpuSeconds(start) < 0.3) fn()
}

// 1. legal-move generation over the 800 shared vectors
const vectors = readFileSync(new URL('../src/__fixtures__/doudizhu-moves.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
const legalRate = (lib, profile) => () => {
  for (const v of vectors) lib.legalMoves(v.hand, v.rival, { profile })
  return vectors.length
}

// 2. random legal play of complete deals, engine in validationMode 'none'
const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }]
const tally = { actions: 0, deals: 0 }
const dealRate = (lib, options, { viaEngine = false, count = null } = {}) => {
  const plugins = lib.createDoudizhuPlugins(options)
  const rng = new SeededRandomProvider(12345)
  const choose = (n) => rng.int(0, n - 1)
  let seed = 1
  return () => {
    const engine = new GameEngine({ seed: seed++, validationMode: 'none' })
    for (const plugin of plugins) engine.use(plugin)
    engine.createGame({ players }).start()
    for (;;) {
      const state = engine.getState()
      if (state.status === 'finished') break
      const pid = state.currentPlayerId
      let action
      if (viaEngine) {
        const legal = engine.getLegalActions(pid)
        action = legal[choose(legal.length)]
      } else {
        action = lib.chooseLegalAction(state, pid, choose, options)
      }
      const result = engine.dispatch(createAction(action))
      if (!result.ok) throw new Error(`refused: ${result.denyCode ?? result.error}`)
      if (count) count.actions++
    }
    engine.destroy()
    if (count) count.deals += options.deals ?? 1
    return options.deals ?? 1
  }
}

const rows = [
  ['legal moves over the 800 vectors, standard', (lib) => legalRate(lib, 'standard'), 'positions/s', 300_000],
  ['legal moves over the 800 vectors, douzero', (lib) => legalRate(lib, 'douzero'), 'positions/s', 300_000],
  ['random deals, none, `chooseLegalAction`, matches of 20 deals', (lib) => dealRate(lib, { deals: 20 }, { count: lib === current ? tally : null }), 'deals/s', 3_000],
  ['random deals, none, `chooseLegalAction`, a new engine per deal', (lib) => dealRate(lib, {}), 'deals/s', null],
  ['random deals, none, `getLegalActions`, matches of 20 deals', (lib) => dealRate(lib, { deals: 20 }, { viaEngine: true }), 'deals/s', null],
  ['random deals, none, `chooseLegalAction`, rlcard, matches of 20 deals', (lib) => dealRate(lib, { profile: 'rlcard', deals: 20 }), 'deals/s', null],
]

const results = []
for (const [name, make, unit, target] of rows) {
  const mine = make(current)
  const theirs = baseline ? make(baseline) : null
  warm(mine)
  if (theirs) warm(theirs)
  const rates = { mine: [], theirs: [], ratios: [] }
  for (let r = 0; r < rounds; r++) {
    if (theirs && r % 2 === 1) rates.theirs.push(measure(theirs))
    rates.mine.push(measure(mine))
    if (theirs && r % 2 === 0) rates.theirs.push(measure(theirs))
    if (theirs) rates.ratios.push(rates.mine[r] / rates.theirs[r])
  }
  results.push({ name, unit, target, rate: median(rates.mine), baseline: theirs ? median(rates.theirs) : null, ratio: theirs ? median(rates.ratios) : null })
}

const perDeal = tally.actions / tally.deals
console.log(`Node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString().slice(0, 10)}; ${perDeal.toFixed(1)} actions a random deal`)
if (baseline) console.log(`baseline ${process.env.BENCH_BASELINE}: ${rounds} rounds of ${seconds} s, in turn with this build`)
console.log('')
if (baseline) {
  console.log('| benchmark | this build | baseline | this / baseline | unit |')
  console.log('| --- | ---: | ---: | ---: | --- |')
  for (const r of results) console.log(`| ${r.name} | ${fmt(r.rate)} | ${fmt(r.baseline)} | ${r.ratio.toFixed(2)}× | ${r.unit} |`)
} else {
  console.log('| benchmark | rate | unit | target | met |')
  console.log('| --- | ---: | --- | ---: | :---: |')
  for (const r of results) {
    console.log(`| ${r.name} | ${fmt(r.rate)} | ${r.unit} | ${r.target === null ? '—' : fmt(r.target)} | ${r.target === null ? '' : r.rate >= r.target ? 'yes' : 'no'} |`)
  }
}
