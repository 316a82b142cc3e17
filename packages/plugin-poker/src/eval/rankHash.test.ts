// The generated perfect hash (scripts/generate-rank-hash.mjs) must give every
// multiset of 5 to 7 card ranks its own slot.
import { describe, expect, it } from 'vitest'
import { ENCODED_ROW_OFFSETS, HASH_TABLE_SIZE, RANK_KEYS, ROW_SHIFT } from './rankHash.generated'
import { getTables } from './tables'

describe('the rank-key perfect hash', () => {
  it('maps each of the 73,775 rank multisets of 5, 6 or 7 cards to a slot of its own', () => {
    const { rowOffsets } = getTables()
    expect(rowOffsets.length * 3).toBe(ENCODED_ROW_OFFSETS.length)
    const slots = new Set<number>()
    const keys = new Set<number>()
    let multisets = 0
    let largestSlot = 0
    const visit = (rank: number, size: number, key: number): void => {
      if (rank === 13) {
        if (size < 5) return
        multisets++
        keys.add(key)
        const slot = rowOffsets[key >>> ROW_SHIFT]! + (key & ((1 << ROW_SHIFT) - 1))
        largestSlot = Math.max(largestSlot, slot)
        slots.add(slot)
        return
      }
      for (let count = 0; count <= 4 && size + count <= 7; count++) visit(rank + 1, size + count, key + count * RANK_KEYS[rank]!)
    }
    visit(0, 0, 0)
    expect(multisets).toBe(73_775)
    expect(keys.size).toBe(multisets)
    expect(slots.size).toBe(multisets)
    expect(largestSlot).toBeLessThan(HASH_TABLE_SIZE)
  })

  it('keeps every key within 31 bits, so sums stay small integers', () => {
    expect(7 * RANK_KEYS[12]!).toBeLessThan(2 ** 31)
  })
})
