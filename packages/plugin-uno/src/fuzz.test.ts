import { verifyReplay, createTestEngine, fuzzPlugins, expectDeterministic, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { UNO_CARD_IDS } from './cards'
import type { UnoOptions } from './options'
import { createUnoPlugin } from './unoPlugin'
import { checkUnoZones } from './stateCheck'
import { playRandomly } from './__fixtures__/play'

/**
 * Complete games per option set. The quick size still plays each kind of game: every player count
 * ({@link playersFor}), 'always' validation (every 10th), the leak check (every 15th, by far the dearest) and
 * the replay (every 25th).
 */
const GAMES = testSize('UNO_FUZZ_GAMES', { quick: 25, long: 2_000 })
/** fuzzPlugins games per option set. */
const DEEP = testSize('UNO_FUZZ_DEEP', { quick: 2, long: 30 })
/** Complete official matches to 500; the first is checked for leaks. */
const MATCHES = testSize('UNO_FUZZ_MATCHES', { quick: 2, long: 200 })

/**
 * 2 to 6 players, shifted every ten seeds so that the seeds of the 'always', leak and replay checks
 * (multiples of 5) do not all get 2 players: 3 at seeds 10 and 15, 4 at 20 and 25, 5 at 30, and so on.
 */
const playersFor = (seed: number): number => 2 + ((seed + Math.floor(seed / 10)) % 5)

const OPTION_SETS: Record<string, UnoOptions> = {
  official: {},
  rlcard: { profile: 'rlcard' },
  'stacking same': { stacking: 'same' },
  'stacking cross': { stacking: 'cross' },
  'seven-o': { sevenO: true },
  'jump-in': { jumpIn: true },
  'draw to match': { drawToMatch: true },
  'forced play': { drawnCardPlay: 'forced' },
  'never play drawn': { drawnCardPlay: 'never' },
  'no bluffing': { wd4Legality: 'enforced' },
  'rlcard-strict +4': { wd4Legality: 'rlcard-strict' },
  'no challenge': { challenge: false },
  'challenge success skips': { challengeSuccessSkips: true },
  'softer penalty': { unoPenalty: 1 },
  'no uno call': { unoCall: false },
  'no winning on action': { noWinningOnAction: true },
  'lowest total': { scoring: 'lowest-total', target: 60 },
  'reshuffle all': { reshuffleKeepsTop: false },
  'two-player reverse passes': { twoPlayerReverseIsSkip: false },
  'every house rule': { stacking: 'cross', sevenO: true, jumpIn: true, drawToMatch: true, noWinningOnAction: true, unoPenalty: 1 },
}

describe.each(Object.entries(OPTION_SETS))('fuzzing: %s', (_name, options) => {
  it('keeps the invariants, forks, snapshots, JSON and replay (fuzzPlugins)', () => {
    const plugin = createUnoPlugin(options)
    const report = fuzzPlugins((seed) => createTestEngine({ plugins: [plugin], seed, players: playersFor(seed) }), { games: DEEP, maxSteps: 250, seed: 7 })
    expect(report.failures).toEqual([])
  })

  it(`plays ${GAMES} complete seeded games: legal moves accepted, 108 cards kept, nothing leaked, replays exactly`, () => {
    const plugin = createUnoPlugin({ scoring: 'single-hand', ...options })
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = playersFor(seed)
      const engine = createTestEngine({ plugins: [plugin], seed, players, config: { validationMode: seed % 10 === 0 ? 'always' : 'none' } })
      const leaks = seed % 15 === 0
      const steps = playRandomly(engine, { seed, preferPlay: true, leaks, maxSteps: 20_000 })
      const state = engine.getState()
      expect(state.status, `seed ${seed} ended after ${steps} steps`).toBe('finished')
      expect(checkUnoZones(state)).toEqual([])
      expect(Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0)).toBe(UNO_CARD_IDS.length)
      if (seed % 25 === 0) expect(verifyReplay(engine).diff).toBe('')
    }
  })
})

it(`plays ${MATCHES} complete official matches to 500 that replay exactly and are deterministic`, () => {
  const plugin = createUnoPlugin()
  expectDeterministic(
    (seed) => createTestEngine({ plugins: [plugin], seed, players: 4, config: { validationMode: 'none' } }),
    (engine, seed) => void playRandomly(engine, { seed, preferPlay: true }),
    [1, 2],
  )
  for (let seed = 1; seed <= MATCHES; seed++) {
    const engine = createTestEngine({ plugins: [plugin], seed, players: 3, config: { validationMode: 'none' } })
    playRandomly(engine, { seed, preferPlay: true, leaks: seed === 1 })
    const state = engine.getState()
    expect(state.status).toBe('finished')
    const scores = (state.variables.uno as { scores: Record<string, number> }).scores
    expect(Math.max(...Object.values(scores))).toBeGreaterThanOrEqual(500)
    expect(verifyReplay(engine).diff).toBe('')
  }
})

it('plays uniformly random legal games to their end too (drawing whenever allowed)', () => {
  const plugin = createUnoPlugin({ scoring: 'single-hand' })
  for (let seed = 1; seed <= 5; seed++) {
    const engine = createTestEngine({ plugins: [plugin], seed, players: 4, config: { validationMode: 'none' } })
    playRandomly(engine, { seed })
    expect(engine.getState().status).toBe('finished')
  }
})
