import { GameEngine, type GameEvent } from '@decklet/core'
import { MatchPlugin, type MatchAction } from './matchPlugin'

/** Plays one game of Match between bots that take the first legal action. */
export function playGame(seed: number, onEvent?: (event: GameEvent) => void): GameEngine<MatchAction> {
  let now = Date.UTC(2026, 0, 1)
  const engine = new GameEngine<MatchAction>({ seed, clock: () => (now += 1000) })
  if (onEvent) engine.subscribeAll(onEvent)
  engine
    .use(MatchPlugin)
    .createGame({
      players: [
        { id: 'p1', name: 'Alice' },
        { id: 'p2', name: 'Bob' },
        { id: 'p3', name: 'Carol' },
      ],
    })
    .start()
  while (engine.getState().status === 'playing') {
    const player = engine.getState().currentPlayerId!
    const [move] = engine.getLegalActions(player)
    if (!move) throw new Error(`${player} has no legal action`)
    const result = engine.dispatch(move)
    if (!result.ok) throw new Error(`${move.type} was refused: ${result.denyReason}`)
  }
  return engine
}
