import { describe, expect, it } from 'vitest'
import { backoffDelay, reconnectPolicy } from './backoff'

describe('the reconnection backoff', () => {
  it('defaults to 8 tries from 250 ms, doubling up to 5 s', () => {
    const policy = reconnectPolicy(undefined)
    expect(policy).toEqual({ attempts: 8, initialDelayMs: 250, maxDelayMs: 5_000 })
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(policy, attempt, () => 0))).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000])
  })

  it('adds up to a quarter of the wait at random, so that the clients of a restarted server spread out', () => {
    const policy = reconnectPolicy({ initialDelayMs: 100, maxDelayMs: 1_000 })
    expect(backoffDelay(policy, 0, () => 1)).toBe(125)
    expect(backoffDelay(policy, 5, () => 0.5)).toBe(1_125)
  })
})
