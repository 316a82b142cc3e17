// Dou Dizhu benchmarks. Run with `pnpm bench` (builds first). Prints a markdown table.
// Rates are per CPU second of this process (process.cpuUsage), which stays meaningful on a busy machine.
import { readFileSync } from 'node:fs'
import { GameEngine, SeededRandomProvider, createAction } from '@decklet/core'
import { chooseLegalAction, createDoudizhuPlugins, legalMoves } from '../dist/index.js'

const fmt = (n) => Math.round(n).toLocaleString('en-US')
const cpuSeconds = (since) => {
  const c = process.cpuUsage(since)
  return (c.user + c.system) / 1e6
}

/** Runs `fn` (returning how many units it did) for about `seconds` of CPU after a warm-up; units per CPU second. */
function measure(fn, seconds = 2) {
  const warm = process.cpuUsage()
  while (cpuSeconds(warm) < 0.3) fn()
  let units = 0
  const start = process.cpuUsage()
  while (cpuSeconds(start) < seconds) units += fn()
  return units / cpuSeconds(start)
}

// 1. legal-move generation over the 800 shared vectors
const vectors = readFileSync(new URL('../src/__fixtures__/doudizhu-moves.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
const legalRate = (profile) =>
  measure(() => {
    for (const v of vectors) legalMoves(v.hand, v.rival, { profile })
    return vectors.length
  })

// 2. random legal play of complete deals, engine in validationMode 'none'
const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }]
let actionsPerDeal = 0
function dealRate(options, { viaEngine = false } = {}) {
  const plugins = createDoudizhuPlugins(options)
  const rng = new SeededRandomProvider(12345)
  const choose = (n) => rng.int(0, n - 1)
  let seed = 1
  let actions = 0
  let deals = 0
  const rate = measure(() => {
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
        action = chooseLegalAction(state, pid, choose, options)
      }
      const result = engine.dispatch(createAction(action))
      if (!result.ok) throw new Error(`refused: ${result.denyCode ?? result.error}`)
      actions++
    }
    engine.destroy()
    deals += options.deals ?? 1
    return options.deals ?? 1
  })
  actionsPerDeal = actions / deals
  return rate
}

const rows = []
rows.push(['legal moves over the 800 vectors, standard', legalRate('standard'), 'positions/s', 300_000])
rows.push(['legal moves over the 800 vectors, douzero', legalRate('douzero'), 'positions/s', 300_000])
rows.push(['random deals, none, `chooseLegalAction`, matches of 20 deals', dealRate({ deals: 20 }), 'deals/s', 3_000])
const perDeal = actionsPerDeal
rows.push(['random deals, none, `chooseLegalAction`, a new engine per deal', dealRate({}), 'deals/s', null])
rows.push(['random deals, none, `getLegalActions`, matches of 20 deals', dealRate({ deals: 20 }, { viaEngine: true }), 'deals/s', null])
rows.push(['random deals, none, `chooseLegalAction`, rlcard, matches of 20 deals', dealRate({ profile: 'rlcard', deals: 20 }), 'deals/s', null])

console.log(`Node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString().slice(0, 10)}; ${perDeal.toFixed(1)} actions a random deal\n`)
console.log('| benchmark | rate | unit | target | met |')
console.log('| --- | ---: | --- | ---: | :---: |')
for (const [name, rate, unit, target] of rows) {
  console.log(`| ${name} | ${fmt(rate)} | ${unit} | ${target === null ? '—' : fmt(target)} | ${target === null ? '' : rate >= target ? 'yes' : 'no'} |`)
}
