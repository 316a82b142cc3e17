import type { SimpleGameEngineAction, SimpleGameEngineActionInit } from '@decklet/plugin-simple-game'
import { PolicyBotController, toReply, type BotPolicy, type PolicyBotOptions } from './ruleBot'

/**
 * The simple game's policy: play the first card of the hand (the first legal `PLAY_CARD`), else the first legal action.
 *
 * @example
 * ```ts
 * simpleGamePolicy(request) // { type: 'PLAY_CARD', payload: { cardIds: ['std-hearts-7'] } }
 * ```
 */
export const simpleGamePolicy: BotPolicy<SimpleGameEngineActionInit> = (request) => {
  // A simple game's legal actions: its PLAY_CARD, the turn plugin's END_TURN, the draw plugin's DRAW_CARD.
  const legal = request.legalActions as readonly SimpleGameEngineAction[]
  const play = legal.find((a) => a.type === 'PLAY_CARD') ?? legal[0]
  return play === undefined ? null : toReply(play)
}

/**
 * A rule-based bot for `@decklet/plugin-simple-game`: it plays the first card it holds.
 *
 * @example
 * ```ts
 * const controllers = { p1: createSimpleGameBot(), p2: createRandomBot(2) }
 * ```
 */
export function createSimpleGameBot(options: PolicyBotOptions = {}): PolicyBotController {
  return new PolicyBotController('simple-game-bot', simpleGamePolicy, options)
}
