import { GameEngine } from '@decklet/core'
import { createHoldemPlugin, formatHandHistory, getHoldemState } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { botAction } from './bots'

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay']

/** Plays a 6-max no-limit session between bots and returns each hand's history and the final stacks. */
export function playSession(seed: number, hands = 10): { histories: string[]; stacks: Record<string, number> } {
  const engine = new GameEngine({ seed })
    .use(StandardDeckPlugin)
    .use(PokerRulesPlugin)
    .use(createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 200, maxHands: hands }))
  engine.createGame({ players: NAMES.map((name) => ({ id: name.toLowerCase(), name })) }).start()
  const histories: string[] = []
  engine.subscribe('HAND_ENDED', () => histories.push(formatHandHistory(engine.getState())))
  while (engine.getState().status === 'playing') {
    const result = engine.dispatch(botAction(engine, engine.getState().currentPlayerId!))
    if (!result.ok) throw new Error(`bot action refused: ${result.denyCode} ${result.denyReason ?? result.error}`)
  }
  return { histories, stacks: getHoldemState(engine.getState()).stacks }
}
