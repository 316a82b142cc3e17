import type { GameEngine } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { HeartbeatTimer, debugSnapshotOf, heartbeatOf, safeState, type SessionReadout } from './diagnostics'
import { VirtualScheduler } from './scheduler'
import { simpleEngine } from './simpleGame.fixture'
import type { Barrier, DecisionRequest } from './types'

const request = (requestId: string, playerId: string) => ({ requestId, playerId, deadline: 30_000, legalActions: [], view: {} }) as unknown as DecisionRequest
const barrier: Barrier = { barrierId: 'b1', kind: 'ack', playerIds: ['p1', 'p2'], deadline: 5_000, eventTypes: ['CARD_PLAYED'] }
const readout = (parts: Partial<SessionReadout> = {}): SessionReadout => ({
  phase: 'running', paused: false, busy: false, busyLabel: null, requests: [], barrier: null, barrierWaiting: [], ...parts,
})
const destroyed = (): GameEngine => {
  const engine = simpleEngine()
  engine.destroy()
  return engine
}

describe('heartbeatOf: what the session waits for', () => {
  it('a decision: the players asked', () => {
    const engine = simpleEngine()
    engine.start()
    const beat = heartbeatOf(1_000, readout({ requests: [request('r1', 'p1'), request('r2', 'p2')], busy: true, busyLabel: 'save' }), engine.getState())
    expect(beat).toEqual({
      at: 1_000, phase: 'running', turn: 1, stateVersion: engine.getState().version, currentPlayerId: 'p1',
      waitingFor: ['p1', 'p2'], waitingOn: 'decision', busy: true, busyLabel: 'save', paused: false,
    })
  })

  it("a barrier: its missing players and its kind; nothing: nobody", () => {
    expect(heartbeatOf(0, readout({ barrier, barrierWaiting: ['p2'] }), null)).toMatchObject({ waitingFor: ['p2'], waitingOn: 'ack', turn: 0, stateVersion: 0, currentPlayerId: null })
    expect(heartbeatOf(0, readout({ paused: true }), null)).toMatchObject({ waitingFor: [], waitingOn: null, paused: true })
  })
})

describe('debugSnapshotOf: what an error report carries', () => {
  it('the waits, the state and the last ten top-level actions', () => {
    const engine = simpleEngine(1, 4)
    engine.start()
    for (let i = 0; i < 12 && engine.getState().status === 'playing'; i++) engine.dispatch(engine.getDefaultAction(engine.getState().currentPlayerId!)!)
    const history = engine.getHistory()
    expect(history.length).toBeGreaterThan(10)
    const snapshot = debugSnapshotOf(readout({ requests: [request('r7', 'p2')], barrier, busyLabel: 'ack:CARD_PLAYED' }), engine)
    expect(snapshot).toMatchObject({
      phase: 'running', paused: false, busyLabel: 'ack:CARD_PLAYED', turn: engine.getState().turn, status: engine.getState().status,
      openRequests: [{ requestId: 'r7', playerId: 'p2', deadline: 30_000 }], barrier, historyLength: history.length,
    })
    expect(snapshot.recentActions).toEqual(history.slice(-10).map((r) => r.action))
    expect(snapshot.openRequests[0]).toEqual({ requestId: 'r7', playerId: 'p2', deadline: 30_000 })
  })

  it('an engine with nothing to read gives nulls, never a throw', () => {
    expect(debugSnapshotOf(readout({ phase: 'failed' }), destroyed())).toMatchObject({
      phase: 'failed', turn: null, stateVersion: null, status: null, currentPlayerId: null, historyLength: null, recentActions: [],
    })
    expect(safeState(destroyed())).toBeNull()
  })
})

describe('HeartbeatTimer', () => {
  it('beats every interval until stopped', () => {
    const time = new VirtualScheduler()
    const beats: number[] = []
    const timer = new HeartbeatTimer(time, 1_000, () => beats.push(time.now()))
    timer.start()
    timer.start() // once only
    time.advance(3_500)
    timer.stop()
    time.advance(5_000)
    expect(beats).toEqual([1_000, 2_000, 3_000])
    expect(time.pending).toBe(0)
  })

  it('a beat that stops the timer leaves no timer behind; an interval of 0 never beats', () => {
    const time = new VirtualScheduler()
    const timer: HeartbeatTimer = new HeartbeatTimer(time, 500, () => timer.stop())
    timer.start()
    time.advance(500)
    expect(time.pending).toBe(0)
    new HeartbeatTimer(time, 0, () => { throw new Error('beat') }).start()
    expect(time.pending).toBe(0)
  })
})
