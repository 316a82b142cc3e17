// Complete Hold'em hands between random legal players, per second. Run with `pnpm bench` (builds first).
// Prints a markdown table (paste it into README.md): hands per second of wall time, and per second of this
// process's CPU time (steadier on a machine shared with other jobs).
import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createHoldemPlugin, getHoldemState } from '../dist/index.js'

const TARGET = 20_000
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const players = (n) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, seat: i + 1 }))

/**
 * One session of random legal play (stacks of 100 big blinds, `hands` hands at most): at each step the
 * player to act asks getLegalActions and dispatches one at random. Returns the hands played.
 */
function playSession(options, mode, seed, seats, hands) {
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
  engine.use(StandardDeckPlugin).use(PokerRulesPlugin).use(createHoldemPlugin({ ...options, maxHands: hands }))
  engine.createGame({ players: players(seats) }).start()
  const random = new SeededRandomProvider(seed)
  let state = engine.getState()
  while (state.status === 'playing') {
    const legal = engine.getLegalActions(state.currentPlayerId)
    const result = engine.dispatch(legal[Math.floor(random.next() * legal.length)])
    if (!result.ok) throw new Error(`refused ${JSON.stringify(result.action)}: ${result.denyCode ?? result.error}`)
    state = engine.getState()
  }
  const played = getHoldemState(state).handNumber
  engine.destroy()
  return played
}

function measure(name, options, mode, seats, target) {
  preloadTables()
  for (let i = 0; i < 300; i++) playSession(options, mode, 1_000_000 + i, seats, 50) // warm-up
  let hands = 0
  let seed = 1
  const start = performance.now()
  const cpu = process.cpuUsage()
  while (performance.now() - start < seconds * 1000) hands += playSession(options, mode, seed++, seats, 50)
  const perSecond = hands / ((performance.now() - start) / 1000)
  const used = process.cpuUsage(cpu)
  const perCpuSecond = hands / ((used.user + used.system) / 1e6)
  return { name, perSecond, perCpuSecond, target }
}

const rows = [
  measure("6-max no-limit Hold'em, none", {}, 'none', 6, TARGET),
  measure("6-max no-limit Hold'em, always", {}, 'always', 6, undefined),
  measure('6-max pot-limit Omaha, none', { variant: 'omaha', structure: 'pot-limit' }, 'none', 6, undefined),
  measure("heads-up no-limit Hold'em, none", {}, 'none', 2, undefined),
]
console.log(`Measured Node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| benchmark | hands/s | hands/CPU s | target | met |\n| --- | ---: | ---: | ---: | :---: |')
for (const r of rows) {
  const met = r.target === undefined ? '' : r.perSecond >= r.target ? 'yes' : 'no'
  const rate = (n) => Math.round(n).toLocaleString('en-US')
  console.log(`| ${r.name} | ${rate(r.perSecond)} | ${rate(r.perCpuSecond)} | ${r.target?.toLocaleString('en-US') ?? '—'} | ${met} |`)
}
