import type { Card } from '@decklet/core'
import type { HoldemAction, HoldemActionInit } from '@decklet/plugin-holdem'
import { ownHand, payloadOf, PolicyBotController, toReply, zoneCards, type BotPolicy, type PolicyBotOptions } from './ruleBot'

/** How good the bot's cards are: `weak`, `made` (a pair or better using a hole card, or two high cards pre-flop) or `strong`. */
export type HoldemHandClass = 'weak' | 'made' | 'strong'

const value = (card: Card): number => Number(card.rankValue ?? 0)

/**
 * Classifies hole cards against the board. Pre-flop: a pair of tens or better or ace-king is `strong`,
 * any pair or two cards ten or higher `made`. After the flop: three of a kind or better with a hole card,
 * or two pair from both hole cards, is `strong`; a pair using a hole card `made`.
 *
 * @example
 * ```ts
 * classifyHoldemHand(holeCards, boardCards) // 'made'
 * ```
 */
export function classifyHoldemHand(hole: readonly Card[], board: readonly Card[]): HoldemHandClass {
  const holeValues = hole.map(value)
  if (board.length === 0) {
    const [a = 0, b = 0] = [...holeValues].sort((x, y) => y - x)
    if ((a === b && a >= 10) || (a === 14 && b === 13)) return 'strong'
    if (a === b || (a >= 10 && b >= 10)) return 'made'
    return 'weak'
  }
  const all = [...holeValues, ...board.map(value)]
  const count = (v: number): number => all.filter((x) => x === v).length
  const paired = [...new Set(holeValues)].filter((v) => count(v) >= 2)
  if (paired.some((v) => count(v) >= 3) || paired.length >= 2) return 'strong'
  return paired.length > 0 ? 'made' : 'weak'
}

/**
 * Hold'em's policy: raise (the smallest raise or bet offered) with a strong hand, check or call with a made
 * hand, and with a weak one check when free, call a bet of at most a big blind, fold to a bigger one. It reads
 * its own hole cards, the board and the public table only.
 *
 * @example
 * ```ts
 * const bot = new PolicyBotController('holdem', holdemPolicy)
 * ```
 */
export const holdemPolicy: BotPolicy<HoldemActionInit> = (request) => {
  const { view, playerId } = request
  // The legal actions of a Hold'em game are Hold'em's.
  const legal = request.legalActions as readonly HoldemAction[]
  const byType = (type: string): HoldemAction | undefined => legal.find((a) => a.type === type)
  const smallest = (type: string): HoldemAction | undefined => {
    const sized = legal.filter((a) => a.type === type)
    return sized.sort((a, b) => Number(payloadOf(a).amount ?? 0) - Number(payloadOf(b).amount ?? 0))[0]
  }
  const table = view.variables.holdem as { currentBet?: number; bets?: Record<string, number>; options?: { bigBlind?: number } } | undefined
  const toCall = Math.max(0, (table?.currentBet ?? 0) - (table?.bets?.[playerId] ?? 0))
  const bigBlind = table?.options?.bigBlind ?? 2
  const hand = classifyHoldemHand(ownHand(view, playerId), zoneCards(view, 'board'))
  const choice =
    hand === 'strong'
      ? (smallest('RAISE') ?? smallest('BET') ?? byType('CALL') ?? byType('CHECK'))
      : hand === 'made'
        ? (byType('CHECK') ?? byType('CALL'))
        : (byType('CHECK') ?? (toCall <= bigBlind ? byType('CALL') : undefined) ?? byType('FOLD'))
  const action = choice ?? byType('CHECK') ?? byType('CALL') ?? byType('FOLD') ?? legal[0]
  return action === undefined ? null : toReply(action)
}

/**
 * A rule-based bot for `@decklet/plugin-holdem`: checks or calls with a made hand, folds weak hands to big
 * bets, raises strong ones.
 *
 * @example
 * ```ts
 * const controllers = { ann: createHoldemBot(), bob: createRandomBot(2) }
 * ```
 */
export function createHoldemBot(options: PolicyBotOptions = {}): PolicyBotController {
  return new PolicyBotController('holdem-bot', holdemPolicy, options)
}
