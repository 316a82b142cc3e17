import { PokerInputError } from '../errors/pokerInputError'

/**
 * Splits `amount` chips equally between `winners` (player indexes); the chips that do
 * not divide go one each to the winners who come first in `order` (the seats from the
 * first left of the button). Returns the amount per winner, in the order of `winners`.
 *
 * @example
 * splitPot(101, [2, 0], [0, 1, 2]) // [50, 51]: player 0 is first in position and gets the odd chip
 */
export function splitPot(amount: number, winners: readonly number[], order: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new PokerInputError(`A pot must be a whole number of chips, got ${amount}`, 'POKER_BAD_POT')
  if (winners.length === 0) throw new PokerInputError('A pot needs at least one winner', 'POKER_BAD_POT')
  const share = Math.floor(amount / winners.length)
  let odd = amount - share * winners.length
  const shares = winners.map(() => share)
  for (const player of order) {
    if (odd === 0) break
    const i = winners.indexOf(player)
    if (i < 0) continue
    shares[i]!++
    odd--
  }
  if (odd !== 0) throw new PokerInputError('The odd-chip order must list every winner', 'POKER_BAD_POT')
  return shares
}
