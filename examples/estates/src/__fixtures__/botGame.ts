import type { GameEngine } from '@decklet/core'
import { estatesPolicy } from '../bot'
import { runPending } from './drive'

/** Plays a started game to its end: pending work as a session does it, every offer answered by the bot's rule. */
export function playWithBots(engine: GameEngine, maxDecisions = 5_000): { readonly decisions: number } {
  let decisions = 0
  runPending(engine)
  while (engine.getState().status === 'playing') {
    if (decisions++ >= maxDecisions) throw new Error(`no end after ${maxDecisions} decisions`)
    const [playerId] = engine.getActors()
    if (playerId === undefined) throw new Error('nobody to act and no pending work in a game being played')
    const action = estatesPolicy({ playerId, legalActions: engine.getLegalActions(playerId), view: engine.getPlayerView(playerId) })
    if (action === null) throw new Error(`the bot has no answer for ${playerId}`)
    const result = engine.dispatch(action)
    if (!result.ok) throw new Error(`${action.type} was refused: ${result.denyReason ?? result.error}`)
    runPending(engine)
  }
  return { decisions }
}
