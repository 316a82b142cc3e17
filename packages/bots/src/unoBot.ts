import type { Action } from '@decklet/core'
import type { UnoAction, UnoActionInit } from '@decklet/plugin-uno'
import { ownHand, payloadOf, PolicyBotController, toReply, type BotPolicy, type PolicyBotOptions } from './ruleBot'

const COLORS = ['red', 'yellow', 'green', 'blue'] as const

/** The colour the bot holds most of (ties in the order red, yellow, green, blue). */
function favouriteColor(colors: readonly unknown[]): string {
  let best: string = COLORS[0]
  let bestCount = -1
  for (const c of COLORS) {
    const n = colors.filter((x) => x === c).length
    if (n > bestCount) [best, bestCount] = [c, n]
  }
  return best
}

/**
 * UNO's policy: call UNO (and catch a missed call) first; then play a card of the colour in play (number
 * cards before action cards), then a card matching by number or symbol, keeping Wilds and Wild Draw Fours
 * for last, naming the colour held most; accept a penalty rather than challenge; draw, then pass.
 *
 * @example
 * ```ts
 * const bot = new PolicyBotController('uno', unoPolicy)
 * ```
 */
export const unoPolicy: BotPolicy<UnoActionInit> = (request) => {
  const { view, playerId } = request
  // The legal actions of a UNO game are UNO's.
  const legal = request.legalActions as readonly UnoAction[]
  const byType = (type: string): UnoAction | undefined => legal.find((a) => a.type === type)
  const first = byType('DECLARE_UNO') ?? byType('CATCH_UNO')
  if (first !== undefined) return toReply(first)

  const hand = ownHand(view, playerId)
  const favourite = favouriteColor(hand.map((c) => c.color))
  const chooseColor = legal.filter((a) => a.type === 'CHOOSE_COLOR')
  if (chooseColor.length > 0) return toReply(chooseColor.find((a) => payloadOf(a).color === favourite) ?? chooseColor[0]!)

  const uno = view.variables.uno as { color?: unknown } | undefined
  const colorInPlay = uno?.color ?? null
  const inHand = new Map(hand.map((c) => [c.id, c]))
  const rank = (a: Action): number => {
    const p = payloadOf(a)
    const card = inHand.get(String(p.cardId))
    const kind = card?.kind
    if (kind === 'wild4') return 40
    if (kind === 'wild') return 30
    const sameColor = card?.color === colorInPlay
    return (sameColor ? 0 : 10) + (kind === 'number' ? 0 : 1)
  }
  const plays = legal.filter((a) => a.type === 'PLAY')
  if (plays.length > 0) {
    let best = plays[0]!
    for (const a of plays) {
      const r = rank(a) - rank(best)
      // Among equal plays, a Wild names the favourite colour.
      if (r < 0 || (r === 0 && payloadOf(a).color === favourite && payloadOf(best).color !== favourite)) best = a
    }
    return toReply(best)
  }
  const fallback = byType('ACCEPT') ?? byType('DRAW') ?? byType('PASS') ?? byType('CHALLENGE') ?? legal[0]
  return fallback === undefined ? null : toReply(fallback)
}

/**
 * A rule-based bot for `@decklet/plugin-uno`: matches the colour first, keeps its Wilds, calls UNO.
 *
 * @example
 * ```ts
 * const controllers = { ann: createUnoBot(), bo: createRandomBot(2) }
 * ```
 */
export function createUnoBot(options: PolicyBotOptions = {}): PolicyBotController {
  return new PolicyBotController('uno-bot', unoPolicy, options)
}
