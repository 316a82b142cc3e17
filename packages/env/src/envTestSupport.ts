import { readFileSync } from 'node:fs'
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

/** One position's answer in a fixture of answers computed by RLCard's code: the game's seed and the step. @internal */
export interface PositionAnswer {
  readonly seed: number
  readonly step: number
}

/**
 * Replays the games of a fixture of RLCard's answers (`src/__fixtures__/<file>`, one JSON answer a line, by seed
 * and step) with {@link playRandomGame}, calling `check` at every step with that step's answer and a label for
 * failures. Checks that the games and the answers line up, and returns the seeds replayed. @internal
 */
export function replayAnswers<T extends PositionAnswer>(env: CardGameEnv, file: string, check: (t: EnvReset, answer: T, where: string) => void): number[] {
  const answers = readFileSync(new URL(`./__fixtures__/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
  const seeds = [...new Set(answers.map((a) => a.seed))]
  let checked = 0
  for (const seed of seeds) {
    const mine = answers.filter((a) => a.seed === seed)
    let step = 0
    playRandomGame(env, seed, (t) => {
      const answer = mine[step++]
      if (answer === undefined) throw new Error(`game ${seed} goes on past the ${mine.length} steps of ${file}`)
      check(t, answer, `game ${seed} step ${answer.step}`)
      checked++
    })
    if (step !== mine.length) throw new Error(`game ${seed} ended after ${step} of the ${mine.length} steps of ${file}`)
  }
  if (checked !== answers.length) throw new Error(`${checked} of the ${answers.length} answers of ${file} checked`)
  return seeds
}

/** The indices of the ones of an observation. @internal */
export function onesOf(obs: Float32Array): number[] {
  const ones: number[] = []
  for (let i = 0; i < obs.length; i++) if (obs[i] === 1) ones.push(i)
  return ones
}
