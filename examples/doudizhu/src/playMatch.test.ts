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

// RLCard's engine with random agents, run beside decklet (packages/env/rlcard/rlcard_stats.py doudizhu 10000 1,
// RLCard 1.0.4): 61.06 actions a deal, the landlord winning 0.351 (issue 24 gave 61.06 and 0.360). The quick size checks
// the order of magnitude; the long one (DOUDIZHU_RLCARD_STATS_DEALS=10000) the 3% of issue 24.
const RLCARD_DEALS = Number(process.env.DOUDIZHU_RLCARD_STATS_DEALS ?? (process.env.DECKLET_LONG_TESTS ? 10_000 : 300))
describe('the rlcard profile', () => {
  it(`plays RLCard's game: actions per deal and landlord win rate of random play near RLCard's (${RLCARD_DEALS} deals)`, () => {
    const s = randomPlayStats(RLCARD_DEALS, 1, { profile: 'rlcard' })
    const tolerance = RLCARD_DEALS >= 10_000 ? 0.03 : 0.15
    expect(Math.abs(s.actionsPerDeal - 61.06) / 61.06).toBeLessThan(tolerance)
    expect(Math.abs(s.landlordWins / s.deals - 0.351) / 0.351).toBeLessThan(RLCARD_DEALS >= 10_000 ? 0.03 : 0.25)
    expect(s.redealsPerDeal).toBe(0)
  })
})
