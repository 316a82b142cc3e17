import { describe, expect, it } from 'vitest'
import { frozenRandomState, restoreRandom, saveRandom } from './randomCheckpoint'
import { BaseRandomProvider, MathRandomProvider, SeededRandomProvider, type RandomState } from './randomProvider'

/** A resumable provider that is not Mulberry32: a counter, whose getState() hands out its own object. */
class CounterProvider extends BaseRandomProvider {
  private readonly position: RandomState = { algorithm: 'counter', seed: 0, state: 0 }
  next(): number {
    ;(this.position as { state: number }).state++
    return (this.position.state % 10) / 10
  }
  getState(): RandomState {
    return this.position
  }
  setState(state: RandomState): void {
    ;(this.position as { state: number }).state = state.state
  }
  clone(): CounterProvider {
    return new CounterProvider()
  }
}

const draw = (random: { next(): number }, n: number): number[] => Array.from({ length: n }, () => random.next())

describe('saveRandom and restoreRandom', () => {
  it('take a seeded provider back to where it was, as a bare number', () => {
    const random = new SeededRandomProvider(42)
    draw(random, 3)
    const checkpoint = saveRandom(random)
    expect(typeof checkpoint).toBe('number')
    const ahead = draw(random, 5)
    restoreRandom(random, checkpoint)
    expect(draw(random, 5)).toEqual(ahead)
  })

  it('take another provider back through getState/setState, even one that hands out its own object', () => {
    const random = new CounterProvider()
    draw(random, 2)
    const checkpoint = saveRandom(random)
    const ahead = draw(random, 4)
    restoreRandom(random, checkpoint)
    expect(draw(random, 4)).toEqual(ahead)
  })

  it('do nothing for a provider without a position', () => {
    const random = new MathRandomProvider()
    const checkpoint = saveRandom(random)
    expect(checkpoint).toBeNull()
    expect(() => restoreRandom(random, checkpoint)).not.toThrow()
  })
})

describe('frozenRandomState', () => {
  it("is a frozen copy, never the provider's own object", () => {
    const random = new CounterProvider()
    const state = frozenRandomState(random)!
    expect(Object.isFrozen(state)).toBe(true)
    expect(state).not.toBe(random.getState())
    random.next()
    expect(state.state).toBe(0)
  })

  it('is null for a provider without a position', () => {
    expect(frozenRandomState(new MathRandomProvider())).toBeNull()
  })
})
