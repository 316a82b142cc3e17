import { describe, expect, it } from 'vitest'
import type { EnvGameName } from '../types'
import type { BenchRow } from './bench'
import { runBench } from './benchRun'
import { RlcardUnavailableError, type RlcardRate } from './rlcard'

const row = (game: EnvGameName): BenchRow => ({ game, createGameUs: 1, resetUs: 1, singleStepsPerSecond: 10, vector: [], selfPlay: [] })
const rate = (game: EnvGameName): RlcardRate => ({ game, steps: 100, games: 2, seconds: 1, stepsPerSecond: 100, rlcard: '1.0.4', python: '3.11', numpy: null })

/** A run with stand-ins that records what was measured, in order; `failOn`: the games RLCard fails for. */
async function run(games: EnvGameName[], failOn: EnvGameName[] | null) {
  const log: string[] = []
  const result = await runBench(games, {
    rlcard: failOn === null ? null : (game) => {
      log.push(`rlcard ${game}`)
      if (failOn.includes(game)) throw new RlcardUnavailableError(`no ${game}`)
      return rate(game)
    },
    decklet: async (game, progress) => {
      progress('steps')
      log.push(`decklet ${game}`)
      return row(game)
    },
    progress: (part) => log.push(`progress ${part}`),
    warn: (message) => log.push(`warn ${message}`),
  })
  return { result, log }
}

describe('runBench', () => {
  it("measures RLCard's environment just before decklet's figures of each game", async () => {
    const { result, log } = await run(['uno', 'doudizhu'], [])
    expect(log).toEqual([
      'progress uno: RLCard', 'rlcard uno', 'progress uno: steps', 'decklet uno',
      'progress doudizhu: RLCard', 'rlcard doudizhu', 'progress doudizhu: steps', 'decklet doudizhu',
    ])
    expect(result!.rows.map((r) => r.game)).toEqual(['uno', 'doudizhu'])
    expect([...result!.rlcard!.keys()]).toEqual(['uno', 'doudizhu'])
    expect(result!.rlcardFailed).toBe(false)
  })

  it('measures nothing when RLCard fails for the first game (no Python, no rlcard)', async () => {
    const { result, log } = await run(['uno', 'doudizhu'], ['uno'])
    expect(result).toBeNull()
    expect(log).toEqual(['progress uno: RLCard', 'rlcard uno', 'warn no uno'])
  })

  it('goes on when RLCard fails for a later game: that game has no RLCard figure', async () => {
    const { result, log } = await run(['uno', 'doudizhu', 'no-limit-holdem'], ['doudizhu'])
    expect(log).toContain('warn no doudizhu')
    expect(result!.rows.map((r) => r.game)).toEqual(['uno', 'doudizhu', 'no-limit-holdem'])
    expect([...result!.rlcard!.keys()]).toEqual(['uno', 'no-limit-holdem'])
    expect(result!.rlcardFailed).toBe(true)
  })

  it('without RLCard, measures decklet alone; other errors are thrown', async () => {
    const { result } = await run(['uno'], null)
    expect(result).toEqual({ rows: [row('uno')], rlcard: undefined, rlcardFailed: false })
    await expect(runBench(['uno'], {
      rlcard: () => {
        throw new TypeError('a bug')
      },
      decklet: async (game) => row(game),
      progress: () => {},
      warn: () => {},
    })).rejects.toThrow(TypeError)
  })
})
