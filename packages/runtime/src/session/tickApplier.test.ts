import type { Action, DispatchResult, GameEvent, GameState, PlayerView } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { Barriers } from './barriers'
import { BusyTracker } from './busyTracker'
import { VirtualScheduler } from './scheduler'
import { SessionError } from './sessionError'
import { TickApplier } from './tickApplier'
import type { ActionSource, Barrier, PlayerController, SessionEvent } from './types'

const event = (type: string): GameEvent => ({ type, payload: null }) as unknown as GameEvent
const applied = (type: string, events: readonly GameEvent[] = []): DispatchResult =>
  ({ ok: true, action: { id: 'x1', type, payload: {} } as Action, events, processedActions: [] }) as DispatchResult

/** A seat that keeps its updates and barriers; `auto` seats have no `onBarrier` (done at once). */
function seat(kind: 'waits' | 'auto' = 'waits') {
  const updates: PlayerView[] = []
  const dones: (() => void)[] = []
  const controller: PlayerController = {
    kind,
    onRequest: () => undefined,
    onUpdate: (view) => void updates.push(view),
    ...(kind === 'auto' ? {} : { onBarrier: (_barrier: Barrier, done: () => void) => void dones.push(done) }),
  }
  return { controller, updates, dones }
}

/**
 * A tick applier over real barriers and a real busy tracker in virtual time, a fake engine answering
 * `result` (and recording what the session looked like when it dispatched), and fake views.
 */
function applier(options: { acknowledge?: { events: string[]; timeoutMs?: number }; result?: DispatchResult; status?: GameState['status']; seats?: Record<string, 'waits' | 'auto'> } = {}) {
  const time = new VirtualScheduler()
  const log: string[] = []
  const events: SessionEvent[] = []
  const counted: ActionSource[] = []
  const kinds: Record<string, 'waits' | 'auto'> = options.seats ?? { p1: 'waits', p2: 'waits' }
  const seats = Object.fromEntries(Object.entries(kinds).map(([id, kind]) => [id, seat(kind)]))
  const controllers = new Map(Object.entries(seats).map(([id, s]) => [id, s.controller]))
  const emit = (e: SessionEvent): void => {
    events.push(e)
    log.push(e.type)
  }
  const busy = new BusyTracker(() => undefined)
  const barriers = new Barriers({ scheduler: time, controllers, emit, report: () => undefined, guard: (body) => body() })
  let opened = 0
  const part = new TickApplier({
    engine: {
      dispatch: (action) => {
        log.push(`dispatch ${action.type} (busy ${busy.label})`)
        return options.result ?? applied(action.type)
      },
      getState: () => ({ status: options.status ?? 'playing' }) as GameState,
    },
    controllers,
    emit,
    report: () => undefined,
    views: {
      clearEvents: () => void log.push('clear events'),
      send: (targets) => {
        log.push('send views')
        for (const [playerId, controller] of targets.controllers) controller.onUpdate?.({ viewer: playerId } as unknown as PlayerView, [])
      },
    },
    busy,
    barriers,
    life: { count: (source) => void counted.push(source) },
    options: options.acknowledge === undefined ? {} : { acknowledge: options.acknowledge },
    pump: () => void log.push('pump'),
    barrierOpened: () => void opened++,
  })
  return { part, time, log, events, counted, seats, busy, barriers, opened: () => opened }
}

describe('TickApplier: the dispatch', () => {
  it("forgets the last tick's events, then dispatches with the busy flag set, cleared after", () => {
    const { part, log, busy } = applier()
    const result = part.dispatch({ type: 'PLAY', payload: {} })
    expect(log).toEqual(['clear events', 'dispatch PLAY (busy dispatch)'])
    expect(result.ok).toBe(true)
    expect(busy.busy).toBe(false)
  })
})

describe('TickApplier: the aftermath', () => {
  it('counts the action, announces it with its source and events, sends every seat its view, then pumps', () => {
    const { part, log, events, counted, seats } = applier()
    const { action } = applied('PLAY')
    part.after(action, 'timeout', [event('CARD_PLAYED')])
    expect(counted).toEqual(['timeout'])
    expect(events[0]).toEqual({ type: 'action', action, source: 'timeout', events: [event('CARD_PLAYED')] })
    expect(log).toEqual(['action', 'send views', 'pump'])
    expect(seats.p1!.updates).toEqual([{ viewer: 'p1' }])
    expect(seats.p2!.updates).toEqual([{ viewer: 'p2' }])
  })

  it("opens an acknowledgement barrier for the tick's chosen event types, each once, busy until it ends", () => {
    const { part, log, barriers, busy, seats, opened } = applier({ acknowledge: { events: ['CARD_PLAYED', 'SHUFFLED'] } })
    part.after(applied('PLAY').action, 'player', [event('SHUFFLED'), event('DREW'), event('CARD_PLAYED'), event('SHUFFLED')])
    expect(barriers.current).toMatchObject({ barrierId: 'b1', kind: 'ack', playerIds: ['p1', 'p2'], deadline: 5_000, eventTypes: ['SHUFFLED', 'CARD_PLAYED'] })
    expect(busy.label).toBe('ack:SHUFFLED,CARD_PLAYED')
    expect(opened()).toBe(1)
    expect(log).toEqual(['action', 'send views', 'barrier', 'pump'])
    seats.p1!.dones[0]!()
    seats.p2!.dones[0]!()
    expect(barriers.current).toBeNull()
    expect(busy.busy).toBe(false)
    expect(log.slice(-2)).toEqual(['barrier-done', 'pump'])
  })

  it("the barrier's own timeout (acknowledge.timeoutMs) ends it too, and runs the loop", () => {
    const { part, time, log, barriers, busy } = applier({ acknowledge: { events: ['CARD_PLAYED'], timeoutMs: 800 } })
    part.after(applied('PLAY').action, 'player', [event('CARD_PLAYED')])
    expect(barriers.current?.deadline).toBe(800)
    time.advance(799)
    expect(barriers.current).not.toBeNull()
    time.advance(1)
    expect(barriers.current).toBeNull()
    expect(busy.busy).toBe(false)
    expect(log.slice(-3)).toEqual(['timeout', 'barrier-done', 'pump'])
  })

  it('opens no barrier for other events, without the option, or after the game is over', () => {
    const cases = [
      applier({ acknowledge: { events: ['CARD_PLAYED'] } }),
      applier(),
      applier({ acknowledge: { events: ['CARD_PLAYED'] }, status: 'finished' }),
    ]
    cases[0]!.part.after(applied('DRAW').action, 'player', [event('DREW')])
    cases[1]!.part.after(applied('PLAY').action, 'player', [event('CARD_PLAYED')])
    cases[2]!.part.after(applied('PLAY').action, 'player', [event('CARD_PLAYED')])
    for (const { barriers, busy, opened, log } of cases) {
      expect([barriers.current, busy.busy, opened(), log.at(-1)]).toEqual([null, false, 0, 'pump'])
    }
  })

  it('tells of a barrier every seat acknowledged at once too (bots have no onBarrier)', () => {
    const { part, barriers, opened, busy } = applier({ acknowledge: { events: ['CARD_PLAYED'] }, seats: { p1: 'auto', p2: 'auto' } })
    part.after(applied('PLAY').action, 'player', [event('CARD_PLAYED')])
    expect(barriers.current).toBeNull()
    expect(opened()).toBe(1)
    expect(busy.busy).toBe(false)
  })
})

describe('TickApplier: an action the session needs applied', () => {
  it('applies it with its source and does the aftermath', () => {
    const { part, counted, events, log } = applier()
    part.applyOrFail({ type: 'NEXT', payload: {} }, 'auto', 'Pending action', 'PENDING_ACTION_FAILED')
    expect(counted).toEqual(['auto'])
    expect(events[0]).toMatchObject({ type: 'action', action: { id: 'x1', type: 'NEXT' }, source: 'auto' })
    expect(log.at(-1)).toBe('pump')
  })

  it('a denial or a handler error fails with a SessionError naming the action, its code, the error as cause', () => {
    const denied = applier({ result: { ok: false, action: {} as Action, denyReason: 'not your turn', events: [], processedActions: [] } })
    const refuse = () => denied.part.applyOrFail({ type: 'PASS', payload: {} }, 'timeout', 'Default action', 'DEFAULT_ACTION_FAILED')
    expect(refuse).toThrow(SessionError)
    expect(refuse).toThrow(expect.objectContaining({ message: 'Default action PASS failed: not your turn', code: 'DEFAULT_ACTION_FAILED' }))
    const broken = applier({ result: { ok: false, action: {} as Action, error: 'handler blew up', errorCode: 'HANDLER_ERROR', events: [], processedActions: [] } })
    const fail = () => broken.part.applyOrFail({ type: 'APPLY', payload: {} }, 'auto', 'Pending action', 'PENDING_ACTION_FAILED')
    expect(fail).toThrow(SessionError)
    expect(fail).toThrow(expect.objectContaining({ message: 'Pending action APPLY failed: handler blew up', code: 'PENDING_ACTION_FAILED', cause: 'handler blew up' }))
    for (const { counted, events, log } of [denied, broken]) {
      expect([counted, events, log.includes('pump')]).toEqual([[], [], false])
    }
  })
})
