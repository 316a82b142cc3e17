import { describe, expect, it } from 'vitest'
import { benchSettings, isReduced, runs } from './settings'

describe('bench settings', () => {
  it('are the full run by default', () => {
    const s = benchSettings({})
    expect(s).toEqual({ quick: false, rounds: 7, timeMs: 400, warmupMs: 300, loadRuns: 7, simGames: 100_000, simRounds: 2, agreementShowdowns: 50_000, only: null })
    expect(isReduced(s)).toBe(false)
  })

  it('are shorter with BENCH_QUICK=1', () => {
    const s = benchSettings({ BENCH_QUICK: '1' })
    expect(s.rounds).toBe(3)
    expect(s.simGames).toBe(10_000)
    expect(isReduced(s)).toBe(true)
  })

  it('take each BENCH_* variable over the default, down to a one-round smoke run', () => {
    const s = benchSettings({ BENCH_ROUNDS: '1', BENCH_TIME_MS: '1', BENCH_WARMUP_MS: '0', BENCH_LOAD_RUNS: '1', BENCH_SIM_GAMES: '500', BENCH_SIM_ROUNDS: '1', BENCH_SHOWDOWNS: '100' })
    expect(s).toEqual({ quick: false, rounds: 1, timeMs: 1, warmupMs: 0, loadRuns: 1, simGames: 500, simRounds: 1, agreementShowdowns: 100, only: null })
    expect(isReduced(s)).toBe(true)
  })

  it('run only the parts BENCH_ONLY names, and refuse an unknown part', () => {
    const s = benchSettings({ BENCH_ONLY: 'views, full-games' })
    expect(s.only).toEqual(['views', 'full-games'])
    expect([runs(s, 'views'), runs(s, 'full-games'), runs(s, 'engine')]).toEqual([true, true, false])
    expect(isReduced(s)).toBe(true)
    expect(runs(benchSettings({}), 'engine')).toBe(true)
    expect(() => benchSettings({ BENCH_ONLY: 'views,cards' })).toThrow("BENCH_ONLY names parts among engine, uno-overhead, poker, full-games, scaling, views, got 'cards'")
  })

  it('refuse values that are not whole numbers in range', () => {
    expect(() => benchSettings({ BENCH_ROUNDS: '0' })).toThrow(/BENCH_ROUNDS/)
    expect(() => benchSettings({ BENCH_TIME_MS: '1.5' })).toThrow(/BENCH_TIME_MS/)
    expect(() => benchSettings({ BENCH_WARMUP_MS: '-1' })).toThrow(/BENCH_WARMUP_MS/)
  })
})
