import { describe, expect, it } from 'vitest'
import { BusyTracker } from './busyTracker'

function tracker() {
  const changes: [boolean, string | null][] = []
  return { busy: new BusyTracker((busy, label) => changes.push([busy, label])), changes }
}

describe('BusyTracker: long operations nest', () => {
  it('is busy until the last operation ends, labelled with the latest still running', () => {
    const { busy, changes } = tracker()
    const endLoad = busy.begin('load')
    const endSave = busy.begin('save')
    expect([busy.busy, busy.label]).toEqual([true, 'save'])
    endLoad()
    expect([busy.busy, busy.label]).toEqual([true, 'save'])
    endSave()
    expect([busy.busy, busy.label]).toEqual([false, null])
    expect(changes).toEqual([[true, 'load'], [true, 'save'], [false, null]])
  })

  it('announces a change only: ending the older of two operations changes nothing to announce', () => {
    const { busy, changes } = tracker()
    const a = busy.begin('a')
    const b = busy.begin('b')
    a()
    expect(changes).toEqual([[true, 'a'], [true, 'b']])
    b()
    expect(changes.at(-1)).toEqual([false, null])
  })

  it('an end called twice counts once', () => {
    const { busy, changes } = tracker()
    const end = busy.begin('x')
    const other = busy.begin('y')
    end()
    end()
    expect(busy.busy).toBe(true)
    other()
    expect(changes).toEqual([[true, 'x'], [true, 'y'], [false, null]])
  })

  it('is busy during a dispatch, labelled dispatch, without announcing it', () => {
    const { busy, changes } = tracker()
    const seen = busy.whileDispatching(() => [busy.busy, busy.label])
    expect(seen).toEqual([true, 'dispatch'])
    expect(busy.busy).toBe(false)
    expect(() => busy.whileDispatching(() => { throw new Error('tick failed') })).toThrow('tick failed')
    expect(busy.busy).toBe(false)
    expect(changes).toEqual([])
  })

  it('run: busy while the operation runs; its error is reported, then rethrown', async () => {
    const { busy } = tracker()
    const reported: unknown[] = []
    let release!: () => void
    const running = busy.run('save', () => new Promise<void>((resolve) => (release = resolve)), (e) => reported.push(e))
    expect(busy.label).toBe('save')
    release()
    await running
    expect(busy.busy).toBe(false)
    await expect(busy.run('boom', () => { throw new Error('disk full') }, (e) => reported.push(e))).rejects.toThrow('disk full')
    expect(reported).toEqual([new Error('disk full')])
    expect(busy.busy).toBe(false)
  })

  it('clear forgets every operation silently; their ends then do nothing', () => {
    const { busy, changes } = tracker()
    const end = busy.begin('ack:CARD_PLAYED')
    busy.clear()
    expect(busy.busy).toBe(false)
    end()
    expect(changes).toEqual([[true, 'ack:CARD_PLAYED']])
  })
})
