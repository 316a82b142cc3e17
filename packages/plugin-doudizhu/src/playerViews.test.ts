// The engine keeps each viewer's last view and reuses what did not change (issue 19's first step): at every
// step of seeded games its views must be exactly those computed from scratch, for every player and a spectator.
import { createTestEngine, expectFreshViews, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createDoudizhuPlugins } from './doudizhuPlugin'

const GAMES = testSize('DOUDIZHU_VIEW_GAMES', { quick: 3, long: 40 })

describe('player views', () => {
  it(`equal views computed from scratch at every step of ${GAMES} seeded games`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: createDoudizhuPlugins(), players: 3, seed })
      const { steps } = playRandomGame(engine, { seed, maxSteps: 300, onStep: () => expectFreshViews(engine) })
      expect(steps).toBeGreaterThan(10)
    }
  })
})
