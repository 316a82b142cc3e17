import { describe, it, expect } from 'vitest'
import { ActionHistory, type ActionRecordInit } from './actionHistory'
import { createAction } from '../actions/createAction'

function init(n: number): ActionRecordInit {
  return {
    action: createAction({ id: `a${n}`, type: 'T', payload: { n } }),
    stateVersionBefore: n,
    stateVersionAfter: n + 1,
    timestamp: 1000 + n,
  }
}

const ids = (h: ActionHistory): string[] => h.getAll().map((r) => r.action.id)

describe('ActionHistory', () => {
  it('starts empty', () => {
    const h = new ActionHistory()
    expect(h.length).toBe(0)
    expect(h.getAll()).toEqual([])
    expect(h.get(1)).toBeUndefined()
  })

  it('append assigns 1-based sequence numbers and returns the full record', () => {
    const h = new ActionHistory()
    const i1 = init(1)
    const r1 = h.append(i1)
    const r2 = h.append(init(2))
    expect(r1).toEqual({ ...init(1), sequence: 1 })
    expect(r2).toEqual({ ...init(2), sequence: 2 })
    expect(r1.action).toBe(i1.action)
    expect(h.length).toBe(2)
    expect(h.getAll().map((r) => r.sequence)).toEqual([1, 2])
  })

  it('record has exactly action, stateVersionBefore, stateVersionAfter, timestamp, sequence', () => {
    const h = new ActionHistory()
    const extra = { ...init(1), sequence: 99, junk: true } as ActionRecordInit
    const r = h.append(extra)
    expect(Object.keys(r).sort()).toEqual(['action', 'sequence', 'stateVersionAfter', 'stateVersionBefore', 'timestamp'])
    expect(r.sequence).toBe(1)
  })

  it('get(sequence) returns the record with that 1-based number', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.append(init(2))
    expect(h.get(1)!.action.id).toBe('a1')
    expect(h.get(2)!.action.id).toBe('a2')
    expect(h.get(0)).toBeUndefined()
    expect(h.get(3)).toBeUndefined()
    expect(h.get(-1)).toBeUndefined()
  })

  it('truncate drops records past the length and later appends continue the sequence', () => {
    const h = new ActionHistory()
    for (let i = 1; i <= 5; i++) h.append(init(i))
    h.truncate(2)
    expect(h.length).toBe(2)
    expect(ids(h)).toEqual(['a1', 'a2'])
    expect(h.get(3)).toBeUndefined()
    const r = h.append(init(9))
    expect(r.sequence).toBe(3)
    expect(ids(h)).toEqual(['a1', 'a2', 'a9'])
  })

  it('truncate to a length at or above the current length changes nothing', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.truncate(1)
    h.truncate(10)
    expect(ids(h)).toEqual(['a1'])
  })

  it('truncate(0) empties the history', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.truncate(0)
    expect(h.length).toBe(0)
    expect(h.getAll()).toEqual([])
    expect(h.append(init(2)).sequence).toBe(1)
  })

  it('clear removes every record', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.clear()
    expect(h.length).toBe(0)
    expect(h.getAll()).toEqual([])
  })

  it('share() copies the records at that point', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.append(init(2))
    const s = h.share()
    expect(s).not.toBe(h)
    expect(ids(s)).toEqual(['a1', 'a2'])
    expect(s.length).toBe(2)
  })

  it('share() is copy-on-write: appends on the original are not seen by the share, and vice versa', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const s = h.share()
    h.append(init(2))
    expect(ids(h)).toEqual(['a1', 'a2'])
    expect(ids(s)).toEqual(['a1'])
    s.append(init(3))
    expect(ids(s)).toEqual(['a1', 'a3'])
    expect(s.get(2)!.sequence).toBe(2)
    expect(ids(h)).toEqual(['a1', 'a2'])
  })

  it('two shares appending do not see each other’s records', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const a = h.share()
    const b = h.share()
    a.append(init(10))
    b.append(init(20))
    a.append(init(11))
    b.append(init(21))
    expect(ids(a)).toEqual(['a1', 'a10', 'a11'])
    expect(ids(b)).toEqual(['a1', 'a20', 'a21'])
    expect(ids(h)).toEqual(['a1'])
    expect(a.get(2)!.action.id).toBe('a10')
    expect(b.get(2)!.action.id).toBe('a20')
    h.append(init(2))
    expect(ids(h)).toEqual(['a1', 'a2'])
    expect(ids(a)).toEqual(['a1', 'a10', 'a11'])
    expect(ids(b)).toEqual(['a1', 'a20', 'a21'])
  })

  it('a share taken before truncate keeps its records', () => {
    const h = new ActionHistory()
    for (let i = 1; i <= 3; i++) h.append(init(i))
    const s = h.share()
    h.truncate(1)
    h.append(init(7))
    expect(ids(h)).toEqual(['a1', 'a7'])
    expect(ids(s)).toEqual(['a1', 'a2', 'a3'])
  })

  it('a share of a truncated history does not see the dropped records', () => {
    const h = new ActionHistory()
    for (let i = 1; i <= 3; i++) h.append(init(i))
    h.truncate(1)
    const s = h.share()
    expect(ids(s)).toEqual(['a1'])
    s.append(init(8))
    expect(ids(s)).toEqual(['a1', 'a8'])
    expect(ids(h)).toEqual(['a1'])
  })

  it('clear on one share does not empty the other', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const s = h.share()
    h.clear()
    expect(ids(s)).toEqual(['a1'])
  })

  it('a list copied from getAll() stays fixed as the history grows', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const fixed = [...h.getAll()]
    h.append(init(2))
    expect(fixed.map((r) => r.action.id)).toEqual(['a1'])
  })
})

describe('ActionHistory views from getAll()', () => {
  it('a view grows with the history’s own appends (a live read-only view)', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const view = h.getAll()
    h.append(init(2))
    expect(view.map((r) => r.action.id)).toEqual(['a1', 'a2'])
  })

  it('a view never shows records appended by a share (e.g. a fork’s moves)', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const view = h.getAll()
    const fork = h.share()
    fork.append(init(99))
    expect(view.map((r) => r.action.id)).toEqual(['a1'])
    expect(ids(fork)).toEqual(['a1', 'a99'])
    h.append(init(2))
    expect(ids(h)).toEqual(['a1', 'a2'])
    expect(view.map((r) => r.action.id)).toEqual(['a1', 'a2'])
  })

  it('a view never shows records appended by a share of a share', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const s = h.share()
    const sView = s.getAll()
    const t = s.share()
    t.append(init(50))
    expect(sView.map((r) => r.action.id)).toEqual(['a1'])
    expect(ids(s)).toEqual(['a1'])
  })

  it('a view does not keep records dropped by truncate (a rolled-back tick)', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const view = h.getAll()
    h.append(init(2))
    h.truncate(1)
    expect(view.map((r) => r.action.id)).toEqual(['a1'])
    h.append(init(3))
    expect(view.map((r) => r.action.id)).toEqual(['a1', 'a3'])
    expect(ids(h)).toEqual(['a1', 'a3'])
  })

  it('truncate keeps the records of a share that holds a longer prefix', () => {
    const h = new ActionHistory()
    for (let i = 1; i <= 3; i++) h.append(init(i))
    const s = h.share()
    const sView = s.getAll()
    h.truncate(1)
    expect(ids(s)).toEqual(['a1', 'a2', 'a3'])
    expect(sView.map((r) => r.action.id)).toEqual(['a1', 'a2', 'a3'])
    expect(ids(h)).toEqual(['a1'])
  })

  it('a view from a share never shows records the original appends later', () => {
    const h = new ActionHistory()
    h.append(init(1))
    const s = h.share()
    const sView = s.getAll()
    h.append(init(2))
    expect(sView.map((r) => r.action.id)).toEqual(['a1'])
    expect(ids(s)).toEqual(['a1'])
  })

  it('share() leaves the original’s storage in place: its view is still the live one', () => {
    const h = new ActionHistory()
    for (let i = 1; i <= 3; i++) h.append(init(i))
    const view = h.getAll()
    const s = h.share()
    expect(h.getAll()).toBe(view)
    expect(s.getAll()).toEqual(view)
    h.append(init(4))
    expect(view.map((r) => r.action.id)).toEqual(['a1', 'a2', 'a3', 'a4'])
  })

  it('truncate below zero empties the history', () => {
    const h = new ActionHistory()
    h.append(init(1))
    h.truncate(-5)
    expect(h.length).toBe(0)
    expect(h.getAll()).toEqual([])
    expect(h.append(init(2)).sequence).toBe(1)
  })
})
