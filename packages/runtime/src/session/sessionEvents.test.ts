import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionEvents } from './sessionEvents'
import type { DebugSnapshot, SessionEvent } from './types'

const snapshot = { phase: 'running' } as DebugSnapshot

afterEach(() => vi.restoreAllMocks())

describe('SessionEvents: every listener hears every event', () => {
  it('in the order they subscribed, until they unsubscribe', () => {
    const events = new SessionEvents()
    const heard: string[] = []
    const off = events.on((e) => heard.push(`a:${e.type}`))
    events.on((e) => heard.push(`b:${e.type}`))
    events.emit({ type: 'started' })
    off()
    events.emit({ type: 'paused' })
    expect(heard).toEqual(['a:started', 'b:started', 'b:paused'])
  })

  it('with a snapshot: a listener that throws is reported after the others heard the event, as an error event', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = new SessionEvents(() => snapshot)
    const heard: SessionEvent[] = []
    events.on(() => { throw new Error('listener bug') })
    events.on((e) => heard.push(e))
    events.emit({ type: 'resumed' })
    expect(heard).toEqual([
      { type: 'resumed' },
      { type: 'error', fatal: false, snapshot, error: expect.objectContaining({ code: 'LISTENER_ERROR', message: 'A session listener threw on resumed: listener bug' }) },
    ])
    // The throwing listener threw on the error event too: logged once, not reported again.
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('[decklet runtime] session listener threw', new Error('listener bug'))
  })

  it('without a snapshot: a listener that throws is logged and the others still hear the event', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = new SessionEvents()
    const heard: SessionEvent[] = []
    events.on(() => { throw new Error('listener bug') })
    events.on((e) => heard.push(e))
    events.emit({ type: 'resumed' })
    expect(heard).toEqual([{ type: 'resumed' }])
    expect(log).toHaveBeenCalledWith('[decklet runtime] session listener threw', new Error('listener bug'))
  })

  it('an error becomes plain data with its snapshot; with nobody listening it goes to console.error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = new SessionEvents()
    events.error(new Error('lonely'), false, snapshot)
    expect(log).toHaveBeenCalledWith('[decklet runtime] session error', new Error('lonely'))
    log.mockClear()
    const heard: SessionEvent[] = []
    events.on((e) => heard.push(e))
    events.error(new Error('heard'), true, snapshot)
    expect(log).not.toHaveBeenCalled()
    expect(heard).toEqual([{ type: 'error', error: expect.objectContaining({ name: 'Error', message: 'heard' }), fatal: true, snapshot }])
  })
})
