import { GameEngine } from '@decklet/core'
import { createUnoPlugin, type UnoOptions } from '@decklet/plugin-uno'
import { playOut, randomPolicy } from './bots'

/** Mean actions per game and how often the first player to act wins, over seeded games of random legal play. */
export function statistics(options: UnoOptions, players: number, games: number, firstSeed = 1) {
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
