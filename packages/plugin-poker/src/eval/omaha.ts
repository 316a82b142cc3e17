import { evaluate5 } from './evaluate'

/**
 * Best Omaha hand: exactly two of the hole cards with exactly three of the board
 * cards. Returns the rank and, when `choice` is given, writes the indexes of the
 * two hole cards and the three board cards used into it.
 *
 * @internal
 */
export function bestOmaha(hole: ArrayLike<number>, board: ArrayLike<number>, choice?: Int32Array): number {
  const holeCount = hole.length
  const boardCount = board.length
  let best = 0
  for (let i = 0; i < holeCount - 1; i++) {
    for (let j = i + 1; j < holeCount; j++) {
      const h1 = hole[i]!
      const h2 = hole[j]!
      for (let x = 0; x < boardCount - 2; x++) {
        for (let y = x + 1; y < boardCount - 1; y++) {
          for (let z = y + 1; z < boardCount; z++) {
            const rank = evaluate5(h1, h2, board[x]!, board[y]!, board[z]!)
            if (rank > best) {
              best = rank
              if (choice !== undefined) {
                choice[0] = i
                choice[1] = j
                choice[2] = x
                choice[3] = y
                choice[4] = z
              }
            }
          }
        }
      }
    }
  }
  return best
}

/**
 * The rank (1–7462) of the best Omaha hand: exactly two of the hole cards and
 * exactly three of the board, as codes. Unchecked (the integer path): hole
 * cards 2 or more, board 3 to 5, all distinct.
 *
 * @example
 * evaluateOmahaCodes(cardCodes(['As', 'Ad', 'Kc', 'Kd']), cardCodes(['Ah', '7c', '2d', '9s', 'Js'])) // trip aces
 */
export function evaluateOmahaCodes(hole: ArrayLike<number>, board: ArrayLike<number>): number {
  return bestOmaha(hole, board)
}
