import { DeckletError, type GameEngine, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMathRandomPlugin, createMiniGamePlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { DeterminismError, expectDeterministic } from './expectDeterministic'
import { playRandomGame } from './playRandomGame'

const drive = (engine: GameEngine, seed: number) => playRandomGame(engine, { seed })

function determinismError(fn: () => unknown): DeterminismError {
  try {
    fn()
  } catch (e) {
    if (e instanceof DeterminismError) return e
    throw e
  }
  throw new Error('expected a DeterminismError')
}

describe('expectDeterministic', () => {
  it('passes when two runs with each seed end alike', () => {
    let runs = 0
    expectDeterministic(
      (seed) => {
        runs++
        return createTestEngine({ plugins: [createMiniGamePlugin()], seed })
      },
      drive,
      [1, 2, 3],
    )
    expect(runs).toBe(6)
  })

  it('throws a DeterminismError with a diff of the final states', () => {
    const error = determinismError(() =>
      expectDeterministic(
        (seed) => createTestEngine({ plugins: [createMiniGamePlugin(), createMathRandomPlugin()], seed }),
        (engine) => engine.dispatch({ type: 'ROLL', playerId: 'p1' }),
        [4],
      ),
    )
    expect(error).toBeInstanceOf(DeckletError)
    expect(error.code).toBe('NOT_DETERMINISTIC')
    expect(error.seed).toBe(4)
    expect(error.part).toBe('state')
    expect(error.message).toMatch(/^Two runs with seed 4 differ in their final states:\nvariables\.roll: run 1 \d+, run 2 \d+$/)
  })

  it('finds differences in the history (timestamps) and events the state does not show', () => {
    let now = 0
    const sharedClock = () => now++
    const error = determinismError(() =>
      expectDeterministic((seed) => createTestEngine({ plugins: [createMiniGamePlugin()], seed, clock: sharedClock }), drive, [1]),
    )
    expect(error.part).toBe('history')
    expect(error.message).toMatch(/^Two runs with seed 1 differ in their history:\n\[0\]\.timestamp: run 1 \d+, run 2 \d+/)
  })

  it('finds differences only in the events', () => {
    const noisy: GamePlugin = {
      id: 'noisy',
      name: 'Emits a random payload without changing state',
      version: '1.0.0',
      events: [{ type: 'CARD_DRAWN', handle: (_e, ctx) => ctx.emit({ type: 'NOISE', payload: { r: Math.random() } }) }],
    }
    const error = determinismError(() =>
      expectDeterministic(
        (seed) => createTestEngine({ plugins: [createMiniGamePlugin(), noisy], seed }),
        (engine) => engine.dispatch({ type: 'DRAW', playerId: 'p1' }),
        [1],
      ),
    )
    expect(error.part).toBe('events')
    expect(error.message).toMatch(/^Two runs with seed 1 differ in their events:\n\[1\]\.payload\.r: run 1 0\.\d+, run 2 0\.\d+$/)
  })
})
