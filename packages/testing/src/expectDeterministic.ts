import { DeckletError, type Action, type GameEngine, type GameEvent } from '@decklet/core'
import { diffStates } from './diff'

/**
 * Thrown by {@link expectDeterministic} when two runs with one seed differ.
 *
 * @example
 * try { expectDeterministic(make, drive, [1]) } catch (e) {
 *   if (e instanceof DeterminismError) console.log(e.seed, e.part)
 * }
 */
export class DeterminismError extends DeckletError {
  constructor(
    message: string,
    /** The seed whose two runs differ. */
    readonly seed: number,
    /** What differs first: the final states, the histories or the emitted events. */
    readonly part: 'state' | 'history' | 'events',
  ) {
    super(message, 'NOT_DETERMINISTIC')
    this.name = 'DeterminismError'
  }
}

/**
 * Checks that a game is a function of its seed: for each seed it runs
 * `makeEngine(seed)` and `drive(engine, seed)` twice and throws a
 * {@link DeterminismError}, with a diff, when the two final states, histories
 * (actions, versions, timestamps) or events emitted while driving differ.
 *
 * @example
 * expectDeterministic(
 *   (seed) => createTestEngine({ plugins, seed }),
 *   (engine, seed) => playRandomGame(engine, { seed }),
 *   [1, 2, 3],
 * )
 */
export function expectDeterministic<TAction extends Action>(
  makeEngine: (seed: number) => GameEngine<TAction>,
  drive: (engine: GameEngine<TAction>, seed: number) => unknown,
  seeds: readonly number[],
): void {
  const run = (seed: number) => {
    const engine = makeEngine(seed)
    const events: GameEvent[] = []
    const unsubscribe = engine.subscribeAll((event) => events.push(event))
    drive(engine, seed)
    unsubscribe()
    return { state: engine.getState(), history: [...engine.getHistory()], events }
  }
  for (const seed of seeds) {
    const first = run(seed)
    const second = run(seed)
    for (const part of ['state', 'history', 'events'] as const) {
      const diff = diffStates(first[part], second[part], { labels: ['run 1', 'run 2'] })
      if (diff !== '') {
        throw new DeterminismError(`Two runs with seed ${seed} differ in their ${part === 'state' ? 'final states' : part}:\n${diff}`, seed, part)
      }
    }
  }
}
