import { describe, expect, it } from 'vitest'
import { createEnv } from './createEnv'
import { InvalidActionIdError } from './errors'
import { createSelfPlayVector, createVectorEnv, type VectorEnv } from './vector/vectorEnv'
import type { EnvGameName } from './types'

// The worker threads run built JavaScript: this package's dist (turbo builds it before the tests).
const built = (await import(new URL('../dist/index.js', import.meta.url).href)) as { createVectorEnv: typeof createVectorEnv }

const STEPS = Number(process.env.ENV_VECTOR_STEPS ?? 60)

function snapshot(vec: VectorEnv) {
  return [vec.obs, vec.legalMask, vec.rewards, vec.dones, vec.playerIds, vec.finished].map((a) => Array.from(a as ArrayLike<number>))
}

describe('vector environments', () => {
  it("row i plays game g from seed seed + i + g × numEnvs: the same games as one environment, its observations in the row", async () => {
    const vec = await createVectorEnv('uno', { numEnvs: 3, seed: 10 })
    const single = createEnv('uno')
    await vec.reset()
    for (let i = 0; i < 3; i++) {
      const t = single.reset(10 + i)
      expect(vec.playerIds[i]).toBe(t.playerId)
      expect([...vec.obs.subarray(240 * i, 240 * (i + 1))]).toEqual([...t.obs])
      expect([...vec.legalMask.subarray(61 * i, 61 * (i + 1))]).toEqual([...t.legalMask])
    }
    // Row 1 follows its own game, chosen actions written into `actions`.
    single.reset(11)
    for (let s = 0; s < STEPS; s++) {
      const legal: number[] = []
      for (let a = 0; a < 61; a++) if (vec.legalMask[61 + a] === 1) legal.push(a)
      vec.actions.fill(-1)
      vec.actions[1] = legal.at(-1)!
      await vec.step()
      const t = single.step(legal.at(-1)!)
      expect(vec.dones[1]).toBe(t.done ? 1 : 0)
      if (t.done) {
        expect([...vec.rewards.subarray(2, 4)]).toEqual([...t.rewards])
        single.reset(11 + 3)
        s = STEPS
      } else expect([...vec.obs.subarray(240, 480)]).toEqual([...t.obs])
    }
    await vec.close()
  })

  it('refuses an illegal action in any row before any game moves', async () => {
    const vec = await createVectorEnv('uno', { numEnvs: 4, seed: 1 })
    await expect(vec.step()).rejects.toThrow(/reset\(\) first/)
    await vec.reset()
    const before = snapshot(vec)
    vec.actions.fill(-1)
    vec.actions[2] = [...Array(61).keys()].find((a) => vec.legalMask[2 * 61 + a] === 0)!
    await expect(vec.step()).rejects.toThrow(InvalidActionIdError)
    await expect(vec.step()).rejects.toThrow(/Row 2/)
    expect(snapshot(vec)).toEqual(before)
    await vec.close()
    await expect(createVectorEnv('uno', { numEnvs: 0 })).rejects.toThrow(/numEnvs/)
    await expect(createVectorEnv('uno', { numEnvs: 2, workers: 1, workerYoungGenerationMb: 0 })).rejects.toThrow(/workerYoungGenerationMb/)
    await expect(createVectorEnv('uno', { numEnvs: 2, workerYoungGenerationMb: 1.5 })).rejects.toThrow(TypeError)
  })

  it("doudizhu: each row's mask is its game's legal actions step after step, across game ends (masks cleared where they were set)", async () => {
    const vec = await createVectorEnv('doudizhu', { numEnvs: 2, seed: 5 })
    const n = vec.numActions
    const singles = [createEnv('doudizhu'), createEnv('doudizhu')]
    const games = [0, 0]
    await vec.reset()
    let last = singles.map((env, i) => env.reset(5 + i))
    let ends = 0
    for (let s = 0; s < STEPS * 4 && ends < 2; s++) {
      for (let i = 0; i < 2; i++) {
        const set: number[] = []
        for (let a = 0; a < n; a++) if (vec.legalMask[i * n + a] === 1) set.push(a)
        expect(set).toEqual([...last[i]!.legalActions])
        // The last legal action: a different choice from the random agent's, through the whole game.
        vec.actions[i] = last[i]!.legalActions.at(-1)!
      }
      await vec.step()
      last = last.map((_, i) => {
        const t = singles[i]!.step(vec.actions[i]!)
        if (!t.done) return t
        ends++
        games[i]!++
        return singles[i]!.reset(5 + i + games[i]! * 2)
      })
    }
    expect(ends).toBeGreaterThan(0)
    await vec.close()
  })

  for (const game of ['uno', 'doudizhu', 'no-limit-holdem'] as EnvGameName[]) {
    it(`${game}: split over two worker threads, the same arrays step after step as in this thread`, async () => {
      const local = await built.createVectorEnv(game, { numEnvs: 5, seed: 3 })
      const threads = await built.createVectorEnv(game, { numEnvs: 5, seed: 3, workers: 2 })
      expect(threads.workers).toBe(2)
      try {
        await local.reset()
        await threads.reset()
        for (let s = 0; s < STEPS; s++) {
          expect(snapshot(threads)).toEqual(snapshot(local))
          local.actions.fill(-1)
          threads.actions.fill(-1)
          await local.step()
          await threads.step()
        }
        expect(snapshot(threads)).toEqual(snapshot(local))
      } finally {
        await local.close()
        await threads.close()
      }
    })
  }

  for (const game of ['uno', 'doudizhu'] as EnvGameName[]) {
    it(`${game}: self-play plays, a stretch at a time, the games step() plays with random actions, each row to its share`, async () => {
      const games = 23
      const numEnvs = 5
      // The reference: step() with every action -1, row i counting its games g < ⌈(games − i) ÷ numEnvs⌉.
      const vec = await createVectorEnv(game, { numEnvs, seed: 7 })
      await vec.reset()
      const quota = (i: number) => Math.ceil((games - i) / numEnvs)
      const rowGames = new Array<number>(numEnvs).fill(0)
      const rowSteps = new Array<number>(numEnvs).fill(0)
      const expected = { games: 0, gameSteps: 0, payoffs: new Array<number>(vec.numPlayers).fill(0), wins: new Array<number>(vec.numPlayers).fill(0) }
      while (expected.games < games) {
        vec.actions.fill(-1)
        await vec.step()
        for (let i = 0; i < numEnvs; i++) {
          rowSteps[i]! += 1
          if (vec.dones[i] !== 1) continue
          if (rowGames[i]! < quota(i)) {
            rowGames[i]! += 1
            expected.games++
            expected.gameSteps += rowSteps[i]!
            for (let p = 0; p < vec.numPlayers; p++) {
              expected.payoffs[p]! += vec.rewards[i * vec.numPlayers + p]!
              if (vec.rewards[i * vec.numPlayers + p]! > 0) expected.wins[p]! += 1
            }
          }
          rowSteps[i] = 0
        }
      }
      await vec.close()
      const self = await createSelfPlayVector(game, { numEnvs, seed: 7 })
      await self.reset()
      const got = { games: 0, gameSteps: 0, payoffs: new Array<number>(self.numPlayers).fill(0), wins: new Array<number>(self.numPlayers).fill(0) }
      let stretches = 0
      for (let done = false; !done; stretches++) {
        const [tally] = await self.play(games, 7)
        got.games += tally!.games
        got.gameSteps += tally!.gameSteps
        for (let p = 0; p < self.numPlayers; p++) {
          got.payoffs[p]! += tally!.payoffs[p]!
          got.wins[p]! += tally!.wins[p]!
        }
        done = tally!.done
      }
      await self.close()
      expect(stretches).toBeGreaterThan(1)
      expect(got.games).toBe(games)
      expect(got.gameSteps).toBe(expected.gameSteps)
      expect(got.wins).toEqual(expected.wins)
      for (let p = 0; p < got.payoffs.length; p++) expect(got.payoffs[p]).toBeCloseTo(expected.payoffs[p]!, 5)
    })
  }
})
