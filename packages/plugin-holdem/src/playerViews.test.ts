// The engine keeps each viewer's last view and reuses what did not change (issue 19's first step): at every
// step of seeded games its views must be exactly those computed from scratch, for every player and a spectator.
import { createTestEngine, expectFreshViews, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { holdemPlugins } from './__fixtures__/table'

const GAMES = testSize('HOLDEM_VIEW_GAMES', { quick: 3, long: 40 })

describe('player views', () => {
  it(`equal views computed from scratch at every step of ${GAMES} seeded games`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: holdemPlugins({ maxHands: 8 }), players: 2 + (seed % 5), seed })
      const { steps } = playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine) })
      expect(steps).toBeGreaterThan(10)
    }
  })
})
