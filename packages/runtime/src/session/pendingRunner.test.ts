import type { PendingStep } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { Barriers } from './barriers'
import { BusyTracker } from './busyTracker'
import { MAX_AUTO_ACTIONS_IN_A_ROW } from './defaults'
import { PendingRunner } from './pendingRunner'
import { VirtualScheduler } from './scheduler'
import { SessionError } from './sessionError'
import type { Barrier, PlayerController } from './types'

const step = (type: string, animation?: { id: string; name: string }): PendingStep => ({ action: { type }, ...(animation === undefined ? {} : { animation }) })
const chanceCard = { id: 'anim-1', name: 'chance-card' }

/** A pending runner over real barriers and a real busy tracker in virtual time; the tick keeps what it is asked to apply. */
function runner(options: { animationTimeoutMs?: number; seats?: 'wait' | 'auto' } = {}) {
  const time = new VirtualScheduler()
  const dones: (() => void)[] = []
  const controller = (kind: 'wait' | 'auto'): PlayerController => ({
    kind,
    onRequest: () => undefined,
    ...(kind === 'auto' ? {} : { onBarrier: (_barrier: Barrier, done: () => void) => void dones.push(done) }),
  })
  const controllers = new Map([['p1', controller(options.seats ?? 'wait')], ['p2', controller(options.seats ?? 'wait')]])
  const barriers = new Barriers({ scheduler: time, controllers, emit: () => undefined, report: () => undefined, guard: (body) => body() })
  const busy = new BusyTracker(() => undefined)
  const applied: unknown[][] = []
  let pumps = 0
  const part = new PendingRunner({
    controllers,
    barriers,
    busy,
    tick: { applyOrFail: (...args) => void applied.push(args) },
    options: options.animationTimeoutMs === undefined ? {} : { animationTimeoutMs: options.animationTimeoutMs },
    pump: () => void pumps++,
  })
  return { part, time, barriers, busy, dones, applied, pumps: () => pumps }
}

describe('PendingRunner: the game’s pending work', () => {
  it('applies a step without animation at once, as an auto action that must not fail', () => {
    const { part, applied, barriers } = runner()
    part.run(step('chance/NEXT'))
    expect(applied).toEqual([[{ type: 'chance/NEXT' }, 'auto', 'Pending action', 'PENDING_ACTION_FAILED']])
    expect(barriers.current).toBeNull()
  })

  it('opens an animation barrier first, busy animation:<name>; its end pumps, and the same step is then applied without another barrier', () => {
    const { part, barriers, busy, dones, applied, pumps } = runner()
    const pending = step('chance/APPLY', chanceCard)
    part.run(pending)
    expect(barriers.current).toMatchObject({ barrierId: 'b1', kind: 'animation', playerIds: ['p1', 'p2'], deadline: 5_000, animation: chanceCard })
    expect(busy.label).toBe('animation:chance-card')
    expect(applied).toEqual([])
    dones[0]!()
    expect(pumps()).toBe(0)
    dones[1]!()
    expect([barriers.current, busy.busy, pumps()]).toEqual([null, false, 1])
    part.run(pending)
    expect(applied).toHaveLength(1)
    expect(barriers.current).toBeNull()
    // The animation was shown once: a later step with the same animation gets its barrier again.
    part.run(pending)
    expect(barriers.current).toMatchObject({ barrierId: 'b2', kind: 'animation' })
  })

  it('the animation barrier ends at its timeout (animationTimeoutMs) too', () => {
    const { part, time, barriers, pumps, applied } = runner({ animationTimeoutMs: 1_200 })
    part.run(step('chance/APPLY', chanceCard))
    expect(barriers.current?.deadline).toBe(1_200)
    time.advance(1_199)
    expect(pumps()).toBe(0)
    time.advance(1)
    expect([barriers.current, pumps()]).toEqual([null, 1])
    part.run(step('chance/APPLY', chanceCard))
    expect(applied).toHaveLength(1)
  })

  it('another animation gets a barrier of its own', () => {
    const { part, barriers, dones, applied } = runner()
    part.run(step('chance/APPLY', chanceCard))
    dones.splice(0).forEach((done) => done())
    part.run(step('chance/APPLY', { id: 'anim-2', name: 'chance-card' }))
    expect(barriers.current).toMatchObject({ barrierId: 'b2', animation: { id: 'anim-2' } })
    expect(applied).toEqual([])
  })
})

describe('PendingRunner: a game that never waits', () => {
  const loop = (part: PendingRunner, times: number) => {
    for (let i = 0; i < times; i++) part.run(step('spin'))
  }

  it(`fails with PENDING_LOOP after ${MAX_AUTO_ACTIONS_IN_A_ROW} pending actions in a row`, () => {
    const { part, applied } = runner()
    loop(part, MAX_AUTO_ACTIONS_IN_A_ROW)
    expect(() => part.run(step('spin'))).toThrow(new SessionError(`The game dispatched ${MAX_AUTO_ACTIONS_IN_A_ROW} pending actions in a row without waiting for anyone (last: spin)`, 'PENDING_LOOP'))
    expect(applied).toHaveLength(MAX_AUTO_ACTIONS_IN_A_ROW)
  })

  it('a decision round, or a barrier still open once announced, starts the count again', () => {
    const { part, barriers, dones } = runner()
    loop(part, MAX_AUTO_ACTIONS_IN_A_ROW)
    part.waited()
    loop(part, MAX_AUTO_ACTIONS_IN_A_ROW)
    barriers.open('ack', ['p1', 'p2'], 1_000, {}, () => undefined)
    part.barrierOpened()
    dones.splice(0).forEach((done) => done())
    loop(part, MAX_AUTO_ACTIONS_IN_A_ROW)
    expect(() => part.run(step('spin'))).toThrow(expect.objectContaining({ code: 'PENDING_LOOP' }))
  })

  it('a barrier every seat acknowledged at once (bots) does not', () => {
    const { part, barriers } = runner({ seats: 'auto' })
    loop(part, MAX_AUTO_ACTIONS_IN_A_ROW - 1)
    part.run(step('chance/APPLY', chanceCard))
    expect(barriers.current).toBeNull()
    barriers.open('ack', ['p1', 'p2'], 1_000, {}, () => undefined)
    part.barrierOpened()
    part.run(step('chance/APPLY', chanceCard))
    expect(() => part.run(step('spin'))).toThrow(expect.objectContaining({ code: 'PENDING_LOOP' }))
  })
})
