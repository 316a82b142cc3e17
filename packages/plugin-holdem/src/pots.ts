/** A pot built from the chips players committed: the main pot first, then one side pot per all-in level. */
export interface Pot {
  amount: number
  /** Players still in the hand who may win it, in the order given. */
  eligible: string[]
}

/**
 * Splits the chips each player committed this hand into a main pot and side pots, one for every
 * distinct amount committed by a player still in the hand (each all-in level). Folded players' chips
 * go into the pots they reach but they are eligible for none. Chips above the highest live level (a bet
 * nobody could call) form a last pot for the one player who put them in.
 *
 * @example
 * buildPots({ a: 50, b: 100, c: 100, d: 30 }, ['a', 'b', 'c'])
 * // [{ amount: 170, eligible: ['a', 'b', 'c'] }, { amount: 100, eligible: ['b', 'c'] }]: d folded
 */
export function buildPots(committed: Readonly<Record<string, number>>, live: readonly string[]): Pot[] {
  const levels = [...new Set(live.map((id) => committed[id] ?? 0))].filter((n) => n > 0).sort((a, b) => a - b)
  const pots: Pot[] = []
  let previous = 0
  for (const level of levels) {
    let amount = 0
    for (const id in committed) amount += Math.max(0, Math.min(committed[id]!, level) - previous)
    const eligible = live.filter((id) => (committed[id] ?? 0) >= level)
    if (amount > 0) pots.push({ amount, eligible })
    previous = level
  }
  let rest = 0
  for (const id in committed) rest += Math.max(0, committed[id]! - previous)
  if (rest > 0) {
    if (pots.length > 0) pots[pots.length - 1]!.amount += rest
    else pots.push({ amount: rest, eligible: [...live] })
  }
  return pots
}
