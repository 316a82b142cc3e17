import { createTestEngine, expectNoLeak, fuzzPlugins, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { checkTable, create__PASCAL_NAME__Plugin, DECK_SIZE } from './index'

/**
 * Games per player count. Tests are sized by counts, never by time: `__CONSTANT_NAME___FUZZ_GAMES=1000 npm test`,
 * or `DECKLET_LONG_TESTS=1 npm test` for the long size.
 */
const GAMES = testSize('__CONSTANT_NAME___FUZZ_GAMES', { quick: 20, long: 500 })

describe.each([2, 3, 4, 8])('%i players', (players) => {
  const plugin = create__PASCAL_NAME__Plugin()
  const makeEngine = (seed: number) => createTestEngine({ plugins: [plugin], seed, players })

  it(`keeps every promise in ${GAMES} random games: legal actions accepted, invariants, forks, snapshots, JSON, replay`, () => {
    const report = fuzzPlugins(makeEngine, { games: GAMES, seed: players })
    expect(report.failures).toEqual([])
    expect(report.games).toBe(GAMES)
  })

  it('plays random games to their end: every card is played, the best scores win', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { finished, state, steps } = playRandomGame(makeEngine(seed), { seed })
      expect(finished).toBe(true)
      expect(steps).toBe(players * 5)
      expect(checkTable(state)).toEqual([])
      expect(state.zones.discard!.cards).toHaveLength(players * 5)
      expect(state.zones.deck!.cards).toHaveLength(DECK_SIZE - players * 5)
      expect(state.winnerIds.length).toBeGreaterThan(0)
    }
  })

  it('tells no player more than it may know', () => {
    expect(expectNoLeak(makeEngine, { games: 3 }).games).toBe(3)
  })
})
