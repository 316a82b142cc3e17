import { GameEngine } from '@decklet/core'
import { testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createUnoPlugin } from './unoPlugin'

/** Seeded 4-player games of 400 steps in which everyone plays their default. */
const GAMES = testSize('UNO_DEFAULT_ACTION_GAMES', { quick: 4, long: 100 })

describe('the default action (what a runtime plays when a player times out)', () => {
  it('is always a legal, cautious move: accept a penalty, pass after drawing, otherwise draw', () => {
    let checked = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = new GameEngine({ seed, validationMode: 'none' })
      engine.use(createUnoPlugin())
      engine.createGame({ players: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, name: id })) }).start()
      for (let step = 0; step < 400 && engine.getState().status === 'playing'; step++) {
        const current = engine.getState().currentPlayerId
        if (current !== null && engine.getLegalActions(current).length > 0) {
          const fallback = engine.getDefaultAction(current)
          expect(fallback, `seed ${seed} step ${step}`).not.toBeNull()
          expect(['ACCEPT', 'PASS', 'DRAW', 'CHOOSE_COLOR']).toContain(fallback!.type)
          expect(engine.validate(fallback!).ok).toBe(true)
          checked++
        }
        // Everyone plays their default: the game still moves on.
        const mover = ['p1', 'p2', 'p3', 'p4'].find((p) => engine.getDefaultAction(p) !== null)
        if (mover === undefined) break
        expect(engine.dispatch(engine.getDefaultAction(mover)!).ok).toBe(true)
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
