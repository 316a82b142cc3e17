import { DeckletError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { TestSizeError, isLongRun, testSize } from './testSize'

const sizes = { quick: 20, long: 2_000 }

describe('testSize', () => {
  it('uses the quick count by default', () => {
    expect(testSize('GAMES', sizes, {})).toBe(20)
  })

  it('uses the long count when DECKLET_LONG_TESTS is 1 or true', () => {
    expect(testSize('GAMES', sizes, { DECKLET_LONG_TESTS: '1' })).toBe(2_000)
    expect(testSize('GAMES', sizes, { DECKLET_LONG_TESTS: 'true' })).toBe(2_000)
    expect(testSize('GAMES', sizes, { DECKLET_LONG_TESTS: '0' })).toBe(20)
    expect(isLongRun({ DECKLET_LONG_TESTS: '1' })).toBe(true)
    expect(isLongRun({})).toBe(false)
  })

  it("lets the test's own variable set the count, over both", () => {
    expect(testSize('GAMES', sizes, { GAMES: '7' })).toBe(7)
    expect(testSize('GAMES', sizes, { GAMES: '7', DECKLET_LONG_TESTS: '1' })).toBe(7)
    expect(testSize('GAMES', sizes, { GAMES: '' })).toBe(20)
  })

  it('refuses a variable that is not a positive whole number, with a typed error', () => {
    for (const value of ['0', '-3', '2.5', 'lots', '1e400']) {
      const error = (() => {
        try {
          testSize('GAMES', sizes, { GAMES: value })
        } catch (e) {
          return e
        }
        return null
      })()
      expect(error).toBeInstanceOf(TestSizeError)
      expect(DeckletError.isInstance(error)).toBe(true)
      expect(error).toMatchObject({ code: 'BAD_TEST_SIZE', variable: 'GAMES', value })
      expect((error as Error).message).toBe(`GAMES must be a whole number of at least 1, got '${value}'`)
    }
  })

  it('reads process.env when no environment is given', () => {
    process.env.DECKLET_TEST_SIZE_PROBE = '3'
    try {
      expect(testSize('DECKLET_TEST_SIZE_PROBE', sizes)).toBe(3)
    } finally {
      delete process.env.DECKLET_TEST_SIZE_PROBE
    }
  })
})
