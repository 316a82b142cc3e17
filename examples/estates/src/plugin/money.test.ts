import { describe, expect, it } from 'vitest'
import { charge, netWorth, richest } from './money'

describe('paying', () => {
  it('takes the whole amount from a player who has it', () => {
    expect(charge(200, 80)).toEqual({ paid: 80, left: 120, bankrupt: false })
  })

  it('leaves a player who pays exactly what they have with nothing, and not bankrupt', () => {
    expect(charge(80, 80)).toEqual({ paid: 80, left: 0, bankrupt: false })
  })

  it('takes everything from a player who cannot pay in full, and bankrupts them', () => {
    expect(charge(50, 80)).toEqual({ paid: 50, left: 0, bankrupt: true })
  })
})

describe('worth at the round cap', () => {
  it('is cash plus the prices of the properties owned', () => {
    expect(netWorth('p1', { p1: 100 }, { '1': 'p1', '23': 'p1', '2': 'p2' })).toBe(100 + 60 + 400)
  })

  it('makes the richest player the winner, and every richest player on a tie', () => {
    expect(richest(['p1', 'p2', 'p3'], { p1: 500, p2: 300, p3: 200 }, { '23': 'p2' })).toEqual(['p2'])
    expect(richest(['p1', 'p2'], { p1: 460, p2: 400 }, { '1': 'p2' })).toEqual(['p1', 'p2'])
  })
})
