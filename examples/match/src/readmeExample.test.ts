import { describe, expect, it } from 'vitest'
import { runReadmeExample } from './readmeExample'

describe('the README plugin example', () => {
  it('plays the counter game to 10: Alice, Bob, Alice, Bob, and Bob wins', () => {
    expect(runReadmeExample()).toEqual(['alice → 3', 'bob → 6', 'alice → 9', 'bob → 12', 'winner: bob'])
  })
})
