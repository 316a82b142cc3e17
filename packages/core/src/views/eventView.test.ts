import { describe, it, expect } from 'vitest'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { deepFreeze } from '../state/json'
import { scopeEvent } from './eventView'

function drawn(visibleTo?: readonly string[]): GameEvent {
  const event: GameEvent = {
    id: 'e3.1',
    type: 'CARD_DRAWN',
    payload: { cardId: 'secret-card' },
    playerId: 'p2',
    timestamp: 1000,
    stateVersion: 9,
    ...(visibleTo === undefined ? {} : { visibleTo }),
  }
  return deepFreeze(event)
}

function plugin(id: string, redactEvent?: GamePlugin['redactEvent']): GamePlugin {
  return redactEvent === undefined ? { id, name: id, version: '1.0.0' } : { id, name: id, version: '1.0.0', redactEvent }
}

describe('scopeEvent', () => {
  it('delivers an event without visibleTo as it is, to players and spectators', () => {
    const event = drawn()
    expect(scopeEvent(event, 'p1', [])).toBe(event)
    expect(scopeEvent(event, null, [plugin('a', () => 'never')])).toBe(event)
  })

  it('gives a viewer listed in visibleTo the payload, without visibleTo and not marked redacted', () => {
    const scoped = scopeEvent(drawn(['p2']), 'p2', [plugin('a', () => 'never')])
    expect(scoped).toEqual({ id: 'e3.1', type: 'CARD_DRAWN', payload: { cardId: 'secret-card' }, playerId: 'p2', timestamp: 1000, stateVersion: 9 })
    expect(scoped).not.toHaveProperty('visibleTo')
    expect(scoped).not.toHaveProperty('redacted')
  })

  it('gives any other viewer a null payload marked redacted, keeping the rest of the metadata', () => {
    for (const viewer of ['p1', null]) {
      const scoped = scopeEvent(drawn(['p2']), viewer, [])
      expect(scoped).toEqual({ id: 'e3.1', type: 'CARD_DRAWN', payload: null, playerId: 'p2', timestamp: 1000, stateVersion: 9, redacted: true })
      expect(JSON.stringify(scoped)).not.toContain('secret-card')
    }
  })

  it('redacts for everybody an event visible to nobody (visibleTo: [])', () => {
    expect(scopeEvent(drawn([]), 'p2', []).payload).toBeNull()
    expect(scopeEvent(drawn([]), 'p2', []).redacted).toBe(true)
  })

  it('takes the payload from the first plugin whose redactEvent returns one, skipping plugins that return undefined', () => {
    const calls: string[] = []
    const plugins = [
      plugin('none'),
      plugin('pass', (e, v) => {
        calls.push(`pass:${e.type}:${String(v)}`)
        return undefined
      }),
      plugin('count', (e, v) => {
        calls.push(`count:${JSON.stringify(e.visibleTo)}:${String(v)}`)
        return { count: 1 }
      }),
      plugin('late', () => {
        calls.push('late')
        return 'too late'
      }),
    ]
    const scoped = scopeEvent(drawn(['p2']), 'p1', plugins)
    expect(scoped.payload).toEqual({ count: 1 })
    expect(scoped.redacted).toBe(true)
    expect(scoped).not.toHaveProperty('visibleTo')
    expect(calls).toEqual(['pass:CARD_DRAWN:p1', 'count:["p2"]:p1'])
  })

  it('treats a redactEvent that returns null as an answer (payload null, later plugins not asked)', () => {
    let asked = false
    const scoped = scopeEvent(drawn(['p2']), null, [
      plugin('nulls', () => null),
      plugin('later', () => {
        asked = true
        return 'x'
      }),
    ])
    expect(scoped.payload).toBeNull()
    expect(asked).toBe(false)
  })

  it('does not ask the plugins for a viewer who may see the payload', () => {
    let asked = false
    scopeEvent(drawn(['p1', 'p2']), 'p1', [
      plugin('a', () => {
        asked = true
        return 'x'
      }),
    ])
    expect(asked).toBe(false)
  })

  it('leaves the original event unchanged', () => {
    const event = drawn(['p2'])
    scopeEvent(event, 'p1', [])
    scopeEvent(event, 'p2', [])
    expect(event.visibleTo).toEqual(['p2'])
    expect(event.payload).toEqual({ cardId: 'secret-card' })
    expect(event).not.toHaveProperty('redacted')
  })
})
