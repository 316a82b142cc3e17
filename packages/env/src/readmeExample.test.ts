// The README's example, run as it is written there.
import { expect, it } from 'vitest'
import { createEnv, createVectorEnv } from './index'

it('runs the README example', async () => {
  const env = createEnv('uno')
  let t = env.reset(42)
  console.log(t.playerId, t.obs.length, t.legalActions.map((a) => env.actionName(a)))
  let payoffs: number[] = []
  for (;;) {
    const next = env.step(t.legalActions[0]!)
    if (next.done) {
      payoffs = [...next.rewards]
      console.log('payoffs', payoffs)
      break
    }
    t = next
  }
  console.log(env.observe(1).rawObs.num_cards)

  const vec = await createVectorEnv('doudizhu', { numEnvs: 64, seed: 1 })
  await vec.reset()
  for (let i = 0; i < 100; i++) {
    vec.actions.fill(-1)
    await vec.step()
  }
  console.log(vec.obs.length, vec.finished.reduce((a, b) => a + b, 0))
  await vec.close()

  expect(t.obs.length).toBe(240)
  expect([...payoffs].sort()).toEqual([-1, 1])
  expect(vec.obs.length).toBe(64 * 901)
  expect(vec.finished.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
})
