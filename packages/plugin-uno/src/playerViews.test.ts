// The engine keeps each viewer's last view and shares zone views between viewers, reusing what did not change
// (issue 19): at every step of seeded games its views must be exactly those computed from scratch, whether every
// viewer asks at every step or one viewer asks now and then (its last view then several actions old).
import { createTestEngine, expectFreshViews, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createUnoPlugin } from './unoPlugin'

const GAMES = testSize('UNO_VIEW_GAMES', { quick: 3, long: 40 })

describe('player views', () => {
  it(`equal views computed from scratch at every step of ${GAMES} seeded games`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: [createUnoPlugin({ scoring: 'single-hand' })], players: 2 + (seed % 3), seed })
      const { steps } = playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine) })
      expect(steps).toBeGreaterThan(10)
    }
  })

  it(`equal views computed from scratch when only the players who may act ask, at every step of ${GAMES} seeded games`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: [createUnoPlugin({ scoring: 'single-hand' })], players: 2 + (seed % 3), seed })
      expect(playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine, 'actors') }).steps).toBeGreaterThan(10)
    }
  })
})
