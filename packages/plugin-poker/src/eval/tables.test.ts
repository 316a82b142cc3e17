import { describe, expect, it } from 'vitest'
import { CATEGORY_FIRST_RANK, ROYAL_FLUSH_RANK, categoryOf, handName } from './handCategory'
import { getTables, tableBuildMilliseconds } from './tables'

describe('the lookup tables', () => {
  it('give each of the 7,462 classes exactly one five-rank pattern', () => {
    const { patterns } = getTables()
    const seen = new Set<string>()
    for (let rank = 1; rank <= ROYAL_FLUSH_RANK; rank++) {
      expect(patterns[rank]).not.toBe(0) // 2-2-2-2-2 cannot happen, so 0 means unfilled
      seen.add(`${categoryOf(rank)} ${patterns[rank]}`)
    }
    expect(seen.size).toBe(7462)
  })

  it('report how long their one build took, and build once', () => {
    const tables = getTables()
    const took = tableBuildMilliseconds()
    // Any duration, 0 included: a fast machine or a coarse clock may measure none.
    expect(Number.isFinite(took) && took >= 0).toBe(true)
    expect(getTables()).toBe(tables)
    expect(tableBuildMilliseconds()).toBe(took)
  })

  it('split the ranks into the nine categories with the standard class counts', () => {
    expect(CATEGORY_FIRST_RANK).toEqual([1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7463])
    expect(categoryOf(1)).toBe('high-card')
    expect(categoryOf(1277)).toBe('high-card')
    expect(categoryOf(1278)).toBe('pair')
    expect(categoryOf(5863)).toBe('straight')
    expect(categoryOf(5864)).toBe('flush')
    expect(categoryOf(7452)).toBe('four-of-a-kind')
    expect(categoryOf(7453)).toBe('straight-flush')
    expect(handName(7462)).toBe('Royal flush')
    expect(handName(7461)).toBe('Straight flush')
    expect(handName(4000)).toBe('Pair')
  })
})
