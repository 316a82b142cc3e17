import { describe, expect, it } from 'vitest'
import type { DecisionRequest, PlayerController } from '@decklet/runtime'
import { createDoudizhuBot, createHoldemBot, createRandomBot, createSimpleGameBot, createUnoBot, runTournament, type GameSetup } from './index'
import { Auditor, doudizhuEngine, doudizhuKitty, holdemEngine, simpleGameEngine, unoEngine } from './testSupport'
import type { GameEngine } from '@decklet/core'

function audit(
  makeEngine: (s: GameSetup) => GameEngine,
  make: () => PlayerController,
  players: number,
  games: number,
  shown?: (r: DecisionRequest) => readonly string[],
) {
  const auditors: Auditor[] = []
  const seats: Record<string, (seed: number) => PlayerController> = {
    p1: () => {
      const a = new Auditor(make(), shown)
      auditors.push(a)
      return a
    },
  }
  for (let i = 2; i <= players; i++) seats[`p${i}`] = (seed) => new Auditor(createRandomBot(seed), shown)
  const report = runTournament({ makeEngine, lineups: [{ seats }], games, seed: 11 })
  const problems = auditors.flatMap((a) => a.problems)
  const chosen = auditors.flatMap((a) => a.chosen)
  const placeholders = auditors.reduce((n, a) => n + a.placeholders, 0)
  return { report: report.lineups[0]!, problems, chosen, placeholders }
}

describe('rule-based bots', () => {
  it('simple game: plays the first card, only legal actions, sees placeholders only', () => {
    const { report, problems, chosen, placeholders } = audit(simpleGameEngine, createSimpleGameBot, 2, 20)
    expect(problems).toEqual([])
    expect(report.finished).toBe(20)
    expect(chosen.length).toBeGreaterThan(0)
    expect(chosen.every((a) => a.type === 'PLAY_CARD')).toBe(true)
    expect(placeholders).toBeGreaterThan(0)
  })

  it('UNO: legal actions only, calls UNO, placeholders only', () => {
    const { report, problems, chosen, placeholders } = audit(unoEngine, createUnoBot, 3, 15)
    expect(problems).toEqual([])
    expect(report.finished).toBe(15)
    expect(chosen.some((a) => a.type === 'DECLARE_UNO')).toBe(true)
    expect(placeholders).toBeGreaterThan(0)
  })

  it('Dou Dizhu: legal actions only, bids and plays, placeholders only', () => {
    const { report, problems, chosen, placeholders } = audit(doudizhuEngine, createDoudizhuBot, 3, 15, doudizhuKitty)
    expect(problems).toEqual([])
    expect(report.finished).toBe(15)
    expect(chosen.some((a) => a.type === 'PLAY')).toBe(true)
    expect(placeholders).toBeGreaterThan(0)
  })

  it("Hold'em: legal actions only, placeholders only", () => {
    const { report, problems, chosen, placeholders } = audit(holdemEngine, createHoldemBot, 3, 6)
    expect(problems).toEqual([])
    expect(report.finished).toBe(6)
    expect(new Set(chosen.map((a) => a.type)).size).toBeGreaterThan(1)
    expect(placeholders).toBeGreaterThan(0)
  })

  it('the random bot is seeded: the same tournament twice gives the same report', () => {
    const run = () =>
      runTournament({ makeEngine: unoEngine, lineups: [{ seats: { a: createRandomBot, b: createRandomBot } }], games: 3, seed: 3 })
    expect(run()).toEqual(run())
  })
})
