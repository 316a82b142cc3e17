import { describe, expect, it } from 'vitest'
import { scoreDeal, type DealScoreInput } from './scoring'

const base: DealScoreInput = {
  profile: 'standard', landlordId: 'L', farmerIds: ['F1', 'F2'], landlordWon: true, multiplier: 3, bombs: 0, spring: false, antiSpring: false,
}

describe('scoreDeal', () => {
  it('standard: each farmer pays the stake to a winning landlord', () => {
    expect(scoreDeal(base)).toEqual({ stake: 3, totalMultiplier: 3, payoffs: { L: 6, F1: -3, F2: -3 } })
  })
  it('standard: a losing landlord pays each farmer', () => {
    expect(scoreDeal({ ...base, landlordWon: false }).payoffs).toEqual({ L: -6, F1: 3, F2: 3 })
  })
  it('doubles per bomb or rocket and for a spring or anti-spring, times the base score', () => {
    expect(scoreDeal({ ...base, bombs: 2, spring: true, baseScore: 10 }).stake).toBe(240)
    expect(scoreDeal({ ...base, landlordWon: false, antiSpring: true }).stake).toBe(6)
  })
  it('caps the multiplier', () => {
    expect(scoreDeal({ ...base, bombs: 5, multiplierCap: 24 })).toMatchObject({ stake: 24, totalMultiplier: 24 })
  })
  it('rlcard: 1 to each winner, 0 to the losers', () => {
    expect(scoreDeal({ ...base, profile: 'rlcard', bombs: 3 }).payoffs).toEqual({ L: 1, F1: 0, F2: 0 })
    expect(scoreDeal({ ...base, profile: 'rlcard', landlordWon: false }).payoffs).toEqual({ L: 0, F1: 1, F2: 1 })
  })
  it('douzero: ±2^bombs, doubled for the landlord', () => {
    expect(scoreDeal({ ...base, profile: 'douzero', bombs: 2 }).payoffs).toEqual({ L: 8, F1: -4, F2: -4 })
    expect(scoreDeal({ ...base, profile: 'douzero', landlordWon: false }).payoffs).toEqual({ L: -2, F1: 1, F2: 1 })
  })
})
