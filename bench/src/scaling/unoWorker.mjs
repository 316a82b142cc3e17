// A tinypool worker (plain JavaScript, so worker threads load no TypeScript tooling): plays `count` complete
// UNO games from `firstSeed` on, official rules to the first player out, 4 players, a bot that plays when it
// can, validationMode 'none' — the games of the UNO tables of the report.
import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { chooseLegalAction, createUnoPlugin, resolveUnoOptions } from '@decklet/plugin-uno'

const OPTIONS = { scoring: 'single-hand' }
const plugin = createUnoPlugin(OPTIONS)
const botOptions = { rules: resolveUnoOptions(OPTIONS), preferPlay: true }
const players = [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `P${i}`, seat: i }))

export default function playGames({ firstSeed, count }) {
  let moves = 0
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 })
    engine.use(plugin).createGame({ players }).start()
    const bot = new SeededRandomProvider(seed + 7)
    const choose = (n) => Math.floor(bot.next() * n)
    for (let state = engine.getState(); state.status === 'playing'; state = engine.getState()) {
      const result = engine.dispatch(chooseLegalAction(state, choose, botOptions))
      if (!result.ok) throw new Error(`UNO refused ${result.action.type}: ${result.denyCode ?? result.error}`)
      moves++
    }
    engine.destroy()
  }
  return { games: count, moves }
}
