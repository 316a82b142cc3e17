// Tournaments of the search bot against the rule bot and the random bot, for the README:
//   node scripts/searchTournament.mjs <game> [games] [iterations] [determinizations] [against]
// after `pnpm build` (it runs the build in dist/). game: uno (official rules, one hand), uno-rlcard, doudizhu
// (rlcard profile), holdem (one hand), holdem-session (heads-up, 10 hands); against: rule, random or both (the
// default). The search bot sits in every seat in turn, `games` games per seating. Printed: its wins with the 95%
// Wilson interval; the fair share (what a rule bot wins in the same seats against the same opponents on the same
// seeds); for 2 players the ties and its share of the decisive games (Wilson); for Hold'em the chips it won per
// hand with a 95% normal interval; its thinking time per decision (two or more legal actions).
import { GameEngine } from '@decklet/core'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { createDoudizhuBot, createHoldemBot, createRandomBot, createUnoBot, PolicyBotController, runTournament, searchPolicy, wilsonInterval } from '../dist/index.js'

const [game = 'uno', gamesText = '100', iterationsText = '400', determinizationsText = '8', against = 'both'] = process.argv.slice(2)
const games = Number(gamesText)
const iterations = Number(iterationsText)
const determinizations = Number(determinizationsText)

const holdem = (maxHands) => () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ startingStack: 200, smallBlind: 1, bigBlind: 2, maxHands })]
const GAMES = {
  uno: { plugins: () => [createUnoPlugin({ scoring: 'single-hand' })], players: 2, rule: () => createUnoBot() },
  'uno-rlcard': { plugins: () => [createUnoPlugin({ profile: 'rlcard' })], players: 2, rule: () => createUnoBot() },
  doudizhu: { plugins: () => createDoudizhuPlugins({ profile: 'rlcard' }), players: 3, rule: () => createDoudizhuBot() },
  holdem: { plugins: holdem(1), players: 2, rule: () => createHoldemBot(), hands: 1 },
  'holdem-session': { plugins: holdem(10), players: 2, rule: () => createHoldemBot(), hands: 10 },
}
const spec = GAMES[game]
if (spec === undefined) throw new Error(`game must be one of ${Object.keys(GAMES).join(', ')}`)
const plugins = spec.plugins()
const timing = { ms: 0, decisions: 0 }
const search = (seed) => {
  const policy = searchPolicy({ plugins, iterations, determinizations, seed })
  return new PolicyBotController('search', (request) => {
    const start = performance.now()
    const action = policy(request)
    if (request.legalActions.length > 1) {
      timing.ms += performance.now() - start
      timing.decisions++
    }
    return action
  })
}
let engines = []
const makeEngine = ({ seed, players }) => {
  const engine = new GameEngine({ seed })
  for (const p of plugins) engine.use(p)
  const started = engine.createGame({ players: [...players] }).start()
  engines.push(started)
  return started
}
const ids = ['a', 'b', 'c'].slice(0, spec.players)
const pct = (x) => (100 * x).toFixed(1)

/**
 * The results of the seat under test, in every seat in turn: wins (it is among the winners), and for 2 players the
 * ties (both are: a split pot, equal stacks) and losses; for Hold'em its chips won per hand.
 */
function play(seatFactory, other) {
  engines = []
  const lineups = ids.map((testSeat, k) => ({ name: `seat ${k + 1}`, seats: Object.fromEntries(ids.map((id) => [id, id === testSeat ? seatFactory : other])) }))
  runTournament({ makeEngine, lineups, games, seed: 1 })
  let wins = 0
  let ties = 0
  const chips = []
  for (const [i, engine] of engines.entries()) {
    const id = ids[Math.floor(i / games)]
    const state = engine.getState()
    if (state.status !== 'finished') continue
    if (state.winnerIds.includes(id)) wins++
    if (spec.players === 2 && ids.every((p) => state.winnerIds.includes(p))) ties++
    if (spec.hands !== undefined) chips.push((state.variables.holdem.stacks[id] - 200) / Math.max(1, state.variables.holdem.handNumber))
  }
  return { wins, ties, total: engines.length, chips }
}

for (const [label, other] of [['rule', spec.rule], ['random', (seed) => createRandomBot(seed)]]) {
  if (against !== 'both' && against !== label) continue
  const start = performance.now()
  Object.assign(timing, { ms: 0, decisions: 0 })
  const { wins, ties, total, chips } = play(search, other)
  const seconds = (performance.now() - start) / 1000
  // Ties count as wins for both, so the fair share is measured: a rule bot in the same seats on the same deals.
  const fair = play(spec.rule, other)
  const w = wilsonInterval(wins, total)
  let line = `${game}: search (${iterations} iterations) vs ${label}: ${wins}/${total} = ${pct(w.rate)}% [${pct(w.low)}–${pct(w.high)}]; fair share ${pct(fair.wins / fair.total)}%`
  if (spec.players === 2) {
    // Without the ties, the 2-player bar is 50%.
    const d = wilsonInterval(wins - ties, total - ties)
    line += `; ${ties} ties (rule bot: ${fair.ties}), decisive games won ${wins - ties}/${total - ties} = ${pct(d.rate)}% [${pct(d.low)}–${pct(d.high)}]`
  }
  if (chips.length > 0) {
    const mean = chips.reduce((a, b) => a + b, 0) / chips.length
    const sd = Math.sqrt(chips.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, chips.length - 1))
    const half = (1.96 * sd) / Math.sqrt(chips.length)
    const fairMean = fair.chips.reduce((a, b) => a + b, 0) / Math.max(1, fair.chips.length)
    line += `; chips per hand ${mean.toFixed(2)} [${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}] (${((mean / 2) * 100).toFixed(0)} bb/100; rule bot ${fairMean.toFixed(2)})`
  }
  line += `; ${timing.decisions} decisions, ${(timing.ms / Math.max(1, timing.decisions)).toFixed(0)} ms each; ${seconds.toFixed(0)} s`
  console.log(line)
}
