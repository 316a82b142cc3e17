// Complete UNO games between random legal players, per second. Run with `pnpm bench` (builds first).
// Prints a markdown table (paste it into README.md): games and moves per second of wall-clock time (the
// measure of the target: one process), and games per CPU second of the process (process.cpuUsage, which
// also counts the garbage collector's helper threads and moves less when other jobs share the machine).
import os from 'node:os'
import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { createUnoPlugin, playersToAct } from '../dist/index.js'

const PLAYERS = [1, 2, 3, 4].map((seat) => ({ id: `p${seat}`, name: `Player ${seat}`, seat }))
const TARGET = 5_000
const loadBefore = os.loadavg()[0].toFixed(2)
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const cpuSeconds = (since) => {
  const c = process.cpuUsage(since)
  return (c.user + c.system) / 1e6
}

/**
 * One complete game: each step, one legal action picked at random (one random number per step) is
 * dispatched. `fast`: the action comes from the plugin API's `chooseLegalAction` (which reuses the plugin
 * instance's lists); otherwise from the lists of
 * `engine.getLegalActions` of every player who may act (the same action for the same random number).
 * `preferPlay`: a player who may do anything else does not draw or pass.
 */
function playGame(plugin, mode, seed, fast, preferPlay, players) {
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
  engine.use(plugin).createGame({ players }).start()
  const random = new SeededRandomProvider(seed)
  const choose = (n) => Math.floor(random.next() * n)
  const options = { preferPlay }
  let moves = 0
  for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
    let action
    if (fast) action = plugin.api.chooseLegalAction(state, choose, options)
    else {
      let legal = []
      for (const id of playersToAct(state)) for (const a of engine.getLegalActions(id)) legal.push(a)
      if (preferPlay && legal.some((a) => a.type === 'DRAW' || a.type === 'PASS')) {
        const plays = legal.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
        if (plays.length > 0) legal = plays
      }
      action = legal[choose(legal.length)]
    }
    const result = engine.dispatch(action)
    if (!result.ok) throw new Error(`refused ${JSON.stringify(result.action)}: ${result.denyCode ?? result.error}`)
    moves++
  }
  engine.destroy()
  return moves
}

function measure(name, plugin, mode, fast, preferPlay, players = PLAYERS) {
  // BENCH_ONLY=none (or any part of a row's name or mode) measures only the matching rows.
  const only = process.env.BENCH_ONLY
  if (only && !`${name} ${mode}`.includes(only)) return null
  for (let i = 0; i < 30; i++) playGame(plugin, mode, 1_000_000 + i, fast, preferPlay, players) // warm-up
  let games = 0
  let moves = 0
  const start = process.cpuUsage()
  const wallStart = performance.now()
  while (games % 8 !== 0 || cpuSeconds(start) < seconds) {
    moves += playGame(plugin, mode, games + 1, fast, preferPlay, players)
    games++
  }
  const s = cpuSeconds(start)
  const wall = (performance.now() - wallStart) / 1000
  return { name, mode, games: games / s, wallGames: games / wall, moves: moves / s, wallMoves: moves / wall, perGame: moves / games }
}

const official = createUnoPlugin({ scoring: 'single-hand' })
const match = createUnoPlugin()
const rlcard = createUnoPlugin({ profile: 'rlcard' })
const PLAYS = 'bot that plays when it can'
const rows = []
for (const mode of ['none', 'always']) {
  rows.push(measure(`official hand, ${PLAYS}, \`chooseLegalAction\``, official, mode, true, true))
  rows.push(measure(`official hand, ${PLAYS}, \`getLegalActions\``, official, mode, false, true))
  rows.push(measure('official hand, uniform random, `chooseLegalAction`', official, mode, true, false))
  rows.push(measure(`official match to 500, ${PLAYS}, \`chooseLegalAction\``, match, mode, true, true))
  rows.push(measure('rlcard profile, 2 players, uniform random, `chooseLegalAction`', rlcard, mode, true, false, PLAYERS.slice(0, 2)))
}

const fmt = (n) => Math.round(n).toLocaleString('en-US')
const load = () => os.loadavg()[0].toFixed(2)
console.log(`Measured Node ${process.version}, ${process.platform}/${process.arch}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore} before, ${load()} after:\n`)
console.log('| game (4 players unless said) | validation | games/s | games per CPU second | moves/s | moves/game | target ≥ 5,000 games/s |')
console.log('| --- | --- | ---: | ---: | ---: | ---: | :---: |')
for (const r of rows.filter((row) => row !== null)) {
  // The issue's measure: games per second of one process (wall clock). The CPU rate also counts V8's helper threads.
  const target = r.mode === 'none' && r.name.startsWith(`official hand, ${PLAYS}`) ? (r.wallGames >= TARGET ? 'met' : 'not met') : ''
  console.log(`| ${r.name} | ${r.mode} | ${fmt(r.wallGames)} | ${fmt(r.games)} | ${fmt(r.wallMoves)} | ${fmt(r.perGame)} | ${target} |`)
}
