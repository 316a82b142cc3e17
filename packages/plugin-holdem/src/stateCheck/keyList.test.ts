import { describe, expect, it } from 'vitest'
import { KeyList } from './keyList'

describe('KeyList: the ids of a list of players as property keys', () => {
  it('lists each string id once, in order, and leaves out what is not a string', () => {
    expect(new KeyList().of(['p1', 3, 'p2', null, 'p1'])).toEqual(['p1', 'p2'])
  })

  it('answers a frozen list it has seen with the same keys, without reading it again', () => {
    const keys = new KeyList()
    const seats = Object.freeze(['p1', 'p2'])
    const first = keys.of(seats)
    expect(keys.of(seats)).toBe(first)
  })

  it('reads a list that is not frozen again, so a list changed in place is seen changed', () => {
    const keys = new KeyList()
    const seats = ['p1', 'p2']
    expect(keys.of(seats)).toEqual(['p1', 'p2'])
    seats.push('p3')
    expect(keys.of(seats)).toEqual(['p1', 'p2', 'p3'])
  })

  it('reads a new list', () => {
    const keys = new KeyList()
    keys.of(Object.freeze(['p1', 'p2']))
    expect(keys.of(Object.freeze(['p2', 'p4']))).toEqual(['p2', 'p4'])
  })
})
