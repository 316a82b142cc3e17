import { describe, it, expect, vi, afterEach } from 'vitest'
import { InvalidArgumentError } from '../errors/errors'
import {
  BaseRandomProvider,
  MathRandomProvider,
  SeededRandomProvider,
  generateRandomSeed,
  type RandomState,
} from './randomProvider'

/** The well-known reference Mulberry32 implementation, written independently of the source. */
function mulberry32(seed: number): () => number {
  let a = seed
  return function () {
    let t = (a += 0x6d2b79f5)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A provider whose next() returns a fixed list of values, to pin the helpers' arithmetic. */
class FixedProvider extends BaseRandomProvider {
  private i = 0
  constructor(private readonly values: number[]) {
    super()
  }
  next(): number {
    return this.values[this.i++ % this.values.length]!
  }
  getState(): null {
    return null
  }
  setState(): void {}
  clone(): FixedProvider {
    return new FixedProvider(this.values)
  }
}

const draw = (r: { next(): number }, n: number): number[] => Array.from({ length: n }, () => r.next())

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SeededRandomProvider: Mulberry32', () => {
  it.each([0, 1, 42, 123456, 987654321, 0xdeadbeef, 0xffffffff, -1, -123456])(
    'reproduces the reference Mulberry32 sequence for seed %d (1000 values)',
    (seed) => {
      const reference = mulberry32(seed)
      const provider = new SeededRandomProvider(seed)
      for (let i = 0; i < 1000; i++) expect(provider.next()).toBe(reference())
    },
  )

  it('gives these literal values for seed 123456', () => {
    const r = new SeededRandomProvider(123456)
    expect(draw(r, 5)).toEqual([
      0.38233304349705577, 0.7972629074938595, 0.9965302373748273, 0.16001168475486338, 0.20857197884470224,
    ])
  })

  it('gives 0.26642920868471265 first for seed 0', () => {
    expect(new SeededRandomProvider(0).next()).toBe(0.26642920868471265)
  })

  it('same seed gives the same sequence; another seed a different one', () => {
    expect(draw(new SeededRandomProvider(7), 50)).toEqual(draw(new SeededRandomProvider(7), 50))
    expect(draw(new SeededRandomProvider(7), 50)).not.toEqual(draw(new SeededRandomProvider(8), 50))
  })

  it('returns floats in [0, 1)', () => {
    const r = new SeededRandomProvider(99)
    for (let i = 0; i < 5000; i++) {
      const x = r.next()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
    }
  })

  it('keeps the seed it was given', () => {
    expect(new SeededRandomProvider(123456).seed).toBe(123456)
  })

  it('rejects a non-finite seed with an InvalidArgumentError', () => {
    expect(() => new SeededRandomProvider(NaN)).toThrow(new InvalidArgumentError('seed must be a finite number, got NaN', 'seed'))
    expect(() => new SeededRandomProvider(Infinity)).toThrow(InvalidArgumentError)
  })
})

describe('int(min, max)', () => {
  it('covers both bounds inclusively and nothing outside', () => {
    const r = new SeededRandomProvider(2024)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const n = r.int(1, 6)
      expect(Number.isInteger(n)).toBe(true)
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(6)
      seen.add(n)
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('maps next() = 0 to min and next() just below 1 to max', () => {
    expect(new FixedProvider([0]).int(-3, 4)).toBe(-3)
    expect(new FixedProvider([0.9999999999]).int(-3, 4)).toBe(4)
    expect(new FixedProvider([0.5]).int(0, 9)).toBe(5)
  })

  it('returns min when min equals max', () => {
    expect(new SeededRandomProvider(1).int(3, 3)).toBe(3)
  })

  it('is derived from next() so the same seed gives the same integers', () => {
    const a = new SeededRandomProvider(5)
    const ref = mulberry32(5)
    for (let i = 0; i < 100; i++) expect(a.int(10, 20)).toBe(10 + Math.floor(ref() * 11))
  })

  it('throws a InvalidArgumentError when min > max or a bound is not an integer', () => {
    const r = new SeededRandomProvider(1)
    expect(() => r.int(5, 1)).toThrow(new InvalidArgumentError('int(min, max) needs integers with min <= max, got 5 and 1', 'min, max'))
    expect(() => r.int(0.5, 2)).toThrow(InvalidArgumentError)
    expect(() => r.int(0, 2.5)).toThrow(InvalidArgumentError)
    expect(() => r.int(0, NaN)).toThrow(InvalidArgumentError)
  })
})

describe('shuffle', () => {
  it('does not mutate its input and returns a new array', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const out = new SeededRandomProvider(3).shuffle(input)
    expect(out).not.toBe(input)
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('returns a permutation of the input', () => {
    const r = new SeededRandomProvider(11)
    const input = Array.from({ length: 52 }, (_, i) => `c${i}`)
    for (let k = 0; k < 20; k++) {
      const out = r.shuffle(input)
      expect(out).toHaveLength(52)
      expect([...out].sort()).toEqual([...input].sort())
    }
  })

  it('actually reorders: a 52-item list does not stay in order', () => {
    const input = Array.from({ length: 52 }, (_, i) => i)
    expect(new SeededRandomProvider(123456).shuffle(input)).not.toEqual(input)
  })

  it('is deterministic for a seed', () => {
    const input = Array.from({ length: 20 }, (_, i) => i)
    expect(new SeededRandomProvider(77).shuffle(input)).toEqual(new SeededRandomProvider(77).shuffle(input))
  })

  it('handles empty and one-item lists', () => {
    const r = new SeededRandomProvider(1)
    expect(r.shuffle([])).toEqual([])
    expect(r.shuffle(['x'])).toEqual(['x'])
  })
})

describe('pick', () => {
  it('returns an item of the list', () => {
    const r = new SeededRandomProvider(4)
    const items = ['a', 'b', 'c']
    for (let i = 0; i < 100; i++) expect(items).toContain(r.pick(items))
  })

  it('maps next() to an index: 0 gives the first item, just below 1 the last', () => {
    expect(new FixedProvider([0]).pick(['a', 'b', 'c'])).toBe('a')
    expect(new FixedProvider([0.9999999]).pick(['a', 'b', 'c'])).toBe('c')
    expect(new FixedProvider([0.5]).pick(['a', 'b', 'c'])).toBe('b')
  })

  it('throws a InvalidArgumentError for an empty list', () => {
    expect(() => new SeededRandomProvider(1).pick([])).toThrow(new InvalidArgumentError('pick() needs a non-empty list', 'items'))
  })
})

describe('getState / setState / clone', () => {
  it('getState is JSON data naming the algorithm, the seed and the position', () => {
    const r = new SeededRandomProvider(123456)
    const s0 = r.getState()
    expect(s0).toEqual({ algorithm: 'mulberry32', seed: 123456, state: 123456 })
    r.next()
    const s1 = r.getState()
    expect(s1.algorithm).toBe('mulberry32')
    expect(s1.state).toBe((123456 + 0x6d2b79f5) >>> 0)
    expect(JSON.parse(JSON.stringify(s1))).toEqual(s1)
  })

  it('setState resumes exactly where getState was taken', () => {
    const r = new SeededRandomProvider(31337)
    draw(r, 17)
    const saved: RandomState = JSON.parse(JSON.stringify(r.getState()))
    const expected = draw(r, 100)
    const other = new SeededRandomProvider(1)
    other.setState(saved)
    expect(draw(other, 100)).toEqual(expected)
    // rewinding the same provider works too
    r.setState(saved)
    expect(draw(r, 100)).toEqual(expected)
  })

  it('resumes exactly across positions whose state is above 2^31', () => {
    const r = new SeededRandomProvider(0xffffffff)
    for (let i = 0; i < 50; i++) {
      const saved = r.getState()
      expect(saved.state).toBeGreaterThanOrEqual(0)
      expect(saved.state).toBeLessThan(2 ** 32)
      const next = r.next()
      const copy = new SeededRandomProvider(0)
      copy.setState(saved)
      expect(copy.next()).toBe(next)
    }
  })

  it('setState rejects a state of another algorithm', () => {
    const r = new SeededRandomProvider(1)
    expect(() => r.setState({ algorithm: 'xorshift', seed: 1, state: 5 })).toThrow(
      "Cannot restore a 'xorshift' random state into SeededRandomProvider",
    )
    expect(() => r.setState({ algorithm: 'mulberry32', seed: 1, state: 1.5 })).toThrow(Error)
  })

  it('clone continues the same sequence independently', () => {
    const r = new SeededRandomProvider(2)
    draw(r, 10)
    const c = r.clone()
    expect(c).toBeInstanceOf(SeededRandomProvider)
    expect(c).not.toBe(r)
    expect(c.seed).toBe(2)
    const fromClone = draw(c, 20)
    // advancing the clone did not advance the original
    expect(draw(r, 20)).toEqual(fromClone)
    const ref = mulberry32(2)
    draw({ next: ref }, 10)
    expect(fromClone).toEqual(draw({ next: ref }, 20))
  })
})

describe('MathRandomProvider', () => {
  it('next() returns what Math.random() returns', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.25).mockReturnValueOnce(0.75)
    const r = new MathRandomProvider()
    expect(r.next()).toBe(0.25)
    expect(r.next()).toBe(0.75)
  })

  it('returns floats in [0, 1) and offers int, shuffle and pick', () => {
    const r = new MathRandomProvider()
    for (let i = 0; i < 200; i++) {
      const x = r.next()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
      const n = r.int(1, 3)
      expect([1, 2, 3]).toContain(n)
    }
    const input = Object.freeze(['a', 'b', 'c', 'd'])
    expect([...r.shuffle(input)].sort()).toEqual(['a', 'b', 'c', 'd'])
    expect(input).toContain(r.pick(input))
    expect(() => r.int(2, 1)).toThrow(InvalidArgumentError)
    expect(() => r.pick([])).toThrow(InvalidArgumentError)
  })

  it('has no position: getState() is null and setState throws', () => {
    const r = new MathRandomProvider()
    expect(r.getState()).toBeNull()
    expect(() => r.setState()).toThrow('MathRandomProvider has no position to restore')
  })

  it('clone() is a new MathRandomProvider', () => {
    const r = new MathRandomProvider()
    const c = r.clone()
    expect(c).toBeInstanceOf(MathRandomProvider)
    expect(c).not.toBe(r)
  })
})

describe('generateRandomSeed', () => {
  it('returns an unsigned 32-bit integer built from Math.random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    expect(generateRandomSeed()).toBe(0x80000000)
    vi.spyOn(Math, 'random').mockReturnValue(0.9999999999)
    const high = generateRandomSeed()
    expect(Number.isInteger(high)).toBe(true)
    expect(high).toBeLessThan(2 ** 32)
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(generateRandomSeed()).toBe(0)
  })
})
