import { playerHandZoneId, type Action, type Card, type PlayerView } from '@decklet/core'
import type { DoudizhuAction, DoudizhuActionInit } from '@decklet/plugin-doudizhu'
import type { DecisionRequest } from '@decklet/runtime'
import { cardAt, ownHand, payloadOf, PolicyBotController, toReply, type BotPolicy, type PolicyBotOptions, type Table } from './ruleBot'

const RANK_ORDER = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2', 'BJ', 'RJ']

/** A card's Dou Dizhu rank index (3 = 0 … 2 = 12, black joker 13, red joker 14), or -1. */
function rankOf(card: Card | undefined): number {
  if (card === undefined) return -1
  if (card.rank === 'joker') return card.color === 'black' ? 13 : card.color === 'red' ? 14 : -1
  return RANK_ORDER.indexOf(String(card.rank))
}

function rankCounts(ranks: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1)
  return counts
}

/**
 * How strong a hand is for bidding: 4 for the red joker, 3 for the black, 2 per 2, 1 per ace, 4 per bomb.
 *
 * @example
 * handStrength(['RJ', 'BJ', '2', '2', 'A'].map(...)) // 10 (ranks as indexes)
 */
export function doudizhuHandStrength(ranks: readonly number[]): number {
  let score = 0
  for (const [rank, n] of rankCounts(ranks)) {
    if (rank === 14) score += 4
    else if (rank === 13) score += 3
    else if (rank === 12) score += 2 * n
    else if (rank === 11) score += n
    if (n === 4) score += 4
  }
  return score
}

/** Order of plays: non-bombs first, then by main rank (the most repeated rank, lowest first), then longer first. @internal */
export function playKey(view: Table, action: Action): [number, number, number] {
  const ids = (payloadOf(action).cardIds as readonly string[] | undefined) ?? []
  // The cards of a play are in the hand of its player.
  const hand = action.playerId === undefined ? undefined : view.zones[playerHandZoneId(action.playerId)]
  const ranks = ids.map((id) => rankOf(hand === undefined ? undefined : cardAt(view, hand, hand.cards.indexOf(id))))
  const counts = rankCounts(ranks)
  const rocket = ranks.length === 2 && counts.has(13) && counts.has(14)
  const bomb = ranks.length === 4 && counts.size === 1
  let main = -1
  let most = 0
  for (const [rank, n] of counts) if (n > most || (n === most && rank < main)) [main, most] = [rank, n]
  return [rocket ? 2 : bomb ? 1 : 0, main, -ids.length]
}

/** Compares two {@link playKey}s. @internal */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

/**
 * Dou Dizhu's policy: bid the highest bid offered on a strong hand (strength 7 or more, see
 * {@link doudizhuHandStrength}), the lowest on a fair one (5 or more), else pass; in play, pass when the
 * last play is the partner's, else play the smallest move that beats it (bombs and the rocket last); when
 * leading, the smallest combination, longest first.
 *
 * @example
 * ```ts
 * const bot = new PolicyBotController('doudizhu', doudizhuPolicy)
 * ```
 */
export const doudizhuPolicy: BotPolicy<DoudizhuActionInit> = (request) => {
  const { view, playerId } = request
  // The legal actions of a Dou Dizhu game are Dou Dizhu's.
  const legal = request.legalActions as readonly DoudizhuAction[]
  const pass = legal.find((a) => a.type === 'PASS')
  const bids = legal.filter((a) => a.type === 'BID')
  if (bids.length > 0) {
    const strength = doudizhuHandStrength(ownHand(view, playerId).map(rankOf))
    const amount = (a: Action): number => Number(payloadOf(a).amount ?? 0)
    const sorted = [...bids].sort((a, b) => amount(a) - amount(b))
    if (strength >= 7) return toReply(sorted[sorted.length - 1]!)
    if (strength >= 5) return toReply(sorted[0]!)
    return toReply(pass ?? sorted[0]!)
  }
  const plays = legal.filter((a) => a.type === 'PLAY')
  if (plays.length > 0) {
    const dz = view.variables.doudizhu as { landlordId?: string | null; lastPlay?: { playerId: string } | null } | undefined
    const landlord = dz?.landlordId ?? null
    const last = dz?.lastPlay ?? null
    const partnerLed = pass !== undefined && last !== null && landlord !== null && playerId !== landlord && last.playerId !== landlord && last.playerId !== playerId
    if (partnerLed) return toReply(pass)
    let best = plays[0]!
    let bestKey = playKey(view, best)
    for (const a of plays) {
      const key = playKey(view, a)
      if (compareKeys(key, bestKey) < 0) [best, bestKey] = [a, key]
    }
    return toReply(best)
  }
  const other = pass ?? legal[0]
  return other === undefined ? null : toReply(other)
}

/**
 * A rule-based bot for `@decklet/plugin-doudizhu`: bids on strong hands, plays the smallest beating move,
 * passes to its partner.
 *
 * @example
 * ```ts
 * const controllers = { ann: createDoudizhuBot(), bob: createRandomBot(2), cy: createRandomBot(3) }
 * ```
 */
export function createDoudizhuBot(options: PolicyBotOptions = {}): PolicyBotController {
  return new PolicyBotController('doudizhu-bot', doudizhuPolicy, options)
}

/**
 * Dou Dizhu's timeout default, for a session whose Dou Dizhu plugin declares none: pass when passing is
 * legal (no bid, or not beating the last play), else the smallest play (leading: the lowest combination,
 * longer first, bombs and the rocket last). It reads only the player's legal actions and view, so the same
 * state always gives the same default and the game replays.
 *
 * @example
 * ```ts
 * new GameSession({ engine, controllers, defaultAction: doudizhuDefaultAction })
 * ```
 */
export function doudizhuDefaultAction(context: Pick<DecisionRequest, 'playerId' | 'legalActions' | 'view'>): DoudizhuActionInit | null {
  const { view } = context
  const legal = context.legalActions as readonly DoudizhuAction[]
  const pass = legal.find((a) => a.type === 'PASS')
  if (pass !== undefined) return toReply(pass)
  let best: DoudizhuAction | undefined
  let bestKey: [number, number, number] | undefined
  for (const a of legal) {
    if (a.type !== 'PLAY') continue
    const key = playKey(view, a)
    if (bestKey === undefined || compareKeys(key, bestKey) < 0) [best, bestKey] = [a, key]
  }
  const chosen = best ?? legal[0]
  return chosen === undefined ? null : toReply(chosen)
}
