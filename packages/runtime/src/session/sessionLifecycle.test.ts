import type { GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { SessionError } from './sessionError'
import { SessionLifecycle } from './sessionLifecycle'
import type { DebugSnapshot } from './types'

const snapshot = { phase: 'running', turn: 3 } as DebugSnapshot
const state = { winnerIds: ['p2'], turn: 7 } as unknown as GameState

describe('SessionLifecycle: the phase, the counts and done', () => {
  it('is over once finished, failed or stopped', () => {
    const life = new SessionLifecycle()
    const over: Record<string, boolean> = {}
    for (const phase of ['created', 'starting', 'running', 'finished', 'failed', 'stopped'] as const) {
      life.enter(phase)
      over[phase] = life.isOver
    }
    expect(over).toEqual({ created: false, starting: false, running: false, finished: true, failed: true, stopped: true })
  })

  it("counts every applied action, and a timeout's default or fallback as a timeout too", async () => {
    const life = new SessionLifecycle()
    for (const source of ['player', 'timeout', 'player', 'fallback'] as const) life.count(source)
    const result = life.result('finished', state)
    expect(result).toEqual({ status: 'finished', winnerIds: ['p2'], turn: 7, actions: 4, timeouts: 2 })
    expect(life.result('stopped', null)).toEqual({ status: 'stopped', winnerIds: [], turn: 0, actions: 4, timeouts: 2 })
    life.resolve(result)
    await expect(life.done).resolves.toBe(result)
  })

  it('rejects done with a SessionError carrying the snapshot, the error as its cause', async () => {
    const life = new SessionLifecycle()
    const cause = new Error('invariant broken')
    life.reject(cause, snapshot)
    const error = await life.done.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionError)
    expect(error).toMatchObject({ message: 'invariant broken', code: 'SESSION_FAILED', cause, snapshot })
  })

  it("keeps a SessionError's code, and a SessionError that has its snapshot as it is", async () => {
    const stuck = new SessionError('Nobody has a legal action', 'STUCK')
    const first = new SessionLifecycle()
    first.reject(stuck, snapshot)
    await expect(first.done).rejects.toMatchObject({ code: 'STUCK', cause: stuck, snapshot })
    const complete = new SessionError('ready', 'READY_TIMEOUT', { snapshot })
    const second = new SessionLifecycle()
    second.reject(complete, { ...snapshot, turn: 9 })
    await expect(second.done).rejects.toBe(complete)
  })

  it('a rejection nobody awaits does not crash the process', async () => {
    const life = new SessionLifecycle()
    life.reject(new Error('unwatched'), snapshot)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})
