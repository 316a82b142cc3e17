import { describe, it, expect, vi } from 'vitest'
import { EventBus } from './eventBus'
import { WILDCARD, type GameEvent } from './types'

function event(type: string, payload: unknown = {}): GameEvent {
  return { id: `e-${type}`, type, payload, timestamp: 0, stateVersion: 1 }
}

describe('EventBus emit', () => {
  it('WILDCARD is "*"', () => {
    expect(WILDCARD).toBe('*')
  })

  it('calls the listeners of the event type with the event', () => {
    const bus = new EventBus()
    const got: GameEvent[] = []
    bus.on('CARD_PLAYED', (e) => got.push(e))
    const e = event('CARD_PLAYED', { cardId: 'c1' })
    bus.emit(e)
    expect(got).toEqual([e])
    expect(got[0]).toBe(e)
  })

  it('does not call listeners of other types', () => {
    const bus = new EventBus()
    const other = vi.fn()
    bus.on('TURN_ENDED', other)
    bus.emit(event('CARD_PLAYED'))
    expect(other).not.toHaveBeenCalled()
  })

  it("calls wildcard '*' listeners for every event", () => {
    const bus = new EventBus()
    const types: string[] = []
    bus.on('*', (e) => types.push(e.type))
    bus.emit(event('A'))
    bus.emit(event('B'))
    expect(types).toEqual(['A', 'B'])
  })

  it('calls typed and wildcard listeners together in subscription order', () => {
    const bus = new EventBus()
    const log: string[] = []
    bus.on('*', () => log.push('w1'))
    bus.on('A', () => log.push('a1'))
    bus.on('B', () => log.push('b1'))
    bus.on('*', () => log.push('w2'))
    bus.on('A', () => log.push('a2'))
    bus.emit(event('A'))
    expect(log).toEqual(['w1', 'a1', 'w2', 'a2'])
    log.length = 0
    bus.emit(event('B'))
    expect(log).toEqual(['w1', 'b1', 'w2'])
  })

  it('keeps subscription order for listeners added after a first emit', () => {
    const bus = new EventBus()
    const log: string[] = []
    bus.on('A', () => log.push('a1'))
    bus.emit(event('A'))
    bus.on('*', () => log.push('w1'))
    bus.on('A', () => log.push('a2'))
    log.length = 0
    bus.emit(event('A'))
    expect(log).toEqual(['a1', 'w1', 'a2'])
  })

  it('calls the same function once per subscription', () => {
    const bus = new EventBus()
    const fn = vi.fn()
    bus.on('A', fn)
    bus.on('A', fn)
    bus.emit(event('A'))
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('emitting with no listeners does nothing', () => {
    expect(() => new EventBus().emit(event('A'))).not.toThrow()
  })
})

describe('EventBus unsubscribe', () => {
  it('the returned function removes the subscription', () => {
    const bus = new EventBus()
    const fn = vi.fn()
    const off = bus.on('A', fn)
    bus.emit(event('A'))
    off()
    bus.emit(event('A'))
    expect(fn).toHaveBeenCalledTimes(1)
    expect(bus.size).toBe(0)
    expect(bus.hasListeners('A')).toBe(false)
  })

  it('unsubscribing a wildcard listener stops it', () => {
    const bus = new EventBus()
    const fn = vi.fn()
    const off = bus.on('*', fn)
    off()
    bus.emit(event('A'))
    expect(fn).not.toHaveBeenCalled()
  })

  it('is idempotent: calling it twice removes only its own subscription', () => {
    const bus = new EventBus()
    const fn = vi.fn()
    const off1 = bus.on('A', fn)
    bus.on('A', fn)
    off1()
    off1()
    expect(bus.size).toBe(1)
    bus.emit(event('A'))
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('removes only that subscription, keeping the order of the others', () => {
    const bus = new EventBus()
    const log: string[] = []
    bus.on('A', () => log.push('1'))
    const off2 = bus.on('*', () => log.push('2'))
    bus.on('A', () => log.push('3'))
    off2()
    bus.emit(event('A'))
    expect(log).toEqual(['1', '3'])
  })

  it('a listener removed during an emit still runs in that emit (the listener list is taken when emit starts) and not after', () => {
    const bus = new EventBus()
    const log: string[] = []
    let offB: () => void = () => {}
    bus.on('A', () => {
      log.push('a')
      offB()
    })
    offB = bus.on('A', () => log.push('b'))
    bus.emit(event('A'))
    expect(log).toEqual(['a', 'b'])
    log.length = 0
    bus.emit(event('A'))
    expect(log).toEqual(['a'])
    expect(bus.size).toBe(1)
  })

  it('a listener can unsubscribe itself during emit without skipping the next listener', () => {
    const bus = new EventBus()
    const log: string[] = []
    const off = bus.on('A', () => {
      log.push('self')
      off()
    })
    bus.on('A', () => log.push('next'))
    bus.on('*', () => log.push('wild'))
    bus.emit(event('A'))
    expect(log).toEqual(['self', 'next', 'wild'])
    log.length = 0
    bus.emit(event('A'))
    expect(log).toEqual(['next', 'wild'])
  })

  it('a listener subscribed during emit is not called in that emit, but in the next one', () => {
    const bus = new EventBus()
    const log: string[] = []
    let added = false
    bus.on('A', () => {
      log.push('first')
      if (!added) {
        added = true
        bus.on('A', () => log.push('added'))
      }
    })
    bus.emit(event('A'))
    expect(log).toEqual(['first'])
    bus.emit(event('A'))
    expect(log).toEqual(['first', 'first', 'added'])
  })
})

describe('EventBus fail-fast', () => {
  it('a throwing listener stops later listeners and the error propagates to emit', () => {
    const bus = new EventBus()
    const before = vi.fn()
    const after = vi.fn()
    const afterWild = vi.fn()
    const boom = new Error('boom')
    bus.on('A', before)
    bus.on('A', () => {
      throw boom
    })
    bus.on('A', after)
    bus.on('*', afterWild)
    let caught: unknown
    try {
      bus.emit(event('A'))
    } catch (e) {
      caught = e
    }
    expect(caught).toBe(boom)
    expect(before).toHaveBeenCalledTimes(1)
    expect(after).not.toHaveBeenCalled()
    expect(afterWild).not.toHaveBeenCalled()
  })

  it('a throwing wildcard listener also stops later typed listeners', () => {
    const bus = new EventBus()
    const after = vi.fn()
    bus.on('*', () => {
      throw new Error('wild failure')
    })
    bus.on('A', after)
    expect(() => bus.emit(event('A'))).toThrow('wild failure')
    expect(after).not.toHaveBeenCalled()
  })

  it('the bus keeps working after a listener threw', () => {
    const bus = new EventBus()
    let fail = true
    const ok = vi.fn()
    bus.on('A', () => {
      if (fail) throw new Error('once')
    })
    bus.on('A', ok)
    expect(() => bus.emit(event('A'))).toThrow('once')
    fail = false
    bus.emit(event('A'))
    expect(ok).toHaveBeenCalledTimes(1)
  })
})

describe('EventBus bookkeeping', () => {
  it('size counts subscriptions; hasListeners includes wildcards; clear removes everything', () => {
    const bus = new EventBus()
    expect(bus.size).toBe(0)
    expect(bus.hasListeners('A')).toBe(false)
    bus.on('A', () => {})
    expect(bus.hasListeners('A')).toBe(true)
    expect(bus.hasListeners('B')).toBe(false)
    bus.on('*', () => {})
    expect(bus.hasListeners('B')).toBe(true)
    expect(bus.size).toBe(2)
    const fn = vi.fn()
    bus.on('A', fn)
    bus.clear()
    expect(bus.size).toBe(0)
    bus.emit(event('A'))
    expect(fn).not.toHaveBeenCalled()
  })

  it('delivers right whether it holds a few types, many types, a wildcard or none of them any more', () => {
    const bus = new EventBus()
    const calls: string[] = []
    const offs: (() => void)[] = []
    const types = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5']
    for (const [i, type] of types.entries()) {
      offs.push(bus.on(type, (e) => calls.push(`${type}:${e.type}`)))
      calls.length = 0
      for (const t of [...types, 'OTHER']) bus.emit(event(t))
      expect(calls).toEqual(types.slice(0, i + 1).map((t) => `${t}:${t}`))
    }
    const offWild = bus.on('*', (e) => calls.push(`*:${e.type}`))
    calls.length = 0
    bus.emit(event('T2'))
    bus.emit(event('OTHER'))
    expect(calls).toEqual(['T2:T2', '*:T2', '*:OTHER'])
    offWild()
    for (const off of offs.slice(1)) off()
    calls.length = 0
    for (const t of types) bus.emit(event(t))
    expect(calls).toEqual(['T0:T0'])
    expect(bus.hasListeners('T0')).toBe(true)
    expect(bus.hasListeners('T1')).toBe(false)
  })

  it('keeps size and isEmpty right through unsubscribes, repeated ones and ones from before a clear', () => {
    const bus = new EventBus()
    expect(bus.isEmpty).toBe(true)
    const offA = bus.on('A', () => {})
    const offWild = bus.on('*', () => {})
    expect(bus.isEmpty).toBe(false)
    offA()
    offA()
    expect(bus.size).toBe(1)
    bus.clear()
    offWild() // from before the clear: nothing to remove, nothing to count
    expect(bus.size).toBe(0)
    const offB = bus.on('B', () => {})
    offWild()
    expect(bus.size).toBe(1)
    offB()
    expect(bus.isEmpty).toBe(true)
  })
})
