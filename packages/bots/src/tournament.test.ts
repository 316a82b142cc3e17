import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '@decklet/core'
import { createRandomBot, createSimpleGameBot, PolicyBotController, runTournament, wilsonInterval } from './index'
import { simpleGameEngine } from './testSupport'

describe('wilsonInterval', () => {
  it('matches the textbook values', () => {
    const half = wilsonInterval(50, 100)
    expect(half.rate).toBe(0.5)
    expect(half.low).toBeCloseTo(0.4038, 4)
    expect(half.high).toBeCloseTo(0.5962, 4)
    const none = wilsonInterval(0, 10)
    expect(none.low).toBe(0)
    expect(none.high).toBeCloseTo(0.2775, 4)
    const all = wilsonInterval(10, 10)
    expect(all.high).toBe(1)
    expect(all.low).toBeCloseTo(0.7225, 4)
    expect(wilsonInterval(0, 0)).toEqual({ wins: 0, games: 0, rate: 0, low: 0, high: 1 })
  })
})

describe('runTournament', () => {
  const lineups = [
    { name: 'rule vs random', seats: { p1: () => createSimpleGameBot(), p2: (seed: number) => createRandomBot(seed) } },
    { name: 'random vs random', seats: { p1: (seed: number) => createRandomBot(seed), p2: (seed: number) => createRandomBot(seed) } },
  ]

  it('plays N games per line-up and reports win rates with intervals', () => {
    const report = runTournament({ makeEngine: simpleGameEngine, lineups, games: 30, seed: 5 })
    expect(report.seed).toBe(5)
    expect(report.lineups.map((l) => l.name)).toEqual(['rule vs random', 'random vs random'])
    for (const lineup of report.lineups) {
      expect(lineup.games).toBe(30)
      expect(lineup.finished).toBe(30)
      expect(lineup.unfinished).toBe(0)
      const wins = lineup.seats.reduce((n, s) => n + s.wins, 0)
      expect(wins).toBe(30 - lineup.noWinner)
      for (const seat of lineup.seats) {
        expect(seat).toMatchObject(wilsonInterval(seat.wins, 30))
        expect(seat.low).toBeLessThanOrEqual(seat.rate)
        expect(seat.high).toBeGreaterThanOrEqual(seat.rate)
      }
    }
    expect(report.lineups[0]!.seats.map((s) => s.kind)).toEqual(['simple-game-bot', 'random-bot'])
  })

  it('replays exactly from its seed, and differs with another seed', () => {
    const run = (seed: number) => runTournament({ makeEngine: simpleGameEngine, lineups, games: 10, seed })
    expect(run(9)).toEqual(run(9))
    expect(JSON.stringify(run(9).lineups.map((l) => l.actions))).not.toBe(JSON.stringify(run(10).lineups.map((l) => l.actions)))
  })

  it('runs without timers: a silent bot falls back to the default action or abandons the game', () => {
    const silent = () => new PolicyBotController('silent', () => null)
    const report = runTournament({ makeEngine: simpleGameEngine, lineups: [{ seats: { p1: silent, p2: silent } }], games: 2, seed: 1 })
    expect(report.lineups[0]!.finished + report.lineups[0]!.unfinished).toBe(2)
  })

  it('stops a game at the action limit', () => {
    const report = runTournament({ makeEngine: simpleGameEngine, lineups: [lineups[1]!], games: 3, seed: 1, maxActionsPerGame: 1 })
    expect(report.lineups[0]!.unfinished).toBe(3)
    expect(report.lineups[0]!.seats.every((s) => s.wins === 0)).toBe(true)
  })

  it('rejects a bad number of games', () => {
    expect(() => runTournament({ makeEngine: simpleGameEngine, lineups, games: -1, seed: 1 })).toThrow(InvalidOptionError)
  })
})
