import { describe, expect, it } from 'vitest'
import { answer, runPending, scriptedGame } from '../__fixtures__/drive'
import { createDeclineAction } from './actions'
import { currentOffer, offerOptions } from './legalActions'

describe('the offer', () => {
  it('is read from a player’s view while it is open: who decides, the square, its name and price', () => {
    const engine = scriptedGame([[3, 4], [1, 1]])
    runPending(engine)
    const offer = { playerId: 'p1', square: 7, name: 'Orchard Road', price: 140 }
    expect(currentOffer(engine.getPlayerView('p1'))).toEqual(offer)
    expect(currentOffer(engine.getPlayerView('p2'))).toEqual(offer)
    answer(engine, createDeclineAction('p1', 7))
    expect(currentOffer(engine.getPlayerView('p1'))).toMatchObject({ playerId: 'p2', square: 2 })
  })

  it('is none while the game waits on something else (a chance card’s animation)', () => {
    const engine = scriptedGame([[1, 2]])
    while (engine.getPending() !== null && engine.getPending()!.animation === undefined) engine.dispatch(engine.getPending()!.action)
    expect(engine.getPending()?.animation).toBeDefined()
    expect(currentOffer(engine.getState())).toBeNull()
  })

  it('is answered by buying or declining, nothing else', () => {
    expect(offerOptions('p3', 23)).toEqual([
      { type: 'estates/BUY', playerId: 'p3', payload: { square: 23 } },
      { type: 'estates/DECLINE', playerId: 'p3', payload: { square: 23 } },
    ])
  })
})
