import type { PlayerView } from '@decklet/core'
import type { Barrier, DecisionRequest } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { TurnFeed } from './turnFeed'

const view = { viewer: 'p1', players: {}, zones: {}, cards: {}, variables: {} } as unknown as PlayerView
const request = (requestId: string): DecisionRequest => ({
  requestId, playerId: 'p1', turn: 1, stateVersion: 1, deadline: 5_000, timeoutMs: 5_000, remainingMs: 5_000, legalActions: [], view,
})
const ready: Barrier = { barrierId: 'b1', kind: 'ready', playerIds: ['p1', 'p2'], deadline: 1_000 }
const welcome = (overrides: Partial<{ request: DecisionRequest | null; barrier: Barrier | null; paused: boolean }> = {}) => ({
  type: 'welcome' as const,
  payload: { gameId: 'g', playerId: 'p1', view, request: null, barrier: null, paused: false, ...overrides },
})

describe('the turn feed', () => {
  it('puts the seat back into the wire messages: a turn of mine is MY_TURN, its turn end WAITING_TURN or TIMEOUT', () => {
    const feed = new TurnFeed({ playerId: 'p1' })
    feed.receive(welcome())
    feed.receive({ type: 'turn', payload: request('r1') })
    expect(feed.snapshot).toMatchObject({ state: 'MY_TURN', canAct: true, deadline: 5_000, started: true })
    feed.receive({ type: 'rejected', payload: { requestId: 'r1', code: 'ILLEGAL_ACTION', reason: 'no' } })
    expect(feed.snapshot.rejection).toEqual({ code: 'ILLEGAL_ACTION', reason: 'no' })
    feed.receive({ type: 'turn-end', payload: { requestId: 'r1', playerId: 'p1', reason: 'timeout' } })
    expect(feed.snapshot).toMatchObject({ state: 'TIMEOUT', request: null })
  })

  it('starts over from every welcome: a request answered while the seat was away is gone, the open one is back', () => {
    const feed = new TurnFeed({ playerId: 'p1' })
    feed.receive(welcome())
    feed.receive({ type: 'turn', payload: request('r1') })
    feed.receive(welcome({ request: request('r2') }))
    expect(feed.snapshot).toMatchObject({ state: 'MY_TURN', started: true })
    expect(feed.snapshot.request?.requestId).toBe('r2')
    feed.receive(welcome())
    expect(feed.snapshot).toMatchObject({ state: 'WAITING_TURN', request: null })
  })

  it("takes the welcome's pause state on every join and rejoin, not the last pause-state before it", () => {
    const feed = new TurnFeed({ playerId: 'p1' })
    feed.receive(welcome({ paused: true }))
    expect(feed.snapshot.paused).toBe(true)
    // Resumed while the seat was away: the rejoin's welcome says so though no pause-state came.
    feed.receive(welcome({ paused: false }))
    expect(feed.snapshot.paused).toBe(false)
    feed.receive({ type: 'pause-state', payload: { paused: true } })
    expect(feed.snapshot.paused).toBe(true)
    feed.receive(welcome({ paused: false }))
    expect(feed.snapshot.paused).toBe(false)
  })

  it('has not started while the ready barrier is open; acknowledging it says to send `ready`', () => {
    const feed = new TurnFeed({ playerId: 'p1' })
    let changes = 0
    feed.subscribe(() => changes++)
    feed.receive(welcome({ barrier: ready }))
    expect(changes).toBe(1)
    expect(feed.snapshot).toMatchObject({ started: false, barrier: ready })
    expect(feed.acknowledge()).toEqual({ type: 'ready', playerId: 'p1' })
    expect(feed.snapshot.barrier).toBeNull()
    feed.receive({ type: 'barrier', payload: { barrier: { ...ready, barrierId: 'b2', kind: 'ack' } } })
    expect(feed.snapshot.started).toBe(true)
  })

  it("runs the page's own animation: ANIMATING until the next server message, or back at once when it fails", () => {
    const feed = new TurnFeed({ playerId: 'p1' })
    feed.receive(welcome())
    feed.receive({ type: 'turn', payload: request('r1') })
    expect(feed.beginAnimation()).toBe(true)
    expect(feed.beginAnimation()).toBe(false)
    expect(feed.snapshot.state).toBe('ANIMATING')
    feed.endAnimation(false)
    expect(feed.snapshot.state).toBe('MY_TURN')
    feed.beginAnimation()
    feed.endAnimation(true)
    expect(feed.snapshot.state).toBe('ANIMATING')
    feed.receive({ type: 'turn-end', payload: { requestId: 'r1', playerId: 'p1', reason: 'answered' } })
    expect(feed.snapshot.state).toBe('WAITING_TURN')
  })
})
