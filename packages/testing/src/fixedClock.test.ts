import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '@decklet/core'
import { createMiniGamePlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { fixedClock } from './fixedClock'

describe('fixedClock', () => {
  it('starts at 0 and moves by 1 by default', () => {
    const clock = fixedClock()
    expect([clock(), clock(), clock()]).toEqual([0, 1, 2])
  })

  it('takes a start and a step; step 0 never moves', () => {
    const clock = fixedClock(1000, 250)
    expect([clock(), clock(), clock()]).toEqual([1000, 1250, 1500])
    const still = fixedClock(5, 0)
    expect([still(), still()]).toEqual([5, 5])
  })

  it('gives independent clocks per call', () => {
    const a = fixedClock()
    const b = fixedClock()
    a()
    a()
    expect(b()).toBe(0)
  })

  it('refuses non-finite arguments', () => {
    expect(() => fixedClock(Number.NaN)).toThrow(InvalidOptionError)
    expect(() => fixedClock(0, Number.POSITIVE_INFINITY)).toThrow(/step must be a finite number/)
  })

  it('makes event and history timestamps the same in every run (one reading per tick)', () => {
    const run = () => {
      const engine = createTestEngine({ plugins: [createMiniGamePlugin()], clock: fixedClock(100, 10) })
      const result = engine.dispatch({ type: 'DRAW', playerId: 'p1' })
      return { events: result.events.map((e) => e.timestamp), history: engine.getHistory().map((r) => r.timestamp) }
    }
    // createGame reads 100, start 110, the dispatch 120.
    expect(run()).toEqual({ events: [120, 120], history: [120] })
    expect(run()).toEqual(run())
  })
})
