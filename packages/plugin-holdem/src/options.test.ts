import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '@decklet/core'
import { createTestEngine } from '@decklet/testing'
import { resolveHoldemOptions } from './options'
import { holdemPlugins } from './__fixtures__/table'

describe('resolveHoldemOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveHoldemOptions({ bigBlind: 10 })).toMatchObject({ smallBlind: 5, startingStack: 1000, maxBuyIn: 1000, ante: 0 })
  })

  it('takes chip amounts up to Number.MAX_SAFE_INTEGER', () => {
    expect(resolveHoldemOptions({ maxBuyIn: Number.MAX_SAFE_INTEGER }).maxBuyIn).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('throws an InvalidOptionError naming the option for an amount beyond the safe integer range', () => {
    const unsafe = 2 ** 53
    for (const name of ['smallBlind', 'bigBlind', 'ante', 'startingStack', 'raiseCap', 'maxHands', 'maxBuyIn'] as const) {
      const options = name === 'smallBlind' ? { smallBlind: unsafe, bigBlind: unsafe } : { [name]: unsafe }
      expect(() => resolveHoldemOptions(options), name).toThrow(InvalidOptionError)
      expect(() => resolveHoldemOptions(options), name).toThrow(new RegExp(`^${name === 'smallBlind' ? 'bigBlind' : name} `))
    }
    expect(() => resolveHoldemOptions({ smallBlind: 1e300 })).toThrow(/^smallBlind /)
    expect(() => resolveHoldemOptions({ bigBlind: 2 ** 50 })).toThrow(/^startingStack /) // 100 big blinds by default
  })

  it('a table whose starting stacks add up past the safe integer range cannot be set up', () => {
    const startingStack = 2 ** 51 // four of them make 2 ** 53, one more than Number.MAX_SAFE_INTEGER
    expect(() => createTestEngine({ plugins: holdemPlugins({ startingStack }), players: 3 })).not.toThrow()
    expect(() => createTestEngine({ plugins: holdemPlugins({ startingStack }), players: 4 })).toThrow(/Number.MAX_SAFE_INTEGER/)
  })
})
