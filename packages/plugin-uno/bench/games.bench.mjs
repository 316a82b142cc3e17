// Complete UNO games between random legal players, per second. Run with `pnpm bench` (builds first).
// Prints a markdown table (paste it into README.md).
import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { createUnoPlugin, playersToAct } from '../dist/index.js'

const PLAYERS = [1, 2, 3, 4].map((seat) => ({ id: `p${seat}`, name: `Player ${seat}`, seat }))
const TARGET = 5_000
const seconds = Number(process.env.BENCH_SECONDS ?? 3)

/**
 * One complete game: each step asks every player for their legal actions (getLegalActions) and
 * dispatches one at random. `preferPlay`: a player who may play a card does not draw or pass.
 */
function playGame(plugin, mode, seed, preferPlay, players) {
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 })
  engine.use(plugin).createGame({ players }).start()
  const random = new SeededRandomProvider(seed)
  let moves = 0
  while (engine.getState().status === 'playing') {
    let legal = []
    for (const id of playersToAct(engine.getState())) for (const a of engine.getLegalActions(id)) legal.push(a)
    if (preferPlay && legal.some((a) => a.type === 'DRAW' || a.type === 'PASS')) {
      const plays = legal.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
      if (plays.length > 0) legal = plays
    }
    const result = engine.dispatch(legal[Math.floor(random.next() * legal.length)])
    if (!result.ok) throw new Error(`refused ${JSON.stringify(result.action)}: ${result.denyCode ?? result.error}`)
    moves++
  }
  engine.destroy()
  return moves
}

function measure(name, plugin, mode, preferPlay, players = PLAYERS) {
  for (let i = 0; i < 20; i++) playGame(plugin, mode, 1_000_000 + i, preferPlay, players) // warm-up
  let games = 0
  let moves = 0
  const start = performance.now()
  let now = start
  while (now - start < seconds * 1000) {
    moves += playGame(plugin, mode, games + 1, preferPlay, players)
    games++
    now = performance.now()
  }
  const s = (now - start) / 1000
  return { name, mode, games: games / s, moves: moves / s, perGame: moves / games }
}

const official = createUnoPlugin({ scoring: 'single-hand' })
const match = createUnoPlugin()
const rlcard = createUnoPlugin({ profile: 'rlcard' })
const rows = []
for (const mode of ['none', 'always']) {
  rows.push(measure('official hand, bot that plays when it can', official, mode, true))
  rows.push(measure('official hand, uniform random', official, mode, false))
  rows.push(measure('official match to 500, bot that plays when it can', match, mode, true))
  rows.push(measure('rlcard profile, 2 players, uniform random', rlcard, mode, false, PLAYERS.slice(0, 2)))
}

const fmt = (n) => Math.round(n).toLocaleString('en-US')
console.log(`Measured Node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString().slice(0, 10)}:\n`)
console.log('| game (4 players unless said) | validation | games/s | moves/s | moves/game | target ≥ 5,000 games/s |')
console.log('| --- | --- | ---: | ---: | ---: | :---: |')
for (const r of rows) {
  const target = r.mode === 'none' && r.name.startsWith('official hand') ? (r.games >= TARGET ? 'met' : 'not met') : ''
  console.log(`| ${r.name} | ${r.mode} | ${fmt(r.games)} | ${fmt(r.moves)} | ${fmt(r.perGame)} | ${target} |`)
}
