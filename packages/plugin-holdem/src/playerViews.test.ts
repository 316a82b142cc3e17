// The engine keeps each viewer's last view and shares zone views between viewers, reusing what did not change
// (issue 19): at every step of seeded games its views must be exactly those computed from scratch, whether every
// viewer asks at every step or one viewer asks now and then (its last view then several actions old).
import { createTestEngine, expectFreshViews, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { holdemPlugins } from './__fixtures__/table'

const GAMES = testSize('HOLDEM_VIEW_GAMES', { quick: 3, long: 40 })

describe('player views', () => {
  it(`equal views computed from scratch at every step of ${GAMES} seeded games`, () => {
    let total = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: holdemPlugins({ maxHands: 8 }), players: 2 + (seed % 5), seed })
      const { steps } = playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine) })
      // A heads-up session can end in its first hand (both all in): the sessions together play many steps.
      expect(steps).toBeGreaterThan(0)
      total += steps
    }
    expect(total).toBeGreaterThan(10 * GAMES)
  })

  it(`equal views computed from scratch when only the players who may act ask, at every step of ${GAMES} seeded games`, () => {
    let total = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: holdemPlugins({ maxHands: 8 }), players: 2 + (seed % 5), seed })
      total += playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine, 'actors') }).steps
    }
    expect(total).toBeGreaterThan(10 * GAMES)
  })
})
