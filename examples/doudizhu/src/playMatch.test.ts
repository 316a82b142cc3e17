import { describe, expect, it } from 'vitest'
import { randomBot } from './bots'
import { playMatch } from './playMatch'
import { randomPlayStats } from './stats'

describe('the bot match', () => {
  it('plays a 3-deal match to the end, zero-sum, and replays it from its record', () => {
    const outcome = playMatch(2026)
    expect(outcome.results).toHaveLength(3)
    expect(Object.values(outcome.scores).reduce((a, b) => a + b, 0)).toBe(0)
    expect(outcome.replayed).toBe(true)
    expect(outcome.lines.at(-1)).toMatch(/^match over/)
    expect(outcome.lines.some((l) => l.includes('is the landlord'))).toBe(true)
  })
  it('is the same game for the same seed', () => {
    expect(playMatch(5).lines).toEqual(playMatch(5).lines)
  })
  it('plays with random bots from getLegalActions, and greedy bots, under rob bidding', () => {
    const random = playMatch(9, { deals: 2, bidding: 'rob' }, randomBot(3))
    expect(random.results).toHaveLength(2)
    expect(random.replayed).toBe(true)
    expect(playMatch(9, { deals: 2, bidding: 'rob' }).results).toHaveLength(2)
  })
})

describe('random-play statistics', () => {
  it('counts deals, wins and actions', () => {
    const s = randomPlayStats(30, 1)
    expect(s.deals).toBe(30)
    expect(s.landlordWins).toBeGreaterThanOrEqual(0)
    expect(s.landlordWins).toBeLessThanOrEqual(30)
    expect(s.actionsPerDeal).toBeGreaterThan(20)
  })
})
