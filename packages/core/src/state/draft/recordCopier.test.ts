import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyRecordOnce, ONCE_COPY, RecordCopier } from './recordCopier'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('RecordCopier', () => {
  it('copies a record shallowly: the same keys in the same order, the same values, a new plain object', () => {
    const copier = new RecordCopier()
    const zone = { id: 'hand-p1' }
    const record = { 'uno-draw': { id: 'uno-draw' }, 'hand-p1': zone, '7': { id: '7' } }
    for (let i = 0; i < 3; i++) {
      const copy = copier.copy(record)
      expect(copy).not.toBe(record)
      expect(copy).toEqual(record)
      expect(Object.keys(copy)).toEqual(Object.keys(record))
      expect(copy['hand-p1']).toBe(zone)
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    }
  })

  it('compiles a copier the second time it meets a key set, not the first', () => {
    const compiled = vi.spyOn(globalThis, 'Function')
    const copier = new RecordCopier()
    copier.copy({ a: 1, b: 2 })
    expect(compiled).not.toHaveBeenCalled()
    copier.copy({ a: 3, b: 4 })
    expect(compiled).toHaveBeenCalledTimes(1)
    copier.copy({ a: 5, b: 6 })
    expect(compiled).toHaveBeenCalledTimes(1)
  })

  it('keeps its cache to itself: another copier compiles its own', () => {
    const compiled = vi.spyOn(globalThis, 'Function')
    const first = new RecordCopier()
    const second = new RecordCopier()
    first.copy({ x: 1 })
    first.copy({ x: 2 })
    second.copy({ x: 1 })
    expect(compiled).toHaveBeenCalledTimes(1)
    second.copy({ x: 2 })
    expect(compiled).toHaveBeenCalledTimes(2)
  })

  it('copies chains of copies, records of two games in turn and other key sets, each right', () => {
    const copier = new RecordCopier()
    let a: Record<string, number> = { x: 1, y: 2 }
    let b: Record<string, number> = { x: 10, y: 20 }
    let c: Record<string, number> = { y: 5, x: 6 }
    for (let i = 0; i < 20; i++) {
      a = copier.copy(a)
      a.x = i
      b = copier.copy(b)
      b.y = i
      c = copier.copy(c)
      expect(a).toEqual({ x: i, y: 2 })
      expect(b).toEqual({ x: 10, y: i })
      expect(Object.keys(c)).toEqual(['y', 'x'])
    }
    expect(copier.copy({ x: 1, y: 2, z: 3 })).toEqual({ x: 1, y: 2, z: 3 })
    expect(copier.copy({ x: 1 })).toEqual({ x: 1 })
    expect(copier.copy({})).toEqual({})
    expect(Object.keys(copier.copy({ '2': 0, '1': 0, x: 0 }))).toEqual(['1', '2', 'x'])
  })

  it('keeps keys that are not identifiers, and a __proto__ key as own data', () => {
    const copier = new RecordCopier()
    const odd = { 'a"b': 1, 'line\nbreak': 2, '\u2028': 3, '${x}': 4, '`': 5 }
    expect(copier.copy(odd)).toEqual(odd)
    expect(copier.copy(odd)).toEqual(odd)
    const withProto = JSON.parse('{"__proto__": {"polluted": true}, "z": 1}') as Record<string, unknown>
    for (let i = 0; i < 2; i++) {
      const copy = copier.copy(withProto)
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
      expect(Object.keys(copy)).toEqual(['__proto__', 'z'])
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('spreads once its cache is full, still copying right', () => {
    const copier = new RecordCopier()
    for (let i = 0; i < 100; i++) {
      const record = { [`k${i}`]: i }
      expect(copier.copy(record)).toEqual(record)
      expect(copier.copy(record)).toEqual(record)
    }
  })

  it('falls back to spreading where code generation is refused', () => {
    vi.spyOn(globalThis, 'Function').mockImplementation(() => {
      throw new EvalError('Code generation from strings disallowed for this context')
    })
    const copier = new RecordCopier()
    for (let i = 0; i < 3; i++) expect(copier.copy({ a: i, b: 1 })).toEqual({ a: i, b: 1 })
  })
})

describe('copyWith', () => {
  it.each([
    ['a RecordCopier', () => new RecordCopier()],
    ['the one-shot copy', () => ONCE_COPY],
  ] as const)('replaces one or two own entries in a copy, and refuses a key the record does not have (%s)', (_label, make) => {
    const copier = make()
    let record: Record<string, number> = { a: 1, b: 2, c: 3 }
    for (let i = 0; i < 4; i++) {
      const one = copier.copyWith(record, 'b', 20 + i, null, 0)!
      expect(one).toEqual({ ...record, b: 20 + i })
      const two = copier.copyWith(one, 'c', 30, 'a', 10)!
      expect(two).toEqual({ a: 10, b: 20 + i, c: 30 })
      expect(Object.keys(two)).toEqual(['a', 'b', 'c'])
      record = two
    }
    expect(copier.copyWith(record, 'z', 1, null, 0)).toBeNull()
    expect(copier.copyWith(record, 'a', 1, 'toString', 0)).toBeNull()
    expect(record).toEqual({ a: 10, b: 23, c: 30 })
  })

  it('keeps __proto__ an own entry', () => {
    const record = JSON.parse('{"__proto__": 1, "a": 2}') as Record<string, number>
    const copy = new RecordCopier().copyWith(record, '__proto__', 5, null, 0)!
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.keys(copy)).toEqual(['__proto__', 'a'])
  })
})

describe('shapeOf', () => {
  it("copies the record and its copies with entries replaced by their place, keys in the record's order", () => {
    const copier = new RecordCopier()
    let record: Record<string, number> = { a: 1, b: 2, c: 3 }
    const shape = copier.shapeOf(record)!
    expect(shape.keys).toEqual(['a', 'b', 'c'])
    expect(copier.shapeOf({ a: 0, b: 0, c: 0 })).toBe(shape)
    expect(copier.shapeOf({ c: 0, b: 0, a: 0 })).not.toBe(shape)
    for (let i = 0; i < 4; i++) {
      const one = shape.copyWith(record, 2, 30 + i, -1, 0)
      expect(one).toEqual({ ...record, c: 30 + i })
      const two = shape.copyWith(one, 1, 20 + i, 0, 10 + i)
      expect(Object.entries(two)).toEqual([['a', 10 + i], ['b', 20 + i], ['c', 30 + i]])
      const three = shape.copyFrom(two, [100 + i, undefined, 300 + i])
      expect(Object.entries(three)).toEqual([['a', 100 + i], ['b', 20 + i], ['c', 300 + i]])
      expect(shape.copyFrom(three, [])).toEqual(three)
      record = two
    }
    expect(record).toEqual({ a: 13, b: 23, c: 33 })
  })

  it('compares two records of its keys by place: the changed places and the later entries, in key order', () => {
    const shape = new RecordCopier().shapeOf<object>({ a: {}, b: {}, c: {}, d: {} })!
    const [a, b, c, d, e] = [{}, {}, {}, {}, {}]
    const places: number[] = [9, 9, 9, 9, 9]
    const values: object[] = []
    expect(shape.diff({ a, b, c, d }, { a, b, c, d }, places, values)).toBe(0)
    expect(shape.diff({ a, b, c, d }, { a: e, b, c, d: e }, places, values)).toBe(2)
    // Only the first places are written: the rest are left as they were.
    expect(places).toEqual([0, 3, 9, 9, 9])
    expect(values).toEqual([e, e])
    expect(values[0]).toBe(e)
    expect(shape.diff({ a, b, c, d }, { a: b, b: a, c, d: c }, places, values)).toBe(3)
    expect(places.slice(0, 3)).toEqual([0, 1, 3])
    expect(values).toEqual([b, a, c])
    expect(values[1]).toBe(a)
  })

  it('has none for a __proto__ key, or where code generation is refused', () => {
    expect(new RecordCopier().shapeOf(JSON.parse('{"__proto__": 1, "a": 2}') as Record<string, number>)).toBeNull()
    vi.spyOn(globalThis, 'Function').mockImplementation(() => {
      throw new EvalError('Code generation from strings disallowed for this context')
    })
    expect(new RecordCopier().shapeOf({ a: 1 })).toBeNull()
  })
})

describe('copyRecordOnce', () => {
  it.each([0, 1, 3, 4, 12])('copies a record of %i keys shallowly, keys in order, __proto__ as own data', (n) => {
    const record: Record<string, { v: number }> = {}
    for (let i = 0; i < n; i++) record[`k${i}`] = { v: i }
    const copy = copyRecordOnce(record)
    expect(copy).not.toBe(record)
    expect(copy).toEqual(record)
    expect(Object.keys(copy)).toEqual(Object.keys(record))
    const withProto = JSON.parse(`{"__proto__": 1${n > 0 ? ', "a": 2' : ''}}`) as Record<string, number>
    const protoCopy = copyRecordOnce(withProto)
    expect(Object.getPrototypeOf(protoCopy)).toBe(Object.prototype)
    expect(Object.keys(protoCopy)).toEqual(Object.keys(withProto))
  })
})
