import { describe, expect, it } from 'vitest'
import { OFFICIAL, RLCARD, deckletLegalActionsCost, deckletUnoPlayer, reducerLegalActionsCost, reducerUnoPlayer } from './unoGames'

describe('the UNO games of the benchmarks', () => {
  it('are the same games on decklet and on the reducer (same number of moves, seed by seed)', () => {
    for (const setup of [OFFICIAL, RLCARD]) {
      const decklet = deckletUnoPlayer(setup, 'none', 1)
      const reducer = reducerUnoPlayer(setup, 1)
      for (let seed = 1; seed <= 10; seed++) expect(reducer.play(), `${setup.label}, seed ${seed}`).toBe(decklet.play())
    }
  })

  it('time the legal actions of the same positions on both sides: every position before game over, and the same calls', () => {
    for (const setup of [OFFICIAL, RLCARD]) {
      for (let seed = 1; seed <= 10; seed++) {
        const decklet = deckletLegalActionsCost(setup, 'none', seed, 3)
        const reducer = reducerLegalActionsCost(setup, seed, 3)
        expect(reducer.positions, `${setup.label}, seed ${seed}: positions`).toBe(decklet.positions)
        expect(reducer.calls, `${setup.label}, seed ${seed}: calls`).toBe(decklet.calls)
        // One position per move: the finished position is not counted.
        expect(reducer.positions).toBe(3 * reducerUnoPlayer(setup, seed).play())
      }
    }
  })
})
