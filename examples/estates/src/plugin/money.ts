import { ESTATES_BOARD, propertyAt, type Owners, type Square } from './board'

/** The outcome of a payment asked of a player holding `cash`. */
export interface Charge {
  /** What actually changes hands: the amount, or everything the player has when that is less. */
  readonly paid: number
  /** The player's cash afterwards (never below 0). */
  readonly left: number
  /** True when the player could not pay the whole amount: they are bankrupt. */
  readonly bankrupt: boolean
}

/**
 * A payment of `amount` by a player holding `cash`. A player who cannot pay in full pays all they have and
 * is bankrupt (there are no mortgages or sales in this game: what they owe beyond their cash is lost). A
 * player left with exactly 0 is not bankrupt.
 *
 * @example
 * charge(50, 80) // { paid: 50, left: 0, bankrupt: true }
 */
export function charge(cash: number, amount: number): Charge {
  const paid = Math.min(cash, amount)
  return { paid, left: cash - paid, bankrupt: amount > cash }
}

/** A player's worth for the round cap: their cash plus the prices of the properties they own. */
export function netWorth(playerId: string, cash: Readonly<Record<string, number>>, owners: Owners, board: readonly Square[] = ESTATES_BOARD): number {
  let worth = cash[playerId] ?? 0
  for (const [index, owner] of Object.entries(owners)) if (owner === playerId) worth += propertyAt(Number(index), board)?.price ?? 0
  return worth
}

/** The players of `playerIds` with the highest worth (all of them on a tie), in the order given. */
export function richest(playerIds: readonly string[], cash: Readonly<Record<string, number>>, owners: Owners, board: readonly Square[] = ESTATES_BOARD): string[] {
  const worths = playerIds.map((id) => netWorth(id, cash, owners, board))
  const best = Math.max(...worths)
  return playerIds.filter((_, i) => worths[i] === best)
}
