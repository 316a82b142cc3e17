import { describe, expect, it } from 'vitest'
import { LatencyStats } from './latencyStats'

describe('LatencyStats', () => {
  it('gives nearest-rank percentiles of every sample, past its first buffer', () => {
    const stats = new LatencyStats()
    for (let ms = 2_000; ms >= 1; ms--) stats.add(ms)
    expect(stats.count).toBe(2_000)
    expect(stats.percentile(50)).toBe(1_000)
    expect(stats.percentile(99)).toBe(1_980)
    expect(stats.percentile(100)).toBe(2_000)
    expect(stats.percentile(0)).toBe(1)
  })

  it('has no percentile without samples', () => {
    expect(new LatencyStats().percentile(50)).toBeNaN()
  })
})
