import { createTestEngine, expectNoLeak, fuzzPlugins, playRandomGame, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { diceGamePlugins } from './__fixtures__/games'
import { checkPhasesState } from './stateCheck'

/** fuzzPlugins games per setting of the dice game (every step forked, restored and compared; the record replayed). */
const GAMES = testSize('DECKLET_PHASES_FUZZ_GAMES', { quick: 15, long: 500 })

const dice = (seed: number, yieldBetweenPlayers: boolean) =>
  createTestEngine({ plugins: diceGamePlugins({ yieldBetweenPlayers }), seed, players: 2 + (seed % 3), config: { validationMode: 'always' } })

describe('the dice game on the phases plugin, fuzzed (@decklet/testing)', () => {
  for (const yieldBetweenPlayers of [false, true]) {
    it(`keeps every invariant, fork, snapshot and replay through its decisions, animations and pending work (yieldBetweenPlayers: ${yieldBetweenPlayers})`, () => {
      const report = fuzzPlugins((seed) => dice(seed, yieldBetweenPlayers), { games: GAMES, maxSteps: 400, seed: yieldBetweenPlayers ? 2 : 1 })
      expect(report.failures).toEqual([])
      expect(report.games).toBe(GAMES)
      expect(report.steps).toBeGreaterThan(GAMES * 3)
    })
  }

  it('plays to the end, the last player standing winning, every state passing the state check', () => {
    let finished = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = dice(seed, true)
      const result = playRandomGame(engine, {
        seed,
        maxSteps: 2_000,
        onStep: (e) => expect(checkPhasesState(e.getState())).toEqual([]),
      })
      if (!result.finished) continue
      finished++
      const standing = Object.values(result.state.players).filter((p) => p.status !== 'eliminated').map((p) => p.id)
      expect(result.state.winnerIds).toEqual(standing)
    }
    expect(finished).toBe(GAMES)
  })

  it("plays the same games whatever the validation mode ('none' freezes and checks nothing)", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const play = (validationMode: 'none' | 'always') =>
        playRandomGame(createTestEngine({ plugins: diceGamePlugins({ yieldBetweenPlayers: true }), seed, players: 3, config: { validationMode } }), { seed }).state
      expect(JSON.stringify(play('none'))).toBe(JSON.stringify(play('always')))
    }
  })

  it('tells no player more than it may know', () => {
    expect(expectNoLeak((seed) => dice(seed, true), { games: 3, maxSteps: 300 }).games).toBe(3)
  })
})
