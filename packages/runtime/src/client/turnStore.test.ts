import { OUT_STATUSES, type PlayerView } from '@decklet/core'
import { describe, expect, it, vi } from 'vitest'
import type { DecisionRequest } from '../session/types'
import type { WorkerMessage } from '../worker/protocol'
import { createTurnStore, isOutByStatus } from './turnStore'

const view = (status?: string) => ({ viewer: 'p1', players: { p1: { id: 'p1', name: 'Ann', seat: 1, ...(status ? { status } : {}) } } }) as unknown as PlayerView
const request = (requestId: string, status?: string) => ({ requestId, playerId: 'p1', deadline: 100, legalActions: [], view: view(status) }) as unknown as DecisionRequest
const myTurn = (requestId: string, status?: string): WorkerMessage =>
  ({ type: 'turn', requestId, playerId: 'p1', turn: 1, deadline: 100, timeoutMs: 100, remainingMs: 100, request: request(requestId, status) })
const theirTurn = (requestId: string): WorkerMessage => ({ type: 'turn', requestId, playerId: 'p2', turn: 2, deadline: 200, timeoutMs: 100, remainingMs: 100 })

describe('createTurnStore', () => {
  it('follows the turns: WAITING_TURN, MY_TURN (canAct), TIMEOUT, back to WAITING_TURN', () => {
    const store = createTurnStore({ playerId: 'p1' })
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', canAct: false, request: null, started: false })
    store.receive({ type: 'game-init', gameId: 'g', players: [] })
    store.receive({ type: 'init-finished' })
    store.receive(myTurn('r1'))
    expect(store.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: true, request: { requestId: 'r1' }, waitingFor: ['p1'], deadline: 100, started: true })
    store.receive({ type: 'rejected', requestId: 'r1', playerId: 'p1', code: 'ILLEGAL_ACTION', reason: 'no' })
    expect(store.getSnapshot()).toMatchObject({ state: 'MY_TURN', rejection: { code: 'ILLEGAL_ACTION' } })
    store.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p1', reason: 'timeout' })
    expect(store.getSnapshot()).toMatchObject({ state: 'TIMEOUT', canAct: false, request: null, waitingFor: [] })
    store.receive(theirTurn('r2'))
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', waitingFor: ['p2'], deadline: 200 })
    store.receive({ type: 'turn-end', requestId: 'r2', playerId: 'p2', reason: 'answered' })
    store.receive(myTurn('r3'))
    store.receive({ type: 'turn-end', requestId: 'r3', playerId: 'p1', reason: 'answered' })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
  })

  it('pauses canAct while the game is paused and after game over', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive(myTurn('r1'))
    store.receive({ type: 'pause-state', paused: true })
    expect(store.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: false, paused: true })
    store.receive({ type: 'pause-state', paused: false })
    expect(store.getSnapshot().canAct).toBe(true)
    store.receive({ type: 'game-over', result: { status: 'finished', winnerIds: ['p2'], turn: 9, actions: 9, timeouts: 0 } })
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', canAct: false, gameOver: { winnerIds: ['p2'] } })
  })

  it('animations: saved state restored on failure, ANIMATING until the server speaks on success', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive(myTurn('r1'))
    expect(store.beginAnimation()).toBe(true)
    expect(store.beginAnimation()).toBe(false)
    expect(store.getSnapshot()).toMatchObject({ state: 'ANIMATING', canAct: false })
    store.endAnimation(false)
    expect(store.getSnapshot().state).toBe('MY_TURN')
    store.beginAnimation()
    store.endAnimation(true)
    expect(store.getSnapshot().state).toBe('ANIMATING')
    store.receive({ type: 'pause-state', paused: false }) // not a game message: still animating
    expect(store.getSnapshot().state).toBe('ANIMATING')
    store.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p1', reason: 'answered' })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
  })

  it('the out state wins over every other, even on my turn', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive(myTurn('r1'))
    store.receive({ type: 'view-update', playerId: 'p1', view: view('eliminated'), events: [] })
    expect(store.getSnapshot()).toMatchObject({ state: 'OUT', canAct: false })
    store.beginAnimation()
    expect(store.getSnapshot().state).toBe('OUT')
    const custom = createTurnStore({ playerId: 'p1', isOut: (v) => v.players.p1?.status === 'bankrupt' })
    custom.receive({ type: 'view-update', playerId: 'p1', view: view('eliminated'), events: [] })
    expect(custom.getSnapshot().state).toBe('WAITING_TURN')
    custom.receive({ type: 'view-update', playerId: 'p1', view: view('bankrupt'), events: [] })
    expect(custom.getSnapshot().state).toBe('OUT')
  })

  it('reads the out state from the view of my request too, and leaves it when a later view says I am back', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive(myTurn('r1', 'out'))
    expect(store.getSnapshot()).toMatchObject({ state: 'OUT', canAct: false, request: { requestId: 'r1' } })
    store.receive({ type: 'view-update', playerId: 'p1', view: view(), events: [] })
    expect(store.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: true })
  })

  it('ignores other players\' private messages and barriers it is not part of', () => {
    const store = createTurnStore({ playerId: 'p1' })
    const before = store.getSnapshot()
    store.receive({ type: 'view-update', playerId: 'p2', view: view(), events: [] })
    store.receive({ type: 'rejected', requestId: 'r1', playerId: 'p2', code: 'WRONG_PLAYER', reason: '' })
    store.receive({ type: 'barrier', barrier: { barrierId: 'b1', kind: 'ack', playerIds: ['p2'], deadline: 1 } })
    store.receive({ type: 'error', fatal: false, error: { name: 'E', message: 'minor' } })
    expect(store.getSnapshot()).toBe(before)
    store.receive({ type: 'barrier', barrier: { barrierId: 'b2', kind: 'ack', playerIds: ['p1', 'p2'], deadline: 1 } })
    expect(store.getSnapshot().barrier).toMatchObject({ barrierId: 'b2' })
    store.receive({ type: 'error', fatal: true, error: { name: 'E', message: 'major' } })
    expect(store.getSnapshot().error).toMatchObject({ message: 'major' })
  })

  it('is ANIMATING while an animation barrier is open for me; acknowledging returns the ack and the state', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive(theirTurn('r1'))
    store.receive({ type: 'turn-end', requestId: 'r1', playerId: 'p2', reason: 'answered' })
    const barrier = { barrierId: 'b4', kind: 'animation', playerIds: ['p1', 'p2'], deadline: 500, animation: { id: 'chance-1', name: 'chance-card', data: { card: 3 } } } as const
    store.receive({ type: 'barrier', barrier })
    expect(store.getSnapshot()).toMatchObject({ state: 'ANIMATING', canAct: false, barrier })
    expect(store.acknowledge()).toEqual({ type: 'ack', barrierId: 'b4', playerId: 'p1' })
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', barrier: null })
    // Announced again after a resume (the others still animate): I am done with it already.
    store.receive({ type: 'barrier', barrier: { ...barrier, deadline: 900 } })
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', barrier: null })
    expect(store.acknowledge()).toBeNull()
  })

  it('an animation barrier I never acknowledge ends at its timeout, or with the next state from the server', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive({ type: 'barrier', barrier: { barrierId: 'b1', kind: 'animation', playerIds: ['p1'], deadline: 5, animation: { id: 'a', name: 'roll' } } })
    expect(store.getSnapshot().state).toBe('ANIMATING')
    store.receive({ type: 'timeout', operation: 'animation', ids: ['b9'], playerIds: ['p1'], durationMs: 5 })
    expect(store.getSnapshot().state).toBe('ANIMATING')
    store.receive({ type: 'timeout', operation: 'animation', ids: ['b1'], playerIds: ['p1'], durationMs: 5 })
    expect(store.getSnapshot()).toMatchObject({ state: 'WAITING_TURN', barrier: null })
    store.receive({ type: 'barrier', barrier: { barrierId: 'b5', kind: 'animation', playerIds: ['p1'], deadline: 5, animation: { id: 'c', name: 'roll' } } })
    store.receive({ type: 'view-update', playerId: 'p1', view: view(), events: [] })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
    // Not for me, or an acknowledgement barrier (the effect already applied): no ANIMATING.
    store.receive({ type: 'barrier', barrier: { barrierId: 'b2', kind: 'animation', playerIds: ['p2'], deadline: 5, animation: { id: 'b', name: 'roll' } } })
    store.receive({ type: 'barrier', barrier: { barrierId: 'b3', kind: 'ack', playerIds: ['p1'], deadline: 5, eventTypes: ['ROLLED'] } })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
    expect(store.acknowledge()).toEqual({ type: 'ack', barrierId: 'b3', playerId: 'p1' })
  })

  it('acknowledging the ready barrier returns the ready message', () => {
    const store = createTurnStore({ playerId: 'p1' })
    store.receive({ type: 'barrier', barrier: { barrierId: 'b1', kind: 'ready', playerIds: ['p1', 'p2'], deadline: 5 } })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
    expect(store.acknowledge()).toEqual({ type: 'ready', playerId: 'p1' })
  })

  it('works with useSyncExternalStore: a stable, frozen snapshot and change notifications', () => {
    const store = createTurnStore({ playerId: 'p1' })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    store.receive(myTurn('r1'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).not.toBe(first)
    unsubscribe()
    store.receive(theirTurn('r2'))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("the default out check is core's: every one of OUT_STATUSES puts me out, any other status leaves me in", () => {
    for (const status of OUT_STATUSES) expect(isOutByStatus(view(status), 'p1'), status).toBe(true)
    for (const status of [undefined, 'active', 'waiting', 'bankrupt']) expect(isOutByStatus(view(status), 'p1'), String(status)).toBe(false)
    expect(isOutByStatus(view('out'), 'p2')).toBe(false) // a player the view does not have
  })
})
