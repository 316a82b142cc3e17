import { describe, expect, it } from 'vitest'
import { seededGame } from './__fixtures__/drive'
import { createVoice } from './narrate'
import { answersYes, offerQuestion, standings } from './screen'

describe('the screen', () => {
  it('asks about an offer with the price, the cash and the seconds left', () => {
    expect(offerQuestion({ name: 'Mill Lane', price: 60 }, 1_000, 29.6)).toBe('Buy Mill Lane for 60? You have 1000. [y/N] (30 s) ')
  })

  it('buys on y or yes only: anything else, Enter included, declines', () => {
    expect(['y', 'Y', ' yes '].map(answersYes)).toEqual([true, true, true])
    expect(['', 'n', 'no', 'maybe'].map(answersYes)).toEqual([false, false, false, false])
  })

  it('lists each player’s worth, cash, square and properties, in seat order', () => {
    const engine = seededGame(1, 2)
    expect(standings(engine.getPlayerView('p1'), createVoice({ p1: 'Alice', p2: 'Bob' }, 'p1'))).toEqual([
      'You: worth 1000 (cash 1000, on Start)',
      'Bob: worth 1000 (cash 1000, on Start)',
    ])
  })
})
