// Ace-to-five lows, eight or better: five cards of different ranks, none above an
// eight, the ace counting low; straights and flushes do not spoil a low. A low
// is a mask of eight bits (ace = bit 0, deuce = bit 1, …, eight = bit 7) with
// five bits set; the lower the mask's value, the better the low.

/** The best possible low's rank, 5-4-3-2-A (the wheel); 1 is 8-7-6-5-4. */
export const BEST_LOW_RANK = 56

let lowRankByMask: Uint8Array | undefined

function buildLowRanks(): Uint8Array {
  const ranks = new Uint8Array(256)
  let index = 0
  for (let mask = 0; mask < 256; mask++) {
    let bits = 0
    for (let m = mask; m !== 0; m &= m - 1) bits++
    if (bits === 5) ranks[mask] = BEST_LOW_RANK - index++
  }
  return ranks
}

/** The low bit of a card code: 0 for nine and above. @internal */
export function lowBit(code: number): number {
  const rank = code >> 2
  return rank === 12 ? 1 : rank <= 6 ? 2 << rank : 0
}

/** The rank (1–56, higher is better) of a five-bit low mask. @internal */
export function lowRankOfMask(mask: number): number {
  return (lowRankByMask ??= buildLowRanks())[mask]!
}

/** The mask of the best low any five of the first `count` cards make, or 0 when they make none. @internal */
export function bestLowMask(codes: ArrayLike<number>, count: number = codes.length): number {
  let ranks = 0
  for (let i = 0; i < count; i++) ranks |= lowBit(codes[i]!)
  let mask = 0
  for (let k = 0; k < 5; k++) {
    if (ranks === 0) return 0
    const lowest = ranks & -ranks
    mask |= lowest
    ranks ^= lowest
  }
  return mask
}

/**
 * The mask of the best Omaha low (exactly two hole cards, exactly three board cards),
 * or 0 when there is none; when `choice` is given, writes the indexes of the two
 * hole cards and three board cards into it.
 *
 * @internal
 */
export function bestOmahaLowMask(hole: ArrayLike<number>, board: ArrayLike<number>, choice?: Int32Array): number {
  let best = 0
  for (let i = 0; i < hole.length - 1; i++) {
    for (let j = i + 1; j < hole.length; j++) {
      const a = lowBit(hole[i]!)
      const b = lowBit(hole[j]!)
      if (a === 0 || b === 0 || a === b) continue
      const holeMask = a | b
      for (let x = 0; x < board.length - 2; x++) {
        for (let y = x + 1; y < board.length - 1; y++) {
          for (let z = y + 1; z < board.length; z++) {
            const c = lowBit(board[x]!)
            const d = lowBit(board[y]!)
            const e = lowBit(board[z]!)
            if (c === 0 || d === 0 || e === 0 || c === d || c === e || d === e) continue
            const boardMask = c | d | e
            if ((boardMask & holeMask) !== 0) continue
            const mask = holeMask | boardMask
            if (best === 0 || mask < best) {
              best = mask
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
 * The rank of the best eight-or-better low any five of 5 to 7 codes make: 1 (8-7-6-5-4)
 * to 56 (5-4-3-2-A), or 0 when they make no qualifying low. Unchecked (the integer path).
 *
 * @example
 * evaluateLowCodes(cardCodes(['Ah', '2c', '3d', '4s', '5h', 'Kd', 'Kc'])) // 56, the wheel
 */
export function evaluateLowCodes(codes: ArrayLike<number>): number {
  const mask = bestLowMask(codes)
  return mask === 0 ? 0 : lowRankOfMask(mask)
}

/**
 * The rank (1–56, or 0 for none) of the best Omaha eight-or-better low: two hole cards and three board cards.
 *
 * @example
 * evaluateOmahaLowCodes(cardCodes(['Ah', '2c', 'Kd', 'Kc']), cardCodes(['3d', '6s', '8h', 'Qc', 'Jd'])) // 8-6-3-2-A
 */
export function evaluateOmahaLowCodes(hole: ArrayLike<number>, board: ArrayLike<number>): number {
  const mask = bestOmahaLowMask(hole, board)
  return mask === 0 ? 0 : lowRankOfMask(mask)
}
