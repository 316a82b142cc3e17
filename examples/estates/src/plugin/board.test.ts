import { describe, expect, it } from 'vitest'
import { advance, ESTATES_BOARD, groupSquares, JAIL_SQUARE, propertyAt, rentOf, squareAt, START_SQUARE, type ColourGroup } from './board'

describe('the board', () => {
  it('is a ring of 24 squares: Start first, a jail, a go-to-jail square, four chance squares and 16 streets in 8 pairs', () => {
    expect(ESTATES_BOARD).toHaveLength(24)
    expect(squareAt(START_SQUARE).kind).toBe('start')
    expect(squareAt(JAIL_SQUARE).kind).toBe('jail')
    expect(ESTATES_BOARD.filter((s) => s.kind === 'go-to-jail')).toHaveLength(1)
    expect(ESTATES_BOARD.filter((s) => s.kind === 'chance')).toHaveLength(4)
    const groups = new Set(ESTATES_BOARD.flatMap((s) => (s.kind === 'property' ? [s.group] : [])))
    expect(groups.size).toBe(8)
    for (const group of groups) expect(groupSquares(group as ColourGroup)).toHaveLength(2)
  })

  it('has streets that cost more further round the ring, each with a positive rent below its price', () => {
    const prices = ESTATES_BOARD.flatMap((s) => (s.kind === 'property' ? [s.price] : []))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const square of ESTATES_BOARD) if (square.kind === 'property') expect(square.rent).toBeGreaterThan(0), expect(square.rent).toBeLessThan(square.price)
  })

  it('refuses a square off the board', () => {
    expect(() => squareAt(24)).toThrow(RangeError)
    expect(propertyAt(24)).toBeNull()
    expect(propertyAt(START_SQUARE)).toBeNull()
  })
})

describe('moving', () => {
  it('moves forward round the ring', () => {
    expect(advance(3, 4)).toEqual({ position: 7, passedStart: false })
    expect(advance(22, 5)).toEqual({ position: 3, passedStart: true })
  })

  it('counts landing on Start as passing it (the salary is paid)', () => {
    expect(advance(20, 4)).toEqual({ position: 0, passedStart: true })
  })

  it('does not pass Start by stopping just before it', () => {
    expect(advance(20, 3)).toEqual({ position: 23, passedStart: false })
  })
})

describe('rent', () => {
  it('is the street’s rent when its owner has only that street of its group', () => {
    expect(rentOf(1, { '1': 'p2' })).toBe(30)
  })

  it('is doubled when the owner has every street of the group', () => {
    expect(rentOf(23, { '22': 'p3', '23': 'p3' })).toBe(400)
  })

  it('is not doubled when another player owns the rest of the group', () => {
    expect(rentOf(23, { '22': 'p2', '23': 'p3' })).toBe(200)
  })

  it('is nothing on an unowned street or a square that is not a street', () => {
    expect(rentOf(1, {})).toBe(0)
    expect(rentOf(3, { '3': 'p2' })).toBe(0)
  })
})
