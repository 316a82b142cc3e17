import { SeededRandomProvider, type GameState } from '@decklet/core'
import type { CardGameEnv, EnvReset } from './types'

/** Plays one game with a seeded random agent, calling `visit` before each step. Returns the steps played. @internal */
export function playRandomGame(env: CardGameEnv, seed: number, visit: (t: EnvReset) => void = () => {}): number {
  const random = new SeededRandomProvider(seed + 1000)
  let t: EnvReset = env.reset(seed)
  let steps = 0
  for (;;) {
    visit(t)
    const next = env.step(t.legalActions[random.int(0, t.legalActions.length - 1)]!)
    steps++
    if (next.done) return steps
    t = next
  }
}

/** The engine's full state, for tests that compare what a player's view gives with it. @internal */
export function fullState(env: CardGameEnv): GameState {
  return env.engine.getState()
}
