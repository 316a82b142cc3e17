/** The cash the bot keeps in hand by default: the dearest rent of a street whose group is split. */
export const DEFAULT_RESERVE = 200

/**
 * The bot's choice on a property offered: buy it when the player still has `reserve` left afterwards, so one
 * unlucky rent does not bankrupt them. A plain rule, not a strategy: it ignores colour groups and the board.
 *
 * @example
 * wantsToBuy(500, 300, 200) // true: 200 left
 * wantsToBuy(450, 300, 200) // false: only 150 left
 */
export function wantsToBuy(cash: number, price: number, reserve: number = DEFAULT_RESERVE): boolean {
  return cash - price >= reserve
}
