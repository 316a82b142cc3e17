import type { HoldemState } from './state'

/*
 * Reads of the table during a hand, shared by the betting rules, the flow of the hand and the settlement:
 * who is still in, who may still bet, what a player owes. Pure functions of the table.
 */

/** Sum of a record's values. */
export const sum = (record: Record<string, number>): number => {
  let total = 0
  for (const k in record) total += record[k]!
  return total
}

/** The chips in the pot (this street's bets included). */
export const potSize = (t: HoldemState): number => sum(t.committed)

/** Still in the hand: dealt in and not folded. */
export const liveIn = (t: HoldemState): string[] => t.inHand.filter((id) => !t.folded.includes(id))

/** Still in the hand with chips behind: may act. */
export const canAct = (t: HoldemState, id: string): boolean =>
  t.inHand.includes(id) && !t.folded.includes(id) && (t.stacks[id] ?? 0) > 0

/** Can a player other than `id` still bet (in the hand, chips behind)? When none can, `id` has nobody left to bet against. */
export function someoneElseCanAct(t: HoldemState, id: string): boolean {
  for (const other of t.inHand) if (other !== id && canAct(t, other)) return true
  return false
}

/**
 * The bet `id` must match: the bet of the street — or, when every other player still in is all in, the largest of
 * their bets (chips above it could only come back uncalled). Pre-flop the bet of the street is the big blind even when
 * the big blind's player posted less (the usual rule), so the difference matters when everyone else is all in.
 */
export function betToMatch(t: HoldemState, id: string): number {
  if (someoneElseCanAct(t, id)) return t.currentBet
  let most = 0
  for (const other of t.inHand) if (other !== id && !t.folded.includes(other)) most = Math.max(most, t.bets[other] ?? 0)
  return Math.min(most, t.currentBet)
}

/** How many players are still in the hand (dealt in and not folded). */
export function liveCount(t: HoldemState): number {
  let live = 0
  for (const id of t.inHand) if (!t.folded.includes(id)) live++
  return live
}

/** How many players are still in the hand and not all in (chips behind): the players who may still bet. */
export function bettorCount(t: HoldemState): number {
  let bettors = 0
  for (const id of t.inHand) if ((t.stacks[id] ?? 0) > 0 && !t.folded.includes(id)) bettors++
  return bettors
}

/** The fixed-limit bet size of the current street: the small bet pre-flop and on the flop, the big bet after. */
export const limitBetSize = (t: HoldemState): number =>
  t.street === 'turn' || t.street === 'river' ? t.options.bigBlind * 2 : t.options.bigBlind


/** Is a hand being played (dealt and not yet settled)? */
export const handRunning = (t: HoldemState): boolean => t.street !== 'waiting' && t.street !== 'complete'
