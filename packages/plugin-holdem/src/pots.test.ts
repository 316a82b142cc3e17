import { describe, expect, it } from 'vitest'
import { buildPots } from './pots'

describe('buildPots', () => {
  it('makes one pot when nobody is all in for less', () => {
    expect(buildPots({ a: 10, b: 10, c: 10 }, ['a', 'b', 'c'])).toEqual([{ amount: 30, eligible: ['a', 'b', 'c'] }])
  })

  it('makes a side pot for every all-in level', () => {
    expect(buildPots({ a: 200, b: 50, c: 100, d: 200 }, ['a', 'b', 'c', 'd'])).toEqual([
      { amount: 200, eligible: ['a', 'b', 'c', 'd'] },
      { amount: 150, eligible: ['a', 'c', 'd'] },
      { amount: 200, eligible: ['a', 'd'] },
    ])
  })

  it('puts folded chips into the pots they reach without making their owner eligible', () => {
    expect(buildPots({ a: 50, b: 100, c: 100, d: 30 }, ['a', 'b', 'c'])).toEqual([
      { amount: 180, eligible: ['a', 'b', 'c'] },
      { amount: 100, eligible: ['b', 'c'] },
    ])
  })

  it('gives chips nobody could call back to the one who put them in', () => {
    expect(buildPots({ a: 300, b: 100 }, ['a', 'b'])).toEqual([
      { amount: 200, eligible: ['a', 'b'] },
      { amount: 200, eligible: ['a'] },
    ])
  })

  it('keeps every chip', () => {
    const committed = { a: 7, b: 13, c: 13, d: 2, e: 40 }
    const total = buildPots(committed, ['b', 'c', 'e']).reduce((s, p) => s + p.amount, 0)
    expect(total).toBe(75)
  })
})
