import { describe, expect, it } from 'vitest'
import { createEnv } from './createEnv'
import { playRandomGame, replayAnswers, type PositionAnswer } from './envTestSupport'

const GAMES = Number(process.env.ENV_HOLDEM_GAMES ?? 100)

describe("the no-limit Hold'em environment", () => {
  const env = createEnv('no-limit-holdem')

  it("has RLCard's five actions and 54 numbers: the cards seen, the chips put in, the most anyone put in", () => {
    expect(env.numActions).toBe(5)
    expect([0, 1, 2, 3, 4].map((a) => env.actionName(a))).toEqual(['FOLD', 'CHECK_CALL', 'RAISE_HALF_POT', 'RAISE_POT', 'ALL_IN'])
    const t = env.reset(2)
    const raw = env.observe(t.playerId).rawObs
    expect(t.obs.slice(0, 52).reduce((a, b) => a + b, 0)).toBe(2)
    for (const card of raw.hand as string[]) {
      const index = 13 * 'SHDC'.indexOf(card[0]!) + 'A23456789TJQK'.indexOf(card[1]!)
      expect(t.obs[index]).toBe(1)
    }
    expect([t.obs[52], t.obs[53]]).toEqual([raw.my_chips, 2])
    expect(raw.stage).toBe('PREFLOP')
  })

  it("encodes every step of sixty hands as RLCard's code does (answers computed by RLCard's code)", () => {
    // src/__fixtures__/rlcard_holdem_answers.py: RLCard's observation of each position's raw fields, as
    // [index, value] pairs of its non-zero entries.
    const seeds = replayAnswers<PositionAnswer & { obs: [number, number][] }>(env, 'holdem-rlcard-answers.jsonl', (t, answer, where) => {
      expect([...t.obs].flatMap((x, i) => (x !== 0 ? [[i, x]] : [])), where).toEqual(answer.obs)
    })
    expect(seeds).toHaveLength(60)
  })

  it("plays whole hands: the payoffs are the chips won and lost, and each observation is the player's own view", () => {
    let showdowns = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      playRandomGame(env, seed, (t) => {
        const o = env.observe(t.playerId)
        expect([...o.obs]).toEqual([...t.obs])
        expect(t.legalActions).toContain(1)
        if ((o.rawObs.public_cards as string[]).length === 5) showdowns++
      })
      const [a, b] = env.payoffs()
      expect(a! + b!).toBe(0)
      expect(Math.abs(a!)).toBeLessThanOrEqual(100)
    }
    expect(showdowns).toBeGreaterThan(0)
  })
})
