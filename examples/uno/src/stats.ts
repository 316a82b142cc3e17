import { GameEngine } from '@decklet/core'
import { createUnoPlugin, type UnoPluginOptions } from '@decklet/plugin-uno'
import { playOut, randomPolicy } from './bots'

/** Mean actions per game and how often the first player to act wins, over seeded games of random legal play. */
export function statistics(options: UnoPluginOptions, players: number, games: number, firstSeed = 1) {
  const plugin = createUnoPlugin(options)
  const ids = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }))
  let actions = 0
  let firstWins = 0
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 }).use(plugin)
    engine.createGame({ players: ids }).start()
    const first = engine.getState().currentPlayerId
    actions += playOut(engine, randomPolicy, seed)
    if (engine.getState().winnerIds[0] === first) firstWins++
    engine.destroy()
  }
  return { games, meanActions: actions / games, firstPlayerWinRate: firstWins / games }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const games = Number(process.argv[2] ?? 1000)
  const rows: [string, UnoPluginOptions, number][] = [
    ['official rules, one hand, 2 players', { scoring: 'single-hand' }, 2],
    ['official rules, one hand, 4 players', { scoring: 'single-hand' }, 4],
    ['rlcard profile, 2 players', { profile: 'rlcard' }, 2],
  ]
  console.log(`Uniform random legal play, ${games} seeded games each (every legal action of every player equally likely):\n`)
  console.log('| rules | mean actions per game | first-player win rate |')
  console.log('| --- | ---: | ---: |')
  for (const [label, options, players] of rows) {
    const s = statistics(options, players, games)
    console.log(`| ${label} | ${s.meanActions.toFixed(1)} | ${(100 * s.firstPlayerWinRate).toFixed(1)}% |`)
  }
}
