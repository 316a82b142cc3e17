import { DeckletError, InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { DOUDIZHU_PROFILE_DEFAULTS, resolveDoudizhuOptions } from './options'

describe('resolveDoudizhuOptions', () => {
  it('fills in the defaults: standard rules bid for points, one deal, base 1, no cap, one play per rank multiset', () => {
    expect(resolveDoudizhuOptions()).toEqual({ profile: 'standard', bidding: 'points', deals: 1, baseScore: 1, multiplierCap: null, enumerate: 'ranks' })
    expect(Object.isFrozen(resolveDoudizhuOptions())).toBe(true)
  })
  it('RLCard and DouZero give the first seat the kitty without bidding, unless told otherwise', () => {
    expect(resolveDoudizhuOptions({ profile: 'rlcard' }).bidding).toBe('none')
    expect(resolveDoudizhuOptions({ profile: 'douzero' }).bidding).toBe('none')
    expect(resolveDoudizhuOptions({ profile: 'douzero', bidding: 'rob' }).bidding).toBe('rob')
    for (const [profile, defaults] of Object.entries(DOUDIZHU_PROFILE_DEFAULTS)) {
      expect(resolveDoudizhuOptions({ profile: profile as never }).bidding).toBe(defaults.bidding)
    }
  })
  it('keeps what the user gives', () => {
    expect(resolveDoudizhuOptions({ deals: 3, baseScore: 2, multiplierCap: 16, enumerate: 'cards' })).toMatchObject({ deals: 3, baseScore: 2, multiplierCap: 16, enumerate: 'cards' })
  })
  it('throws InvalidOptionError, naming the option, what it allows and what it got', () => {
    const error = (() => {
      try {
        resolveDoudizhuOptions({ deals: 1.5 })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect(DeckletError.isInstance(error)).toBe(true)
    expect(error).toMatchObject({ code: 'INVALID_OPTION', option: 'deals', value: 1.5, allowed: 'a positive integer', scope: 'doudizhu' })
    expect(() => resolveDoudizhuOptions({ profile: 'tencent' as never })).toThrow("doudizhu: profile must be 'standard', 'rlcard' or 'douzero', got 'tencent'")
    expect(() => resolveDoudizhuOptions({ bidding: 'auction' as never })).toThrow("doudizhu: bidding must be 'points', 'rob' or 'none', got 'auction'")
  })
})
