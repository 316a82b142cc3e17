import { createBidAction, createDealAction, createPassAction, getDoudizhuState, legalPlays, ranksOfCards, type Rank } from '@decklet/plugin-doudizhu'
import { SeededRandomProvider, playerHandZoneId, type ActionInit, type GameEngine, type GameState } from '@decklet/core'

/** Picks the action of the player to act. */
export type Bot = (state: GameState, playerId: string, engine: GameEngine) => ActionInit

const POWER: Partial<Record<Rank, number>> = { '2': 1, BJ: 2, RJ: 3 }

/** A hand's strength for the bidding: 2s, jokers and bombs. */
export function handStrength(ranks: readonly Rank[]): number {
  let strength = 0
  const counts = new Map<Rank, number>()
  for (const r of ranks) {
    strength += POWER[r] ?? 0
    counts.set(r, (counts.get(r) ?? 0) + 1)
  }
  for (const n of counts.values()) if (n === 4) strength += 3
  return strength
}

/**
 * A simple greedy bot: deals when it is the next dealer; bids by hand strength; leads its longest combination of the lowest rank; follows with
 * the cheapest play that beats, keeping bombs and the rocket for when an opponent is about to go out; never
 * beats its partner.
 */
export const greedyBot: Bot = (state, playerId) => {
  const v = getDoudizhuState(state)
  if (v.phase === 'dealing') return createDealAction(playerId) // between deals, the next dealer deals
  const hand = ranksOfCards(state, state.zones[playerHandZoneId(playerId)]!.cards)
  if (v.phase === 'bidding') {
    const strength = handStrength(hand)
    if (v.stage !== null) return strength >= 6 ? createBidAction(playerId) : createPassAction(playerId) // rob bidding
    const want = Math.min(3, Math.floor(strength / 3))
    return want > v.highestBid ? createBidAction(playerId, want) : createPassAction(playerId)
  }
  const plays = legalPlays(state, playerId)
  const isBomb = (ranks: readonly Rank[]) => ranks.length === 2 ? ranks[0] === 'BJ' : ranks.length === 4 && ranks.every((r) => r === ranks[0])
  const low = (ranks: readonly Rank[]) => hand.indexOf(ranks[0]!)
  if (v.lastPlay === null) {
    const best = [...plays].filter((p) => !isBomb(p.ranks) || plays.length === 1)
      .sort((a, b) => low(a.ranks) - low(b.ranks) || b.ranks.length - a.ranks.length)[0] ?? plays[0]!
    return { type: 'PLAY', playerId, payload: { cardIds: best.cardIds } }
  }
  const partner = v.landlordId !== playerId && v.lastPlay.playerId !== v.landlordId
  if (partner || plays.length === 0) return createPassAction(playerId)
  const danger = v.order.some((id) => id !== playerId && (id === v.landlordId) !== (playerId === v.landlordId) &&
    state.zones[playerHandZoneId(id)]!.cards.length <= 4)
  const candidates = plays.filter((p) => danger || !isBomb(p.ranks))
  if (candidates.length === 0) return createPassAction(playerId)
  const cheapest = candidates.sort((a, b) => low(a.ranks) - low(b.ranks))[0]!
  return { type: 'PLAY', playerId, payload: { cardIds: cheapest.cardIds } }
}

/** A bot that picks uniformly among `engine.getLegalActions(playerId)`, from its own seed. */
export function randomBot(seed: number): Bot {
  const rng = new SeededRandomProvider(seed)
  return (_state, playerId, engine) => {
    const actions = engine.getLegalActions(playerId)
    return actions[rng.int(0, actions.length - 1)]!
  }
}
