import { describe, expect, it } from 'vitest'
import { DEFAULT_RESERVE, wantsToBuy } from './buyPolicy'

describe('the bot buys a property when it keeps a cash reserve', () => {
  it('buys when the reserve is left after paying', () => {
    expect(wantsToBuy(600, 300, 200)).toBe(true)
    expect(wantsToBuy(500, 300, 0)).toBe(true)
  })

  it('buys when exactly the reserve is left', () => {
    expect(wantsToBuy(500, 300, 200)).toBe(true)
    expect(wantsToBuy(400, 200, 200)).toBe(true)
  })

  it('declines when paying would leave less than the reserve', () => {
    expect(wantsToBuy(450, 300, 200)).toBe(false)
    expect(wantsToBuy(100, 300, 0)).toBe(false)
  })

  it('keeps 200 by default', () => {
    expect(DEFAULT_RESERVE).toBe(200)
    expect(wantsToBuy(399, 200)).toBe(false)
    expect(wantsToBuy(400, 200)).toBe(true)
  })
})
