import type { GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import type { HumanOutbound } from '../controllers/humanController'
import { RandomBotController } from '../controllers/randomBotController'
import { ScriptedController } from '../controllers/scriptedController'
import { SessionError } from './sessionError'
import { human, ofType, silent, simpleEngine, virtualSession } from './simpleGame.fixture'
import type { PlayerController } from './types'

// The session's waits and its health: pause and resume, the ready and acknowledgement barriers, heartbeats,
// the busy flag and errors. Whole games, requests and timeouts are in gameSession.test.ts.

/** Two human seats, acknowledgements of CARD_PLAYED within 2 s, and p1's first card played: an ack barrier is open. */
function ackBarrierOpen() {
  const p1 = human()
  const p2 = human()
  const { session, engine, time, events } = virtualSession({ p1: p1.controller, p2: p2.controller }, { acknowledge: { events: ['CARD_PLAYED'], timeoutMs: 2_000 } })
  void session.start()
  const hand = engine.getState().zones['hand-p1']!.cards
  session.respond({ requestId: 'r1', playerId: 'p1', action: { type: 'PLAY_CARD', payload: { cardIds: [hand[0]!] } } })
  return { p1, p2, session, engine, time, events }
}

describe('GameSession: pause and resume', () => {
  it('stops the loop; the timer resumes with its remaining time and the request is sent again', () => {
    const p1 = human()
    const { session, engine, time, events } = virtualSession({ p1: p1.controller, p2: silent() }, { turnTimeoutMs: 30_000 })
    void session.start()
    const { requestId } = session.openRequests[0]!
    time.advance(10_000)
    session.pause()
    expect(session.paused).toBe(true)
    time.advance(100_000)
    expect(engine.getHistory()).toHaveLength(0)
    expect(session.respond({ requestId, playerId: 'p1', action: { type: 'END_TURN' } })).toMatchObject({ accepted: false, code: 'PAUSED' })
    session.resume()
    const again = p1.sent.filter((m): m is Extract<HumanOutbound, { type: 'request' }> => m.type === 'request')
    expect(again.map((m) => [m.request.requestId, m.request.deadline])).toEqual([[requestId, 30_000], [requestId, 130_000]])
    time.advance(19_999)
    expect(engine.getHistory()).toHaveLength(0)
    time.advance(1)
    expect(engine.getHistory()).toHaveLength(1)
    expect(ofType(events, 'paused')).toHaveLength(1)
    expect(ofType(events, 'resumed')).toHaveLength(1)
    session.stop()
  })

  it('a request sent again after a resume carries the time it has left, the whole timeout unchanged', () => {
    const p1 = human()
    const { session, time } = virtualSession({ p1: p1.controller, p2: silent() }, { turnTimeoutMs: 30_000 })
    void session.start()
    time.advance(12_000)
    session.pause()
    time.advance(5_000)
    session.resume()
    const requests = p1.sent.filter((m): m is Extract<HumanOutbound, { type: 'request' }> => m.type === 'request').map((m) => m.request)
    expect(requests.map((r) => [r.deadline, r.timeoutMs, r.remainingMs])).toEqual([[30_000, 30_000, 30_000], [35_000, 30_000, 18_000]])
    session.stop()
  })

  it('paused before start(): the game starts, nobody is asked, and the first turn gets its whole time on resume', () => {
    const p1 = human()
    const { session, engine, time, events } = virtualSession({ p1: p1.controller, p2: silent() }, { turnTimeoutMs: 10_000 })
    session.pause()
    expect(session.paused).toBe(true)
    void session.start()
    expect(session.phase).toBe('running')
    expect(session.openRequests).toEqual([])
    time.advance(60_000)
    expect(engine.getHistory()).toHaveLength(0)
    session.resume()
    expect(session.openRequests).toMatchObject([{ playerId: 'p1', deadline: 70_000, remainingMs: 10_000 }])
    time.advance(10_000)
    expect(engine.getHistory()).toHaveLength(1)
    expect(ofType(events, 'paused')).toHaveLength(1)
    session.stop()
  })

  it('paused before start() with a ready barrier: its timer waits too, and keeps its time', async () => {
    const p1 = human()
    const { session, time } = virtualSession({ p1: p1.controller, p2: human().controller }, { waitForReady: true, readyTimeoutMs: 5_000 })
    session.pause()
    const done = session.start()
    const barrier = session.openBarrier!
    time.advance(60_000) // the barrier would have timed out long ago
    expect(session.phase).toBe('starting')
    session.acknowledge(barrier.barrierId, 'p1')
    session.resume()
    time.advance(4_999)
    expect(session.phase).toBe('starting')
    time.advance(1)
    await expect(done).rejects.toMatchObject({ code: 'READY_TIMEOUT', message: 'Players not ready in time: p2' })
  })

  it('a bot that answered during the pause answers again on resume', () => {
    const { session, engine, time } = virtualSession({ p1: new RandomBotController({ seed: 1, delayMs: 1_000 }), p2: silent() })
    void session.start()
    session.pause()
    time.advance(5_000) // the bot's answer is refused: paused
    expect(engine.getHistory()).toHaveLength(0)
    session.resume()
    time.advance(1_000)
    expect(engine.getHistory()).toHaveLength(1)
    session.stop()
  })
})

describe('GameSession: barriers', () => {
  it('waits for every player to be ready before the first turn', () => {
    const p1 = human()
    const p2 = human()
    const { session, events } = virtualSession({ p1: p1.controller, p2: p2.controller }, { waitForReady: true, readyTimeoutMs: 5_000 })
    void session.start()
    expect(session.phase).toBe('starting')
    const barrier = session.openBarrier!
    expect(barrier).toMatchObject({ kind: 'ready', playerIds: ['p1', 'p2'], deadline: 5_000 })
    expect(p1.sent.some((m) => m.type === 'update')).toBe(true) // the first view came before
    expect(session.acknowledge(barrier.barrierId, 'p1')).toBe(true)
    expect(session.acknowledge(barrier.barrierId, 'p1')).toBe(false)
    expect(session.heartbeat()).toMatchObject({ waitingOn: 'ready', waitingFor: ['p2'] })
    expect(session.openRequests).toHaveLength(0)
    session.acknowledge(barrier.barrierId, 'p2')
    expect(session.phase).toBe('running')
    expect(session.openRequests).toHaveLength(1)
    expect(ofType(events, 'barrier-done')[0]).toMatchObject({ missing: [] })
    session.stop()
  })

  it('fails with READY_TIMEOUT, a debug snapshot and an error event when someone is not ready', async () => {
    const { session, time, events } = virtualSession({ p1: human().controller, p2: new RandomBotController({ seed: 1 }) }, { waitForReady: true, readyTimeoutMs: 5_000 })
    const done = session.start()
    time.advance(5_000)
    const error = await done.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionError)
    expect(error).toMatchObject({ code: 'READY_TIMEOUT', message: 'Players not ready in time: p1', snapshot: { phase: 'starting', turn: 1 } })
    expect(ofType(events, 'barrier-done')[0]).toMatchObject({ missing: ['p1'] })
    expect(ofType(events, 'error')[0]).toMatchObject({ fatal: true, error: { code: 'READY_TIMEOUT' } })
    expect(session.phase).toBe('failed')
    expect(time.pending).toBe(0)
  })

  it('waits for acknowledgements after chosen events, up to a timeout', () => {
    const { p1, p2, session, time, events } = ackBarrierOpen()
    const barrier = session.openBarrier!
    expect(barrier).toMatchObject({ kind: 'ack', eventTypes: ['CARD_PLAYED'], playerIds: ['p1', 'p2'] })
    expect(p2.sent.at(-1)).toEqual({ type: 'barrier', barrier })
    expect(session.openRequests).toHaveLength(0)
    session.acknowledge(barrier.barrierId, 'p2')
    time.advance(2_000) // p1 never acknowledged
    expect(ofType(events, 'barrier-done').at(-1)).toMatchObject({ missing: ['p1'] })
    expect(session.openRequests).toHaveLength(1)
    // An answer while the barrier is open is not possible: nothing is open.
    session.respond({ requestId: 'r2', playerId: 'p1', action: { type: 'END_TURN' } })
    expect(session.openBarrier).toBeNull() // END_TURN emits no CARD_PLAYED
    session.stop()
  })
})

describe('GameSession: pausing an acknowledgement barrier', () => {
  it('keeps its remaining time: the loop goes on only when the barrier is done or its time (paused meanwhile) is up', () => {
    const { p1, p2, session, time, events } = ackBarrierOpen()
    const barrier = session.openBarrier!
    expect(barrier.deadline).toBe(2_000)
    time.advance(500)
    session.pause()
    time.advance(10_000)
    expect(session.openBarrier).toBe(barrier)
    session.resume()
    // Announced again with the same id and the deadline moved by the pause, so that clients show the right time.
    const again = session.openBarrier!
    expect(again).toEqual({ ...barrier, deadline: 12_000 })
    expect(ofType(events, 'barrier').map((e) => e.barrier)).toEqual([barrier, again])
    for (const seat of [p1, p2]) expect(seat.sent.filter((m) => m.type === 'barrier').at(-1)).toEqual({ type: 'barrier', barrier: again })
    time.advance(1_499)
    expect(session.openBarrier).toBe(again)
    expect(session.openRequests).toHaveLength(0)
    time.advance(1)
    expect(session.openBarrier).toBeNull()
    expect(ofType(events, 'barrier-done').at(-1)).toMatchObject({ missing: ['p1', 'p2'] })
    expect(session.openRequests).toHaveLength(1)
    session.stop()
  })
})

describe('GameSession: resuming an acknowledgement barrier', () => {
  it('asks again only the players who have not acknowledged yet', () => {
    const { p1, p2, session } = ackBarrierOpen()
    const { barrierId } = session.openBarrier!
    expect(session.acknowledge(barrierId, 'p2')).toBe(true)
    session.pause()
    session.resume()
    expect(p1.sent.filter((m) => m.type === 'barrier')).toHaveLength(2)
    expect(p2.sent.filter((m) => m.type === 'barrier')).toHaveLength(1)
    expect(session.acknowledge(barrierId, 'p2')).toBe(false)
    expect(session.acknowledge(barrierId, 'p1')).toBe(true)
    expect(session.openBarrier).toBeNull()
    session.stop()
  })
})

describe('GameSession: heartbeat, busy flag, errors', () => {
  it('nests overlapping long operations: busy until the last one ends, labelled with the latest still running', async () => {
    const { session, time, events } = virtualSession({ p1: silent(), p2: silent() }, { heartbeatMs: 1_000 })
    void session.start()
    const release: Record<string, () => void> = {}
    const op = (label: string) => session.runLongOperation(label, () => new Promise<void>((resolve) => (release[label] = resolve)))
    const load = op('load')
    const save = op('save')
    expect(session.heartbeat()).toMatchObject({ busy: true, busyLabel: 'save' })
    release.save!()
    await save
    // The first one still runs.
    expect(session.busy).toBe(true)
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({ busy: true, busyLabel: 'load' })
    release.load!()
    await load
    expect(session.busy).toBe(false)
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({ busy: false, busyLabel: null })
    expect(ofType(events, 'busy').map((e) => [e.busy, e.label])).toEqual([[true, 'load'], [true, 'save'], [true, 'load'], [false, null]])
    // Ending in the other order.
    const a = op('a')
    const b = op('b')
    release.a!()
    await a
    expect(session.heartbeat()).toMatchObject({ busy: true, busyLabel: 'b' })
    release.b!()
    await b
    expect(session.busy).toBe(false)
    session.stop()
  })

  it('is busy while the clients animate (an acknowledgement barrier), and heartbeats say so', () => {
    const { session, engine, time, events } = virtualSession({ p1: human().controller, p2: human().controller }, {
      heartbeatMs: 1_000,
      acknowledge: { events: ['CARD_PLAYED'], timeoutMs: 5_000 },
    })
    void session.start()
    const hand = engine.getState().zones['hand-p1']!.cards
    session.respond({ requestId: 'r1', playerId: 'p1', action: { type: 'PLAY_CARD', payload: { cardIds: [hand[0]!] } } })
    const barrier = session.openBarrier!
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({ waitingOn: 'ack', busy: true, busyLabel: 'ack:CARD_PLAYED' })
    session.acknowledge(barrier.barrierId, 'p1')
    session.acknowledge(barrier.barrierId, 'p2')
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({ waitingOn: 'decision', busy: false, busyLabel: null })
    expect(ofType(events, 'busy').map((e) => [e.busy, e.label])).toEqual([[true, 'ack:CARD_PLAYED'], [false, null]])
    session.stop()
    expect(session.busy).toBe(false)
  })

  it('beats with the turn, whom it waits for and the busy flag', async () => {
    const { session, time, events } = virtualSession({ p1: silent(), p2: silent() }, { heartbeatMs: 1_000 })
    void session.start()
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({
      at: 1_000, phase: 'running', turn: 1, currentPlayerId: 'p1', waitingFor: ['p1'], waitingOn: 'decision', busy: false, paused: false,
    })
    let release!: () => void
    const long = session.runLongOperation('save', () => new Promise<void>((resolve) => (release = resolve)))
    time.advance(1_000)
    expect(ofType(events, 'heartbeat').at(-1)!.heartbeat).toMatchObject({ busy: true, busyLabel: 'save' })
    release()
    await long
    expect(session.busy).toBe(false)
    expect(ofType(events, 'busy').map((e) => e.busy)).toEqual([true, false])
    await expect(session.runLongOperation('boom', () => { throw new Error('disk full') })).rejects.toThrow('disk full')
    expect(ofType(events, 'error').at(-1)).toMatchObject({ fatal: false, error: { message: 'disk full' } })
    session.stop()
  })

  it('reports a controller that throws and applies the default on timeout', () => {
    const broken: PlayerController = { kind: 'broken', onRequest: () => { throw new Error('bot crashed') } }
    const { session, engine, time, events } = virtualSession({ p1: broken, p2: silent() }, { turnTimeoutMs: 1_000 })
    void session.start()
    expect(ofType(events, 'error')[0]).toMatchObject({ fatal: false, error: { message: 'bot crashed' }, snapshot: { openRequests: [{ playerId: 'p1' }] } })
    time.advance(1_000)
    expect(engine.getHistory()).toHaveLength(1)
    session.stop()
  })

  it('reports a listener that throws as an error event with a debug snapshot, and the game goes on', async () => {
    const { session, time, events } = virtualSession({ p1: new RandomBotController({ seed: 1, delayMs: 10 }), p2: new RandomBotController({ seed: 2, delayMs: 10 }) })
    const original = console.error
    const logged: unknown[][] = []
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      let throws = 2
      session.on((event) => {
        if (event.type === 'action' && throws-- > 0) throw new Error('listener bug')
      })
      const done = session.start()
      time.runAll()
      const result = await done
      expect(result.status).toBe('finished')
      const errors = ofType(events, 'error')
      expect(errors).toHaveLength(2)
      expect(errors[0]).toMatchObject({
        fatal: false,
        error: { name: 'SessionError', code: 'LISTENER_ERROR', message: 'A session listener threw on action: listener bug' },
        snapshot: { phase: 'running' },
      })
      expect(errors[0]!.snapshot.recentActions.length).toBeGreaterThan(0)
      // Every listener heard the action before the error about it.
      const firstError = events.indexOf(errors[0]!)
      expect(events[firstError - 1]!.type).toBe('action')
      expect(logged).toEqual([]) // reported, not only logged
    } finally {
      console.error = original
    }
  })

  it('a listener that throws on the error event itself is logged once per throw, with no loop', async () => {
    const { session, time, events } = virtualSession({ p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }) })
    const original = console.error
    const logged: unknown[][] = []
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      let threwOnAction = false
      session.on((event) => {
        if (event.type === 'error') throw new Error('error listener bug')
        if (event.type === 'action' && !threwOnAction) {
          threwOnAction = true
          throw new Error('listener bug')
        }
      })
      const done = session.start()
      time.runAll()
      expect((await done).status).toBe('finished')
      expect(ofType(events, 'error')).toHaveLength(1)
      expect(logged).toEqual([['[decklet runtime] session listener threw', new Error('error listener bug')]])
    } finally {
      console.error = original
    }
  })

  it('fails with a snapshot when the engine throws (a broken invariant), never swallowing it', async () => {
    const Breaker: GamePlugin = {
      id: 'breaker', name: 'Breaker', version: '1.0.0',
      actions: [{
        type: 'BREAK',
        enumerate: (_s, playerId) => [{ type: 'BREAK', playerId }],
        execute: (_a, { state }) => ({ state: { ...state, currentPlayerId: 'nobody' } }),
      }],
    }
    const { session, events } = virtualSession({ p1: new ScriptedController([{ type: 'BREAK' }]), p2: silent() }, { engine: simpleEngine(1, 2, [Breaker]) })
    const error = await session.start().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionError)
    expect((error as SessionError).cause).toBeDefined()
    expect((error as SessionError).snapshot).toMatchObject({ phase: 'running', historyLength: 0 })
    expect(ofType(events, 'error')).toHaveLength(1)
    expect(ofType(events, 'error')[0]!.fatal).toBe(true)
  })

  it('fails with STUCK when the game is not over and nobody can act', async () => {
    const Nothing: GamePlugin = { id: 'nothing', name: 'Nothing', version: '1.0.0' }
    const { session } = virtualSession({ p1: silent(), p2: silent() }, { engine: simpleEngine(1, 2, [Nothing]) })
    await expect(session.start()).rejects.toMatchObject({ code: 'STUCK' })
  })

  it('refuses a player without a controller, and a second start', async () => {
    const { session } = virtualSession({ p1: silent() }, { engine: simpleEngine(1, 2) })
    await expect(session.start()).rejects.toMatchObject({ code: 'NO_CONTROLLER' })
    expect(() => session.start()).toThrow(/already started/)
  })
})

describe('GameSession: timeout notices (operation and whole duration)', () => {
  it('a decision round that times out: its request ids, players, operation and the whole turn time, paused time not counted', () => {
    const { session, time, events } = virtualSession({ p1: silent(), p2: silent() }, { turnTimeoutMs: 30_000 })
    void session.start()
    time.advance(10_000)
    session.pause()
    time.advance(100_000)
    session.resume()
    expect(ofType(events, 'timeout')).toEqual([])
    time.advance(20_000)
    expect(ofType(events, 'timeout')).toEqual([{ type: 'timeout', operation: 'decision', ids: ['r1'], playerIds: ['p1'], durationMs: 30_000 }])
    // Before the request closes and the default is applied.
    const at = events.findIndex((e) => e.type === 'timeout')
    expect(events.slice(at + 1).map((e) => e.type).slice(0, 2)).toEqual(['request-closed', 'action'])
    expect(ofType(events, 'action')[0]).toMatchObject({ source: 'timeout' })
    session.stop()
  })

  it('no notice for a round that was answered in time', () => {
    const p1 = human()
    const { session, time, events } = virtualSession({ p1: p1.controller, p2: silent() }, { turnTimeoutMs: 30_000 })
    void session.start()
    session.respond({ requestId: 'r1', playerId: 'p1', action: { type: 'END_TURN' } })
    time.advance(29_999)
    expect(ofType(events, 'timeout')).toEqual([])
    session.stop()
  })

  it('the ready barrier (before READY_TIMEOUT fails the session) and an acknowledgement barrier', async () => {
    const ready = virtualSession({ p1: human().controller, p2: new RandomBotController({ seed: 1 }) }, { waitForReady: true, readyTimeoutMs: 5_000 })
    const done = ready.session.start()
    ready.time.advance(5_000)
    await done.catch(() => undefined)
    expect(ofType(ready.events, 'timeout')).toEqual([{ type: 'timeout', operation: 'ready', ids: ['b1'], playerIds: ['p1'], durationMs: 5_000 }])
    expect(ready.events.findIndex((e) => e.type === 'timeout')).toBeLessThan(ready.events.findIndex((e) => e.type === 'error'))

    const { session, time, events } = ackBarrierOpen()
    const barrier = session.openBarrier!
    session.acknowledge(barrier.barrierId, 'p2')
    time.advance(2_000)
    expect(ofType(events, 'timeout')).toEqual([{ type: 'timeout', operation: 'ack', ids: [barrier.barrierId], playerIds: ['p1'], durationMs: 2_000 }])
    session.stop()
  })

  it('a listener that stops the session on the notice: nothing more is applied', () => {
    const { session, time, events } = virtualSession({ p1: silent(), p2: silent() }, { turnTimeoutMs: 1_000 })
    session.on((event) => {
      if (event.type === 'timeout') session.stop()
    })
    void session.start()
    time.advance(1_000)
    expect(ofType(events, 'action')).toEqual([])
    expect(session.phase).toBe('stopped')
  })
})
