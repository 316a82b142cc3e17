import { describe, expect, it } from 'vitest'
import { copyRecord } from './copyRecord'

describe('copyRecord', () => {
  it('copies a record shallowly: same keys in the same order, same values, a new object', () => {
    const zone = { id: 'hand-p1' }
    const record = { 'uno-draw': { id: 'uno-draw' }, 'hand-p1': zone, '7': { id: '7' } }
    const copy = copyRecord(record)
    expect(copy).not.toBe(record)
    expect(copy).toEqual(record)
    expect(Object.keys(copy)).toEqual(Object.keys(record))
    expect(copy['hand-p1']).toBe(zone)
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
  })

  it('copies a copy, a record with other keys after it, and again the first kind, each right', () => {
    let record: Record<string, number> = { a: 1, b: 2 }
    for (let i = 0; i < 50; i++) {
      const next = copyRecord(record)
      next.a = i
      expect(next).toEqual({ a: i, b: 2 })
      record = next
    }
    expect(copyRecord({ a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2, c: 3 })
    expect(copyRecord({ b: 5 })).toEqual({ b: 5 })
    expect(copyRecord(record)).toEqual({ a: 49, b: 2 })
    expect(copyRecord({})).toEqual({})
  })

  it('copies records of two games in turn, and records with the same keys in another order, each with its own keys', () => {
    let a: Record<string, number> = { x: 1, y: 2 }
    let b: Record<string, number> = { x: 10, y: 20 }
    let c: Record<string, number> = { y: 5, x: 6 }
    for (let i = 0; i < 20; i++) {
      a = copyRecord(a)
      a.x = i
      b = copyRecord(b)
      b.y = i
      c = copyRecord(c)
      expect(a).toEqual({ x: i, y: 2 })
      expect(b).toEqual({ x: 10, y: i })
      expect(Object.keys(c)).toEqual(['y', 'x'])
    }
    // A record with one key more, or one fewer, than the last copied: not mistaken for it.
    expect(copyRecord({ x: 1, y: 2, z: 3 })).toEqual({ x: 1, y: 2, z: 3 })
    expect(copyRecord({ x: 1 })).toEqual({ x: 1 })
    expect(copyRecord({ x: 1, y: 2 })).toEqual({ x: 1, y: 2 })
    expect(copyRecord({ x: 1 })).toEqual({ x: 1 })
    expect(Object.keys(copyRecord({ '2': 0, '1': 0, x: 0 }))).toEqual(['1', '2', 'x'])
  })

  it('keeps stateUtils right when entries are replaced, added and removed in turn', async () => {
    const { stateUtils } = await import('./stateUtils')
    const { createGameState, createZone } = await import('./factories')
    let state = createGameState({ gameId: 'g', seed: 1, players: [], zones: [createZone({ id: 'a', type: 't' }), createZone({ id: 'b', type: 't' })] })
    state = stateUtils.addCard(state, { id: 'c1', type: 'x' })
    state = stateUtils.addCardToZone(state, 'c1', 'a')
    for (let i = 0; i < 20; i++) state = stateUtils.moveCard(state, 'c1', i % 2 === 0 ? 'a' : 'b', i % 2 === 0 ? 'b' : 'a')
    state = stateUtils.addZone(state, createZone({ id: 'z', type: 't' }))
    state = stateUtils.moveCard(state, 'c1', 'a', 'z')
    expect(Object.keys(state.zones)).toEqual(['a', 'b', 'z'])
    expect(state.zones.z!.cards).toEqual(['c1'])
    state = stateUtils.removeZone(stateUtils.moveCard(state, 'c1', 'z', 'b'), 'a')
    state = stateUtils.moveCard(state, 'c1', 'b', 'z')
    expect(Object.keys(state.zones)).toEqual(['b', 'z'])
    expect(state.zones.b!.cards).toEqual([])
    expect(state.zones.z!.cards).toEqual(['c1'])
  })

  it('keeps keys that are not identifiers and a __proto__ key as own data, without touching the prototype', () => {
    const odd = { 'a"b': 1, 'line\nbreak': 2, '\u2028': 3, '${x}': 4, '`': 5 }
    expect(copyRecord(odd)).toEqual(odd)
    const withProto = JSON.parse('{"__proto__": {"polluted": true}, "z": 1}') as Record<string, unknown>
    const copy = copyRecord(withProto)
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.keys(copy)).toEqual(['__proto__', 'z'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
