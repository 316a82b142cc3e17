import type { PlayerView } from '@decklet/core'
import { createTurnStore, type DecisionRequest, type WorkerMessage } from '@decklet/runtime'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTurnStore } from './turn'

const view = (status?: string): PlayerView =>
  ({
    viewer: 'p1', gameId: 'g', status: 'playing', turn: 1, version: 1, currentPlayerId: 'p1', winnerIds: [], cards: {}, zones: {}, variables: {},
    players: { p1: { id: 'p1', name: 'Ann', seat: 1, ...(status === undefined ? {} : { status }) }, p2: { id: 'p2', name: 'Bob', seat: 2 } },
  }) as unknown as PlayerView

const request = (requestId: string, playerId = 'p1'): DecisionRequest => ({
  requestId, playerId, turn: 1, stateVersion: 1, deadline: 10_000, timeoutMs: 5_000, remainingMs: 5_000, view: view(),
  legalActions: [{ id: '', type: 'DRAW', payload: {}, playerId, timestamp: 0 } as never],
})

const turn = (requestId: string, playerId = 'p1'): WorkerMessage =>
  ({ type: 'turn', requestId, playerId, turn: 1, deadline: 10_000, timeoutMs: 5_000, remainingMs: 5_000, ...(playerId === 'p1' ? { request: request(requestId) } : {}) })

function setup() {
  const runtime = createTurnStore({ playerId: 'p1' })
  const store = useTurnStore()
  store.attach(runtime)
  runtime.receive({ type: 'game-init', gameId: 'g', players: [] })
  return { runtime, store }
}

describe('the Pinia turn store follows the runtime turn store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('has no state before it follows a store, and forgets it on release', () => {
    const store = useTurnStore()
    expect(store.state).toBeNull()
    expect(store.canAct).toBe(false)
    const { store: attached } = setup()
    expect(attached.state).toBe('WAITING_TURN')
    attached.release()
    expect(attached.state).toBeNull()
  })

  it('WAITING_TURN → MY_TURN on my request, with its legal actions; back to WAITING_TURN when it is answered', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1', 'p2'))
    expect(store.state).toBe('WAITING_TURN')
    expect(store.waitingFor).toEqual(['p2'])
    runtime.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p2', reason: 'answered' })
    runtime.receive(turn('r2'))
    expect(store.state).toBe('MY_TURN')
    expect(store.canAct).toBe(true)
    expect(store.legalActions.map((a) => a.type)).toEqual(['DRAW'])
    expect(store.deadline).toBe(10_000)
    runtime.receive({ type: 'turn-end', requestId: 'r2', playerId: 'p1', reason: 'answered' })
    expect(store.state).toBe('WAITING_TURN')
    expect(store.request).toBeNull()
  })

  it('a pause keeps MY_TURN but takes the controls away until the resume', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.receive({ type: 'pause-state', paused: true })
    expect(store.state).toBe('MY_TURN')
    expect(store.paused).toBe(true)
    expect(store.canAct).toBe(false)
    expect(store.legalActions).toEqual([])
    runtime.receive({ type: 'pause-state', paused: false })
    expect(store.canAct).toBe(true)
  })

  it('MY_TURN → TIMEOUT when my time runs out, then WAITING_TURN at the next player\'s turn', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.receive({ type: 'timeout', operation: 'decision', ids: ['r1'], playerIds: ['p1'], durationMs: 5_000 })
    runtime.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p1', reason: 'timeout' })
    expect(store.state).toBe('TIMEOUT')
    expect(store.canAct).toBe(false)
    runtime.receive(turn('r2', 'p2'))
    expect(store.state).toBe('WAITING_TURN')
  })

  it('ANIMATING while the page animates, until the next message of the session', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    expect(runtime.beginAnimation()).toBe(true)
    expect(store.state).toBe('ANIMATING')
    expect(store.canAct).toBe(false)
    runtime.endAnimation(true)
    expect(store.state).toBe('ANIMATING')
    runtime.receive({ type: 'view-update', playerId: 'p1', view: view(), events: [] })
    expect(store.state).toBe('MY_TURN')
  })

  it('a failed animation restores the state it interrupted', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.beginAnimation()
    runtime.endAnimation(false)
    expect(store.state).toBe('MY_TURN')
  })

  it('an acknowledgement barrier is shown, and gone once acknowledged; an animation barrier is ANIMATING until then', () => {
    const { runtime, store } = setup()
    runtime.receive({ type: 'barrier', barrier: { barrierId: 'b1', kind: 'ack', playerIds: ['p1'], deadline: 1, eventTypes: ['UNO_CARD_PLAYED'] } })
    expect(store.barrier?.barrierId).toBe('b1')
    expect(store.state).toBe('WAITING_TURN')
    expect(runtime.acknowledge()).toEqual({ type: 'ack', barrierId: 'b1', playerId: 'p1' })
    expect(store.barrier).toBeNull()
    runtime.receive({ type: 'barrier', barrier: { barrierId: 'b2', kind: 'animation', playerIds: ['p1'], deadline: 1, animation: { id: 'a', name: 'chance' } as never } })
    expect(store.state).toBe('ANIMATING')
    runtime.acknowledge()
    expect(store.state).toBe('WAITING_TURN')
  })

  it('OUT wins over every other state, even on my turn', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.receive({ type: 'view-update', playerId: 'p1', view: view('eliminated'), events: [] })
    expect(store.state).toBe('OUT')
    expect(store.canAct).toBe(false)
  })

  it('a refusal is kept with its reason until my next request', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.receive({ type: 'rejected', requestId: 'r1', playerId: 'p1', code: 'ILLEGAL_ACTION', reason: 'red 5 does not match' })
    expect(store.rejection).toEqual({ code: 'ILLEGAL_ACTION', reason: 'red 5 does not match' })
    runtime.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p1', reason: 'answered' })
    runtime.receive(turn('r2'))
    expect(store.rejection).toBeNull()
  })

  it('game over: the result, and no controls', () => {
    const { runtime, store } = setup()
    runtime.receive(turn('r1'))
    runtime.receive({ type: 'game-over', result: { status: 'finished', winnerIds: ['p1'], turn: 9, actions: 30, timeouts: 0 } })
    expect(store.gameOver?.winnerIds).toEqual(['p1'])
    expect(store.canAct).toBe(false)
    expect(store.state).toBe('WAITING_TURN')
  })
})
