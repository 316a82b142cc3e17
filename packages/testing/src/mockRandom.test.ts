import { DeckletError, GameEngine, SeededRandomProvider, type GamePlugin } from '@decklet/core'
import { InvalidArgumentError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin, handOf } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { MockRandomProvider, mockRandom, valueForInt } from './mockRandom'
import './vitest'

/** ROLL puts `random.int(1, 6)` in `variables.die`. */
const DicePlugin: GamePlugin = {
  id: 'dice',
  name: 'Dice',
  version: '1.0.0',
  actions: [
    {
      type: 'ROLL',
      execute: (_a, { state, random }) => ({ state: { ...state, variables: { ...state.variables, die: random.int(1, 6) } } }),
    },
  ],
}

describe('mockRandom', () => {
  it('returns the scripted values in order, and throws a clear error when they run out', () => {
    const random = mockRandom([0.5, 0.25])
    expect(random).toBeInstanceOf(MockRandomProvider)
    expect([random.next(), random.next()]).toEqual([0.5, 0.25])
    expect(() => random.next()).toThrow('mockRandom: all 2 scripted values were used; a random draw needed value 3 (script more values, or pass { loop: true })')
    try {
      random.next()
    } catch (e) {
      expect(DeckletError.isInstance(e) && e.code).toBe('MOCK_RANDOM_EXHAUSTED')
    }
  })

  it('loops with { loop: true }', () => {
    const random = mockRandom([0.1, 0.2], { loop: true })
    expect(Array.from({ length: 5 }, () => random.next())).toEqual([0.1, 0.2, 0.1, 0.2, 0.1])
  })

  it("drives core's int, pick and shuffle", () => {
    const random = mockRandom([valueForInt(6, 1, 6), valueForInt(2, 0, 2), 0, 0])
    expect(random.int(1, 6)).toBe(6)
    expect(random.pick(['a', 'b', 'c'])).toBe('c')
    expect(random.shuffle(['a', 'b', 'c'])).toEqual(['b', 'c', 'a'])
    expect(random.remaining).toBe(0)
  })

  it('keeps its position through getState/setState and clone', () => {
    const random = mockRandom([0.1, 0.2, 0.3])
    random.next()
    const state = random.getState()
    expect(state).toEqual({ algorithm: 'mock', seed: 3, state: 1 })
    const copy = random.clone()
    expect([random.next(), random.next()]).toEqual([0.2, 0.3])
    expect(copy.next()).toBe(0.2)
    random.setState(state)
    expect(random.used).toBe(1)
    expect(random.next()).toBe(0.2)
    expect(() => random.setState(new SeededRandomProvider(1).getState())).toThrow(/Cannot restore random state/)
    expect(() => random.setState({ algorithm: 'mock', seed: 3, state: 4 })).toThrow(/Cannot restore/)
  })

  it('refuses values outside [0, 1) and an empty loop', () => {
    expect(() => mockRandom([0.5, 1])).toThrow('mockRandom values must be numbers in [0, 1), got 1 at index 1')
    expect(() => mockRandom([Number.NaN])).toThrow(InvalidArgumentError)
    expect(() => mockRandom([], { loop: true })).toThrow(/at least one value/)
  })

  it('is usable as the random of a GameEngine', () => {
    const engine = new GameEngine({ random: mockRandom([valueForInt(3, 1, 6), valueForInt(5, 1, 6)]), clock: () => 0 })
    engine.use(DicePlugin).createGame({ players: [{ id: 'p1', name: 'A' }] }).start()
    engine.dispatch({ type: 'ROLL' })
    expect(engine.getState().variables.die).toBe(3)
    engine.dispatch({ type: 'ROLL' })
    expect(engine.getState().variables.die).toBe(5)
    const result = engine.dispatch({ type: 'ROLL' })
    expect(result).not.toBeOk()
    expect(result.error).toMatch(/all 2 scripted values were used/)
  })

  it('works with snapshots and forks: the engine rolls the position back with the state', () => {
    const engine = createTestEngine({ plugins: [DicePlugin], config: { random: mockRandom([valueForInt(1, 1, 6), valueForInt(2, 1, 6), valueForInt(6, 1, 6)]) } })
    const snapshot = engine.createSnapshot()
    const fork = engine.fork()
    engine.dispatch({ type: 'ROLL' })
    engine.dispatch({ type: 'ROLL' })
    expect(engine.getState().variables.die).toBe(2)
    fork.dispatch({ type: 'ROLL' })
    expect(fork.getState().variables.die).toBe(1)
    engine.restoreSnapshot(snapshot)
    engine.dispatch({ type: 'ROLL' })
    expect(engine.getState().variables.die).toBe(1)
  })

  it('makes a setup shuffle predictable (with a custom random, setup draws from it too)', () => {
    const rotate = createTestEngine({ plugins: [createMiniGamePlugin()], config: { random: mockRandom([0], { loop: true }) } })
    // next() = 0 swaps each card with the first: the deck c1…c12 becomes c2, c3, …, c12, c1; three cards each are dealt from the top.
    expect(handOf(rotate.getState(), 'p1')).toEqual(['c1', 'c11', 'c9'])
    expect(handOf(rotate.getState(), 'p2')).toEqual(['c12', 'c10', 'c8'])
  })
})

describe('valueForInt', () => {
  it('gives the next() value for which int(min, max) returns a result', () => {
    for (const [min, max] of [[1, 6], [0, 0], [-3, 3], [0, 51]] as const) {
      for (let result = min; result <= max; result++) expect(mockRandom([valueForInt(result, min, max)]).int(min, max)).toBe(result)
    }
  })

  it('refuses a result out of range', () => {
    expect(() => valueForInt(7, 1, 6)).toThrow(InvalidArgumentError)
    expect(() => valueForInt(1, 2, 1)).toThrow(/min <= result <= max/)
  })
})
