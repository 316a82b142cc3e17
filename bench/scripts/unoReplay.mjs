// Steady-state cost of a UNO move in one build: `node bench/scripts/unoReplay.mjs record <checkout> <games> <file>`
// records seeded UNO games (official rules, 4 players, random play that plays a card when it can) as their
// actions; `node bench/scripts/unoReplay.mjs replay <checkout> <none|always> <repetitions> <file>` creates and
// replays them `repetitions` times in one process and prints the wall-clock and CPU time a move (game creation
// included; with UNO_REPLAY_VIEWS=all, each move is followed by the four players' and the spectator's views; with
// UNO_REPLAY_VIEWS=players, by the four players' views (a session step); with UNO_REPLAY_VIEWS=actor, each move
// follows its player's view).
// Any build since aa2940a replays the same file, so two checkouts can be compared in turn, or under `valgrind
// --tool=callgrind node --single-threaded` (the difference between two repetition counts leaves out start-up and
// most compilation).
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [command, root, ...rest] = process.argv.slice(2)
if ((command !== 'record' && command !== 'replay') || root === undefined) {
  console.error('usage: unoReplay.mjs record <checkout> <games> <file> | replay <checkout> <none|always> <repetitions> <file>')
  process.exit(2)
}
const load = (pkg) => import(pathToFileURL(resolve(root, 'packages', pkg, 'dist', 'index.js')).href)
const core = await load('core')
const uno = await load('plugin-uno')
// UNO_REPLAY_GAME=rlcard (for both commands): RLCard's profile, 2 players, uniform random play; else official rules
// played to 500 points, 4 players, a card played when one can be.
const rlcard = process.env.UNO_REPLAY_GAME === 'rlcard'
const players = (rlcard ? [1, 2] : [1, 2, 3, 4]).map((seat) => ({ id: `p${seat}`, name: `P${seat}`, seat }))
const plugin = uno.createUnoPlugin(rlcard ? { profile: 'rlcard' } : {})
const newGame = (g, mode) => new core.GameEngine({ seed: g + 1, validationMode: mode, clock: () => 0 }).use(plugin).createGame({ players }).start()

if (command === 'record') {
  const [gamesText, file] = rest
  const games = []
  for (let g = 0; g < Number(gamesText); g++) {
    const engine = newGame(g, 'none')
    const random = new core.SeededRandomProvider(g + 8)
    const choose = (n) => Math.floor(random.next() * n)
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      if (!engine.dispatch(plugin.api.chooseLegalAction(state, choose, { preferPlay: !rlcard })).ok) throw new Error('a recorded move was refused')
    }
    games.push(engine.getHistory().map(({ action }) => ({ type: action.type, playerId: action.playerId, payload: action.payload })))
  }
  writeFileSync(file, JSON.stringify(games))
  console.log(`${games.length} games, ${games.reduce((n, g) => n + g.length, 0)} moves`)
} else {
  const [mode, repetitions, file] = rest
  const games = JSON.parse(readFileSync(file, 'utf8'))
  // UNO_REPLAY_VIEWS=all: after each move, every player's and the spectator's view (what a server sends);
  // UNO_REPLAY_VIEWS=actor: before each move, the view of the player making it (what a bot asks).
  // UNO_REPLAY_VIEWS=players: after each move, every player's view (what a runtime session builds).
  const allViews = process.env.UNO_REPLAY_VIEWS === 'all' || process.env.UNO_REPLAY_VIEWS === 'players'
  const withSpectator = process.env.UNO_REPLAY_VIEWS === 'all'
  const actorView = process.env.UNO_REPLAY_VIEWS === 'actor'
  let moves = 0
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  for (let r = 0; r < Number(repetitions); r++) {
    for (let g = 0; g < games.length; g++) {
      const engine = newGame(g, mode)
      // As the views benchmark asks them: the state's player ids, then the spectator, in an indexed loop.
      const viewers = withSpectator ? [...Object.keys(engine.getState().players), null] : Object.keys(engine.getState().players)
      for (const action of games[g]) {
        if (actorView) engine.getPlayerView(action.playerId)
        if (!engine.dispatch(action).ok) throw new Error(`game ${g}: a recorded move was refused`)
        if (allViews) for (let v = 0; v < viewers.length; v++) engine.getPlayerView(viewers[v])
      }
      moves += games[g].length
    }
  }
  const cpu = process.cpuUsage(cpu0)
  console.log(`${mode}: ${((performance.now() - t0) * 1e6 / moves).toFixed(0)} ns a move, CPU ${((cpu.user + cpu.system) * 1e3 / moves).toFixed(0)} ns`)
}
