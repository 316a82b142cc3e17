import { describe, it, expect } from 'vitest'
import { cloneJson, deepFreeze, findNonJson } from './json'

describe('findNonJson', () => {
  it('returns null for plain JSON data', () => {
    expect(findNonJson(null)).toBeNull()
    expect(findNonJson('s')).toBeNull()
    expect(findNonJson(0)).toBeNull()
    expect(findNonJson(-1.5)).toBeNull()
    expect(findNonJson(true)).toBeNull()
    expect(findNonJson({ a: [1, 'x', null, { b: false }], c: {} })).toBeNull()
    expect(findNonJson([])).toBeNull()
  })

  it('accepts objects without a prototype', () => {
    const o = Object.create(null) as Record<string, unknown>
    o.a = 1
    expect(findNonJson(o)).toBeNull()
  })

  it('accepts the same object reached twice without a cycle', () => {
    const shared = { x: 1 }
    expect(findNonJson({ a: shared, b: shared, c: [shared, shared] })).toBeNull()
  })

  it('reports a function with its path', () => {
    expect(findNonJson({ a: { f: () => 1 } })).toBe('$.a.f')
    expect(findNonJson(() => 1)).toBe('$')
  })

  it('reports undefined in an object and in an array', () => {
    expect(findNonJson({ a: 1, b: undefined })).toBe('$.b')
    expect(findNonJson([1, undefined])).toBe('$[1]')
    expect(findNonJson(undefined)).toBe('$')
  })

  it('reports NaN, Infinity and -Infinity', () => {
    expect(findNonJson({ n: NaN })).toBe('$.n')
    expect(findNonJson({ list: [1, Infinity] })).toBe('$.list[1]')
    expect(findNonJson(-Infinity)).toBe('$')
  })

  it('reports class instances', () => {
    class Thing {
      x = 1
    }
    expect(findNonJson({ t: new Thing() })).toBe('$.t')
    expect(findNonJson({ d: new Date(0) })).toBe('$.d')
    expect(findNonJson({ m: new Map() })).toBe('$.m')
    expect(findNonJson([new Set()])).toBe('$[0]')
  })

  it('reports a cycle at the path where the object comes back', () => {
    const a: Record<string, unknown> = { b: {} }
    ;(a.b as Record<string, unknown>).back = a
    expect(findNonJson(a)).toBe('$.b.back')
    const list: unknown[] = [1]
    list.push(list)
    expect(findNonJson(list)).toBe('$[1]')
  })

  it('reports symbol values and symbol keys', () => {
    expect(findNonJson({ s: Symbol('x') })).toBe('$.s')
    expect(findNonJson({ inner: { [Symbol('k')]: 1 } })).toBe('$.inner')
  })

  it('reports bigints', () => {
    expect(findNonJson({ n: 1n })).toBe('$.n')
  })

  it('reports holes of sparse arrays', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(findNonJson([1, , 3])).toBe('$[1]')
    const list: number[] = []
    list[2] = 1
    expect(findNonJson({ list })).toBe('$.list[0]')
  })

  it('starts paths at the given root name', () => {
    expect(findNonJson({ a: NaN }, 'state')).toBe('state.a')
  })
})

describe('cloneJson', () => {
  it('returns primitives as they are', () => {
    expect(cloneJson(3)).toBe(3)
    expect(cloneJson('x')).toBe('x')
    expect(cloneJson(null)).toBeNull()
    expect(cloneJson(false)).toBe(false)
  })

  it('makes a deep copy sharing no object with the input', () => {
    const input = { a: { b: [1, { c: 'x' }] }, d: [[1], [2]] }
    const copy = cloneJson(input)
    expect(copy).toEqual(input)
    expect(copy).not.toBe(input)
    expect(copy.a).not.toBe(input.a)
    expect(copy.a.b).not.toBe(input.a.b)
    expect(copy.a.b[1]).not.toBe(input.a.b[1])
    expect(copy.d[0]).not.toBe(input.d[0])
    ;(copy.a.b[1] as { c: string }).c = 'changed'
    copy.d[0]!.push(9)
    expect(input).toEqual({ a: { b: [1, { c: 'x' }] }, d: [[1], [2]] })
  })

  it('copies a frozen input into unfrozen objects', () => {
    const input = Object.freeze({ a: Object.freeze([1]) })
    const copy = cloneJson(input)
    expect(Object.isFrozen(copy)).toBe(false)
    expect(Object.isFrozen(copy.a)).toBe(false)
  })

  it("copies '__proto__' keys from JSON.parse as own data and never pollutes Object.prototype", () => {
    const parsed = JSON.parse('{"a":1,"__proto__":{"polluted":true},"nested":{"__proto__":{"polluted":2}}}')
    const copy = cloneJson(parsed) as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.hasOwn(copy, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')!.value).toEqual({ polluted: true })
    expect(copy.polluted).toBeUndefined()
    const nested = copy.nested as Record<string, unknown>
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype)
    expect(Object.hasOwn(nested, '__proto__')).toBe(true)
    expect(nested.polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'nested'])
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed))
  })

  it("copies 'constructor' and 'prototype' keys as plain data", () => {
    const parsed = JSON.parse('{"constructor":{"prototype":{"polluted":true}}}')
    const copy = cloneJson(parsed) as Record<string, unknown>
    expect(copy).toEqual({ constructor: { prototype: { polluted: true } } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })
})

describe('deepFreeze', () => {
  it('freezes an object and everything reachable from it, and returns it', () => {
    const value = { a: { b: [1, { c: 2 }] }, d: [[3]] }
    const out = deepFreeze(value)
    expect(out).toBe(value)
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.a)).toBe(true)
    expect(Object.isFrozen(value.a.b)).toBe(true)
    expect(Object.isFrozen(value.a.b[1])).toBe(true)
    expect(Object.isFrozen(value.d[0])).toBe(true)
    expect(() => {
      ;(value.a.b[1] as { c: number }).c = 5
    }).toThrow(TypeError)
  })

  it('returns primitives and null unchanged', () => {
    expect(deepFreeze(1)).toBe(1)
    expect(deepFreeze(null)).toBeNull()
    expect(deepFreeze('s')).toBe('s')
  })

  it('stops at objects that are already frozen', () => {
    const inner = { x: {} as Record<string, unknown> }
    const frozenMiddle = Object.freeze({ inner })
    const root = { frozenMiddle, other: { y: {} } }
    deepFreeze(root)
    expect(Object.isFrozen(root)).toBe(true)
    expect(Object.isFrozen(root.other.y)).toBe(true)
    // below an already frozen object nothing is visited
    expect(Object.isFrozen(inner)).toBe(false)
    expect(Object.isFrozen(inner.x)).toBe(false)
  })

  it('handles structurally shared objects and cycles', () => {
    const shared = { v: 1 }
    const a: Record<string, unknown> = { s1: shared, s2: shared }
    a.self = a
    expect(() => deepFreeze(a)).not.toThrow()
    expect(Object.isFrozen(shared)).toBe(true)
  })

  it('freezes the objects of an array that starts with plain values, and arrays inside arrays', () => {
    const value = { list: ['a', 'b', 1, { deep: { x: [2] } }, 'c', [{ y: 3 }]] as unknown[] }
    deepFreeze(value)
    const [, , , obj, , inner] = value.list as [string, string, number, { deep: { x: number[] } }, string, { y: number }[]]
    expect(Object.isFrozen(value.list)).toBe(true)
    expect(Object.isFrozen(obj.deep.x)).toBe(true)
    expect(Object.isFrozen(inner[0])).toBe(true)
  })

  it('ends on an array that holds itself', () => {
    const list: unknown[] = ['a']
    list.push(list, { z: list })
    expect(() => deepFreeze(list)).not.toThrow()
    expect(Object.isFrozen(list[2])).toBe(true)
  })
})
