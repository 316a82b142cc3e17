// Tournaments of the search bot against the rule bot and the random bot, for the README: node
// scripts/searchTournament.mjs [game] [games] [iterations] after `pnpm build` (it runs the build in dist/).
// Each pairing plays `games` games per seat order; the figures are the search bot's wins with 95% Wilson intervals.
import { GameEngine } from '@decklet/core'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { createDoudizhuBot, createHoldemBot, createRandomBot, createSearchBot, createUnoBot, runTournament, wilsonInterval } from '../dist/index.js'

const [game = 'uno', gamesText = '100', iterationsText = '300'] = process.argv.slice(2)
const games = Number(gamesText)
const iterations = Number(iterationsText)

const GAMES = {
  uno: { plugins: () => [createUnoPlugin({ scoring: 'single-hand' })], players: 2, rule: () => createUnoBot() },
  'uno-rlcard': { plugins: () => [createUnoPlugin({ profile: 'rlcard' })], players: 2, rule: () => createUnoBot() },
  doudizhu: { plugins: () => createDoudizhuPlugins({ profile: 'rlcard' }), players: 3, rule: () => createDoudizhuBot() },
  holdem: { plugins: () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ startingStack: 100, maxHands: 1 })], players: 2, rule: () => createHoldemBot() },
}
const spec = GAMES[game]
if (spec === undefined) throw new Error(`game must be one of ${Object.keys(GAMES).join(', ')}`)
const plugins = spec.plugins()
const search = (seed) => createSearchBot({ plugins, iterations, seed })
const makeEngine = ({ seed, players }) => {
  const engine = new GameEngine({ seed })
  for (const p of plugins) engine.use(p)
  return engine.createGame({ players: [...players] }).start()
}
const ids = ['a', 'b', 'c'].slice(0, spec.players)

for (const [label, other] of [['rule', spec.rule], ['random', (seed) => createRandomBot(seed)]]) {
  // The search bot in every seat in turn, the others the opponent bot.
  const lineups = ids.map((searchSeat, k) => ({
    name: `search in seat ${k + 1}`,
    seats: Object.fromEntries(ids.map((id) => [id, id === searchSeat ? search : other])),
  }))
  const start = performance.now()
  const report = runTournament({ makeEngine, lineups, games, seed: 1 })
  let wins = 0
  let total = 0
  for (const [k, lineup] of report.lineups.entries()) {
    const seat = lineup.seats.find((s) => s.playerId === ids[k])
    wins += seat.wins
    total += seat.games
  }
  const w = wilsonInterval(wins, total)
  const fair = game === 'doudizhu' ? 'landlord 1 seat in 3' : '50%'
  console.log(`${game}: search (${iterations} iterations) vs ${label}: ${wins}/${total} = ${(100 * w.rate).toFixed(1)}% [${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)}] (fair share ${fair}), ${((performance.now() - start) / 1000).toFixed(0)} s`)
}
