import { createTestEngine, expectNoLeak, fuzzPlugins, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createEstatesPlugins } from './plugin/estatesPlugin'
import type { EstatesOptions } from './plugin/options'

// Counts, not time, size these runs: DECKLET_LONG_TESTS=1 (or the variables) for the long ones.
const FUZZ_GAMES = testSize('ESTATES_FUZZ_GAMES', { quick: 3, long: 200 })
const NO_LEAK_GAMES = testSize('ESTATES_NO_LEAK_GAMES', { quick: 2, long: 50 })

const configs: [string, EstatesOptions, number][] = [
  // A short cap so that every fuzzed game reaches its end (and its replay check) within the steps.
  ['4 players, 12 rounds', { roundCap: 12 }, 4],
  ['2 players, little cash, 30 rounds', { startingCash: 300, salary: 50, roundCap: 30 }, 2],
]

describe('fuzzing with @decklet/testing', () => {
  for (const [name, options, players] of configs) {
    it(`${name}: invariants, the state check, legal actions accepted, fork, snapshot and replay over seeded games`, () => {
      const report = fuzzPlugins((seed) => createTestEngine({ plugins: createEstatesPlugins(options), players, seed }), {
        games: FUZZ_GAMES,
        seed: 21,
        maxSteps: 600,
      })
      expect(report.failures).toEqual([])
      expect(report.games).toBe(FUZZ_GAMES)
    })
  }

  it('no leak: the views, scoped events, legal actions and viewer records of every player and a spectator hide what they must', () => {
    // Estates hides nothing (no cards, public money): what this guards is that every view and viewer record
    // of a phases game with modifiers can be made and agrees with the state, move after move.
    const report = expectNoLeak((seed) => createTestEngine({ plugins: createEstatesPlugins({ roundCap: 8 }), players: 3, seed }), { games: NO_LEAK_GAMES, seed: 4 })
    expect(report.games).toBe(NO_LEAK_GAMES)
    expect(report.steps).toBeGreaterThan(0)
  })
})
