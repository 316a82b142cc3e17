import type { HandResult } from '../detector/handResult'
import { PokerInputError } from '../errors/pokerInputError'
import type { PotAward, PotInput } from './resolveShowdown'
import { splitPot } from './splitPot'

/**
 * Shares out the pots of a showdown: each pot goes to the best hands among its
 * eligible players, or — in hi-lo, when one of them has a low (`lowMasks`, 0 for
 * none, lower is better) — half (rounded down) to the best lows and the rest to the
 * best hands; odd chips go to winners in `oddChipOrder`.
 *
 * @internal
 */
export function sharePots(
  pots: readonly (number | PotInput)[],
  oddChipOrder: readonly number[] | undefined,
  hands: readonly HandResult[],
  lowMasks: readonly number[] | undefined,
): { pots: PotAward[]; payouts: number[] } {
  const players = hands.length
  const order = readOddChipOrder(oddChipOrder, players)
  const payouts = hands.map(() => 0)
  const awards = readPots(pots, players).map(({ amount, eligible }) => {
    const winners = bestHigh(hands, eligible)
    const lowWinners = lowMasks === undefined ? [] : bestLow(lowMasks, eligible)
    const lowAmount = lowWinners.length > 0 ? Math.floor(amount / 2) : 0
    const potPayouts = hands.map(() => 0)
    splitPot(amount - lowAmount, winners, order).forEach((chips, i) => (potPayouts[winners[i]!]! += chips))
    if (lowWinners.length > 0) splitPot(lowAmount, lowWinners, order).forEach((chips, i) => (potPayouts[lowWinners[i]!]! += chips))
    potPayouts.forEach((chips, i) => (payouts[i]! += chips))
    return { amount, eligible, winners, lowWinners, payouts: potPayouts }
  })
  return { pots: awards, payouts }
}

function bestHigh(hands: readonly HandResult[], among: readonly number[]): number[] {
  let best = 0
  for (const i of among) best = Math.max(best, hands[i]!.rank)
  return among.filter((i) => hands[i]!.rank === best)
}

/** The players among `among` with the best low (the lowest non-zero mask); none without a low. @internal */
export function bestLow(masks: readonly number[], among: readonly number[]): number[] {
  let best = 0
  for (const i of among) if (masks[i] !== 0 && (best === 0 || masks[i]! < best)) best = masks[i]!
  return best === 0 ? [] : among.filter((i) => masks[i] === best)
}

function readPots(pots: readonly (number | PotInput)[], players: number): { amount: number; eligible: number[] }[] {
  if (!Array.isArray(pots)) throw new PokerInputError('pots must be an array of amounts or { amount, eligible }', 'POKER_BAD_POT')
  return pots.map((pot, p) => {
    const amount = typeof pot === 'number' ? pot : (pot as PotInput | null)?.amount
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
      throw new PokerInputError(`Pot ${p} must be a whole, non-negative number of chips, got ${String(amount)}`, 'POKER_BAD_POT')
    }
    const given = typeof pot === 'number' ? undefined : pot.eligible
    if (given === undefined) return { amount, eligible: Array.from({ length: players }, (_, i) => i) }
    const valid =
      Array.isArray(given) &&
      given.length > 0 &&
      given.every((i) => Number.isInteger(i) && i >= 0 && i < players) &&
      new Set(given).size === given.length
    if (!valid) throw new PokerInputError(`Pot ${p}: eligible must list distinct player indexes from 0 to ${players - 1}`, 'POKER_BAD_POT')
    return { amount, eligible: [...given].sort((a, b) => a - b) }
  })
}

function readOddChipOrder(order: readonly number[] | undefined, players: number): readonly number[] {
  if (order === undefined) return Array.from({ length: players }, (_, i) => i)
  const valid =
    Array.isArray(order) &&
    order.length === players &&
    new Set(order).size === players &&
    order.every((i) => Number.isInteger(i) && i >= 0 && i < players)
  if (!valid) throw new PokerInputError(`oddChipOrder must list every player index from 0 to ${players - 1} once`, 'POKER_BAD_POT')
  return order
}
