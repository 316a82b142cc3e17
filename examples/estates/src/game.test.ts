import { isOut } from '@decklet/core'
import { getPhasesState } from '@decklet/plugin-phases'
import { testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { playWithBots } from './__fixtures__/botGame'
import { seededGame } from './__fixtures__/drive'
import { checkEstatesState } from './plugin/stateCheck'
import { getEstates } from './plugin/state'
import { richest } from './plugin/money'

const GAMES = testSize('ESTATES_GAMES', { quick: 10, long: 300 })

describe(`${GAMES} seeded games between four bots`, () => {
  it('each ends: a last player standing, or the richest at the round cap', () => {
    const endings = { standing: 0, cap: 0 }
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = seededGame(seed, 4)
      playWithBots(engine)
      const state = engine.getState()
      expect(state.status).toBe('finished')
      expect(checkEstatesState(state)).toEqual([])
      const left = Object.keys(state.players).filter((id) => !isOut(state.players[id]))
      const estates = getEstates(state)
      if (left.length === 1) {
        endings.standing++
        expect(state.winnerIds).toEqual(left)
      } else {
        endings.cap++
        expect(getPhasesState(state).round).toBe(60)
        expect(state.winnerIds).toEqual(richest(left.sort(), estates.cash, estates.owners))
      }
      // Money only enters as salaries and dividends and leaves as prices and fees: no one ever holds less than 0.
      for (const id of Object.keys(state.players)) expect(estates.cash[id]).toBeGreaterThanOrEqual(0)
      // A bankrupt player owns nothing.
      for (const owner of Object.values(estates.owners)) expect(isOut(state.players[owner])).toBe(false)
      engine.destroy()
    }
    // The rents are high enough for bankruptcies to end games before the cap (the board's comment says why).
    expect(endings.standing).toBeGreaterThan(0)
  })

  it('the same seed plays the same game', () => {
    const a = seededGame(5, 4)
    const b = seededGame(5, 4)
    playWithBots(a)
    playWithBots(b)
    expect(b.getState()).toEqual(a.getState())
  })
})
